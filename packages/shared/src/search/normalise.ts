import { CATEGORY_SLUGS, type CategorySlug } from '../catalogue/categories';
import { SEARCH_CITIES, type SearchCity } from './cities';
import {
  FILLER_GROUP_KEYS,
  SEARCH_STOP_WORDS,
  SEARCH_SYNONYM_GROUPS,
  type SynonymGroup,
} from './synonyms';
import { normaliseSearchText, searchTokens } from './tokens';

/** How many words of a search text are looked at; the rest is ignored. */
export const SEARCH_MAX_TOKENS = 12;
/** Tokens shorter than this are never corrected: too many words are one letter away. */
export const SEARCH_MIN_CORRECTABLE_LENGTH = 4;

export { normaliseSearchText, searchTokens } from './tokens';

/** A city as search keys it: normalised, single spaces (the database's search_city_key()). */
export function cityKey(city: string): string {
  return normaliseSearchText(city).replace(/\s+/g, ' ').trim();
}

const CITY_BY_KEY = new Map<string, SearchCity>();
for (const city of SEARCH_CITIES) {
  for (const name of [city.name, ...city.aliases]) CITY_BY_KEY.set(cityKey(name), city);
}

/** The known city a name or alias stands for ('bangalore' -> Bengaluru). */
export function knownCity(name: string): SearchCity | undefined {
  return CITY_BY_KEY.get(cityKey(name));
}

/** knownCity of a city key already made by cityKey() (or the database's search_city_key()). */
export function knownCityOfKey(key: string): SearchCity | undefined {
  return CITY_BY_KEY.get(key);
}

/** The city keys a city filter matches: its own, and every alias of a known city. */
export function cityFilterKeys(city: string): string[] {
  const known = knownCity(city);
  if (!known) return [cityKey(city)];
  return [...new Set([known.name, ...known.aliases].map(cityKey))];
}

// Three rows of editDistance's table, reused by every call (grown when a word is longer).
let editRows = [new Uint16Array(64), new Uint16Array(64), new Uint16Array(64)];

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours
 * each cost 1. Given a `limit`, a distance beyond it is only known to be beyond it: the answer is
 * then some number above `limit`, found as soon as no alignment can come back within it (typos
 * are compared with hundreds of words, nearly all of them far off).
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > limit) return Math.abs(m - n);
  if ((editRows[0]?.length ?? 0) <= n) {
    editRows = [0, 1, 2].map(() => new Uint16Array(2 * (n + 1)));
  }
  let [prevPrev, prev, row] = editRows as [Uint16Array, Uint16Array, Uint16Array];
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    row[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let best = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        best = Math.min(best, (prevPrev[j - 2] ?? 0) + 1);
      }
      row[j] = best;
      if (best < rowMin) rowMin = best;
    }
    // A row's least entry is at most one above the row before's, and never below the lesser of
    // the row before's and one more than the row before that's (a swap reaches back two rows):
    // once past the limit, every later row's is too.
    if (rowMin > limit) return rowMin;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return prev[n] ?? 0;
}

/** The most edits a typed word may be away from the word it is corrected to. */
export function allowedEdits(token: string): number {
  return token.length <= 5 ? 1 : 2;
}

/** Whether a token may be corrected at all: Latin letters only, long enough. */
export function isCorrectable(token: string): boolean {
  return token.length >= SEARCH_MIN_CORRECTABLE_LENGTH && /^[a-z]+$/.test(token);
}

/**
 * Every word one letter missing, one letter doubled (or extra) or two neighbours swapped away
 * from `token`: the exact candidates a typo of a firm name is looked up with.
 */
export function singleEditVariants(token: string): string[] {
  const out = new Set<string>();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i < token.length; i++) out.add(token.slice(0, i) + token.slice(i + 1));
  for (let i = 0; i < token.length - 1; i++) {
    out.add(token.slice(0, i) + token[i + 1] + token[i] + token.slice(i + 2));
  }
  for (let i = 0; i <= token.length; i++) {
    for (const letter of letters) out.add(token.slice(0, i) + letter + token.slice(i));
  }
  out.delete(token);
  return [...out];
}

