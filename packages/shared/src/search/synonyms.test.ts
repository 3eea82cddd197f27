import { describe, expect, it } from 'vitest';
import { CATEGORIES, DIRECTORY_CATEGORIES } from '../catalogue/categories';
import { searchTokens, synonymGroupOf } from './normalise';
import { SEARCH_STOP_WORDS, SEARCH_SYNONYM_GROUPS } from './synonyms';

// The list of what couples type, each with the meaning it must have.
const TABLE: [typed: string, group: string][] = [
  ['mehndi', 'mehndi'],
  ['mehendi', 'mehndi'],
  ['Mehandi', 'mehndi'],
  ['मेहंदी', 'mehndi'],
  ['pandit', 'pandit'],
  ['panditji', 'pandit'],
  ['Pandit Ji', 'pandit'],
  ['purohit', 'pandit'],
  ['पंडित', 'pandit'],
  ['photographer', 'photo-video'],
  ['photography', 'photo-video'],
  ['photo', 'photo-video'],
  ['फोटोग्राफर', 'photo-video'],
  ['caterer', 'catering'],
  ['catering', 'catering'],
  ['halwai', 'catering'],
  ['tent', 'tent-house'],
  ['tent house', 'tent-house'],
  ['shamiana', 'tent-house'],
  ['dhol', 'dhol'],
  ['ढोल', 'dhol'],
  ['DJ', 'dj'],
  ['band baja', 'band'],
  ['band', 'band'],
  ['makeup', 'makeup-artist'],
  ['make-up', 'makeup-artist'],
  ['Make up', 'makeup-artist'],
  ['bridal makeup', 'makeup-artist'],
  ['banquet', 'venue'],
  ['lawn', 'venue'],
  ['marriage garden', 'venue'],
  // Directory card titles and directory categories (categories.ts).
  ['Photo Video', 'photo-video'],
  ['Tent Houses', 'tent-house'],
  ['Dress on rent', 'dress-rental'],
  ['VarMala Entry', 'varmala'],
  ['Tours & Travels', 'tours-travel'],
  ['Corporate Event', 'corporate'],
  ['Accommodation', 'hotel'],
  ['Food', 'catering'],
  ['Decor', 'decoration'],
  ['Attire', 'dress-rental'],
  ['Performance', 'entertainment'],
  ['Music', 'music'],
  ['Beauty', 'beauty'],
  ['Ceremony', 'ceremony'],
];

describe('synonym table', () => {
  it.each(TABLE)('%s means %s', (typed, key) => {
    expect(synonymGroupOf(typed)?.key).toBe(key);
  });

  it('gives every term of a group that group, and no term two meanings', () => {
    const owner = new Map<string, string>();
    for (const group of SEARCH_SYNONYM_GROUPS) {
      for (const term of group.terms) {
        const phrase = searchTokens(term).join(' ');
        expect(phrase, `${term} of ${group.key} has no words`).not.toBe('');
        const other = owner.get(phrase);
        if (other !== undefined && other !== group.key) {
          throw new Error(`'${term}' is in both ${other} and ${group.key}`);
        }
        owner.set(phrase, group.key);
        expect(synonymGroupOf(term)?.key, term).toBe(group.key);
      }
    }
  });

  it('has one group per category, named by its title and slug', () => {
    for (const category of CATEGORIES) {
      const groups = SEARCH_SYNONYM_GROUPS.filter((g) => g.category === category.slug);
      expect(groups, category.slug).toHaveLength(1);
      expect(synonymGroupOf(category.title)?.category).toBe(category.slug);
      expect(synonymGroupOf(category.slug.replace(/-/g, ' '))?.category).toBe(category.slug);
    }
  });

  it('reads a directory category shared by several categories as text, not as one of them', () => {
    for (const directory of DIRECTORY_CATEGORIES) {
      const categories = CATEGORIES.filter((c) => c.directoryCategory === directory);
      const group = synonymGroupOf(directory);
      if (categories.length === 1) expect(group?.category).toBe(categories[0]?.slug);
      // 'Venue' is also a category's own title; the others name no single category.
      else if (directory !== 'Venue') expect(group?.category ?? null).toBeNull();
    }
  });

  it('keeps stop words out of the groups', () => {
    for (const word of SEARCH_STOP_WORDS) expect(synonymGroupOf(word), word).toBeUndefined();
  });
});
