// How each category is named on its search pages (decision 0038): the heading's plural, one and
// many in a sentence, and what its vendors offer. The URL word stays in
// catalogue/readable-paths.ts, the same in every language.
import type { CategorySlug } from '../../catalogue/categories';

export interface CategoryPageWords {
  /** The heading's plural ('Photographers in Jaipur'). */
  heading: string;
  /** In a sentence, one and many ('1 photographer', '12 photographers'). */
  one: string;
  many: string;
  /** What vendors of the category offer: the search page's own short text. */
  offers: string;
}

export const categoryPageWords: Readonly<Record<CategorySlug, CategoryPageWords>> = {
  hotel: {
    heading: 'Hotels',
    one: 'hotel',
    many: 'hotels',
    offers: 'Rooms for the wedding party and guests, banquet halls, restaurants and parking.',
  },
  'photo-video': {
    heading: 'Photographers',
    one: 'photographer',
    many: 'photographers',
    offers:
      'Wedding and event photography, candid and portrait shoots, drone cover and cinematic films.',
  },
  decoration: {
    heading: 'Decorators',
    one: 'decorator',
    many: 'decorators',
    offers: 'Stage, floral, theme and lighting decoration for weddings, birthdays and events.',
  },
  'tours-travel': {
    heading: 'Travel agents',
    one: 'travel agent',
    many: 'travel agents',
    offers: 'Cars, coaches and tour packages for the wedding party and the guests.',
  },
  catering: {
    heading: 'Caterers',
    one: 'caterer',
    many: 'caterers',
    offers: 'Wedding feasts, buffets and live counters, vegetarian and non-vegetarian menus.',
  },
  varmala: {
    heading: 'VarMala entry services',
    one: 'VarMala entry service',
    many: 'VarMala entry services',
    offers: 'Grand entries and varmala ceremonies: rotating stages, pyro effects and more.',
  },
  'tent-house': {
    heading: 'Tent houses',
    one: 'tent house',
    many: 'tent houses',
    offers: 'Shamianas, tents, furniture and lighting for weddings and functions.',
  },
  'makeup-artist': {
    heading: 'Makeup artists',
    one: 'makeup artist',
    many: 'makeup artists',
    offers: 'Bridal and party makeup, hairstyling and draping.',
  },
  pandit: {
    heading: 'Pandits',
    one: 'pandit',
    many: 'pandits',
    offers: 'Wedding ceremonies, pujas and muhurat, in the rites and language of your family.',
  },
  'dress-rental': {
    heading: 'Dress rentals',
    one: 'dress rental',
    many: 'dress rentals',
    offers: 'Lehengas, sherwanis and outfits for every function, on rent.',
  },
  entertainment: {
    heading: 'Entertainers',
    one: 'entertainer',
    many: 'entertainers',
    offers: 'Anchors, dancers, singers and performers for weddings and events.',
  },
  venue: {
    heading: 'Venues',
    one: 'venue',
    many: 'venues',
    offers: 'Banquet halls, lawns, palaces, farmhouses and resorts for the wedding.',
  },
  dhol: {
    heading: 'Dhol players',
    one: 'dhol player',
    many: 'dhol players',
    offers: 'Dhol and nagada players for the baraat, sangeet and every celebration.',
  },
  dj: {
    heading: 'DJs',
    one: 'DJ',
    many: 'DJs',
    offers: 'DJs with sound and lights for the sangeet, reception and parties.',
  },
  band: {
    heading: 'Bands',
    one: 'band',
    many: 'bands',
    offers: 'Wedding bands and brass bands for the baraat and the reception.',
  },
  mehndi: {
    heading: 'Mehndi artists',
    one: 'mehndi artist',
    many: 'mehndi artists',
    offers: 'Bridal and guest mehndi, Arabic, Rajasthani and contemporary designs.',
  },
  corporate: {
    heading: 'Corporate event planners',
    one: 'corporate event planner',
    many: 'corporate event planners',
    offers: 'Conferences, launches, offsites and company celebrations, planned end to end.',
  },
};
