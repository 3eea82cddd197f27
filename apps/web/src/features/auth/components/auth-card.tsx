import type { ReactNode } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';
import { DocumentTitle } from '@/components/ui/document-title';

interface AuthCardProps {
  heading: string;
  /** Under the heading: a subtitle or a line with a link. */
  intro: ReactNode;
  documentTitle: string;
  children: ReactNode;
  /** Under the card, e.g. the link to the other role's login. */
  aside?: ReactNode;
}

/** The frame of the login and registration pages: one card on the ivory page. */
export function AuthCard({ heading, intro, documentTitle, children, aside }: AuthCardProps) {
  return (
    <div className="px-4 pt-8 pb-12 sm:pt-14 sm:pb-20">
      <DocumentTitle>{documentTitle}</DocumentTitle>
      <section className="mx-auto max-w-md overflow-hidden rounded-3xl border border-maroon-100 bg-white shadow-sm shadow-maroon-900/5">
        <div aria-hidden="true" className="toran h-2 bg-maroon-900" />
        <div className="px-5 pt-8 pb-7 sm:px-8">
          <header className="text-center">
            <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-marigold-50 text-maroon-700 ring-1 ring-marigold-200">
              <BrandMark className="size-7" />
            </span>
            <h1 className="font-display text-3xl font-semibold text-balance text-maroon-900">
              {heading}
            </h1>
            <div className="mt-2 text-stone-600">{intro}</div>
          </header>
          <div className="mt-7">{children}</div>
        </div>
      </section>
      {aside ? <div className="mx-auto mt-6 max-w-md text-center text-sm">{aside}</div> : null}
    </div>
  );
}

export const linkClass =
  'font-semibold text-maroon-800 underline decoration-marigold-400 decoration-2 underline-offset-4 transition hover:text-maroon-950 hover:decoration-maroon-700';

export const primaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-maroon-800 px-5 py-3 font-semibold text-ivory shadow-sm transition hover:bg-maroon-900 disabled:cursor-not-allowed disabled:bg-maroon-800/70';
