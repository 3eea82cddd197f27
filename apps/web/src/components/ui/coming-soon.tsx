import { ArrowLeft, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface ComingSoonProps {
  /** The screen's name, shown as its heading. */
  title: string;
  /** A short line above the heading, e.g. the category of a registration form. */
  eyebrow?: string;
  /** Defaults to '{title} · Mandap'. */
  documentTitle?: string;
  /** Extra content under 'Coming soon', e.g. links onward. */
  children?: ReactNode;
  /** The home page itself has no use for a link home. */
  showHomeLink?: boolean;
}

/** Placeholder for a screen that is not built yet: never a blank page. */
export function ComingSoon({
  title,
  eyebrow,
  documentTitle,
  children,
  showHomeLink = true,
}: ComingSoonProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <title>{documentTitle ?? `${title} · Mandap`}</title>
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-marigold-100 text-marigold-700 ring-8 ring-marigold-50">
        <Sparkles aria-hidden="true" className="size-7" />
      </span>
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-wide text-marigold-800">{eyebrow}</p>
      ) : null}
      <h1 className="font-display text-3xl font-semibold text-balance text-maroon-900 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-stone-600">Coming soon</p>
      {children}
      {showHomeLink ? (
        <Link
          to={paths.home}
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-maroon-800 px-5 py-2.5 font-medium text-ivory shadow-sm transition hover:bg-maroon-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to home
        </Link>
      ) : null}
    </section>
  );
}
