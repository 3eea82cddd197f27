import * as t from '@mandap/shared/messages/en/legal-terms';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '@/config/support';

interface TermsSectionProps {
  number: number;
  title: string;
  children: ReactNode;
}

function TermsSection({ number, title, children }: TermsSectionProps) {
  return (
    <li className="relative pl-12">
      <span
        aria-hidden="true"
        className="absolute top-0 left-0 inline-flex size-8 items-center justify-center rounded-full bg-marigold-100 font-semibold text-maroon-800 ring-1 ring-marigold-200"
      >
        {number}
      </span>
      <h2 className="font-display text-xl font-semibold text-maroon-900">
        <span className="sr-only">{number}. </span>
        {title}
      </h2>
      <div className="mt-2 space-y-3 text-stone-700">{children}</div>
    </li>
  );
}

interface TermsDocumentProps {
  /** The page's heading: the privacy-policy route shows the same text under its own name. */
  heading?: string;
  /** Shown under the heading, e.g. on the privacy-policy route. */
  note?: ReactNode;
}

/** The terms of spec 2.14: refunds for listing plans, how to ask for one, exceptions and contact. */
export function TermsDocument({ heading = t.heading, note }: TermsDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <header className="border-b border-maroon-100 pb-6">
        <h1 className="font-display text-4xl font-semibold text-maroon-900 sm:text-5xl">
          {heading}
        </h1>
        <p className="mt-4 text-stone-600">{t.intro}</p>
        {note ? (
          <p className="mt-4 rounded-xl bg-marigold-50 px-4 py-3 text-sm text-maroon-900 ring-1 ring-marigold-200">
            {note}
          </p>
        ) : null}
      </header>

      <ol className="mt-8 space-y-10">
        <TermsSection number={1} title={t.guaranteeTitle}>
          <p>
            {t.guaranteeBefore}
            <strong>{t.guaranteeStrong}</strong>
            {t.guaranteeAfter}
          </p>
        </TermsSection>

        <TermsSection number={2} title={t.after7Title}>
          <p>
            {t.after7Before}
            <strong>{t.after7Percent}</strong>
            {t.after7Middle}
            <strong>{t.after7Deducted}</strong>
            {t.after7After}
          </p>
        </TermsSection>

        <TermsSection number={3} title={t.requestTitle}>
          <p>
            {t.requestBefore}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-maroon-800 underline underline-offset-4"
            >
              {SUPPORT_EMAIL}
            </a>
            {t.requestAfter}
          </p>
        </TermsSection>

        <TermsSection number={4} title={t.exceptionsTitle}>
          <p>{t.exceptionsIntro}</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <strong>{t.violatingLabel}</strong>
              {t.violatingText}
            </li>
            <li>
              <strong>{t.misuseLabel}</strong>
              {t.misuseText}
            </li>
            <li>
              <strong>{t.customizedLabel}</strong>
              {t.customizedText}
            </li>
          </ul>
        </TermsSection>

        <TermsSection number={5} title={t.contactTitle}>
          <p>{t.contactIntro}</p>
          <p className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 text-marigold-700" />
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-maroon-800 underline underline-offset-4"
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
        </TermsSection>
      </ol>
    </article>
  );
}
