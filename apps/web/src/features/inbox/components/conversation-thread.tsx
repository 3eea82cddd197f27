import * as t from '@mandap/shared/messages/en/couple-inbox';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadError, Loading } from '@/components/ui/load-states';
import {
  THREAD_POLL_MS,
  useConversation,
  useLoadOlderMessages,
} from '@/features/inbox/api/get-conversation';
import { useMarkRead } from '@/features/inbox/api/mark-read';
import { eventDay } from '@/features/inbox/lib/format';
import { ApiError } from '@/lib/api-client';
import { BookingQuestion } from './booking-question';
import { EnquiryDetails } from './enquiry-details';
import { MessageList } from './message-list';
import { ReplyBox } from './reply-box';
import { StatusActions } from './status-actions';

interface ConversationThreadProps {
  enquiryId: number;
  /** Where the phone layout's back link goes: the list this thread was opened from. */
  back: { to: string; label: string };
  /** The vendor's Mark booked and Decline beside the details. */
  statusActions?: boolean;
  /** The couple's "Did you book …?" once the vendor marks it Booked (decision 0075). */
  bookingQuestion?: boolean;
  /** Who is reading: a couple's own new enquiry is Sent, not New (issue 31). */
  viewer?: 'vendor' | 'user';
  pollMs?: number;
}

const ANNOUNCE_CHARS = 140;

/**
 * One conversation: its messages, a reply box and the enquiry's details. New messages arrive by
 * polling (only those after the last one), are announced politely, and are marked read while the
 * thread is open and the tab visible. Render it with `key={enquiryId}`.
 */
export function ConversationThread({
  enquiryId,
  back,
  statusActions = false,
  bookingQuestion = false,
  viewer = 'vendor',
  pollMs = THREAD_POLL_MS,
}: ConversationThreadProps) {
  const conversation = useConversation(enquiryId, pollMs);
  const loadOlder = useLoadOlderMessages(enquiryId);
  const [olderAnnouncement, setOlderAnnouncement] = useState('');
  const markRead = useMarkRead(enquiryId);
  const { mutate: markReadUpTo } = markRead;
  const [announcement, setAnnouncement] = useState('');
  const seenUpTo = useRef<number | null>(null);
  const readUpTo = useRef(0);
  const data = conversation.data;

  // Announce messages from the other side that arrive after the thread opened.
  useEffect(() => {
    if (!data) return;
    const lastId = data.messages.at(-1)?.id ?? 0;
    const before = seenUpTo.current;
    seenUpTo.current = lastId;
    if (before === null || lastId <= before) return;
    const incoming = data.messages.filter((message) => message.id > before && !message.mine);
    const latest = incoming.at(-1);
    if (!latest) return;
    const text =
      latest.body.length > ANNOUNCE_CHARS
        ? `${latest.body.slice(0, ANNOUNCE_CHARS)}...`
        : latest.body;
    setAnnouncement(
      incoming.length === 1
        ? t.newMessageFrom(data.otherName, text)
        : t.newMessagesFrom(incoming.length, data.otherName, text),
    );
  }, [data]);

  // What the other side wrote is read once it is on screen in a visible tab.
  useEffect(() => {
    if (!data || document.visibilityState === 'hidden') return;
    const theirs = data.messages.filter((message) => !message.mine).at(-1)?.id ?? 0;
    const lastId = data.messages.at(-1)?.id ?? 0;
    if (theirs <= readUpTo.current) return;
    const previous = readUpTo.current;
    readUpTo.current = theirs;
    markReadUpTo(lastId, {
      onError: () => {
        readUpTo.current = previous;
      },
    });
  }, [data, markReadUpTo]);

  const backLink = (
    <Link
      to={back.to}
      className="inline-flex items-center gap-1.5 self-start rounded-full px-2 py-1 text-sm font-medium text-maroon-800 hover:bg-maroon-50 md:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {back.label}
    </Link>
  );

  if (!data) {
    if (conversation.isPending) return <Loading>{t.loadingConversation}</Loading>;
    const notFound = conversation.error instanceof ApiError && conversation.error.status === 404;
    return notFound ? (
      <div className="flex flex-col items-center gap-4 px-4 py-12 text-center">
        <p role="alert" className="font-medium text-stone-800">
          {t.conversationNotFound}
        </p>
        <p className="text-sm text-stone-600">{t.conversationElsewhere}</p>
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 rounded-full bg-maroon-800 px-5 py-2.5 text-sm font-medium text-ivory hover:bg-maroon-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      </div>
    ) : (
      <div className="flex flex-col gap-2 p-4">
        {backLink}
        <LoadError onRetry={() => void conversation.refetch()}>{t.conversationFailed}</LoadError>
      </div>
    );
  }

  const { enquiry, otherName, messages, olderBefore } = data;
  const onLoadOlder = () => {
    if (olderBefore === null) return;
    setOlderAnnouncement('');
    loadOlder.mutate(olderBefore, {
      onSuccess: (reply) => {
        const added = reply.messages.length;
        setOlderAnnouncement(
          t.olderLoaded(added) + (reply.olderBefore === null ? t.startOfConversation : ''),
        );
      },
      onError: () => setOlderAnnouncement(t.olderFailed),
    });
  };
  return (
    <article aria-labelledby={`thread-${enquiryId}`} className="flex min-w-0 flex-col gap-4">
      {backLink}
      <header className="min-w-0">
        <h2
          id={`thread-${enquiryId}`}
          className="truncate font-display text-2xl font-semibold text-maroon-900"
        >
          {otherName}
        </h2>
        <p className="text-sm text-stone-600">
          {[
            otherName === enquiry.firmName ? null : enquiry.firmName,
            t.eventOn(eventDay(enquiry.eventDate)),
            (viewer === 'user' ? t.coupleStatusLabels : t.statusLabels)[enquiry.status],
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-4 lg:order-1">
          <MessageList
            messages={messages}
            otherName={otherName}
            enquiryId={enquiryId}
            hasOlder={olderBefore !== null}
            onLoadOlder={onLoadOlder}
            loadingOlder={loadOlder.isPending}
            olderFailed={loadOlder.isError}
          />
          <ReplyBox enquiryId={enquiryId} otherName={otherName} />
        </div>
        <div className="order-first flex flex-col gap-4 lg:order-2">
          {bookingQuestion ? <BookingQuestion enquiry={enquiry} /> : null}
          {/* Outside the folded details: a phone shows Mark booked and Decline at once (issue 31). */}
          {statusActions ? <StatusActions enquiry={enquiry} /> : null}
          <EnquiryDetails enquiry={enquiry} viewer={viewer} />
        </div>
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {olderAnnouncement}
      </div>
    </article>
  );
}
