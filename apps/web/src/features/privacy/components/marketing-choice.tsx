import { MARKETING_TEXTS } from '@mandap/shared/privacy-notice';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { InlineLoadError, InlineLoading } from '@/components/ui/inline-states';
import { secondaryButtonClass } from '@/components/ui/styles';
import { useConsents, useUpdateConsents } from '@/features/privacy/api/consents';
import { refusalMessage } from '@/lib/api-client';

const TEXTS = MARKETING_TEXTS;

/**
 * 'Marketing e-mails' on My Account (issue 29, decision 0071): one switch, as easy to turn off as
 * on; each change is a row of the consent ledger. Vendors and users alike.
 */
export function MarketingChoice() {
  const headingId = useId();
  const descriptionId = useId();
  const consents = useConsents();
  const update = useUpdateConsents();
  // While a change is on its way, the switch shows what was asked for.
  const on = update.isPending
    ? (update.variables?.marketingEmails ?? false)
    : (consents.data?.marketingEmails ?? false);

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-3xl border border-maroon-100 bg-white px-5 py-5 shadow-sm sm:px-8"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 font-display text-xl font-semibold text-maroon-900"
      >
        <Mail aria-hidden="true" className="size-5 text-marigold-700" />
        {TEXTS.heading}
      </h2>
      <p id={descriptionId} className="mt-1 text-sm text-stone-600">
        {TEXTS.description}
      </p>
      <div className="mt-4">
        {consents.isPending ? (
          <InlineLoading>{TEXTS.loading}</InlineLoading>
        ) : consents.isError ? (
          <InlineLoadError
            onRetry={() => void consents.refetch()}
            buttonClassName={`${secondaryButtonClass} mt-2`}
          >
            {TEXTS.loadFailed}
          </InlineLoadError>
        ) : (
          <>
            <div className="flex items-center justify-between gap-4">
              <span id={`${headingId}-label`} className="font-medium text-stone-900">
                {TEXTS.switchLabel}
              </span>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-labelledby={`${headingId}-label`}
                aria-describedby={descriptionId}
                disabled={update.isPending}
                onClick={() => update.mutate({ marketingEmails: !on })}
                className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition disabled:opacity-60 ${
                  on ? 'bg-maroon-800' : 'bg-stone-300'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-block size-5 rounded-full bg-white shadow transition ${
                    on ? 'translate-x-6' : 'translate-x-1'
                  }`}
                />
              </button>
            </div>
            <p role="status" className="mt-3 text-sm text-stone-700">
              {on ? TEXTS.on : TEXTS.off}
            </p>
            {update.isError ? (
              <div className="mt-3">
                <FormAlert>{refusalMessage(update.error, TEXTS.saveFailed)}</FormAlert>
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
