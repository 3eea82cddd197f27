import { CATEGORIES, type CategorySlug } from '../catalogue/categories';

/**
 * One meaning couples type in many ways. `terms` are written as people type them (any case,
 * hyphens, Devanagari); they are compared after normalisation, so 'Make-up' and 'make up' are the
 * same term.
 */
export interface SynonymGroup {
  /** A stable name for the meaning (tests, logs). */
  key: string;
  /** The catalogue category this meaning names; a search text that only names it reads as it. */
  category: CategorySlug | null;
  terms: readonly string[];
}

/**
 * The synonym table of public search (issue 12), kept as data. Every category's directory title
 * and its own directory category are added to its group by `SEARCH_SYNONYM_GROUPS`, so only what
 * the catalogue does not already say is written here.
 */
const WRITTEN_GROUPS: readonly SynonymGroup[] = [
  {
    key: 'hotel',
    category: 'hotel',
    terms: ['hotel', 'hotels', 'accommodation', 'guest house', 'lodge', 'होटल'],
  },
  {
    key: 'photo-video',
    category: 'photo-video',
    terms: [
      'photographer',
      'photographers',
      'photography',
      'photo',
      'photos',
      'photo studio',
      'videographer',
      'videography',
      'video',
      'videos',
      'cinematographer',
      'cinematography',
      'cameraman',
      'फोटोग्राफर',
      'फोटोग्राफी',
      'फोटो',
      'वीडियो',
    ],
  },
  {
    key: 'decoration',
    category: 'decoration',
    terms: [
      'decoration',
      'decorations',
      'decorator',
      'decorators',
      'decor',
      'decore',
      'flower decoration',
      'सजावट',
      'डेकोरेशन',
    ],
  },
  {
    key: 'tours-travel',
    category: 'tours-travel',
    terms: [
      'tours',
      'tour',
      'travel',
      'travels',
      'tours and travels',
      'travel agent',
      'taxi',
      'cab',
      'cabs',
      'ट्रेवल्स',
    ],
  },
  {
    key: 'catering',
    category: 'catering',
    terms: [
      'caterer',
      'caterers',
      'catering',
      'halwai',
      'halwaai',
      'halvai',
      'cook',
      'cooks',
      'food',
      'केटरर',
      'केटरिंग',
      'हलवाई',
    ],
  },
  {
    key: 'varmala',
    category: 'varmala',
    terms: ['varmala', 'var mala', 'jaimala', 'jai mala', 'jaymala', 'वरमाला', 'जयमाला'],
  },
  {
    key: 'tent-house',
    category: 'tent-house',
    terms: [
      'tent',
      'tents',
      'tent house',
      'tent houses',
      'tenthouse',
      'tent wala',
      'tentwala',
      'shamiana',
      'shamianas',
      'shamiyana',
      'pandal',
      'टेंट',
      'टेंट हाउस',
      'शामियाना',
      'पंडाल',
    ],
  },
  {
    key: 'makeup-artist',
    category: 'makeup-artist',
    terms: [
      'makeup',
      'make-up',
      'make up',
      'makeup artist',
      'makeup artists',
      'bridal makeup',
      'mua',
      'beautician',
      'beauty parlour',
      'beauty parlor',
      'parlour',
      'parlor',
      'मेकअप',
      'ब्यूटी पार्लर',
    ],
  },
  {
    key: 'pandit',
    category: 'pandit',
    terms: [
      'pandit',
      'pandits',
      'panditji',
      'pandit ji',
      'pundit',
      'purohit',
      'priest',
      'pujari',
      'पंडित',
      'पंडितजी',
      'पंडित जी',
      'पुरोहित',
      'पुजारी',
    ],
  },
  {
    key: 'dress-rental',
    category: 'dress-rental',
    terms: [
      'dress rental',
      'dresses on rent',
      'dress on hire',
      'costume',
      'costumes',
      'lehenga on rent',
      'sherwani on rent',
      'ड्रेस',
    ],
  },
  {
    key: 'entertainment',
    category: 'entertainment',
    terms: ['entertainer', 'entertainers', 'anchor', 'emcee', 'magician', 'magic show'],
  },
  {
    key: 'venue',
    category: 'venue',
    terms: [
      'venues',
      'banquet',
      'banquets',
      'banquet hall',
      'banquet halls',
      'lawn',
      'lawns',
      'marriage garden',
      'marriage gardens',
      'marriage hall',
      'marriage lawn',
      'wedding venue',
      'wedding hall',
      'farmhouse',
      'farm house',
      'बैंक्वेट',
      'मैरिज गार्डन',
      'मैरिज हॉल',
      'लॉन',
    ],
  },
  {
    key: 'dhol',
    category: 'dhol',
    terms: ['dhol', 'dhols', 'dholi', 'dhol wala', 'dholwala', 'dhol tasha', 'ढोल', 'ढोली'],
  },
  {
    key: 'dj',
    category: 'dj',
    terms: ['dj', 'djs', 'd j', 'disc jockey', 'deejay', 'dj wala', 'डीजे'],
  },
  {
    key: 'band',
    category: 'band',
    terms: [
      'band',
      'bands',
      'band baja',
      'band baaja',
      'band baja baraat',
      'brass band',
      'band party',
      'बैंड',
      'बैंड बाजा',
    ],
  },
  {
    key: 'mehndi',
    category: 'mehndi',
    terms: [
      'mehndi',
      'mehendi',
      'mehandi',
      'menhdi',
      'mehndi artist',
      'mehendi artist',
      'mehandi artist',
      'henna',
      'heena',
      'मेहंदी',
      'मेंहदी',
      'मेहँदी',
      'हिना',
    ],
  },
  {
    key: 'corporate',
    category: 'corporate',
    terms: ['corporate events', 'conference', 'seminar', 'office party'],
  },
  // Meanings that are not one category. Directory categories shared by several categories
  // (Music, Beauty, Ceremony) are in the documents of all of them, so they stay text.
  {
    key: 'wedding',
    category: null,
    terms: ['wedding', 'weddings', 'shaadi', 'shadi', 'vivah', 'marriage', 'शादी', 'विवाह'],
  },
  { key: 'music', category: null, terms: ['music', 'musician', 'musicians', 'संगीत'] },
  { key: 'beauty', category: null, terms: ['beauty'] },
  { key: 'ceremony', category: null, terms: ['ceremony', 'ceremonies', 'rituals'] },
  { key: 'baraat', category: null, terms: ['baraat', 'barat', 'बारात'] },
  { key: 'ghodi', category: null, terms: ['ghodi', 'ghori', 'baggi', 'buggy', 'घोड़ी'] },
];

