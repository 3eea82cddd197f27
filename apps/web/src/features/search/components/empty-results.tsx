import * as s from '@mandap/shared/messages/en/public-search';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButtonClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';

interface EmptyResultsProps {
  /** The search narrowed something: clearing it has a point. */
  filtered: boolean;
}

/** No listing matches: say so, and offer the way back to every vendor. */
export function EmptyResults({ filtered }: EmptyResultsProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-maroon-200 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-maroon-300" />
      <h3 className="mt-4 text-lg font-semibold text-stone-800">{s.noVendorsFound}</h3>
      <p className="mt-1 max-w-sm text-stone-600">{filtered ? s.tryOtherWords : s.noVendorsYet}</p>
      {filtered ? (
        <Link to={paths.vendors} className={`${primaryButtonClass} mt-6`}>
          {s.clearAllFilters}
        </Link>
      ) : null}
    </div>
  );
}
