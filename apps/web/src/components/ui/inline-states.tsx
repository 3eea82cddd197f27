import * as t from '@mandap/shared/messages/en/public-ui';
import type { ReactNode } from 'react';

// The loading and load-error states of a section inside a page (the storefront's contact box,
// the shortlist on 'My Account'), in the section's small type; a whole screen's are in
// load-states.tsx.

/** A small spinner and what is loading, announced politely. */
export function InlineLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 text-sm text-stone-600">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-marigold-300 border-t-maroon-700"
      />
      {children}
    </p>
  );
}

/** What could not be loaded and a button to try again, in the section's button style. */
export function InlineLoadError({
  children,
  onRetry,
  buttonClassName,
}: {
  children: ReactNode;
  onRetry: () => void;
  buttonClassName: string;
}) {
  return (
    <div role="alert" className="text-sm text-stone-700">
      <p>{children}</p>
      <button type="button" onClick={onRetry} className={buttonClassName}>
        {t.tryAgain}
      </button>
    </div>
  );
}
