import { LIMITS } from '@mandap/shared/limits';
import * as t from '@mandap/shared/messages/en/couple-inbox';
import { SendMessageSchema } from '@mandap/shared/schemas/enquiries';
import { onlineManager } from '@tanstack/react-query';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState, useSyncExternalStore } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButton } from '@/components/ui/load-states';
import { inputClass } from '@/components/ui/text-field';
import { useSendMessage } from '@/features/inbox/api/send-message';
import { count } from '@/features/inbox/lib/format';
import { ApiError, refusalMessage } from '@/lib/api-client';

const SEND_FAILED = t.sendFailed;
// Offline (issue 31, decision 0078): a message sent then waits in the box and goes by itself
// when the connection returns (TanStack Query pauses the send and resumes it).
const OFFLINE = t.offline;
const WAITING = t.waitingOffline;

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();
const onServer = () => true;

interface ReplyBoxProps {
  enquiryId: number;
  /** Who the message goes to, for the field's label. */
  otherName: string;
}

/**
 * The reply box under a thread: up to LIMITS.messageMaxLength characters with a running count,
 * Send or Ctrl/Cmd+Enter, the shared schema's messages and the server's refusals beside it.
 */
export function ReplyBox({ enquiryId, otherName }: ReplyBoxProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(enquiryId);
  const fieldId = useId();
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  const left = LIMITS.messageMaxLength - body.length;
  const online = useSyncExternalStore(subscribeOnline, isOnline, onServer);
  const waiting = send.isPaused;
  const noticeId = `${fieldId}-offline`;
  const described = [error ? errorId : null, countId, !online || waiting ? noticeId : null]
    .filter(Boolean)
    .join(' ');

  const submit = () => {
    if (send.isPending) return;
    const checked = SendMessageSchema.safeParse({ body });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t.writeMessage);
      return;
    }
    setError(null);
    send.mutate(checked.data.body, {
      onSuccess: () => setBody(''),
      onError: (failure) => {
        const fieldMessage = failure instanceof ApiError ? failure.fieldErrors.body : undefined;
        setError(fieldMessage ?? refusalMessage(failure, SEND_FAILED));
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium text-stone-800">
        {t.replyTo(otherName)}
      </label>
      <textarea
        id={fieldId}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        // What waits to be sent is what goes: it is not changed meanwhile.
        readOnly={waiting}
        placeholder={t.replyPlaceholder}
        className={`${inputClass} min-h-24 resize-y`}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          id={countId}
          className={`text-xs ${left < 0 ? 'font-semibold text-red-700' : 'text-stone-500'}`}
        >
          {left >= 0
            ? t.charactersLeft(count(left), count(LIMITS.messageMaxLength))
            : t.charactersOver(count(-left), count(LIMITS.messageMaxLength))}
          <span className="hidden sm:inline">{t.ctrlEnterSends}</span>
        </p>
        <button type="submit" disabled={send.isPending} className={primaryButton}>
          <SendHorizontal aria-hidden="true" className="size-4" />
          {waiting ? t.waitingToSend : send.isPending ? t.sending : t.send}
        </button>
      </div>
      <p
        id={noticeId}
        role="status"
        className={
          !online || waiting
            ? 'rounded-xl bg-stone-100 px-3 py-2 text-sm text-stone-800'
            : 'sr-only'
        }
      >
        {!online || waiting ? (waiting ? WAITING : OFFLINE) : null}
      </p>
      {error ? (
        <div id={errorId}>
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
    </form>
  );
}
