import type { CreateEnquiry, CreateEnquiryReplySchema } from '@mandap/shared/schemas/enquiries';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type CreateEnquiryReply = z.infer<typeof CreateEnquiryReplySchema>;

/**
 * POST /api/user/enquiries: sends a couple's enquiry to a listing's vendor. Answers with the
 * enquiry (its id opens the conversation in Chat) and up to five similar vendors to offer.
 */
export async function createEnquiry(body: CreateEnquiry): Promise<CreateEnquiryReply> {
  const { CreateEnquiryReplySchema } = await import('@mandap/shared/schemas/enquiries');
  return apiRequest('/api/user/enquiries', {
    method: 'POST',
    body,
    schema: CreateEnquiryReplySchema,
  });
}

export function useCreateEnquiry() {
  return useMutation({ mutationFn: createEnquiry });
}
