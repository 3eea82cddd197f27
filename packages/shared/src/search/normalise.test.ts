import { describe, expect, it } from 'vitest';
import {
  analyseText,
  cityFilterKeys,
  cityKey,
  correctFromVocabulary,
  editDistance,
  interpretText,
  normaliseSearchText,
  pickCorrection,
  SEARCH_MAX_TOKENS,
  searchTokens,
  singleEditVariants,
  type TextFacts,
} from './normalise';

const NO_FACTS: TextFacts = { cities: new Map(), corrections: new Map() };

function read(text: string, facts: Partial<TextFacts> = {}, explicit = {}) {
  return interpretText(text, { ...NO_FACTS, ...facts }, explicit);
}

describe('normaliseSearchText and searchTokens', () => {
  it.each([
    ['Café Crème', 'cafe creme'],
    ['ÉLITE Décor', 'elite decor'],
    ['Mehndī', 'mehndi'],
    ['मेहंदी', 'मेहंदी'],
    ['ﬁne', 'fine'],
  ])('%s -> %s', (input, output) => {
    expect(normaliseSearchText(input)).toBe(output);
  });

  it('keeps Devanagari vowel signs and splits where the database splits', () => {
    expect(searchTokens('पंडित जी')).toEqual(['पंडित', 'जी']);
    expect(searchTokens("Sharma's Make-up, 24/7!")).toEqual([
      'sharma',
      's',
      'make',
      'up',
      '24',
      '7',
    ]);
    expect(searchTokens('  ')).toEqual([]);
  });

  it('keys cities the way the database does and widens known ones to their aliases', () => {
    expect(cityKey('  New   DELHI ')).toBe('new delhi');
    expect(cityFilterKeys('Bangalore')).toEqual(
      expect.arrayContaining(['bengaluru', 'bangalore', 'बेंगलुरु']),
    );
    expect(cityFilterKeys('bengaluru')).toEqual(cityFilterKeys('Bangalore'));
    expect(cityFilterKeys('Sawai Madhopur')).toEqual(['sawai madhopur']);
  });
});

describe('typos', () => {
  it.each([
    ['sharma', 'sharma', 0],
    ['shrma', 'sharma', 1],
    ['sharrma', 'sharma', 1],
    ['shamra', 'sharma', 1],
    ['hsarma', 'sharma', 1],
    ['kapoor', 'kapur', 2],
  ])('editDistance(%s, %s) = %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it('gives the exact distance within a limit, and a number above it beyond', () => {
    // The table written out whole, as the definition reads: the oracle for random words.
    const reference = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      const at = (i: number, j: number) => d[i]?.[j] ?? 0;
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          let best = Math.min(
            at(i - 1, j) + 1,
            at(i, j - 1) + 1,
            at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            best = Math.min(best, at(i - 2, j - 2) + 1);
          }
          (d[i] as number[])[j] = best;
        }
      }
      return at(a.length, b.length);
    };
    let seed = 2026;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    // Few letters, so that words are near one another as often as far.
    const word = (longest: number) =>
      Array.from({ length: Math.floor(next() * (longest + 1)) }, () =>
        'abcd'.charAt(Math.floor(next() * 4)),
      ).join('');
    for (let n = 0; n < 3000; n++) {
      // Now and then longer than the rows first kept (64 letters).
      const [a, b] = n % 100 === 0 ? [word(150), word(150)] : [word(12), word(12)];
      const exact = reference(a, b);
      expect(editDistance(a, b), `${a} ${b}`).toBe(exact);
      for (const limit of [0, 1, 2, 3]) {
        const bounded = editDistance(a, b, limit);
        if (exact <= limit) expect(bounded, `${a} ${b} ${limit}`).toBe(exact);
        else expect(bounded, `${a} ${b} ${limit}`).toBeGreaterThan(limit);
      }
    }
  });

  it('lists the single-edit variants a typo is looked up with', () => {
    const variants = singleEditVariants('shrma');
    expect(variants).toContain('sharma'); // a letter missing
    expect(singleEditVariants('sharrma')).toContain('sharma'); // a letter doubled
    expect(singleEditVariants('shamra')).toContain('sharma'); // two letters swapped
    expect(variants).not.toContain('shrma');
  });

  it('corrects synonyms and cities without the database, only when unknown', () => {
    expect(correctFromVocabulary('mehandii')).toBe('mehandi');
    expect(correctFromVocabulary('photografer')).toBe('photographer');
    expect(correctFromVocabulary('jaipurr')).toBe('jaipur');
    expect(correctFromVocabulary('mehndi')).toBeUndefined();
    expect(correctFromVocabulary('xyzzy')).toBeUndefined();
    expect(correctFromVocabulary('dj')).toBeUndefined();
  });

  it('picks the closest, most used word within the allowed edits', () => {
    const candidates = [
      { word: 'sharma', uses: 40, similarity: 0.27 },
      { word: 'shama', uses: 2, similarity: 0.4 },
      { word: 'shamiana', uses: 50, similarity: 0.33 },
    ];
    expect(pickCorrection('shamra', candidates)).toBe('sharma');
    expect(
      pickCorrection('shamra', [{ word: 'sharma', uses: 0, similarity: 0.3 }]),
    ).toBeUndefined();
    expect(pickCorrection('abcd', [{ word: 'wxyz', uses: 9, similarity: 0 }])).toBeUndefined();
  });
});

