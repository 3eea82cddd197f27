import type { SearchSort } from '@mandap/shared/schemas/marketplace';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Highest rated',
};

interface SortSelectProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}

function isSort(value: string): value is SearchSort {
  return value in SORT_LABELS;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-stone-700">
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            if (isSort(event.target.value)) onChange(event.target.value);
          }}
          className="appearance-none rounded-full border border-stone-200 bg-white py-1.5 pr-8 pl-3 text-sm text-stone-900 focus:border-marigold-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-marigold-500"
        >
          {Object.entries(SORT_LABELS).map(([sort, label]) => (
            <option key={sort} value={sort}>
              {label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
    </div>
  );
}
