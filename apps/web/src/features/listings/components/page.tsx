import * as t from '@mandap/shared/messages/en/vendor-listings';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { Loading as SharedLoading } from '@/components/ui/load-states';

/** The frame every manage-listings screen shares: a title, a heading and a card column. */
export function ListingsPage({
  title,
  heading,
  subheading,
  children,
}: {
  title: string;
  heading: string;
  subheading?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-10 sm:px-6 md:pt-10">
      <DocumentTitle>{t.titleSuffix(title)}</DocumentTitle>
      <header className="mb-6">
        <h1 className="font-display text-3xl font-semibold text-maroon-900">{heading}</h1>
        {subheading ? <div className="mt-2 text-sm text-stone-600">{subheading}</div> : null}
      </header>
      <div className="flex flex-col gap-6">{children}</div>
    </div>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section
      className={`rounded-3xl border border-maroon-100 bg-white px-5 py-6 shadow-sm sm:px-8 ${className}`}
    >
      {children}
    </section>
  );
}

/** Loading, in a card like the screen's. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <SharedLoading className="rounded-3xl border border-maroon-100 bg-white px-5 py-16 shadow-sm">
      {children}
    </SharedLoading>
  );
}

/** An error announced at once (the shared form alert). */
export const Alert = FormAlert;

/** A success message, announced politely. */
export function Success({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-maroon-800 px-5 py-2.5 font-medium text-ivory shadow-sm transition hover:bg-maroon-900 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-maroon-200 bg-white px-4 py-2 text-sm font-medium text-maroon-800 transition hover:bg-maroon-50 disabled:cursor-not-allowed disabled:opacity-60';
