import type { Category } from '@mandap/shared/catalogue/categories';
import {
  categoryNames,
  directoryCategoryNames,
} from '@mandap/shared/messages/en/catalogue-categories';
import { Link } from 'react-router';
import { CategoryIcon } from '@/components/ui/category-icon';

interface VendorCardProps {
  category: Category;
}

/**
 * One directory card (spec 2.2): icon, title and category badge, linking to the category's form;
 * the words are the spec's in English and the catalogue's in Hindi (issue 32).
 */
export function VendorCard({ category }: VendorCardProps) {
  return (
    <Link
      to={category.route}
      className="group flex h-full flex-col items-center gap-3 rounded-2xl border border-maroon-100 bg-white px-3 py-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-marigold-300 hover:shadow-md hover:shadow-marigold-200/50 sm:py-6"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-marigold-50 text-maroon-700 ring-1 ring-marigold-200 transition group-hover:bg-marigold-100">
        <CategoryIcon icon={category.icon} className="size-7" />
      </span>
      <span className="font-semibold text-stone-900">{categoryNames[category.slug]}</span>
      <span className="rounded-full bg-maroon-50 px-2.5 py-0.5 text-xs font-medium text-maroon-800 ring-1 ring-maroon-100">
        {directoryCategoryNames[category.slug]}
      </span>
    </Link>
  );
}
