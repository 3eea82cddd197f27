import type { EnquiryStatus } from '@mandap/shared/enquiries';
import * as t from '@mandap/shared/messages/en/couple-inbox';

const TONES: Record<EnquiryStatus, string> = {
  new: 'bg-marigold-100 text-maroon-900 ring-marigold-300',
  replied: 'bg-sky-50 text-sky-800 ring-sky-200',
  booked: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-stone-100 text-stone-700 ring-stone-200',
};

/**
 * An enquiry's status: New, Replied, Booked or Declined; to the couple who sent it, a new one is
 * Sent (issue 31).
 */
export function StatusBadge({
  status,
  viewer = 'vendor',
}: {
  status: EnquiryStatus;
  viewer?: 'vendor' | 'user';
}) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}
    >
      {(viewer === 'user' ? t.coupleStatusLabels : t.statusLabels)[status]}
    </span>
  );
}
