import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

interface SortMenuProps<Sort extends string> {
  /** The label before the menu: 'Sort by', 'Sort reviews'. */
  label: string;
  /** Each order's name, in the menu's order. */
  labels: Readonly<Record<Sort, string>>;
  value: Sort;
  onChange: (sort: Sort) => void;
  className?: string;
}

/** A small labelled menu of the orders a list can be sorted in. */
export function SortMenu<Sort extends string>({
  label,
  labels,
  value,
  onChange,
  className = 'flex items-center gap-2',
}: SortMenuProps<Sort>) {
  const id = useId();
  const sorts = Object.keys(labels) as Sort[];
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-stone-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const next = sorts.find((sort) => sort === event.target.value);
            if (next) onChange(next);
          }}
          className="appearance-none rounded-full border border-stone-200 bg-white py-1.5 pr-8 pl-3 text-sm text-stone-900 focus:border-marigold-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-marigold-500"
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {labels[sort]}
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
