import * as t from '@mandap/shared/messages/en/public-storefront';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { secondaryButtonClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { SearchForm } from '@/features/search/components/search-form';

/**
 * A storefront that is gone or not active: say why it may be, and where to go instead. A listing
 * suspended by Mandap (410, decision 0066) says so plainly, without the reason: in the server's
 * words (SUSPENSION_MESSAGES.storefrontSuspended), which the loader keeps, so the storefront's
 * first view does without the suspensions module (the first-view budget).
 */
export function StorefrontNotFound({
  suspendedMessage,
}: {
  suspendedMessage?: string | undefined;
} = {}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-14 text-center sm:py-20">
      <DocumentTitle>{t.notAvailableTitle}</DocumentTitle>
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-maroon-100 text-maroon-700 ring-8 ring-maroon-50">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-semibold text-balance text-maroon-900 sm:text-4xl">
        {t.notAvailable}
      </h1>
      <p className="mt-4 max-w-lg text-stone-600">
        {suspendedMessage ? `${suspendedMessage} ${t.otherVendorsWaiting}` : t.notAvailableText}
      </p>
      <div className="mt-8 w-full text-left">
        <h2 className="mb-2 text-center text-lg font-semibold text-stone-800">{t.searchSimilar}</h2>
        <SearchForm />
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.vendors} className={secondaryButtonClass}>
          {t.seeAllVendors}
        </Link>
        <Link to={paths.home} className={secondaryButtonClass}>
          {t.goHome}
        </Link>
      </div>
    </section>
  );
}
