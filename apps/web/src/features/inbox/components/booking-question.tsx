import {
  BOOKING_ANSWER_TEXTS,
  bookingQuestion,
  type CoupleAnswer,
} from '@mandap/shared/commission';
import type { Enquiry } from '@mandap/shared/schemas/enquiries';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButton, secondaryButton } from '@/components/ui/load-states';
import { useAnswerBooking } from '@/features/inbox/api/answer-booking';
import { refusalMessage } from '@/lib/api-client';

/**
 * The couple's side of a Booked enquiry (decision 0075): "Did you book <vendor> for <date>?" with
 * one tap for yes or no; the answer shown after, with a way to change it. Nothing before the
 * vendor marks it Booked.
 */
export function BookingQuestion({ enquiry }: { enquiry: Enquiry }) {
  const answer = useAnswerBooking(enquiry.id);
  const [changing, setChanging] = useState(false);
  const headingId = useId();
  const yesRef = useRef<HTMLButtonElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<'yes' | 'change' | null>(null);
  useEffect(() => {
    if (focus === null) return;
    (focus === 'yes' ? yesRef : changeRef).current?.focus();
    setFocus(null);
  }, [focus]);

  if (enquiry.status !== 'booked') return null;
  const given = enquiry.coupleAnswer;
  const choose = (choice: CoupleAnswer) =>
    answer.mutate(choice, {
      onSuccess: () => {
        setChanging(false);
        setFocus('change');
      },
    });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-marigold-50 p-4 ring-1 ring-marigold-200"
    >
      <h3 id={headingId} className="font-semibold text-maroon-900">
        {bookingQuestion(enquiry.firmName, enquiry.eventDate)}
      </h3>
      {given && !changing ? (
        <>
          <p className="flex items-start gap-2 text-sm text-emerald-900" aria-live="polite">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {BOOKING_ANSWER_TEXTS.answered(given, enquiry.firmName)}
          </p>
          <button
            ref={changeRef}
            type="button"
            className={`${secondaryButton} self-start`}
            onClick={() => {
              setChanging(true);
              setFocus('yes');
            }}
          >
            {BOOKING_ANSWER_TEXTS.change}
          </button>
        </>
      ) : (
        <>
          <p className="text-sm text-stone-700">{BOOKING_ANSWER_TEXTS.why}</p>
          <div className="flex flex-wrap gap-2">
            <button
              ref={yesRef}
              type="button"
              className={primaryButton}
              disabled={answer.isPending}
              onClick={() => choose('yes')}
            >
              {BOOKING_ANSWER_TEXTS.yesButton(enquiry.firmName)}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={answer.isPending}
              onClick={() => choose('no')}
            >
              {BOOKING_ANSWER_TEXTS.noButton(enquiry.firmName)}
            </button>
          </div>
        </>
      )}
      {answer.isError ? (
        <FormAlert>{refusalMessage(answer.error, BOOKING_ANSWER_TEXTS.failed)}</FormAlert>
      ) : null}
    </section>
  );
}
