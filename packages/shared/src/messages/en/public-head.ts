// The head of the public pages (title and description), which the home, search and storefront
// routes share: apart from their pages' own texts, so that no page carries another's.

// What a search is about, for its heading and head.
export const weddingVendors = 'Wedding vendors';
/** 'Photographers in Jaipur'. */
export const inCity = (what: string, city: string) => `${what} in ${city}`;
/** '“dhol” in Photo Video'. */
export const textInCategory = (text: string, category: string) => `“${text}” in ${category}`;
/** A category's or a city's page, under its heading; `count` is the total, digits grouped. */
export const introAll = (count: string, total: number, city: string | undefined) =>
  `${count} wedding and event ${total === 1 ? 'vendor' : 'vendors'} ${city ? `in ${city}` : 'across India'} on Mandap: photographers, caterers, decorators, venues and more, with their photos and prices.`;
export const introCategory = (
  count: string,
  vendors: string,
  city: string | undefined,
  offers: string,
) =>
  `${count} ${vendors} ${city ? `in ${city}` : 'across India'} on Mandap, with their photos and prices. ${offers}`;
export const pageSuffix = (page: number) => ` (page ${page})`;
export const compareDescription = (subject: string, count: number) =>
  `${subject}: compare ${count} ${count === 1 ? 'vendor' : 'vendors'} on Mandap by photos, features and prices.`;
export const emptyDescription = 'Search wedding and event vendors across India on Mandap.';

// The home page.
export const homeTitle = 'Mandap · Wedding and event vendors across India';
export const homeDescription =
  'Find wedding and event vendors across India: photographers, caterers, decorators, mehndi and makeup artists, pandits, DJs, venues and more. Compare photos and prices.';

// A storefront.
/** The page's head: 'Shaadi Studio, Photographer in Jaipur · Mandap'. */
export const storefrontTitle = (firmName: string, category: string, city: string) =>
  `${firmName}, ${category} in ${city} · Mandap`;
/** The description's start: 'Photographer in Jaipur, Rajasthan. From ₹25,000.' */
export const storefrontLead = (
  category: string,
  city: string,
  state: string,
  from: string | null,
) => `${category} in ${city}, ${state}.${from !== null ? ` From ${from}.` : ''}`;
