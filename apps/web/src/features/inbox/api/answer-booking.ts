import type { CoupleAnswer } from '@mandap/shared/commission';
import {
  type BookingQuestionReply,
  BookingQuestionReplySchema,
} from '@mandap/shared/schemas/commission';
import { type Enquiry, EnquirySchema } from '@mandap/shared/schemas/enquiries';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useEnquiryUpdate } from './set-enquiry-status';

/** POST /api/user/enquiries/:enquiryId/booking-answer: the couple's answer in the app. */
export function answerBooking(enquiryId: number, answer: CoupleAnswer): Promise<Enquiry> {
  return apiRequest(`/api/user/enquiries/${enquiryId}/booking-answer`, {
    method: 'POST',
    body: { answer },
    schema: EnquirySchema,
  });
}

export function useAnswerBooking(enquiryId: number) {
  const update = useEnquiryUpdate();
  return useMutation({
    mutationFn: (answer: CoupleAnswer) => answerBooking(enquiryId, answer),
    onSuccess: update,
  });
}

/** POST /api/booking-answers/question: what an e-mailed link asks (reading records nothing). */
export function bookingQuestionByToken(token: string): Promise<BookingQuestionReply> {
  return apiRequest('/api/booking-answers/question', {
    method: 'POST',
    body: { token },
    schema: BookingQuestionReplySchema,
  });
}

/** POST /api/booking-answers: the one button of an e-mailed link's page. */
export function answerBookingByToken(
  token: string,
  answer: CoupleAnswer,
): Promise<BookingQuestionReply> {
  return apiRequest('/api/booking-answers', {
    method: 'POST',
    body: { token, answer },
    schema: BookingQuestionReplySchema,
  });
}
