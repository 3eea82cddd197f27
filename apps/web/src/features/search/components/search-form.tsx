import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import {
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MESSAGES,
  searchTextProblem,
} from '@mandap/shared/marketplace';
import * as s from '@mandap/shared/messages/en/public-search-box';
import type { SearchQuery } from '@mandap/shared/schemas/marketplace';
import { type LucideIcon, MapPin, Search } from 'lucide-react';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { primaryButtonClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { POPULAR_CITIES } from '@/features/search/lib/cities';
import { changeQuery, EMPTY_QUERY, pathOfQuery } from '@/features/search/lib/search-params';
import { categoryFromText, categoryLabel } from '@/lib/categories';

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
  // The bounds of a search text (issue 27), told as the person types: a text past them is not
  // searched, and a box that stops taking letters says why.
  const [what, setWhat] = useState(whatDefault);
  const whatProblem = searchTextProblem(what);
  const whatMessage =
    whatProblem ?? (what.length >= SEARCH_MAX_QUERY_LENGTH ? SEARCH_MESSAGES.tooLong : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (whatProblem) {
      const box = event.currentTarget.elements.namedItem('q');
      if (box instanceof HTMLInputElement) box.focus();
      return;
    }
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
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17; the role is equivalent.
    <form
      role="search"
      aria-label={s.searchVendors}
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
      <SearchField
        id={`${id}-what`}
        label={s.whatLabel}
        icon={Search}
        hero={hero}
        className={hero ? 'flex-[3]' : 'col-span-2 flex-[3]'}
        options={CATEGORIES.map((category) => categoryLabel(category.slug))}
        name="q"
        type="search"
        defaultValue={whatDefault}
        placeholder={s.whatPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_QUERY_LENGTH}
        onChange={(event) => setWhat(event.currentTarget.value)}
        message={whatMessage}
        aria-invalid={whatProblem ? true : undefined}
      />
      <SearchField
        id={`${id}-where`}
        label={s.whereLabel}
        icon={MapPin}
        hero={hero}
        className="min-w-0 flex-[2]"
        options={POPULAR_CITIES}
        name="city"
        type="text"
        defaultValue={query.city ?? ''}
        placeholder={s.wherePlaceholder}
        autoComplete="address-level2"
        maxLength={80}
      />
      <button type="submit" className={`${primaryButtonClass} ${hero ? 'py-3' : ''} sm:px-6`}>
        <Search aria-hidden="true" className="size-5" />
        {s.search}
      </button>
    </form>
  );
}

interface SearchFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'list' | 'className'> {
  id: string;
  label: string;
  icon: LucideIcon;
  hero: boolean;
  className: string;
  /** Suggested values (a datalist). */
  options: readonly string[];
  /** What the person should know about the value, under the box; null for nothing. */
  message?: string | null;
}

/** One box of the search, with its icon and its suggestions. */
function SearchField({
  id,
  label,
  icon: Icon,
  hero,
  className,
  options,
  message = null,
  ...input
}: SearchFieldProps) {
  return (
    <div className={className}>
      {/* The bar above results is read with its icons and placeholders; its labels stay for
          screen readers, and the phone's screen stays for the results. */}
      <label
        htmlFor={id}
        className={hero ? 'px-1 text-xs font-semibold text-stone-700' : 'sr-only'}
      >
        {label}
      </label>
      <div className={hero ? 'relative mt-1' : 'relative'}>
        <Icon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400"
        />
        <input
          id={id}
          list={`${id}-options`}
          className={`${inputClass} ${hero ? 'py-3' : 'py-2.5'}`}
          aria-describedby={message ? `${id}-message` : undefined}
          {...input}
        />
        <datalist id={`${id}-options`}>
          {options.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      </div>
      {/* Always there, so a screen reader hears the message the moment it appears. */}
      <p id={`${id}-message`} aria-live="polite" className="px-1 text-sm text-red-700 empty:hidden">
        {message}
      </p>
    </div>
  );
}
