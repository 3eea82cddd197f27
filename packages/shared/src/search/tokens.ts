// How search splits a text into words, without the synonyms and cities of normalise.ts: the
// bounds of a search (../marketplace.ts) count words as search reads them, in the browser's
// first view too.

/**
 * Text as search compares it: accents removed, lower case, canonical Unicode. Mirrors the
 * database's search_normalise() (unaccent, lower, NFC, no nukta: migration 0036), so the words
 * of a query and of a listing agree. Devanagari keeps its vowel signs; only Latin accents and the
 * nukta go (फ़ोटोग्राफ़र is फोटोग्राफर, as people type either).
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text, split where the database's 'simple' parser splits them (a hyphen, an apostrophe, any punctuation). */
export function searchTokens(text: string): string[] {
  return normaliseSearchText(text).match(TOKEN) ?? [];
}
