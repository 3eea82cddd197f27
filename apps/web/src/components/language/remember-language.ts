import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from '@mandap/shared/messages/languages';

/** Remembers the language in this browser for the next visit (the server reads it too). */
export function rememberLanguage(chosen: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server too.
  document.cookie = `${LANGUAGE_COOKIE}=${chosen}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** The account's language (its e-mails, its screens in another browser); a failure is ignored. */
export async function saveAccountLanguage(chosen: Language): Promise<void> {
  try {
    await fetch('/api/account/language', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ language: chosen }),
    });
  } catch {
    // Offline: the cookie still holds the choice for this browser.
  }
}
