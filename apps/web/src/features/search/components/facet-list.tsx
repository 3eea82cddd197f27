import * as s from '@mandap/shared/messages/en/public-search';
import { Check } from 'lucide-react';
import { Link } from 'react-router';

export interface FacetItem {
  key: string;
  label: string;
  count: number;
  /** Where choosing it goes: the search narrowed to it, or widened again when it is chosen. */
  to: string;
  selected: boolean;
}

interface FacetListProps {
  heading: string;
  items: readonly FacetItem[];
  /** The labels are names as people wrote them (cities): not for a translator (issue 32). */
  names?: boolean;
}

/** Counts per category or city for the current search; each one narrows the search to it. */
export function FacetList({ heading, items, names = false }: FacetListProps) {
  if (items.length === 0) return null;
  return (
    <section aria-label={heading}>
      <h3 className="mb-1.5 text-sm font-semibold text-stone-800">{heading}</h3>
      <ul className="flex flex-col">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              preventScrollReset
              aria-label={s.facetName(item.label, item.count)}
              aria-current={item.selected ? 'true' : undefined}
              className="flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-sm text-stone-700 transition hover:bg-marigold-50 hover:text-maroon-800 aria-[current]:bg-maroon-50 aria-[current]:font-semibold aria-[current]:text-maroon-900"
            >
              <span translate={names ? 'no' : undefined} className="flex items-center gap-1.5">
                {item.selected ? (
                  <Check aria-hidden="true" className="size-4 text-maroon-700" />
                ) : null}
                {item.label}
              </span>
              {/* Drawn from data-count, not text: the link's name says it in words, and a
                  visible label must be part of the name (axe's label-content-name-mismatch). */}
              <span
                aria-hidden="true"
                data-count={item.count}
                className="text-xs text-stone-500 before:content-[attr(data-count)]"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