/** Words that carry no meaning in a search ('best caterer in jaipur'): dropped from the text. */
export const SEARCH_STOP_WORDS: readonly string[] = [
  'a',
  'an',
  'the',
  'in',
  'at',
  'near',
  'for',
  'of',
  'and',
  'best',
  'top',
  'good',
  'me',
  'mein',
  'ka',
  'ki',
  'ke',
  'wala',
  'wale',
  'vendor',
  'vendors',
  'service',
  'services',
  'में',
  'का',
  'की',
  'के',
  'वाला',
];

/**
 * Groups whose words are taken as said already on a wedding marketplace: next to a category
 * ('wedding photographer jaipur') they add nothing, so they do not stop the text from reading as
 * that category.
 */
export const FILLER_GROUP_KEYS: readonly string[] = ['wedding'];

function withCatalogue(groups: readonly SynonymGroup[]): SynonymGroup[] {
  const directoryUse = new Map<string, number>();
  for (const c of CATEGORIES) {
    const key = c.directoryCategory.toLowerCase();
    directoryUse.set(key, (directoryUse.get(key) ?? 0) + 1);
  }
  return groups.map((group) => {
    const category = CATEGORIES.find((c) => c.slug === group.category);
    if (!category) return group;
    const extra = [category.title, category.slug.replace(/-/g, ' ')];
    // A directory category of one category only ('Photography', 'Food') means that category.
    if (directoryUse.get(category.directoryCategory.toLowerCase()) === 1) {
      extra.push(category.directoryCategory);
    }
    return { ...group, terms: [...group.terms, ...extra] };
  });
}

/** The synonym groups search uses: the table above plus each category's catalogue names. */
export const SEARCH_SYNONYM_GROUPS: readonly SynonymGroup[] = withCatalogue(WRITTEN_GROUPS);
