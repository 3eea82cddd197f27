import * as t from '@mandap/shared/messages/en/registration-form';
import { History } from 'lucide-react';

/** Says that a kept draft was put back into the form, with a way to start afresh. */
export function DraftRestoredNote({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-marigold-50 px-4 py-3 text-sm text-maroon-900 ring-1 ring-marigold-200 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 font-medium">
        <History aria-hidden="true" className="size-5 shrink-0" />
        {t.draftRestored}
      </p>
      <button
        type="button"
        onClick={onDiscard}
        className="self-start rounded-full border border-maroon-200 bg-white px-4 py-2 font-medium text-maroon-800 transition hover:bg-maroon-50 sm:self-auto"
      >
        {t.discardDraft}
      </button>
    </div>
  );
}
