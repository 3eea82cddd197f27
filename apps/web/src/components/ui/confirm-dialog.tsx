import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '@/hooks/use-modal';

interface ConfirmDialogProps {
  title: string;
  message: string;
  /** Shown between the title and the message (a thumbnail of what is at stake). */
  preview?: ReactNode;
  /** The button that goes ahead (Leave, Delete). */
  confirmLabel: string;
  /** The button that stays: it has the focus, and Escape presses it. */
  cancelLabel: string;
  /** Going ahead destroys something: the button is red. */
  destructive?: boolean;
  /** While what was confirmed runs: both buttons wait, Escape does nothing. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with two answers (an alertdialog): the safe one focused first and on Escape,
 * nothing done until the other is pressed. A sheet from the bottom on a phone.
 */
export function ConfirmDialog({
  title,
  message,
  preview,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useModal(panel, { initialFocus: cancelButton, onEscape: busy ? undefined : onCancel });

  return createPortal(
    <div className="fixed inset-0 z-[70] flex items-end justify-center bg-stone-950/60 sm:items-center sm:p-4">
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        tabIndex={-1}
        className="w-full rounded-t-3xl bg-white p-5 shadow-2xl sm:max-w-md sm:rounded-3xl sm:p-6"
      >
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-maroon-900">
          {title}
        </h2>
        {preview}
        <p id={`${id}-message`} className={`${preview ? 'mt-3' : 'mt-2'} text-stone-700`}>
          {message}
        </p>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={busy ? undefined : onConfirm}
            // Not disabled: the focus stays on it while what it started runs.
            aria-disabled={busy || undefined}
            className={`inline-flex items-center justify-center rounded-full border px-5 py-2.5 font-medium transition aria-disabled:opacity-60 ${
              destructive
                ? 'border-red-200 text-red-800 hover:bg-red-50'
                : 'border-maroon-200 text-maroon-800 hover:bg-maroon-50'
            }`}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
          <button
            ref={cancelButton}
            type="button"
            onClick={onCancel}
            disabled={busy}
            className="inline-flex items-center justify-center rounded-full bg-maroon-800 px-5 py-2.5 font-semibold text-ivory shadow-sm transition hover:bg-maroon-900 disabled:opacity-60"
          >
            {cancelLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
