import * as t from '@mandap/shared/messages/en/public-ui';
import type { ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form-alert';

// Loading and load-error states and button looks shared by the inbox, analytics and other
// screens that load data.

/**
 * Something is loading: a spinner and what it is, announced politely. `className` sets the
 * box around it (its padding, or a card's look).
 */
export function Loading({
  children,
  className = 'px-4 py-12',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex justify-center ${className}`}>
      <p role="status" className="flex items-center gap-3 text-stone-600">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-marigold-300 border-t-maroon-700"
        />
        {children}
      </p>
    </div>
  );
}

/** A load failed: what failed, a way to try again and, when given, another way out. */
export function LoadError({
  children,
  onRetry,
  action,
}: {
  children: ReactNode;
  onRetry: () => void;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-10 text-center">
      <FormAlert>{children}</FormAlert>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRetry} className={primaryButton}>
          {t.tryAgain}
        </button>
        {action}
      </div>
    </div>
  );
}

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-maroon-800 px-5 py-2.5 text-sm font-medium text-ivory shadow-sm transition hover:bg-maroon-900 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-maroon-200 bg-white px-4 py-2 text-sm font-medium text-maroon-800 transition hover:bg-maroon-50 disabled:cursor-not-allowed disabled:opacity-60';

export const cardClass = 'rounded-3xl border border-maroon-100 bg-white shadow-sm';
