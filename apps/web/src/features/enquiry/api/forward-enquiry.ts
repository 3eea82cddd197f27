import type { ForwardEnquiryReplySchema } from '@mandap/shared/schemas/enquiries';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type ForwardEnquiryReply = z.infer<typeof ForwardEnquiryReplySchema>;

interface ForwardEnquiry {
  enquiryId: number;
  listingIds: number[];
}

/**
 * POST /api/user/enquiries/:enquiryId/forward: the same enquiry to the similar vendors the couple
 * ticked, all or none (the daily limit counts each one).
 */
export async function forwardEnquiry({
  enquiryId,
  listingIds,
}: ForwardEnquiry): Promise<ForwardEnquiryReply> {
  const { ForwardEnquiryReplySchema } = await import('@mandap/shared/schemas/enquiries');
  return apiRequest(`/api/user/enquiries/${enquiryId}/forward`, {
    method: 'POST',
    body: { listingIds },
    schema: ForwardEnquiryReplySchema,
  });
}

export function useForwardEnquiry() {
  return useMutation({ mutationFn: forwardEnquiry });
}
