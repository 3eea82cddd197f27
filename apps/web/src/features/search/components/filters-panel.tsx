import { CATEGORIES, categoryBySlug } from '@mandap/shared/catalogue/categories';
import { eventDateError } from '@mandap/shared/enquiries';
import * as s from '@mandap/shared/messages/en/public-search';
import { parseRupeesToPaise } from '@mandap/shared/money';
import type { SearchQuery } from '@mandap/shared/schemas/marketplace';
import { ChevronDown } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { fieldClass, secondaryButtonClass } from '@/components/ui/styles';
import type { QueryChanges } from '@/features/search/lib/search-params';
import { useIndianToday } from '@/hooks/use-indian-today';
import { categoryLabel } from '@/lib/categories';
import { type FeatureLabels, labelOf } from '@/lib/feature-labels';

interface FiltersPanelProps {
  query: SearchQuery;
  onChange: (changes: QueryChanges) => void;
  /** The category's features' names in the page's language (its loader's). */
  featureLabels?: FeatureLabels;
}

const STAR_OPTIONS = [2, 3, 4, 5] as const;
/** 'N★ & up': listings whose reviews average at least N stars. */
const MIN_RATING_OPTIONS = [2, 3, 4] as const;

/** A typed bound ('1,50,000', '150,000', '₹ 50,000') in whole rupees; undefined when not one. */
function wholeRupees(value: FormDataEntryValue | null): number | undefined {
  const paise = parseRupeesToPaise(String(value ?? ''));
  return paise === null ? undefined : Math.floor(paise / 100);
}

/**
 * The filters of /Vendors: category, event date, price range, the chosen category's own features,
 * and the star rating for hotels. Each writes to the URL through `onChange`; the price range waits for
 * 'Apply' so that typing a number does not load a search per keystroke.
 */
