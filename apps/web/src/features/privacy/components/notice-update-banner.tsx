import { pathPrefix } from '@mandap/shared/messages/en/locale';
import { NOTICE_UPDATE_TEXTS } from '@mandap/shared/privacy-notice';
import type { NoticeUpdate } from '@mandap/shared/schemas/consents';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButtonClass, textLinkClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useAcceptNotice } from '@/features/privacy/api/consents';
import { refusalMessage } from '@/lib/api-client';

const TEXTS = NOTICE_UPDATE_TEXTS;

/** What changed in the privacy notice, and "I have read this", which records the acceptance. */
export function NoticeUpdateBanner({ update }: { update: NoticeUpdate }) {
  const headingId = useId();
  const accept = useAcceptNotice();
  return (
    <section aria-labelledby={headingId} className="mx-auto mt-4 max-w-3xl px-4 sm:px-6">
      <div className="rounded-2xl bg-marigold-50 p-5 ring-1 ring-marigold-200">
        <h2
          id={headingId}
          className="flex items-center gap-2 font-display text-xl font-semibold text-maroon-900"
        >
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-maroon-800" />
          {TEXTS.heading}
        </h2>
        <p className="mt-2 text-sm text-stone-700">{TEXTS.intro}</p>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-stone-800">
          {update.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <button
            type="button"
            className={primaryButtonClass}
            disabled={accept.isPending}
            onClick={() => accept.mutate(update.version)}
          >
            {accept.isPending ? TEXTS.accepting : TEXTS.accept}
          </button>
          <a
            href={`${pathPrefix}${paths.privacy}`}
            target="_blank"
            rel="noopener"
            className={textLinkClass}
          >
            {TEXTS.readNotice}
          </a>
        </div>
        {accept.isError ? (
          <div className="mt-3">
            <FormAlert>{refusalMessage(accept.error, TEXTS.failed)}</FormAlert>
          </div>
        ) : null}
      </div>
    </section>
  );
}
