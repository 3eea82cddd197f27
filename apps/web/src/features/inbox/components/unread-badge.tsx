import * as t from '@mandap/shared/messages/en/couple-inbox';
/** A count of unread messages: the number for the eye, '3 unread' for screen readers. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-maroon-800 px-1.5 py-0.5 text-xs font-semibold text-ivory">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t.unreadCount(count)}</span>
    </span>
  );
}
