import { describe, expect, it } from 'vitest';
import {
  cookieLanguage,
  pathIn,
  pathLanguage,
  preferredLanguage,
  unprefixedPath,
} from './languages';
import { translateText } from './translate';

describe('the language of a path', () => {
  it.each([
    ['/', 'en', '/'],
    ['/Vendors/12/rangoli-frames', 'en', '/Vendors/12/rangoli-frames'],
    ['/hi', 'hi', '/'],
    ['/hi/', 'hi', '/'],
    ['/hi/Vendors/12/rangoli-frames', 'hi', '/Vendors/12/rangoli-frames'],
    // Not the prefix: a path that merely starts with the letters.
    ['/hindi-pandits', 'en', '/hindi-pandits'],
  ])('%s is %s, at %s in English', (path, language, english) => {
    expect(pathLanguage(path)).toBe(language);
    expect(unprefixedPath(path)).toBe(english);
  });

  it('moves a page between the languages and back', () => {
    expect(pathIn('hi', '/Vendors/12/rangoli-frames')).toBe('/hi/Vendors/12/rangoli-frames');
    expect(pathIn('hi', '/')).toBe('/hi/');
    expect(pathIn('hi', '/hi/Vendors')).toBe('/hi/Vendors');
    expect(pathIn('en', '/hi/Vendors')).toBe('/Vendors');
    expect(pathIn('en', '/hi/')).toBe('/');
  });
});

describe('the language a browser prefers', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en-GB', 'en'],
    ['mr-IN,hi;q=0.8,en;q=0.5', 'hi'],
    ['HI', 'hi'],
    ['fr-FR,de;q=0.5', undefined],
    ['hi;q=0,en;q=0.1', 'en'],
    ['', undefined],
  ])('%j prefers %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  it('reads the remembered choice from the cookie, ignoring a value it does not know', () => {
    expect(cookieLanguage('a=1; mandap_lang=hi; b=2')).toBe('hi');
    expect(cookieLanguage('mandap_lang=en')).toBe('en');
    expect(cookieLanguage('mandap_lang=fr')).toBeUndefined();
    expect(cookieLanguage(undefined)).toBeUndefined();
  });
});

describe('translating a fixed text', () => {
  it('gives the Hindi of a catalogue text and leaves anything else as it is', () => {
    expect(translateText('Terms of Service', 'hi')).toBe('सेवा की शर्तें');
    expect(translateText('Terms of Service', 'en')).toBe('Terms of Service');
    expect(translateText('Rangoli Frames', 'hi')).toBe('Rangoli Frames');
  });
});
