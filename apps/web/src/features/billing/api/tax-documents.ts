import type { TaxDocument } from '@mandap/shared/schemas/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The vendor's tax documents (issue 30, decision 0074): the list on the Billing screen and one
// document's page.

export const taxDocumentsQueryKey = ['vendor', 'billing', 'documents'] as const;

/** GET /api/vendor/billing/documents: invoices and credit notes, newest first. */
export async function getTaxDocuments(signal?: AbortSignal): Promise<TaxDocument[]> {
  const { TaxDocumentListSchema } = await import('@mandap/shared/schemas/billing');
  const reply = await apiRequest('/api/vendor/billing/documents', {
    schema: TaxDocumentListSchema,
    signal,
  });
  return reply.documents;
}

export const taxDocumentsQueryOptions = queryOptions({
  queryKey: taxDocumentsQueryKey,
  queryFn: ({ signal }) => getTaxDocuments(signal),
});

export function useTaxDocuments() {
  return useQuery(taxDocumentsQueryOptions);
}

/** GET /api/vendor/billing/documents/:id: one of the vendor's documents (404 if not theirs). */
export async function getTaxDocument(documentId: number, signal?: AbortSignal) {
  const { TaxDocumentSchema } = await import('@mandap/shared/schemas/billing');
  return apiRequest(`/api/vendor/billing/documents/${documentId}`, {
    schema: TaxDocumentSchema,
    signal,
  });
}

export function taxDocumentQueryOptions(documentId: number) {
  return queryOptions({
    queryKey: [...taxDocumentsQueryKey, documentId],
    queryFn: ({ signal }) => getTaxDocument(documentId, signal),
  });
}

export function useTaxDocument(documentId: number) {
  return useQuery(taxDocumentQueryOptions(documentId));
}
