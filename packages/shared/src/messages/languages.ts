/**
 * The languages Mandap speaks and how one is chosen (issue 32, decision 0083). English pages live
 * at today's URLs, Hindi ones under `/hi/`; the choice is remembered in a cookie for visitors and
 * on the account for signed-in people; the server answers in the cookie's language, else the
 * account's, else the one the browser's Accept-Language prefers.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a visitor's language (a year, the whole site). */
export const LANGUAGE_COOKIE = 'mandap_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Each language's own name, as its readers write it (the switch shows the other one's). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  hi: 'हिन्दी',
};

/** Where a language's pages live: '' for English, '/hi' for Hindi. */
export const PATH_PREFIX: Readonly<Record<Language, string>> = { en: '', hi: '/hi' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

/** The language of a path: Hindi for `/hi` and anything under `/hi/`, else English. */
export function pathLanguage(pathname: string): Language {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** The path without its language prefix: `/hi/Vendors` is `/Vendors`, `/hi` is `/`. */
export function unprefixedPath(pathname: string): string {
  if (pathLanguage(pathname) === 'en') return pathname;
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** The same page in `language`: `/Vendors` in Hindi is `/hi/Vendors`, `/` is `/hi/`. */
export function pathIn(language: Language, pathname: string): string {
  const path = unprefixedPath(pathname);
  if (language === 'en') return path;
  return `${PATH_PREFIX[language]}${path}`;
}

/**
 * The language an `Accept-Language` header prefers among ours, or undefined when it names none
 * of them: `hi-IN,hi;q=0.9,en;q=0.8` is Hindi, `en-GB,en` English, `fr` neither.
 */
export function preferredLanguage(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language;
}

/** The language a cookie header remembers, if any. */
export function cookieLanguage(cookieHeader: string | undefined | null): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}