describe('interpretText', () => {
  it('reads a category and a city typed in the text', () => {
    for (const text of [
      'photographer jaipur',
      'Wedding Photographer in JAIPUR',
      'jaipur photographers',
      'फोटोग्राफर जयपुर',
      // With the nukta, as the issue types it (issue 32): the same words.
      'फ़ोटोग्राफ़र जयपुर',
      'फ़ोटोग्राफ़र जयपुर'.normalize('NFD'),
      '\u095eोटोग्रा\u095eर जयपुर',
    ]) {
      const r = read(text);
      expect(r, text).toMatchObject({ category: 'photo-video', terms: [], text: null });
      expect(r.city?.name, text).toBe('Jaipur');
    }
    expect(read('best caterer in Bangalore')).toMatchObject({
      category: 'catering',
      city: { name: 'Bengaluru' },
    });
  });

  it('reads Devanagari and spelling variants as their category', () => {
    expect(read('मेहंदी').category).toBe('mehndi');
    expect(read('Mehendi').category).toBe('mehndi');
    expect(read('पंडित जी').category).toBe('pandit');
    expect(read('band baja').category).toBe('band');
    expect(read('make-up').category).toBe('makeup-artist');
    expect(read('shamiana').category).toBe('tent-house');
  });

  it('keeps other words as text and widens a category named next to them to its synonyms', () => {
    const r = read('candid photographer delhi');
    expect(r.category).toBeNull();
    expect(r.city?.name).toBe('Delhi');
    expect(r.text).toBe('candid photographer');
    expect(r.terms[0]).toEqual([['candid']]);
    expect(r.terms[1]).toEqual(expect.arrayContaining([['photographer'], ['फोटोग्राफर']]));
  });

  it('reads a city alone, and a city of the listings it does not know by name', () => {
    expect(read('Jaipur')).toMatchObject({ terms: [], category: null, city: { name: 'Jaipur' } });
    const r = read('caterers sawai madhopur', {
      cities: new Map([['sawai madhopur', 'Sawai Madhopur']]),
    });
    expect(r).toMatchObject({ category: 'catering', city: { name: 'Sawai Madhopur' } });
    expect(r.city?.keys).toEqual(['sawai madhopur']);
    expect(analyseText('caterers sawai madhopur').cityCandidates).toEqual(
      expect.arrayContaining(['madhopur', 'sawai madhopur']),
    );
  });

  it('does not read what the filters already say differently', () => {
    const delhi = cityFilterKeys('Delhi');
    const r = read('photographer jaipur', {}, { cityKeys: delhi });
    expect(r.city).toBeNull();
    expect(r.category).toBeNull();
    expect(r.terms).toContainEqual([['jaipur']]);
    expect(read('caterer', {}, { category: 'photo-video' }).category).toBeNull();
    expect(read('photographer', {}, { category: 'photo-video' })).toMatchObject({
      category: 'photo-video',
      terms: [],
    });
    expect(read('jaipur', {}, { cityKeys: cityFilterKeys('jaipur') })).toMatchObject({
      city: null,
      terms: [],
    });
  });

  it('reads the text as typed when asked to', () => {
    const r = read('photographer jaipur', {}, { readFilters: false });
    expect(r.category).toBeNull();
    expect(r.city).toBeNull();
    expect(r.terms).toHaveLength(2);
    expect(r.terms[1]).toEqual([['jaipur']]);
  });

  it('applies corrections and says so', () => {
    const r = read('shamra caterers', { corrections: new Map([['shamra', 'sharma']]) });
    expect(r.corrected).toBe(true);
    expect(r.text).toBe('sharma caterers');
    expect(r.terms[0]).toEqual([['sharma']]);
    expect(read('sharma').corrected).toBe(false);
  });

  it('asks the database only about plain words, and looks at no more than the first words', () => {
    expect(analyseText('best royal photographer in jaipur').words).toEqual(['royal']);
    const long = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    expect(analyseText(long).tokens).toHaveLength(SEARCH_MAX_TOKENS);
  });
});
