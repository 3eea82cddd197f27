import {
  CATEGORIES,
  DIRECTORY_CATEGORIES,
  filterDirectory,
} from '@mandap/shared/catalogue/categories';
import * as t from '@mandap/shared/messages/en/public-directory';
import { ArrowRight, ChevronDown, Search, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { VendorCard } from './vendor-card';

/** The vendor category directory of spec 2.2, open to everyone. */
export function DirectoryScreen() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const results = filterDirectory(CATEGORIES, search, category);
  const searchId = useId();
  const categoryId = useId();

  const showAll = () => {
    setSearch('');
    setCategory('');
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <DocumentTitle>{t.title}</DocumentTitle>
      <header className="text-center">
        <h1 className="font-display text-4xl font-semibold text-maroon-900 sm:text-5xl">
          {t.heading}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-base text-stone-600 sm:text-lg">{t.intro}</p>
        {/* The cards open the vendors' registration forms; couples looking for vendors search. */}
        <p className="mx-auto mt-4 inline-flex flex-wrap items-center justify-center gap-x-1.5 rounded-full bg-marigold-50 px-4 py-2 text-sm text-stone-700 ring-1 ring-marigold-200">
          {t.lookingForVendors}
          <Link
            to={paths.vendors}
            className="inline-flex items-center gap-1 font-semibold text-maroon-800 underline decoration-marigold-400 decoration-2 underline-offset-4 hover:text-maroon-950"
          >
            {t.searchTheMarketplace}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </header>

      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17; the role is equivalent. */}
      <div
        role="search"
        className="mx-auto mt-8 flex max-w-3xl flex-col gap-3 rounded-2xl border border-maroon-100 bg-white p-3 shadow-sm sm:flex-row"
      >
        <label htmlFor={searchId} className="sr-only">
          {t.searchVendors}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            className="w-full rounded-xl border border-stone-200 bg-ivory py-2.5 pr-3 pl-10 text-stone-900 placeholder:text-stone-500 focus:border-marigold-400 [&::-webkit-search-cancel-button]:appearance-none focus:outline-none focus-visible:outline-2 focus-visible:outline-marigold-500"
          />
        </div>
        <label htmlFor={categoryId} className="sr-only">
          {t.category}
        </label>
        <div className="relative sm:w-56">
          <select
            id={categoryId}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className="w-full appearance-none rounded-xl border border-stone-200 bg-ivory py-2.5 pr-9 pl-3 text-stone-900 focus:border-marigold-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-marigold-500"
          >
            <option value="">{t.allCategories}</option>
            {DIRECTORY_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
          />
        </div>
      </div>

      {results.length > 0 ? (
        <ul
          aria-label={t.vendorCategories}
          className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 xl:grid-cols-5"
        >
          {results.map((entry) => (
            <li key={entry.slug}>
              <VendorCard category={entry} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mx-auto mt-10 flex max-w-md flex-col items-center rounded-2xl border border-dashed border-maroon-200 bg-white px-6 py-10 text-center">
          <SearchX aria-hidden="true" className="size-10 text-maroon-300" />
          <p className="mt-4 text-lg font-medium text-stone-800">{t.noMatch}</p>
          <button
            type="button"
            onClick={showAll}
            className="mt-6 rounded-full bg-maroon-800 px-5 py-2.5 font-medium text-ivory shadow-sm transition hover:bg-maroon-900"
          >
            {t.showAll}
          </button>
        </div>
      )}
    </div>
  );
}