type PhraseMeaning =
  | { kind: 'group'; group: SynonymGroup }
  | { kind: 'city'; city: SearchCity }
  | { kind: 'stop' };

const PHRASES = new Map<string, PhraseMeaning>();
let longestPhrase = 1;
function addPhrase(text: string, meaning: PhraseMeaning) {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return;
  longestPhrase = Math.max(longestPhrase, tokens.length);
  PHRASES.set(tokens.join(' '), meaning);
}
for (const word of SEARCH_STOP_WORDS) addPhrase(word, { kind: 'stop' });
for (const city of SEARCH_CITIES) {
  for (const name of [city.name, ...city.aliases]) addPhrase(name, { kind: 'city', city });
}
// Groups last: where a phrase is both, the meaning wins over the place.
for (const group of SEARCH_SYNONYM_GROUPS) {
  for (const term of group.terms) addPhrase(term, { kind: 'group', group });
}

/** The synonym group a phrase belongs to, if any ('Mehendi' -> mehndi). */
export function synonymGroupOf(phrase: string): SynonymGroup | undefined {
  const meaning = PHRASES.get(searchTokens(phrase).join(' '));
  return meaning?.kind === 'group' ? meaning.group : undefined;
}

/** The one-word names of synonyms and cities, for correcting typos without the database. */
const VOCABULARY_WORDS: readonly string[] = [...PHRASES.keys()].filter(
  (phrase) =>
    !phrase.includes(' ') && /^[a-z]+$/.test(phrase) && PHRASES.get(phrase)?.kind !== 'stop',
);

/**
 * Answers of correctFromVocabulary, which compares a word with every word of the vocabulary: the
 * same typos come again and again, and the answer never changes. Bounded: emptied when full.
 */
const VOCABULARY_ANSWERS = new Map<string, string | undefined>();
const VOCABULARY_ANSWERS_SIZE = 10_000;

/** The synonym or city word a typo is closest to, within the allowed edits ('mehandii' -> 'mehandi'). */
export function correctFromVocabulary(token: string): string | undefined {
  if (!isCorrectable(token) || PHRASES.has(token)) return undefined;
  if (VOCABULARY_ANSWERS.has(token)) return VOCABULARY_ANSWERS.get(token);
  const answer = closestVocabularyWord(token);
  if (VOCABULARY_ANSWERS.size >= VOCABULARY_ANSWERS_SIZE) VOCABULARY_ANSWERS.clear();
  VOCABULARY_ANSWERS.set(token, answer);
  return answer;
}

function closestVocabularyWord(token: string): string | undefined {
  const limit = allowedEdits(token);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const word of VOCABULARY_WORDS) {
    const distance = editDistance(token, word, limit);
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
    }
  }
  return best;
}

/** A candidate correction found in the listings' words. */
export interface WordCandidate {
  word: string;
  /** How many active listings use it (counted up to a cap). */
  uses: number;
  /** Trigram similarity to the typed token, 0..1. */
  similarity: number;
}

/** The best correction of a typo among words of the listings: fewest edits, then most used, then most similar. */
export function pickCorrection(
  token: string,
  candidates: readonly WordCandidate[],
): string | undefined {
  const limit = allowedEdits(token);
  let best: (WordCandidate & { distance: number }) | undefined;
  for (const c of candidates) {
    if (c.uses <= 0 || c.word === token) continue;
    const distance = editDistance(token, c.word, limit);
    if (distance > limit) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance &&
        (c.uses > best.uses ||
          (c.uses === best.uses &&
            (c.similarity > best.similarity ||
              (c.similarity === best.similarity && c.word < best.word)))));
    if (better) best = { ...c, distance };
  }
  return best?.word;
}

/** A part of a search text as read: a synonym group, a city, a stop word, or a plain word. */
export type Segment =
  | { kind: 'group'; group: SynonymGroup; tokens: string[] }
  | { kind: 'city'; city: string; keys: string[]; tokens: string[] }
  | { kind: 'stop'; tokens: string[] }
  | { kind: 'word'; tokens: [string] };

