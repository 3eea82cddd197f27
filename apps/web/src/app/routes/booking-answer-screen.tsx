import { BOOKING_ANSWER_TEXTS } from '@mandap/shared/commission';
import * as t from '@mandap/shared/messages/en/auth-login';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { BookingAnswerPage } from '@/features/inbox/components/booking-answer-page';

/**
 * /booking-answer?token=…&answer=yes|no (decision 0075): where the couple's e-mail leads. Signed
 * in or not: the link's token is the proof.
 */
export function BookingAnswerScreen() {
  const [search] = useSearchParams();
  return (
    <div className="px-4 pt-8 pb-12 sm:pt-14 sm:pb-20">
      <DocumentTitle>{t.pageTitle(BOOKING_ANSWER_TEXTS.pageTitle)}</DocumentTitle>
      <section className="mx-auto flex max-w-md flex-col gap-5 rounded-3xl border border-maroon-100 bg-white px-5 py-8 shadow-sm sm:px-8">
        <h1 className="text-center font-display text-3xl font-semibold text-balance text-maroon-900">
          {BOOKING_ANSWER_TEXTS.pageTitle}
        </h1>
        <BookingAnswerPage token={search.get('token') ?? ''} answer={search.get('answer')} />
      </section>
    </div>
  );
}
