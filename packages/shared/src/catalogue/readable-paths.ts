import { SEARCH_CITIES } from '../search/cities';
import { CATEGORY_SLUGS, type CategorySlug } from './categories';

/**
 * The readable search pages of a city and of a category in a city (issue 17, decision 0038):
 * `/Vendors/in/jaipur` and `/Vendors/in/jaipur/photographers`. The server's sitemap and the web
 * app's links and routes spell them with these functions, so both agree.
 */

/** How a category is named on its search pages. */
export interface CategoryWords {
  /** The stable URL word: lower case, plural, hyphenated ('photographers'). Never change one. */
  word: string;
  /** The heading's plural ('Photographers in Jaipur'). */
  heading: string;
  /** In a sentence, one and many ('1 photographer', '12 photographers'). */
  one: string;
  many: string;
  /** What vendors of the category offer: the search page's own short text. */
  offers: string;
}

export const CATEGORY_WORDS: Readonly<Record<CategorySlug, CategoryWords>> = {
  hotel: {
    word: 'hotels',
    heading: 'Hotels',
    one: 'hotel',
    many: 'hotels',
    offers: 'Rooms for the wedding party and guests, banquet halls, restaurants and parking.',
  },
  'photo-video': {
    word: 'photographers',
    heading: 'Photographers',
    one: 'photographer',
    many: 'photographers',
    offers:
      'Wedding and event photography, candid and portrait shoots, drone cover and cinematic films.',
  },
  decoration: {
    word: 'decorators',
    heading: 'Decorators',
    one: 'decorator',
    many: 'decorators',
    offers: 'Stage, floral, theme and lighting decoration for weddings, birthdays and events.',
  },
  'tours-travel': {
    word: 'travel-agents',
    heading: 'Travel agents',
    one: 'travel agent',
    many: 'travel agents',
    offers: 'Cars, coaches and tour packages for the wedding party and the guests.',
  },
  catering: {
    word: 'caterers',
    heading: 'Caterers',
    one: 'caterer',
    many: 'caterers',
    offers: 'Wedding feasts, buffets and live counters, vegetarian and non-vegetarian menus.',
  },
  varmala: {
    word: 'varmala-entry',
    heading: 'VarMala entry services',
    one: 'VarMala entry service',
    many: 'VarMala entry services',
    offers: 'Grand entries and varmala ceremonies: rotating stages, pyro effects and more.',
  },
  'tent-house': {
    word: 'tent-houses',
    heading: 'Tent houses',
    one: 'tent house',
    many: 'tent houses',
    offers: 'Shamianas, tents, furniture and lighting for weddings and functions.',
  },
  'makeup-artist': {
    word: 'makeup-artists',
    heading: 'Makeup artists',
    one: 'makeup artist',
    many: 'makeup artists',
    offers: 'Bridal and party makeup, hairstyling and draping.',
  },
  pandit: {
    word: 'pandits',
    heading: 'Pandits',
    one: 'pandit',
    many: 'pandits',
    offers: 'Wedding ceremonies, pujas and muhurat, in the rites and language of your family.',
  },
  'dress-rental': {
    word: 'dress-rentals',
    heading: 'Dress rentals',
    one: 'dress rental',
    many: 'dress rentals',
    offers: 'Lehengas, sherwanis and outfits for every function, on rent.',
  },
  entertainment: {
    word: 'entertainers',
    heading: 'Entertainers',
    one: 'entertainer',
    many: 'entertainers',
    offers: 'Anchors, dancers, singers and performers for weddings and events.',
  },
  venue: {
    word: 'venues',
    heading: 'Venues',
    one: 'venue',
    many: 'venues',
    offers: 'Banquet halls, lawns, palaces, farmhouses and resorts for the wedding.',
  },
  dhol: {
    word: 'dhol-players',
    heading: 'Dhol players',
    one: 'dhol player',
    many: 'dhol players',
    offers: 'Dhol and nagada players for the baraat, sangeet and every celebration.',
  },
  dj: {
    word: 'djs',
    heading: 'DJs',
    one: 'DJ',
    many: 'DJs',
    offers: 'DJs with sound and lights for the sangeet, reception and parties.',
  },
  band: {
    word: 'bands',
    heading: 'Bands',
    one: 'band',
    many: 'bands',
    offers: 'Wedding bands and brass bands for the baraat and the reception.',
  },
  mehndi: {
    word: 'mehndi-artists',
    heading: 'Mehndi artists',
    one: 'mehndi artist',
    many: 'mehndi artists',
    offers: 'Bridal and guest mehndi, Arabic, Rajasthani and contemporary designs.',
  },
  corporate: {
    word: 'corporate-event-planners',
    heading: 'Corporate event planners',
    one: 'corporate event planner',
    many: 'corporate event planners',
    offers: 'Conferences, launches, offsites and company celebrations, planned end to end.',
  },
};

