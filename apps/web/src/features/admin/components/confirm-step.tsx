import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import { type ReactNode, useEffect, useRef } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/styles';

/**
 * The console's confirmation of a decision (decisions 0063-0066): the question, Confirm (which
 * takes the focus it asks for) and Cancel, as an alert dialog inside the decision's form.
 */
export function ConfirmStep({
  id,
  question,
  pending,
  onConfirm,
  onCancel,
}: {
  /** A unique id from the form: the dialog is labelled by `${id}-confirm`. */
  id: string;
  question: ReactNode;
  /** While the decision is sent: Confirm waits. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  // Focus by script, not the autoFocus prop: the browser build runs on Preact, which only sets the
  // attribute, and a browser honours that once per page (the e2e test pressed Enter on nothing).
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirmRef.current?.focus();
  }, []);
  return (
    <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="flex flex-col gap-2">
      <p id={`${id}-confirm`} className="text-sm text-stone-900">
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          ref={confirmRef}
          type="button"
          className={primaryButtonClass}
          disabled={pending}
          onClick={onConfirm}
        >
          {OPERATOR_MESSAGES.confirm}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {OPERATOR_MESSAGES.cancel}
        </button>
      </div>
    </div>
  );
}
