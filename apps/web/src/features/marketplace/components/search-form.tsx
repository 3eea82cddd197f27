import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import type { SearchQuery } from '@mandap/shared/schemas/marketplace';
import { MapPin, Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { categoryFromText, categoryLabel } from '../lib/categories';
import { POPULAR_CITIES } from '../lib/cities';
import { changeQuery, EMPTY_QUERY, pathOfQuery } from '../lib/search-params';
import { primaryButtonClass } from './styles';

interface SearchFormProps {
  /** The search shown now (on /Vendors); the form keeps its other filters and sort. */
  query?: SearchQuery;
  /** The large form of the home page, or the bar above the results. */
  variant?: 'hero' | 'bar';
}

const inputClass =
  'w-full rounded-xl border border-stone-200 bg-ivory pr-3 pl-10 text-stone-900 placeholder:text-stone-500 focus:border-marigold-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-marigold-500 [&::-webkit-search-cancel-button]:appearance-none';

/**
 * The two-part search of R12: what (free text, or a category picked from the suggestions) and
 * where (a city). A plain GET form to /Vendors, so it works before the page's script has
 * loaded; once it has, a category named exactly becomes the category filter instead of text.
 */
export function SearchForm({ query = EMPTY_QUERY, variant = 'bar' }: SearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  // With no text, the 'what' box shows the category being browsed, so it reads as the search.
  const showsCategory = !query.q && query.category !== undefined;
  const whatDefault = query.q ?? (query.category ? categoryLabel(query.category) : '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const what = String(form.get('q') ?? '').trim();
    const where = String(form.get('city') ?? '').trim() || undefined;
    const category = categoryFromText(what);
    const next = category
      ? changeQuery(query, { q: undefined, category: category.slug, city: where })
      : changeQuery(query, {
          q: what || undefined,
          city: where,
          // Typing over the category's name replaces it; a category chosen in the filters stays.
          ...(showsCategory ? { category: undefined } : {}),
        });
    navigate(pathOfQuery(next));
  };

  const hero = variant === 'hero';
  // The bar above results is read with its icons and placeholders; its labels stay for
  // screen readers, and the phone's screen stays for the results.
  const labelClass = hero ? 'px-1 text-xs font-semibold text-stone-700' : 'sr-only';
  const fieldBoxClass = hero ? 'relative mt-1' : 'relative';
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17; the role is equivalent.
    <form
      role="search"
      aria-label="Search vendors"
      action={paths.vendors}
      method="get"
      onSubmit={submit}
      className={`gap-2 rounded-2xl border border-maroon-100 bg-white p-2.5 shadow-sm sm:flex sm:flex-row sm:items-end ${
        hero
          ? 'flex flex-col shadow-lg shadow-maroon-950/10 sm:p-3'
          : // Above the results on a phone: where and the button share a row.
            'grid grid-cols-[minmax(0,1fr)_auto]'
      }`}
    >
      <div className={hero ? 'flex-[3]' : 'col-span-2 flex-[3]'}>
        <label htmlFor={`${id}-what`} className={labelClass}>
          What are you looking for?
        </label>
        <div className={fieldBoxClass}>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400"
          />
          <input
            id={`${id}-what`}
            name="q"
            type="search"
            list={`${id}-categories`}
            defaultValue={whatDefault}
            placeholder="Photographer, mehndi, caterer..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            className={`${inputClass} ${hero ? 'py-3' : 'py-2.5'}`}
          />
          <datalist id={`${id}-categories`}>
            {CATEGORIES.map((category) => (
              <option key={category.slug} value={categoryLabel(category.slug)} />
            ))}
          </datalist>
        </div>
      </div>
      <div className="min-w-0 flex-[2]">
        <label htmlFor={`${id}-where`} className={labelClass}>
          Where?
        </label>
        <div className={fieldBoxClass}>
          <MapPin
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400"
          />
          <input
            id={`${id}-where`}
            name="city"
            type="text"
            list={`${id}-cities`}
            defaultValue={query.city ?? ''}
            placeholder="City"
            autoComplete="address-level2"
            maxLength={80}
            className={`${inputClass} ${hero ? 'py-3' : 'py-2.5'}`}
          />
          <datalist id={`${id}-cities`}>
            {POPULAR_CITIES.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
        </div>
      </div>
      <button type="submit" className={`${primaryButtonClass} ${hero ? 'py-3' : ''} sm:px-6`}>
        <Search aria-hidden="true" className="size-5" />
        Search
      </button>
    </form>
  );
}
