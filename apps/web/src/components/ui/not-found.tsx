import * as t from '@mandap/shared/messages/en/public-ui';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';

/** The page for a path no screen answers. */
export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <DocumentTitle>{t.pageNotFoundTitle}</DocumentTitle>
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-maroon-100 text-maroon-700 ring-8 ring-maroon-50">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-semibold text-maroon-900 sm:text-4xl">
        {t.pageNotFound}
      </h1>
      <p className="mt-4 text-stone-600">{t.pageNotFoundText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.home}
          className="inline-flex items-center gap-2 rounded-full bg-maroon-800 px-5 py-2.5 font-medium text-ivory shadow-sm transition hover:bg-maroon-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.backToHome}
        </Link>
        <Link
          to={paths.directory}
          className="inline-flex items-center rounded-full border border-maroon-200 px-5 py-2.5 font-medium text-maroon-800 transition hover:bg-maroon-50"
        >
          {t.browseVendors}
        </Link>
      </div>
    </section>
  );
}
