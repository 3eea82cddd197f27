import { MEDIA_FORMAT_HINTS } from '@mandap/shared/media';
import { ShieldAlert } from 'lucide-react';

/**
 * Spec 1 and 2.7: the notice not to upload government-issued documents, shown on every upload
 * form before a file is picked. Its `id` goes in the file inputs' aria-describedby.
 */
export function GovernmentIdNotice({ id, className = '' }: { id?: string; className?: string }) {
  return (
    <p
      id={id}
      className={`flex items-start gap-2.5 rounded-xl bg-marigold-50 px-4 py-3 text-sm text-marigold-900 ring-1 ring-marigold-200 ${className}`}
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-marigold-700" />
      <span>{MEDIA_FORMAT_HINTS.governmentIdNotice}</span>
    </p>
  );
}
