import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import * as s from '@mandap/shared/messages/en/public-search-box';
import { Link } from 'react-router';
import { CategoryIcon } from '@/components/ui/category-icon';
import { searchPath } from '@/config/paths';
import { categoryLabel } from '@/lib/categories';

/** The 17 categories, each leading to its search. */
export function CategoryTiles() {
  return (
    <ul
      aria-label={s.vendorCategories}
      className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 md:grid-cols-6 lg:grid-cols-9"
    >
      {CATEGORIES.map((category) => (
        <li key={category.slug}>
          <Link
            to={searchPath({ category: category.slug })}
            className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-maroon-100 bg-white px-1.5 py-3 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-marigold-300 hover:shadow-md hover:shadow-marigold-200/50 motion-reduce:hover:translate-y-0"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-marigold-50 text-maroon-700 ring-1 ring-marigold-200 transition group-hover:bg-marigold-100">
              <CategoryIcon icon={category.icon} className="size-5" />
            </span>
            <span className="text-xs leading-tight font-semibold text-stone-800 sm:text-sm">
              {categoryLabel(category.slug)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
