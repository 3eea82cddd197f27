import {
  BOOKING_ANSWER_TEXTS,
  bookingQuestion,
  COUPLE_ANSWERS,
  type CoupleAnswer,
} from '@mandap/shared/commission';
import * as t from '@mandap/shared/messages/en/couple-inbox';
import type { BookingQuestionReply } from '@mandap/shared/schemas/commission';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError, Loading, primaryButton } from '@/components/ui/load-states';
import { answerBookingByToken, bookingQuestionByToken } from '@/features/inbox/api/answer-booking';
import { ApiError, refusalMessage } from '@/lib/api-client';

function answerOf(value: string | null): CoupleAnswer | null {
  return COUPLE_ANSWERS.find((answer) => answer === value) ?? null;
}

/**
 * Where the booking question's e-mailed links lead (decision 0075): the question and one button,
 * the answer the link was for. Opening the page records nothing (a mail scanner follows links);
 * the button's POST does. A link without an answer offers both.
 */
export function BookingAnswerPage({ token, answer }: { token: string; answer: string | null }) {
  const wanted = answerOf(answer);
  const question = useQuery({
    queryKey: ['booking-question', token],
    queryFn: () => bookingQuestionByToken(token),
    enabled: token !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const send = useMutation({
    mutationFn: (choice: CoupleAnswer) => answerBookingByToken(token, choice),
  });
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (send.isSuccess) doneRef.current?.focus();
  }, [send.isSuccess]);

  if (!token) return <FormAlert>{BOOKING_ANSWER_TEXTS.noToken}</FormAlert>;
  if (question.isPending) return <Loading>{t.loadingBooking}</Loading>;
  if (question.isError) {
    return question.error instanceof ApiError && question.error.status === 404 ? (
      <FormAlert>{refusalMessage(question.error, BOOKING_ANSWER_TEXTS.invalidLink)}</FormAlert>
    ) : (
      <LoadError onRetry={() => void question.refetch()}>{BOOKING_ANSWER_TEXTS.failed}</LoadError>
    );
  }
  const data: BookingQuestionReply = send.data ?? question.data;
  const choices = wanted ? [wanted] : COUPLE_ANSWERS;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-center text-xl font-semibold text-stone-900">
        {bookingQuestion(data.firmName, data.eventDate)}
      </h2>
      {send.isSuccess && data.answer ? (
        <p
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="flex gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {BOOKING_ANSWER_TEXTS.answered(data.answer, data.firmName)}
        </p>
      ) : !data.booked ? (
        <FormAlert>{BOOKING_ANSWER_TEXTS.notBooked}</FormAlert>
      ) : (
        <>
          {data.answer ? (
            <p className="text-center text-sm text-stone-700">
              {t.answeredBefore(data.answer, wanted)}
            </p>
          ) : null}
          <p className="text-center text-sm text-stone-600">{BOOKING_ANSWER_TEXTS.why}</p>
          <div className="flex flex-col gap-2">
            {choices.map((choice) => (
              <button
                key={choice}
                type="button"
                className={primaryButton}
                disabled={send.isPending}
                onClick={() => send.mutate(choice)}
              >
                {choice === 'yes'
                  ? BOOKING_ANSWER_TEXTS.yesButton(data.firmName)
                  : BOOKING_ANSWER_TEXTS.noButton(data.firmName)}
              </button>
            ))}
          </div>
        </>
      )}
      {send.isError ? (
        <FormAlert>{refusalMessage(send.error, BOOKING_ANSWER_TEXTS.failed)}</FormAlert>
      ) : null}
    </div>
  );
}
