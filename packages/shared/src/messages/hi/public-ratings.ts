// A vendor's rating as search cards and the storefront show it.

/** '12 समीक्षाएँ', '1 समीक्षा'; `shown` is the count with its digits grouped. */
export const reviewCount = (count: number, shown: string) =>
  `${shown} ${new Intl.PluralRules('hi').select(count) === 'one' ? 'समीक्षा' : 'समीक्षाएँ'}`;
/** '5 में से 4.6 (12 समीक्षाएँ)': what a screen reader hears for a rating. */
export const ratingAlternative = (average: string, reviews: string) =>
  `5 में से ${average} (${reviews})`;
/** '1 स्टार', '4 स्टार'. */
export const starsText = (stars: number) => `${stars} स्टार`;
export const starsOutOf5 = (stars: string) => `5 में से ${stars}`;
export const outOf5 = '/ 5';
/** After a bar's count, for screen readers. */
export const reviewsWord = (count: number) =>
  new Intl.PluralRules('hi').select(count) === 'one' ? 'समीक्षा' : 'समीक्षाएँ';
