import { describe, expect, it } from 'vitest';
import * as en from './en/index';
import * as hi from './hi/index';

// translate.ts finds a reply's Hindi by its English text: the same English text in two areas
// must have the same Hindi, and a Hindi text the same as its English is a text left untranslated
// unless it is a name or a loan word people write in Latin letters.

/** Hindi texts that are rightly the same as the English ones. */
const SAME_IN_HINDI = new Set([
  'DJ',
  'EDM DJ',
  'Mandap',
  // Codes and abbreviations written in Latin letters in Hindi too.
  '40%',
  '#',
  'GSTIN',
  'SAC',
  'MRP (₹)',
  'UPI',
  'UPI ID',
  'MM/YY',
  'CVV',
]);

/** Areas still in English in the Hindi catalogue (issue 32, to be translated). */
const NOT_YET_TRANSLATED = new Set<string>();

/**
 * English words that mean two things on two screens, neither ever sent by the server (so
 * translateText never has to choose): "About" a vendor (बारे में) and what a grievance is about (विषय).
 */
const HOMONYMS = new Set(['About']);

type Catalogue = Record<string, unknown>;

function texts(
  english: Catalogue,
  hindi: Catalogue,
  where: string,
  into: [string, string, string][],
) {
  for (const [name, value] of Object.entries(english)) {
    const other = hindi[name];
    if (typeof value === 'string' && typeof other === 'string')
      into.push([`${where}.${name}`, value, other]);
    else if (value && typeof value === 'object' && other && typeof other === 'object') {
      texts(value as Catalogue, other as Catalogue, `${where}.${name}`, into);
    }
  }
}

function pairs(): [string, string, string][] {
  const all: [string, string, string][] = [];
  for (const [area, english] of Object.entries(en)) {
    // The language switch speaks each language in its own words, in both catalogues alike.
    if (NOT_YET_TRANSLATED.has(area) || area === 'language') continue;
    texts(english as Catalogue, (hi as Record<string, Catalogue>)[area] ?? {}, area, all);
  }
  return all;
}

describe('the Hindi catalogue', () => {
  it('translates the same English text alike wherever it appears', () => {
    const seen = new Map<string, { where: string; hindi: string }>();
    const differing: string[] = [];
    for (const [where, english, hindi] of pairs()) {
      const first = seen.get(english);
      if (!first) seen.set(english, { where, hindi });
      else if (first.hindi !== hindi && !HOMONYMS.has(english))
        differing.push(`${english}: ${first.where} / ${where}`);
    }
    expect(differing).toEqual([]);
  });

  it('leaves no text in English but names and loan words', () => {
    const same = pairs()
      .filter(([, english, hindi]) => english === hindi && !SAME_IN_HINDI.has(english))
      .map(([where]) => where);
    expect(same).toEqual([]);
  });
});
