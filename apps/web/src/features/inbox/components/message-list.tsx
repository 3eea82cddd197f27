import * as t from '@mandap/shared/messages/en/couple-inbox';
import type { Message } from '@mandap/shared/schemas/enquiries';
import { type UIEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { ReportMessage } from '@/components/reports/report-message';
import { fullTime, shortTime } from '@/features/inbox/lib/format';
import { linkify } from '@/features/inbox/lib/linkify';

interface MessageListProps {
  messages: readonly Message[];
  otherName: string;
  /** The conversation: the other side's messages get "Report" (decision 0065). */
  enquiryId?: number;
  /** Older messages remain to be loaded (the conversation's `olderBefore`). */
  hasOlder?: boolean;
  /** Asks for the page before the oldest message shown. */
  onLoadOlder?: () => void;
  loadingOlder?: boolean;
  /** Loading older messages failed: the button offers to try again. */
  olderFailed?: boolean;
}

/** How near the top (in pixels) scrolling starts loading the older messages. */
const LOAD_OLDER_WITHIN_PX = 48;

/**
 * A thread's messages, oldest first, mine on the right; the list stays scrolled to the newest.
 * Older messages load when it is scrolled to the top, or by the button above it (for keyboards
 * and screen readers), and what was on screen stays where it was.
 */
export function MessageList({
  messages,
  otherName,
  enquiryId,
  hasOlder = false,
  onLoadOlder,
  loadingOlder = false,
  olderFailed = false,
}: MessageListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const lastId = messages.at(-1)?.id;
  const firstId = messages[0]?.id;
  // The distance from the bottom before older messages were added above.
  const fromBottom = useRef<number | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The button had focus when the last page came: focus moves to the list, not to nowhere.
  const focusWasOnButton = useRef(false);

  useEffect(() => {
    if (hasOlder || !focusWasOnButton.current) return;
    focusWasOnButton.current = false;
    listRef.current?.focus();
  }, [hasOlder]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls again when a message arrives.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  // Older messages added above: keep the ones that were on screen where they were.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first message changes.
  useLayoutEffect(() => {
    const list = listRef.current;
    const distance = fromBottom.current;
    if (!list || distance === null) return;
    list.scrollTop = list.scrollHeight - distance;
    fromBottom.current = null;
  }, [firstId]);

  const loadOlder = () => {
    if (!hasOlder || loadingOlder || !onLoadOlder) return;
    const list = listRef.current;
    fromBottom.current = list ? list.scrollHeight - list.scrollTop : null;
    focusWasOnButton.current =
      buttonRef.current !== null && document.activeElement === buttonRef.current;
    onLoadOlder();
  };

  const onScroll = (event: UIEvent<HTMLOListElement>) => {
    if (olderFailed) return;
    if (event.currentTarget.scrollTop <= LOAD_OLDER_WITHIN_PX) loadOlder();
  };

  if (messages.length === 0) {
    return <p className="px-4 py-10 text-center text-stone-600">{t.noMessages}</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      {hasOlder ? (
        <button
          ref={buttonRef}
          type="button"
          onClick={loadOlder}
          aria-disabled={loadingOlder ? true : undefined}
          className="self-center rounded-full border border-maroon-200 px-4 py-1.5 text-sm font-medium text-maroon-800 hover:bg-maroon-50"
        >
          {loadingOlder ? t.loadingOlder : olderFailed ? t.olderFailedRetry : t.loadOlder}
        </button>
      ) : null}
      <ol
        ref={listRef}
        aria-label={t.messages}
        onScroll={onScroll}
        // Scrollable content must be reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll.
        tabIndex={0}
        className="flex max-h-[60vh] min-h-48 flex-col gap-3 overflow-y-auto px-1 py-2 md:max-h-[28rem]"
      >
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            otherName={otherName}
            enquiryId={enquiryId}
          />
        ))}
      </ol>
    </div>
  );
}

function MessageItem({
  message,
  otherName,
  enquiryId,
}: {
  message: Message;
  otherName: string;
  enquiryId: number | undefined;
}) {
  const mine = message.mine;
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 shadow-sm sm:max-w-[75%] ${
          mine
            ? 'rounded-br-md bg-maroon-800 text-ivory'
            : 'rounded-bl-md border border-maroon-100 bg-white text-stone-900'
        }`}
      >
        <p className={`text-xs font-semibold ${mine ? 'text-maroon-100' : 'text-maroon-800'}`}>
          {mine ? t.you : otherName}
        </p>
        <p className="mt-0.5 break-words whitespace-pre-wrap">
          {linkify(message.body).map((part, index) =>
            part.kind === 'link' ? (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move.
                key={index}
                href={part.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={`break-all underline underline-offset-2 ${mine ? 'text-marigold-200' : 'text-maroon-800'}`}
              >
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
        <p className={`mt-1 text-right text-xs ${mine ? 'text-maroon-100' : 'text-stone-500'}`}>
          <time dateTime={message.sentAt} title={fullTime(message.sentAt)}>
            {shortTime(message.sentAt)}
          </time>
        </p>
        {!mine && enquiryId !== undefined ? (
          <p className="mt-1 text-right">
            <ReportMessage
              enquiryId={enquiryId}
              messageId={message.id}
              otherName={otherName}
              excerpt={message.body}
            />
          </p>
        ) : null}
      </div>
    </li>
  );
}