export function FiltersPanel({ query, onChange, featureLabels }: FiltersPanelProps) {
  const id = useId();
  const category = query.category ? categoryBySlug(query.category) : undefined;
  const chosenFeatures = new Set(query.features ?? []);

  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let minPrice = wholeRupees(form.get('minPrice'));
    let maxPrice = wholeRupees(form.get('maxPrice'));
    // '50,000 to 10,000' is what anyone would mean as 10,000 to 50,000.
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      [minPrice, maxPrice] = [maxPrice, minPrice];
    }
    onChange({ minPrice, maxPrice });
  };

  const toggleFeature = (feature: string, on: boolean) => {
    const next = (query.features ?? []).filter((f) => f !== feature);
    if (on) next.push(feature);
    onChange({ features: next });
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <label
          htmlFor={`${id}-category`}
          className="mb-1.5 block text-sm font-semibold text-stone-800"
        >
          {s.category}
        </label>
        <div className="relative">
          <select
            id={`${id}-category`}
            value={query.category ?? ''}
            onChange={(event) => {
              const slug = CATEGORIES.find((c) => c.slug === event.target.value)?.slug;
              onChange({ category: slug });
            }}
            className={`${fieldClass} appearance-none pr-9`}
          >
            <option value="">{s.allCategories}</option>
            {CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {categoryLabel(c.slug)}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
          />
        </div>
      </div>

      <EventDateFilter value={query.eventDate} onChange={(eventDate) => onChange({ eventDate })} />

      <form
        // A new search (back, a facet) shows its own prices, not what was typed before.
        key={`${query.minPrice ?? ''}-${query.maxPrice ?? ''}`}
        onSubmit={applyPrice}
      >
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-stone-800">{s.price}</legend>
          <div className="grid grid-cols-2 gap-2">
            <PriceInput
              id={`${id}-min`}
              name="minPrice"
              label={s.minPrice}
              placeholder="0"
              value={query.minPrice}
            />
            <PriceInput
              id={`${id}-max`}
              name="maxPrice"
              label={s.maxPrice}
              placeholder={s.any}
              value={query.maxPrice}
            />
          </div>
          <button type="submit" className={`${secondaryButtonClass} mt-2 w-full py-2 text-sm`}>
            {s.applyPrice}
          </button>
        </fieldset>
      </form>

      <ChoiceChips
        legend={s.rating}
        name={`${id}-rating`}
        options={MIN_RATING_OPTIONS}
        value={query.minRating}
        onPick={(minRating) => onChange({ minRating })}
        label={(minRating) => (
          <>
            <span aria-hidden="true">{s.starsUpShort(minRating)}</span>
            <span className="sr-only">{s.starsAndUp(minRating)}</span>
          </>
        )}
      />

      {category?.slug === 'hotel' ? (
        <ChoiceChips
          legend={s.hotelStarRating}
          name={`${id}-stars`}
          options={STAR_OPTIONS}
          value={query.stars}
          onPick={(stars) => onChange({ stars })}
          label={s.stars}
        />
      ) : null}

      {category && category.features.length > 1 ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-stone-800">
            {s.categoryFeatures(categoryLabel(category.slug))}
          </legend>
          <ul className="flex flex-col gap-1">
            {category.features.map((feature) => (
              <li key={feature}>
                <label className="flex cursor-pointer items-center gap-2 rounded-lg px-1 py-1 text-sm text-stone-800 hover:bg-marigold-50">
                  <input
                    type="checkbox"
                    checked={chosenFeatures.has(feature)}
                    onChange={(event) => toggleFeature(feature, event.target.checked)}
                    className="size-4 accent-maroon-700"
                  />
                  {labelOf(featureLabels, feature)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}

interface PriceInputProps {
  id: string;
  name: 'minPrice' | 'maxPrice';
  label: string;
  placeholder: string;
  /** The search's bound, in whole rupees. */
  value: number | undefined;
}

/** One end of the price range: whole rupees, commas allowed ('50,000'). */
interface ChoiceChipsProps<Choice extends number> {
  legend: string;
  name: string;
  options: readonly Choice[];
  value: Choice | undefined;
  onPick: (choice: Choice | undefined) => void;
  label: (choice: Choice) => ReactNode;
}

/** One filter's choices as a row of radio chips, 'Any' first. */
function ChoiceChips<Choice extends number>({
  legend,
  name,
  options,
  value,
  onPick,
  label,
}: ChoiceChipsProps<Choice>) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[undefined, ...options].map((choice) => (
          <label
            key={choice ?? 'any'}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-stone-200 bg-white px-3 py-1.5 text-sm has-checked:border-maroon-700 has-checked:bg-maroon-50 has-checked:text-maroon-900 has-focus-visible:outline-2 has-focus-visible:outline-marigold-500"
          >
            <input
              type="radio"
              name={name}
              checked={value === choice}
              onChange={() => onPick(choice)}
              className="sr-only"
            />
            {choice === undefined ? s.any : label(choice)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PriceInput({ id, name, label, placeholder, value }: PriceInputProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-stone-600">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        pattern="[0-9,]*"
        placeholder={placeholder}
        defaultValue={value ?? ''}
        className={fieldClass}
      />
    </div>
  );
}

interface EventDateFilterProps {
  /** The search's event date, 'YYYY-MM-DD'. */
  value: string | undefined;
  onChange: (eventDate: string | undefined) => void;
}

/**
 * 'Event date': leaves out vendors marked booked that day. A date applies as soon as it is whole
 * (a year still being typed, 0002 on the way to 2026, is not a search); a past one is refused
 * beside the field; emptying the field or 'Clear date' drops it.
 */
function EventDateFilter({ value, onChange }: EventDateFilterProps) {
  const id = useId();
  // Unknown in the server's render and the hydration (no date on the page differs), then today.
  const today = useIndianToday(null);
  const [text, setText] = useState(value ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  // A new search (back, 'Clear all') shows its own date, not what was typed before.
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setText(value ?? '');
    setProblem(null);
  }

  const choose = (day: string) => {
    setText(day);
    if (day === '') {
      setProblem(null);
      if (value !== undefined) onChange(undefined);
      return;
    }
    if (Number(day.slice(0, 4)) < 1000) return;
    const refused = today ? eventDateError(day, today) : null;
    setProblem(refused);
    if (!refused && day !== value) onChange(day);
  };

  const describedBy = [`${id}-note`, problem ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={`${id}-date`} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {s.eventDate}
      </label>
      <input
        id={`${id}-date`}
        type="date"
        value={text}
        min={today ?? undefined}
        onChange={(event) => choose(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        className={fieldClass}
      />
      <p id={`${id}-note`} className="mt-1.5 text-xs text-stone-600">
        {s.eventDateNote}
      </p>
      {problem ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {value ? (
        <button
          type="button"
          onClick={() => choose('')}
          className="mt-1.5 text-sm font-medium text-maroon-800 underline underline-offset-4"
        >
          {s.clearDate}
        </button>
      ) : null}
    </div>
  );
}
