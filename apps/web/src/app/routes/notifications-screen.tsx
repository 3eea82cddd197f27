import * as t from '@mandap/shared/messages/en/couple-inbox';
import type { Notification } from '@mandap/shared/schemas/enquiries';
import { Bell, CheckCheck, CircleDot, MessageCircle, Inbox as NewEnquiry, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { cardClass, LoadError, Loading, secondaryButton } from '@/components/ui/load-states';
import { useNotifications } from '@/features/inbox/api/get-notifications';
import { useReadNotifications } from '@/features/inbox/api/read-notifications';
import { fullTime, shortTime } from '@/features/inbox/lib/format';
import { refusalMessage } from '@/lib/api-client';

const ICONS = { enquiry: NewEnquiry, message: MessageCircle, status: Tag } as const;

/** Only paths of this app are followed: a notification never sends anyone elsewhere. */
function appPath(link: string): string | null {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}

/**
 * /notifications (issue 15): the notification centre, newest first, unread ones marked. Opening
 * one marks it read; 'Mark all as read' marks the rest.
 */
export function NotificationsScreen() {
  const notifications = useNotifications();
  const read = useReadNotifications();
  const unread = notifications.data?.filter((note) => !note.read).length ?? 0;

  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-24 sm:px-6 md:pt-10 md:pb-10">
      <DocumentTitle>{t.notificationsTitle}</DocumentTitle>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-semibold text-maroon-900">
            {t.notificationsHeading}
          </h1>
          {notifications.data ? (
            <p className="mt-1 text-sm text-stone-600">
              {unread === 0 ? t.allCaughtUp : t.unreadCount(unread)}
            </p>
          ) : null}
        </div>
        {notifications.data && notifications.data.length > 0 ? (
          <button
            type="button"
            onClick={() => read.mutate(undefined)}
            disabled={unread === 0 || read.isPending}
            className={secondaryButton}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {t.markAllRead}
          </button>
        ) : null}
      </div>
      {read.isError ? (
        <div className="mb-4">
          <FormAlert>{refusalMessage(read.error, t.markReadFailed)}</FormAlert>
        </div>
      ) : null}
      <section aria-label={t.yourNotifications} className={`${cardClass} overflow-hidden`}>
        {notifications.isPending ? (
          <Loading>{t.loadingNotifications}</Loading>
        ) : notifications.isError ? (
          <LoadError onRetry={() => void notifications.refetch()}>
            {t.notificationsFailed}
          </LoadError>
        ) : notifications.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-5 py-12 text-center">
            <Bell aria-hidden="true" className="size-10 text-marigold-500" />
            <p className="font-medium text-stone-900">{t.noNotifications}</p>
            <p className="text-sm text-stone-600">{t.noNotificationsHint}</p>
          </div>
        ) : (
          <ul
            aria-label={t.notificationsNewestFirst}
            className="flex flex-col divide-y divide-maroon-100"
          >
            {notifications.data.map((note) => (
              <li key={note.id}>
                <NotificationRow
                  note={note}
                  onOpen={() => {
                    if (!note.read) read.mutate([note.id]);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function NotificationRow({ note, onOpen }: { note: Notification; onOpen: () => void }) {
  const Icon = ICONS[note.kind];
  const to = appPath(note.link);
  const content = (
    <>
      <span
        className={`mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full ${
          note.read ? 'bg-stone-100 text-stone-500' : 'bg-marigold-100 text-maroon-800'
        }`}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-start justify-between gap-3">
          <span className={`min-w-0 text-stone-900 ${note.read ? 'font-medium' : 'font-bold'}`}>
            {note.read ? null : <span className="sr-only">{t.unreadPrefix}</span>}
            {note.title}
          </span>
          <time
            dateTime={note.createdAt}
            title={fullTime(note.createdAt)}
            className="shrink-0 text-xs text-stone-500"
          >
            {shortTime(note.createdAt)}
          </time>
        </span>
        <span className="text-sm break-words text-stone-600">{note.body}</span>
      </span>
      {note.read ? null : (
        <CircleDot aria-hidden="true" className="mt-1 size-4 shrink-0 text-maroon-700" />
      )}
    </>
  );
  const rowClass = `flex items-start gap-3 px-4 py-3 ${note.read ? '' : 'bg-marigold-50/60'}`;
  return to ? (
    <Link to={to} onClick={onOpen} className={`${rowClass} transition hover:bg-marigold-50`}>
      {content}
    </Link>
  ) : (
    <div className={rowClass}>{content}</div>
  );
}
