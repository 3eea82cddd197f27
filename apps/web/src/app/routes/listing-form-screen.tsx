import { categoryByRoute } from '@mandap/shared/catalogue/categories';
import { formTitles } from '@mandap/shared/messages/en/catalogue-categories';
import * as t from '@mandap/shared/messages/en/registration-form';
import { useLocation } from 'react-router';
import { CategoryIcon } from '@/components/ui/category-icon';
import { DocumentTitle } from '@/components/ui/document-title';
import { NotFound } from '@/components/ui/not-found';
import { ListingForm } from '@/features/registration/components/listing-form';
import { categoryLabel } from '@/lib/categories';

/** The one registration form of all 17 categories, chosen by the path (R1, R2). */
export function ListingFormScreen() {
  const { pathname } = useLocation();
  const category = categoryByRoute(pathname);
  if (!category) return <NotFound />;
  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
      <DocumentTitle>{`${categoryLabel(category.slug)}: ${formTitles[category.slug]} · Mandap`}</DocumentTitle>
      <header className="text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-maroon-50 py-1 pr-3 pl-1.5 text-sm font-medium text-maroon-800 ring-1 ring-maroon-100">
          <span className="inline-flex size-6 items-center justify-center rounded-full bg-marigold-50 text-maroon-700 ring-1 ring-marigold-200">
            <CategoryIcon icon={category.icon} className="size-3.5" />
          </span>
          {categoryLabel(category.slug)}
        </p>
        <h1 className="mt-3 font-display text-4xl font-semibold text-balance text-maroon-900 sm:text-5xl">
          {formTitles[category.slug]}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-base text-stone-600 sm:text-lg">{t.formIntro}</p>
      </header>
      {/* A new form per category, so nothing typed for one category carries over to another. */}
      <ListingForm key={category.slug} category={category} />
    </div>
  );
}
