import {
  CATEGORIES,
  type Category,
  type CategorySlug,
  categoryBySlug,
} from '@mandap/shared/catalogue/categories';
import * as t from '@mandap/shared/messages/en/catalogue-categories';

/**
 * A category's name as couples read it. The catalogue keeps the directory's spellings (spec
 * 2.2: 'mehndi' in lower case); a heading or a result card starts with a capital letter.
 */
export function categoryLabel(slug: CategorySlug): string {
  const title = t.categoryNames[slug] ?? categoryBySlug(slug)?.title ?? slug;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * The category a 'what' typed or picked in the search box names exactly (its title or slug,
 * any case), so a pick from the suggestions filters by category instead of searching text.
 */
export function categoryFromText(text: string): Category | undefined {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return undefined;
  return CATEGORIES.find(
    (c) =>
      c.title.toLowerCase() === wanted ||
      c.slug === wanted ||
      t.categoryNames[c.slug].toLowerCase() === wanted,
  );
}
