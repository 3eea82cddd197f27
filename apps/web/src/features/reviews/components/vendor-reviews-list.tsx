import type { VendorReview, VendorReviewList } from '@mandap/shared/schemas/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { vendorReviewsKey } from '@/features/reviews/api/reviews';
import { VENDOR_REVIEWS_TEXTS as T } from '@/features/reviews/lib/vendor-reviews-texts';
import { ReplyForm, ReviewItem } from './review-item';

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
          <li
            key={review.id}
            className="rounded-3xl border border-maroon-100 bg-white px-4 pb-5 shadow-sm sm:px-6"
          >
            <p className="flex flex-wrap items-center gap-2 pt-4 text-sm text-stone-600">
              <span className="font-medium text-stone-800">{review.firmName}</span>
              {review.vendorReply === null ? (
                <span className="rounded-full bg-marigold-100 px-2 py-0.5 text-xs font-semibold text-maroon-950">
                  {T.waitingBadge}
                </span>
              ) : null}
            </p>
            <ReviewItem
              review={review}
              firmName={review.firmName}
              canReport={false}
              canReply={false}
              onChange={() => undefined}
            />
            {review.vendorReply === null ? (
              <ReplyForm
                reviewId={review.id}
                label={T.replyFormLabel(review.authorName, review.title)}
                onDone={(replied) => onReplied({ ...replied, firmName: review.firmName })}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
