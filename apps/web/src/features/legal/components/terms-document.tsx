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
export function TermsDocument({ heading = 'Terms and Conditions', note }: TermsDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <header className="border-b border-maroon-100 pb-6">
        <h1 className="font-display text-4xl font-semibold text-maroon-900 sm:text-5xl">
          {heading}
        </h1>
        <p className="mt-4 text-stone-600">
          These terms apply to vendors who list their services on Mandap and pay for a listing plan
          (Basic, NORMAL or PREMIUM). By paying for a plan you agree to them.
        </p>
        {note ? (
          <p className="mt-4 rounded-xl bg-marigold-50 px-4 py-3 text-sm text-maroon-900 ring-1 ring-marigold-200">
            {note}
          </p>
        ) : null}
      </header>

      <ol className="mt-8 space-y-10">
        <TermsSection number={1} title="7-day money-back guarantee">
          <p>
            If you are not satisfied with your listing plan, you can ask for your money back within
            7 days of payment and receive a <strong>100% refund</strong> of the amount paid.
          </p>
        </TermsSection>

        <TermsSection number={2} title="Refunds after 7 days">
          <p>
            After the first 7 days, a refund of <strong>40%</strong> is available:{' '}
            <strong>60% is deducted</strong>. The refund is based on the subscription time that
            remains on your plan, so the less time that remains, the smaller the refund.
          </p>
        </TermsSection>

        <TermsSection number={3} title="How to request a refund">
          <p>
            To request a refund, contact our support team at{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-maroon-800 underline underline-offset-4"
            >
              {SUPPORT_EMAIL}
            </a>{' '}
            with your vendor ID, the name of the service and the payment reference. We will confirm
            the amount due under these terms and return it to the original payment method.
          </p>
        </TermsSection>

        <TermsSection number={4} title="Exceptions">
          <p>No refund is given in the following cases:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <strong>Violating terms:</strong> the vendor has broken these terms and conditions.
            </li>
            <li>
              <strong>Misuse:</strong> the listing or the platform has been misused, for example
              with false or misleading information.
            </li>
            <li>
              <strong>Customized services:</strong> work prepared specially for the vendor on
              request.
            </li>
          </ul>
        </TermsSection>

        <TermsSection number={5} title="Contact information">
          <p>For any question about these terms or a refund, contact Mandap:</p>
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
