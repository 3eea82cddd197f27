import { SEARCH_CITIES } from '../search/cities';
import { CATEGORY_SLUGS, type CategorySlug } from './categories';

/**
 * The readable search pages of a city and of a category in a city (issue 17, decision 0038):
 * `/Vendors/in/jaipur` and `/Vendors/in/jaipur/photographers`. The server's sitemap and the web
 * app's links and routes spell them with these functions, so both agree.
 */

/**
 * A category's word in its search pages' URLs. How the pages name it in each language (heading,
 * one and many, what its vendors offer) is in the catalogue, messages/<language>/
 * catalogue-category-words.ts (issue 32); the URL word is the same in every language.
 */
export interface CategoryWords {
  /** The stable URL word: lower case, plural, hyphenated ('photographers'). Never change one. */
  word: string;
}

export const CATEGORY_WORDS: Readonly<Record<CategorySlug, CategoryWords>> = {
  hotel: {
    word: 'hotels',
  },
  'photo-video': {
    word: 'photographers',
  },
  decoration: {
    word: 'decorators',
  },
  'tours-travel': {
    word: 'travel-agents',
  },
  catering: {
    word: 'caterers',
  },
  varmala: {
    word: 'varmala-entry',
  },
  'tent-house': {
    word: 'tent-houses',
  },
  'makeup-artist': {
    word: 'makeup-artists',
  },
  pandit: {
    word: 'pandits',
  },
  'dress-rental': {
    word: 'dress-rentals',
  },
  entertainment: {
    word: 'entertainers',
  },
  venue: {
    word: 'venues',
  },
  dhol: {
    word: 'dhol-players',
  },
  dj: {
    word: 'djs',
  },
  band: {
    word: 'bands',
  },
  mehndi: {
    word: 'mehndi-artists',
  },
  corporate: {
    word: 'corporate-event-planners',
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
