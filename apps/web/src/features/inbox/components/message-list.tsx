import type { Message } from '@mandap/shared/schemas/enquiries';
import { useLayoutEffect, useRef } from 'react';
import { fullTime, shortTime } from '@/features/inbox/lib/format';
import { linkify } from '@/features/inbox/lib/linkify';

interface MessageListProps {
  messages: readonly Message[];
  otherName: string;
}

/** A thread's messages, oldest first, mine on the right; the list stays scrolled to the newest. */
export function MessageList({ messages, otherName }: MessageListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const lastId = messages.at(-1)?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls again when a message arrives.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  if (messages.length === 0) {
    return <p className="px-4 py-10 text-center text-stone-600">No messages yet.</p>;
  }
  return (
    <ol
      ref={listRef}
      aria-label="Messages"
      // Scrollable content must be reachable by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll.
      tabIndex={0}
      className="flex max-h-[60vh] min-h-48 flex-col gap-3 overflow-y-auto px-1 py-2 md:max-h-[28rem]"
    >
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} otherName={otherName} />
      ))}
    </ol>
  );
}

function MessageItem({ message, otherName }: { message: Message; otherName: string }) {
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
          {mine ? 'You' : otherName}
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
      </div>
    </li>
  );
}