/** Splits tokens into the longest known phrases, left to right. */
export function segment(tokens: readonly string[]): Segment[] {
  const out: Segment[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = false;
    for (let len = Math.min(longestPhrase, tokens.length - i); len >= 1; len--) {
      const phraseTokens = tokens.slice(i, i + len);
      const meaning = PHRASES.get(phraseTokens.join(' '));
      if (!meaning) continue;
      if (meaning.kind === 'group') {
        out.push({ kind: 'group', group: meaning.group, tokens: phraseTokens });
      } else if (meaning.kind === 'city') {
        out.push({
          kind: 'city',
          city: meaning.city.name,
          keys: cityFilterKeys(meaning.city.name),
          tokens: phraseTokens,
        });
      } else {
        out.push({ kind: 'stop', tokens: phraseTokens });
      }
      i += len;
      matched = true;
      break;
    }
    if (!matched) {
      out.push({ kind: 'word', tokens: [tokens[i] as string] });
      i += 1;
    }
  }
  return out;
}

/** What a search text needs checked in the database before it can be read. */
export interface TextAnalysis {
  tokens: string[];
  /** Plain words (not synonyms, cities or stop words): are they in any listing? */
  words: string[];
  /**
   * Runs of plain words at the start or the end of the text that could be a city search does
   * not know by name ('sawai madhopur'): which of them are cities of active listings?
   */
  cityCandidates: string[];
}

/** Splits a search text and says what to ask the database about it. */
export function analyseText(text: string): TextAnalysis {
  const tokens = searchTokens(text).slice(0, SEARCH_MAX_TOKENS);
  const segments = segment(tokens);
  const words = [
    ...new Set(segments.filter((s) => s.kind === 'word').map((s) => s.tokens[0] as string)),
  ];
  const cityCandidates = new Set<string>();
  if (!segments.some((s) => s.kind === 'city')) {
    const meaningful = segments.filter((s) => s.kind !== 'stop');
    for (const run of [meaningful, [...meaningful].reverse()]) {
      const taken: string[] = [];
      for (const s of run.slice(0, 3)) {
        if (s.kind !== 'word') break;
        taken.push(s.tokens[0] as string);
        const ordered = run === meaningful ? taken : [...taken].reverse();
        cityCandidates.add(ordered.join(' '));
      }
    }
  }
  return { tokens, words, cityCandidates: [...cityCandidates] };
}

/** What the database said about a text's words. */
export interface TextFacts {
  /** City keys of active listings among the candidates, with the name to show. */
  cities: ReadonlyMap<string, string>;
  /** Typo -> the word it is read as. */
  corrections: ReadonlyMap<string, string>;
}

/** Alternatives of one term: any of these phrases (each a run of tokens) matches it. */
export type TermAlternatives = string[][];

export interface TextInterpretation {
  /** Terms that must all match; each is satisfied by any of its alternatives. */
  terms: TermAlternatives[];
  /** The words searched for, corrections applied, for showing; null when no text is left. */
  text: string | null;
  /** A category the text names and nothing else, read as the category filter. */
  category: CategorySlug | null;
  /** A city read from the text: its name and the keys it matches. */
  city: { name: string; keys: string[] } | null;
  /** Whether a typo was corrected. */
  corrected: boolean;
}

export interface ExplicitFilters {
  category?: CategorySlug | undefined;
  /** City keys of the city filter, when one is given. */
  cityKeys?: readonly string[] | undefined;
  /** False reads the text as typed: no city or category taken from it (corrections still apply). */
  readFilters?: boolean;
}

const FILLER = new Set(FILLER_GROUP_KEYS);
const CATEGORY_SET = new Set<string>(CATEGORY_SLUGS);

