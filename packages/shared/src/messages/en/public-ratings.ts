// A vendor's rating as search cards and the storefront show it.

/** '12 reviews', '1 review'; `shown` is the count with its digits grouped. */
export const reviewCount = (count: number, shown: string) =>
  `${shown} ${count === 1 ? 'review' : 'reviews'}`;
/** '4.6 out of 5 from 12 reviews': what a screen reader hears for a rating. */
export const ratingAlternative = (average: string, reviews: string) =>
  `${average} out of 5 from ${reviews}`;
/** '1 star', '4 stars'. */
export const starsText = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;
export const starsOutOf5 = (stars: string) => `${stars} out of 5`;
export const outOf5 = 'out of 5';
/** After a bar's count, for screen readers: ' reviews'. */
export const reviewsWord = (count: number) => (count === 1 ? 'review' : 'reviews');
