import * as t from '@mandap/shared/messages/en/couple-inbox';
import type { ConversationSummary } from '@mandap/shared/schemas/enquiries';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { eventDay, fullTime, shortTime } from '@/features/inbox/lib/format';
import { StatusBadge } from './status-badge';
import { UnreadBadge } from './unread-badge';

interface ConversationListProps {
  conversations: readonly ConversationSummary[];
  selectedId: number | null;
  /** Who is reading: a couple's own new enquiries are Sent, not New (issue 31). */
  viewer?: 'vendor' | 'user';
}

/** The Chat list: who, which listing, the last message, when, and how many are unread. */
export function ConversationList({
  conversations,
  selectedId,
  viewer = 'vendor',
}: ConversationListProps) {
  return (
    <ul aria-label={t.conversations} className="flex flex-col divide-y divide-maroon-100">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow
            conversation={conversation}
            selected={conversation.id === selectedId}
            viewer={viewer}
          />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({
  conversation,
  selected,
  viewer,
}: {
  conversation: ConversationSummary;
  selected: boolean;
  viewer: 'vendor' | 'user';
}) {
  const { otherName, firmName, lastMessage, unread } = conversation;
  return (
    <Link
      to={`${paths.chat}/${conversation.id}`}
      aria-current={selected ? 'page' : undefined}
      className={`flex flex-col gap-1 px-4 py-3 transition hover:bg-marigold-50 ${
        selected ? 'bg-marigold-50 ring-2 ring-marigold-300 ring-inset' : ''
      }`}
    >
      <span className="flex items-start justify-between gap-3">
        <span
          className={`min-w-0 truncate text-stone-900 ${unread > 0 ? 'font-bold' : 'font-semibold'}`}
        >
          {otherName}
        </span>
        <time
          dateTime={lastMessage.sentAt}
          title={fullTime(lastMessage.sentAt)}
          className="shrink-0 text-xs text-stone-500"
        >
          {shortTime(lastMessage.sentAt)}
        </time>
      </span>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
        {otherName === firmName ? null : <span className="font-medium">{firmName}</span>}
        <span>{t.eventDayShort(eventDay(conversation.eventDate))}</span>
        <StatusBadge status={conversation.status} viewer={viewer} />
      </span>
      <span className="flex items-center justify-between gap-3">
        <span
          className={`min-w-0 truncate text-sm ${unread > 0 ? 'font-medium text-stone-900' : 'text-stone-600'}`}
        >
          {lastMessage.mine ? t.youWrote(lastMessage.body) : lastMessage.body}
        </span>
        <UnreadBadge count={unread} />
      </span>
    </Link>
  );
}
