import {
  cookieLanguage,
  DEFAULT_LANGUAGE,
  type Language,
  preferredLanguage,
} from '@mandap/shared/messages/languages';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the server answers this request in (issue 32): the language cookie's, else
     * the signed-in account's (set by the session check of the signed-in scopes), else the one
     * the browser's Accept-Language prefers, else English.
     */
    language: Language;
    /** Where `language` came from: a cookie outranks the account, the account the header. */
    languageSource: 'cookie' | 'account' | 'header' | 'default';
  }
}

/** Reads each request's language before anything else runs (decision 0083). */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.decorateRequest('languageSource', 'default');
  app.addHook('onRequest', async (request) => {
    const fromCookie = cookieLanguage(request.headers.cookie);
    if (fromCookie) {
      request.language = fromCookie;
      request.languageSource = 'cookie';
      return;
    }
    const fromHeader = preferredLanguage(request.headers['accept-language']);
    if (fromHeader) {
      request.language = fromHeader;
      request.languageSource = 'header';
    }
  });
}

/** The account's language, when neither a cookie chose one (a signed-in scope calls it). */
export function useAccountLanguage(
  request: { language: Language; languageSource: string },
  accountLanguage: Language,
): void {
  if (request.languageSource === 'cookie') return;
  request.language = accountLanguage;
  request.languageSource = 'account';
}
