import { describe, expect, it } from 'vitest';
import { SEARCH_CITIES } from '../search/cities';
import { cityKey } from '../search/normalise';
import { CATEGORY_SLUGS } from './categories';
import {
  CATEGORY_WORDS,
  categoryOfWord,
  cityOfSlug,
  citySlug,
  isKnownCity,
  placeOfReadablePath,
  readableSearchPath,
} from './readable-paths';

describe('readable search paths', () => {
  it('gives every category its own lower-case, hyphenated URL word', () => {
    const words = CATEGORY_SLUGS.map((slug) => CATEGORY_WORDS[slug].word);
    expect(new Set(words).size).toBe(CATEGORY_SLUGS.length);
    for (const word of words) expect(word).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(CATEGORY_WORDS['photo-video'].word).toBe('photographers');
  });

  it('reads a category back from its word, in any case', () => {
    for (const slug of CATEGORY_SLUGS) expect(categoryOfWord(CATEGORY_WORDS[slug].word)).toBe(slug);
    expect(categoryOfWord('Photographers')).toBe('photo-video');
    expect(categoryOfWord('photo-video')).toBeUndefined();
    expect(categoryOfWord('plumbers')).toBeUndefined();
  });

  it('spells a city as a slug that reads back to the same search', () => {
    expect(citySlug('Jaipur')).toBe('jaipur');
    expect(citySlug('  Sawai   Madhopur ')).toBe('sawai-madhopur');
    expect(citySlug('Bangalore')).toBe('bengaluru');
    expect(citySlug('जयपुर')).toBe('jaipur');
    expect(citySlug('Navi-Mumbai')).toBeNull();
    expect(citySlug('St. Thomas Mount')).toBeNull();
    expect(cityOfSlug('jaipur')).toBe('Jaipur');
    expect(cityOfSlug('bangalore')).toBe('Bengaluru');
    expect(cityOfSlug('sawai-madhopur')).toBe('Sawai Madhopur');
    expect(cityOfSlug('Sawai-Madhopur')).toBe('Sawai Madhopur');
    expect(cityOfSlug('a.b')).toBeNull();
    for (const city of ['Kota', 'Sawai Madhopur', 'Bengaluru', 'Mount Abu 2']) {
      const slug = citySlug(city);
      expect(slug).not.toBeNull();
      expect(cityKey(cityOfSlug(slug as string) as string)).toBe(cityKey(city));
    }
  });

  it('keys cities as search does', () => {
    for (const city of SEARCH_CITIES) {
      for (const name of [city.name, ...city.aliases]) {
        const slug = citySlug(name);
        if (slug !== null) expect(slug).toBe(cityKey(city.name).replaceAll(' ', '-'));
      }
      expect(isKnownCity(city.name)).toBe(true);
    }
    expect(isKnownCity('Sawai Madhopur')).toBe(false);
  });

  it('makes the readable path of a city and of a category in it', () => {
    expect(readableSearchPath('Jaipur')).toBe('/Vendors/in/jaipur');
    expect(readableSearchPath('Jaipur', 'photo-video')).toBe('/Vendors/in/jaipur/photographers');
    expect(readableSearchPath('Navi-Mumbai', 'dj')).toBeNull();
  });

  it('reads the city and category back from a readable path', () => {
    expect(placeOfReadablePath('/Vendors/in/jaipur/photographers')).toEqual({
      city: 'Jaipur',
      category: 'photo-video',
    });
    expect(placeOfReadablePath('/vendors/in/bangalore/')).toEqual({ city: 'Bengaluru' });
    expect(placeOfReadablePath('/Vendors/in/sawai-madhopur')).toEqual({ city: 'Sawai Madhopur' });
    expect(placeOfReadablePath('/Vendors/in/jaipur/unicorns')).toBeNull();
    expect(placeOfReadablePath('/Vendors/in/%E0%A4')).toBeNull();
    expect(placeOfReadablePath('/Vendors')).toBeNull();
    expect(placeOfReadablePath('/Vendors/12/royal-frames')).toBeNull();
  });
});
