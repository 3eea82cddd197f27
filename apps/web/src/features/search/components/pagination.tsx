import * as s from '@mandap/shared/messages/en/public-search';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of a page of this search. */
  pathOf: (page: number) => string;
}

/** The pages to offer: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | { gapAfter: number })[] {
  const wanted = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p += 1) if (p >= 1 && p <= pageCount) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | { gapAfter: number })[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) out.push(p - 1);
    else if (p - previous > 2) out.push({ gapAfter: previous });
    out.push(p);
    previous = p;
  }
  return out;
}

const pageClass =
  'inline-flex min-w-10 items-center justify-center gap-1 rounded-full px-3 py-2 text-sm font-medium transition';

/** Links, not buttons: every page of a search has its own URL (and crawlers follow them). */
export function Pagination({ page, pageCount, pathOf }: PaginationProps) {
  if (pageCount <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < pageCount ? page + 1 : null;
  return (
    <nav aria-label={s.pagination} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {previous ? (
            <Link
              to={pathOf(previous)}
              rel="prev"
              className={`${pageClass} text-maroon-800 hover:bg-maroon-50`}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {s.previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${pageClass} text-stone-400`}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {s.previous}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p) =>
          typeof p === 'object' ? (
            <li
              key={`gap-${p.gapAfter}`}
              aria-hidden="true"
              className="hidden px-1 text-stone-500 sm:block"
            >
              …
            </li>
          ) : (
            <li key={p} className="hidden sm:block">
              <Link
                to={pathOf(p)}
                aria-label={s.pageNumber(p)}
                aria-current={p === page ? 'page' : undefined}
                className={`${pageClass} ${
                  p === page
                    ? 'bg-maroon-800 text-ivory'
                    : 'text-stone-700 hover:bg-maroon-50 hover:text-maroon-800'
                }`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li className="px-2 text-sm text-stone-600 sm:hidden">{s.pageOf(page, pageCount)}</li>
        <li>
          {next ? (
            <Link
              to={pathOf(next)}
              rel="next"
              className={`${pageClass} text-maroon-800 hover:bg-maroon-50`}
            >
              {s.next}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={`${pageClass} text-stone-400`}>
              {s.next}
              <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
