import { REVIEW_LIMITS } from '@mandap/shared/reviews';
import type { VendorReview, VendorReviewList } from '@mandap/shared/schemas/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButtonClass } from '@/components/ui/styles';
import { TextareaField } from '@/components/ui/textarea-field';
import {
  replyProblem,
  useVendorReply,
  vendorReviewsKey,
} from '@/features/reviews/api/vendor-reviews';
import { VENDOR_REVIEWS_TEXTS as T } from '@/features/reviews/lib/vendor-reviews-texts';
import { NetworkError, refusalMessage } from '@/lib/api-client';
import { MONTH_NAMES } from '@/lib/calendar';

// The vendor's own view of their reviews. It shares no module with the storefront's reviews
// (review-item.tsx) beyond what every public page loads anyway: a module both used would become
// a request of its own in the storefront's first view (decision 0078).

/** 'November 2025' from 'YYYY-MM'. */
function monthText(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/**
 * The vendor's reviews as the server orders them (unreplied first, then newest first), each with
 * its listing's name and, while it has no reply, its reply box open under it. A reply is shown
 * where it was written: the list is not re-sorted under the vendor's eyes.
 */
export function VendorReviewsList({ list }: { list: VendorReviewList }) {
  const client = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const unanswered = list.reviews.filter((r) => r.vendorReply === null).length;

  const onReplied = (replied: VendorReview) => {
    client.setQueryData<VendorReviewList>(vendorReviewsKey, (old) =>
      old
        ? {
            ...old,
            reviews: old.reviews.map((r) => (r.id === replied.id ? replied : r)),
            unanswered: Math.max(0, old.unanswered - 1),
          }
        : old,
    );
    setAnnouncement(T.replied);
  };

  if (list.reviews.length === 0) {
    return <p className="text-stone-700">{T.empty}</p>;
  }
  return (
    <>
      <p className="font-medium text-maroon-900">{T.waiting(unanswered)}</p>
      <ul aria-label={T.listLabel} className="flex flex-col gap-4">
        {list.reviews.map((review) => (
          <li key={review.id}>
            <VendorReviewCard review={review} onReplied={onReplied} />
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

function VendorReviewCard({
  review,
  onReplied,
}: {
  review: VendorReview;
  onReplied: (review: VendorReview) => void;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-3xl border border-maroon-100 bg-white px-4 py-5 shadow-sm sm:px-6"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <span className="font-medium text-stone-800">{review.firmName}</span>
        {review.vendorReply === null ? (
          <span className="rounded-full bg-marigold-100 px-2 py-0.5 text-xs font-semibold text-maroon-950">
            {T.waitingBadge}
          </span>
        ) : null}
      </p>
      <p role="img" aria-label={T.stars(review.rating)} className="flex gap-0.5">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            aria-hidden="true"
            className={`size-4 ${n <= review.rating ? 'fill-marigold-500 text-marigold-600' : 'text-stone-300'}`}
          />
        ))}
      </p>
      <h2 id={titleId} className="text-lg font-semibold break-words text-stone-900">
        {review.title}
      </h2>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-stone-600">
        <span className="font-medium text-stone-800">{review.authorName}</span>
        {review.verified ? (
          <span className="inline-flex items-center gap-1 text-emerald-800">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {T.verified(monthText(review.eventMonth))}
          </span>
        ) : (
          <span>{T.event(monthText(review.eventMonth))}</span>
        )}
        {review.status === 'reported' ? <span>{T.reported}</span> : null}
      </p>
      <p className="leading-relaxed break-words whitespace-pre-line text-stone-800">
        {review.body}
      </p>
      {review.photos.length > 0 ? (
        <ul aria-label={T.photosLabel(review.authorName)} className="flex flex-wrap gap-2">
          {review.photos.map((p, index) => (
            <li key={p.id}>
              <a
                href={p.url}
                target="_blank"
                rel="noopener"
                aria-label={T.photoLabel(index + 1, review.photos.length)}
                className="block overflow-hidden rounded-lg ring-1 ring-stone-200 hover:ring-marigold-400"
              >
                <img
                  src={p.thumbUrl}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.vendorReply ? (
        <div className="rounded-xl bg-maroon-50 px-4 py-3 ring-1 ring-maroon-100">
          <p className="text-sm font-semibold text-maroon-900">{T.yourReply}</p>
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-stone-800">
            {review.vendorReply.body}
          </p>
        </div>
      ) : (
        <ReplyBox review={review} onReplied={onReplied} />
      )}
    </article>
  );
}

/** The reply box under a review without a reply: checked with the shared schema, sent once. */
function ReplyBox({
  review,
  onReplied,
}: {
  review: VendorReview;
  onReplied: (review: VendorReview) => void;
}) {
  const reply = useVendorReply(review.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const problem = await replyProblem(text);
      setError(problem);
      if (problem) return;
      const replied = await reply.mutateAsync(text);
      onReplied({ ...replied, firmName: review.firmName });
    } catch (cause) {
      setFailure(
        cause instanceof NetworkError ? T.unreachable : refusalMessage(cause, T.replyFailed),
      );
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={T.replyFormLabel(review.authorName, review.title)}
      className="mt-1 flex flex-col gap-3 rounded-xl bg-maroon-50/50 p-4 ring-1 ring-maroon-100"
    >
      <TextareaField
        label={T.replyLabel}
        hint={T.replyHint}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={REVIEW_LIMITS.replyMaxLength}
        error={error ?? undefined}
        rows={4}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <button
        type="submit"
        disabled={reply.isPending}
        className={`${primaryButtonClass} self-start py-2 text-sm`}
      >
        {reply.isPending ? T.sending : T.send}
      </button>
    </form>
  );
}