const CATEGORY_BY_WORD = new Map<string, CategorySlug>(
  CATEGORY_SLUGS.map((slug) => [CATEGORY_WORDS[slug].word, slug]),
);

/** The category a URL word names (any case), or undefined. */
export function categoryOfWord(word: string): CategorySlug | undefined {
  return CATEGORY_BY_WORD.get(word.toLowerCase());
}

/**
 * A city as search keys it: no accents, lower case, single spaces. The same as cityKey in
 * search/normalise.ts (a test keeps them equal), repeated here so the web app's links need not
 * load search's word lists.
 */
function cityKeyOf(city: string): string {
  return city
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

// A city key a slug can stand for: letters and digits, words apart by single spaces. Any other
// character (a hyphen, a dot, a bracket) would not come back from the slug.
const SLUGGABLE = /^[\p{L}\p{M}\p{N}]+(?: [\p{L}\p{M}\p{N}]+)*$/u;

const slugOfKey = (key: string) => key.replaceAll(' ', '-');

// Every name and alias of a known city, keyed, to the city's own name.
const KNOWN_CITY_BY_KEY = new Map<string, string>();
for (const city of SEARCH_CITIES) {
  for (const name of [city.name, ...city.aliases])
    KNOWN_CITY_BY_KEY.set(cityKeyOf(name), city.name);
}

/**
 * A city's URL slug ('Sawai  Madhopur' -> 'sawai-madhopur'; an alias gives its city's:
 * 'Bangalore' -> 'bengaluru'), or null when the city's name could not be read back from one.
 */
export function citySlug(city: string): string | null {
  const key = cityKeyOf(city);
  const known = KNOWN_CITY_BY_KEY.get(key);
  const canonical = known ? cityKeyOf(known) : key;
  return SLUGGABLE.test(canonical) ? slugOfKey(canonical) : null;
}

/**
 * The city a slug stands for, as search filters by it and a heading shows it: a known city's
 * name ('bangalore' -> 'Bengaluru'), else the slug's words capitalised ('sawai-madhopur' ->
 * 'Sawai Madhopur'; search matches a city in any case). Null when the slug is not one.
 */
export function cityOfSlug(slug: string): string | null {
  const key = cityKeyOf(slug.replaceAll('-', ' '));
  if (!SLUGGABLE.test(key)) return null;
  const known = KNOWN_CITY_BY_KEY.get(key);
  if (known) return known;
  return key.replace(
    /(^|\s)(\p{Ll})/gu,
    (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`,
  );
}

/** Whether a city is one search knows by name (shown even with no vendors yet). */
export function isKnownCity(city: string): boolean {
  return KNOWN_CITY_BY_KEY.has(cityKeyOf(city));
}

/** The prefix of readable search paths, after /Vendors. */
export const READABLE_SEARCH_PREFIX = '/Vendors/in/';

/**
 * The readable path of a city's search page, or of a category's in a city: '/Vendors/in/jaipur',
 * '/Vendors/in/jaipur/photographers'. Null when the city has no slug.
 */
export function readableSearchPath(city: string, category?: CategorySlug): string | null {
  const slug = citySlug(city);
  if (slug === null) return null;
  const place = `${READABLE_SEARCH_PREFIX}${encodeURIComponent(slug)}`;
  return category ? `${place}/${CATEGORY_WORDS[category].word}` : place;
}

const READABLE_SEARCH = /^\/vendors\/in\/([^/]+)(?:\/([^/]+))?\/?$/i;

/**
 * The city and category a readable search path stands for ('/Vendors/in/jaipur/photographers' ->
 * { city: 'Jaipur', category: 'photo-video' }), or null when the path is not one or names no
 * city or category we know of.
 */
export function placeOfReadablePath(
  pathname: string,
): { city: string; category?: CategorySlug } | null {
  const [, slug, word] = READABLE_SEARCH.exec(pathname) ?? [];
  if (slug === undefined) return null;
  let city: string | null;
  try {
    city = cityOfSlug(decodeURIComponent(slug));
  } catch {
    return null; // a broken %-escape
  }
  if (city === null) return null;
  if (word === undefined) return { city };
  const category = categoryOfWord(word);
  return category ? { city, category } : null;
}
