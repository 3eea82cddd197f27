import { type Message, MessageSchema } from '@mandap/shared/schemas/enquiries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { appendMessages } from './get-conversation';
import { conversationsQueryKey } from './get-conversations';
import { vendorEnquiriesQueryKey } from './get-vendor-enquiries';

/** POST /api/conversations/:enquiryId/messages: 201 with the message as sent. */
export function sendMessage(enquiryId: number, body: string): Promise<Message> {
  return apiRequest(`/api/conversations/${enquiryId}/messages`, {
    method: 'POST',
    body: { body },
    schema: MessageSchema,
  });
}

/** Sends a message and adds it to the open thread without a reload. */
export function useSendMessage(enquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(enquiryId, body),
    onSuccess: async (message) => {
      appendMessages(queryClient, enquiryId, [message]);
      // The list's last message, and a vendor's status (a first reply moves New to Replied).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: vendorEnquiriesQueryKey }),
      ]);
    },
  });
}
