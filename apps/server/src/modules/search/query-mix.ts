// The searches the search benchmark asks (bench/search.ts) and the ranked-ids test checks
// (query-mix.test.ts): synonyms, Hindi, a city in the text, common words such as 'wedding', typos
// of real firm names, category + city + price, sorts and pages. Seeded: the same paths every run.
import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import { CITIES, random } from '../demo/index';

const WORDS = [
  'mehendi',
  'mehandi artist',
  'मेहंदी',
  'panditji',
  'purohit',
  'पंडित',
  'photographer',
  'photography',
  'फोटोग्राफर',
  'halwai',
  'catering',
  'shamiana',
  'tent house',
  'ढोल',
  'dhol',
  'dj',
  'band baja',
  'bridal makeup',
  'make-up',
  'banquet',
  'lawn',
  'marriage garden',
  'wedding',
  'decoration',
  'hotel',
  'wedding photography',
];

/** A letter missing, doubled or swapped: the typos couples make. */
function typo(word: string, r: ReturnType<typeof random>): string {
  if (word.length < 5) return word;
  const i = r.int(1, word.length - 3);
  const kind = r.int(0, 2);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/**
 * The seeded query mix: the same paths every run, in the same order. `firmNames` are names of
 * seeded listings to make typos of; another `seed` gives another mix of the same kinds.
 */
export function queryMix(firmNames: readonly string[], size = 3000, seed = 7): string[] {
  const r = random(2026, seed);
  const cities = CITIES.map((c) => c.city);
  const paths: string[] = [];
  for (let i = 0; i < size; i += 1) {
    const p = new URLSearchParams();
    const kind = r.int(0, 99);
    if (kind < 35) {
      p.set('q', r.chance(0.4) ? `${r.pick(WORDS)} ${r.pick(cities)}` : r.pick(WORDS));
    } else if (kind < 50) {
      const words = r.pick(firmNames).split(' ');
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
      p.set('q', words.map((w) => (w === longest ? typo(w, r) : w)).join(' '));
    } else if (kind < 80) {
      p.set('category', r.pick(CATEGORIES).slug);
      p.set('city', r.pick(cities));
      if (r.chance(0.5)) p.set('maxPrice', String(r.pick([5000, 20000, 50000, 100000, 300000])));
    } else {
      p.set('category', r.pick(CATEGORIES).slug);
      const min = r.pick([1000, 5000, 10000, 25000]);
      p.set('minPrice', String(min));
      p.set('maxPrice', String(min * r.pick([2, 4, 10])));
      p.set('sort', r.pick(['price_asc', 'price_desc', 'newest']));
      p.set('page', String(r.int(1, 3)));
    }
    paths.push(`/api/search?${p}`);
  }
  return paths;
}
