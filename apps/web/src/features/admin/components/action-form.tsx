import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import {
  SUSPENSION_CONSOLE,
  SUSPENSION_LIMITS,
  SUSPENSION_MESSAGES,
  SUSPENSION_REASONS,
  type SuspensionAction,
} from '@mandap/shared/suspensions';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { fieldClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/styles';
import { type ConsoleAction, useConsoleAction } from '@/features/admin/api/suspensions';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { ConfirmStep } from './confirm-step';

// The console's pieces for the listing, account and appeal screens (decision 0066): a titled
// section, a list of facts, the last action's outcome, and the action form every action uses.

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-stone-700">{term}</dt>
          <dd className="mb-2 min-w-0 break-words text-stone-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the last action did: a status line that outlives the refetch it causes. */
export function DoneLine({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="status" className="font-medium text-emerald-800">
      {text}
    </p>
  );
}

/** A refusal's words: the field's own message when the server named one, else the reply's. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const field = error.fieldErrors.details ?? error.fieldErrors.reason;
    if (field) return field;
    const amount = error.fieldErrors.amountPaise;
    if (amount) return amount;
  }
  return refusalMessage(error, OPERATOR_MESSAGES.network);
}

/**
 * One action (suspend, restore, remove, refund, decide an appeal): a button opens the form, a
 * reason from the action's fixed list, details (required for "other"), any extra fields, then a
 * confirmation; the version the page was read at goes with it. A refusal (a 409 too) is shown
 * here, and the page's data is asked again; success is told through onDone.
 */
export function ActionForm({
  label,
  reasons,
  confirmText,
  doneText,
  build,
  onDone,
  onFailure,
  children,
  danger = true,
}: {
  /** The button that opens the form, and the form's name. */
  label: string;
  reasons: SuspensionAction;
  confirmText: string;
  doneText: string;
  /** The request for this reason and details, or the words of what is missing. */
  build: (input: { reason: string; details: string }) => ConsoleAction | string;
  onDone: (text: string) => void;
  /** Where a server's refusal is told when the form may leave the page with it (a queue). */
  onFailure?: (text: string) => void;
  children?: ReactNode;
  danger?: boolean;
}) {
  const id = useId();
  const send = useConsoleAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [pending, setPending] = useState<ConsoleAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Where the keyboard's focus goes when a step replaces the control it was on.
  const [focus, setFocus] = useState<'reason' | 'submit' | 'toggle' | null>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus === null) return;
    const target = { reason: reasonRef, submit: submitRef, toggle: toggleRef }[focus].current;
    target?.focus();
    setFocus(null);
  }, [focus]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!reason) return setFailure(SUSPENSION_MESSAGES.reasonRequired);
    if (reason === 'other' && !details.trim()) {
      return setFailure(SUSPENSION_MESSAGES.detailsRequired);
    }
    const built = build({ reason, details: details.trim() });
    if (typeof built === 'string') return setFailure(built);
    setPending(built);
  };
  const confirm = async () => {
    if (!pending) return;
    try {
      await send.mutateAsync(pending);
      setOpen(false);
      setReason('');
      setDetails('');
      setFocus('toggle');
      onDone(doneText);
    } catch (error) {
      // What someone else did may have changed the reasons that apply: choose again.
      setReason('');
      if (onFailure) onFailure(failureText(error));
      else setFailure(failureText(error));
      setFocus('reason');
    } finally {
      setPending(null);
    }
  };

  if (!open) {
    return (
      <div>
        <button
          type="button"
          ref={toggleRef}
          aria-expanded={false}
          className={danger ? primaryButtonClass : secondaryButtonClass}
          onClick={() => {
            setFailure(null);
            setOpen(true);
            setFocus('reason');
          }}
        >
          {label}
        </button>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3"
    >
      <h3 className="font-semibold text-stone-900">{label}</h3>
      <label htmlFor={`${id}-reason`} className="text-sm font-medium text-stone-800">
        {SUSPENSION_CONSOLE.reasonLabel}
      </label>
      <select
        ref={reasonRef}
        id={`${id}-reason`}
        className={fieldClass}
        value={reason}
        disabled={pending !== null}
        onChange={(event) => setReason(event.target.value)}
      >
        <option value="">{SUSPENSION_CONSOLE.chooseReason}</option>
        {Object.entries(SUSPENSION_REASONS[reasons]).map(([code, words]) => (
          <option key={code} value={code}>
            {words}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-details`} className="text-sm font-medium text-stone-800">
        {SUSPENSION_CONSOLE.detailsLabel}
      </label>
      <textarea
        id={`${id}-details`}
        className={fieldClass}
        rows={2}
        maxLength={SUSPENSION_LIMITS.detailsMaxLength}
        value={details}
        disabled={pending !== null}
        onChange={(event) => setDetails(event.target.value)}
      />
      {children}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {pending ? (
        <ConfirmStep
          id={id}
          question={confirmText}
          pending={send.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setPending(null);
            setFocus('submit');
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button ref={submitRef} type="submit" className={primaryButtonClass}>
            {label}
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              setFailure(null);
              setOpen(false);
              setFocus('toggle');
            }}
          >
            {SUSPENSION_CONSOLE.buttons.cancel}
          </button>
        </div>
      )}
    </form>
  );
}