function alternativesOf(group: SynonymGroup): TermAlternatives {
  const seen = new Set<string>();
  const out: TermAlternatives = [];
  for (const term of group.terms) {
    const tokens = searchTokens(term);
    const key = tokens.join(' ');
    if (tokens.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push(tokens);
  }
  return out;
}

/**
 * Reads a search text as couples mean it: synonyms widened to their group, typos corrected, a
 * city named in the text taken as the city filter, and a text that names only a category (with
 * at most a city and filler words such as 'wedding' or 'best') taken as that category.
 */
export function interpretText(
  text: string,
  facts: TextFacts,
  explicit: ExplicitFilters = {},
): TextInterpretation {
  const readFilters = explicit.readFilters ?? true;
  const original = searchTokens(text).slice(0, SEARCH_MAX_TOKENS);
  let corrected = false;
  const tokens = original.map((t) => {
    const fix = facts.corrections.get(t);
    if (fix && fix !== t) {
      corrected = true;
      return fix;
    }
    return t;
  });
  let segments = segment(tokens);

  // Cities of listings that search does not know by name, found at either end of the text.
  if (readFilters && !segments.some((s) => s.kind === 'city') && facts.cities.size > 0) {
    segments = markDatabaseCity(segments, facts.cities);
  }

  let city: TextInterpretation['city'] = null;
  if (readFilters) {
    const cities = segments.filter((s) => s.kind === 'city');
    const meaningful = segments.filter((s) => s.kind !== 'stop');
    const chosen =
      (meaningful.at(-1)?.kind === 'city' ? meaningful.at(-1) : undefined) ??
      (meaningful[0]?.kind === 'city' ? meaningful[0] : undefined) ??
      (cities.length === 1 ? cities[0] : undefined);
    if (chosen?.kind === 'city') {
      const sameAsFilter =
        explicit.cityKeys !== undefined && chosen.keys.some((k) => explicit.cityKeys?.includes(k));
      if (explicit.cityKeys === undefined || sameAsFilter) {
        if (explicit.cityKeys === undefined) city = { name: chosen.city, keys: chosen.keys };
        segments = segments.filter((s) => s !== chosen);
      }
    }
  }

  // Everything left that is not a stop word.
  let rest = segments.filter((s) => s.kind !== 'stop');
  let category: CategorySlug | null = null;
  if (readFilters) {
    const named = rest.filter(
      (s): s is Extract<Segment, { kind: 'group' }> =>
        s.kind === 'group' && s.group.category !== null,
    );
    const slugs = new Set(named.map((s) => s.group.category));
    const others = rest.filter(
      (s) => !(s.kind === 'group' && (s.group.category !== null || FILLER.has(s.group.key))),
    );
    const only = [...slugs][0];
    if (slugs.size === 1 && others.length === 0 && only && CATEGORY_SET.has(only)) {
      if (explicit.category === undefined || explicit.category === only) {
        category = only;
        rest = [];
      }
    }
  }

  const terms: TermAlternatives[] = [];
  const shown: string[] = [];
  for (const s of rest) {
    shown.push(...s.tokens);
    if (s.kind === 'group') terms.push(alternativesOf(s.group));
    else if (s.kind === 'word') terms.push([[s.tokens[0]]]);
    else if (s.kind === 'city') terms.push([s.tokens]);
  }
  return {
    terms,
    text: shown.length > 0 ? shown.join(' ') : null,
    category,
    city,
    corrected,
  };
}

function markDatabaseCity(segments: Segment[], cities: ReadonlyMap<string, string>): Segment[] {
  const meaningfulIdx = segments.flatMap((s, i) => (s.kind === 'stop' ? [] : [i]));
  // Longest run first, at the end of the text first ('caterers sawai madhopur').
  for (const fromEnd of [true, false]) {
    for (let len = Math.min(3, meaningfulIdx.length); len >= 1; len--) {
      const idx = fromEnd ? meaningfulIdx.slice(-len) : meaningfulIdx.slice(0, len);
      const run = idx.map((i) => segments[i]);
      if (run.some((s) => s?.kind !== 'word')) continue;
      const key = run.map((s) => s?.tokens[0]).join(' ');
      const name = cities.get(key);
      if (name === undefined) continue;
      const first = idx[0] as number;
      const last = idx.at(-1) as number;
      const citySegment: Segment = {
        kind: 'city',
        city: name,
        keys: cityFilterKeys(key),
        tokens: key.split(' '),
      };
      return [...segments.slice(0, first), citySegment, ...segments.slice(last + 1)];
    }
  }
  return segments;
}
