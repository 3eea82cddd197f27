import * as en from '@mandap/shared/messages/en/index';
import * as hi from '@mandap/shared/messages/hi/index';
import { type Language, pathIn } from '@mandap/shared/messages/languages';

// E-mails are written in their recipient's language (issue 32): the account's, or for an address
// without an account the language of the request that sent it, else English.

/** The catalogue's areas, as the server reads them in either language. */
export type Messages = typeof en;

/** Every area of the catalogue in `language` (../../packages/shared/src/messages/complete.ts
 * makes sure both languages have the same messages, of the same shapes). */
export function messagesIn(language: Language): typeof en {
  return (language === 'hi' ? hi : en) as unknown as typeof en;
}

/** An absolute link to a page of the site, in `language`: Hindi pages live under /hi/. */
export function siteLink(publicUrl: string, language: Language, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${pathIn(language, path)}`;
}
