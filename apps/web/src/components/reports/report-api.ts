import { apiRequest } from '@/lib/api-client';

// Reporting a listing or a chat message (decision 0065): plain requests, no schema library, so
// the storefront's first view stays light; the server checks and answers in words.

export interface ReportInput {
  reason: string;
  details: string;
}

/** POST /api/listings/:listingId/report (204). */
export function reportListing(listingId: number, input: ReportInput): Promise<void> {
  return apiRequest<void>(`/api/listings/${listingId}/report`, { method: 'POST', body: input });
}

/** POST /api/conversations/:enquiryId/messages/:messageId/report (204). */
export function reportMessage(
  enquiryId: number,
  messageId: number,
  input: ReportInput,
): Promise<void> {
  return apiRequest<void>(`/api/conversations/${enquiryId}/messages/${messageId}/report`, {
    method: 'POST',
    body: input,
  });
}
