import * as t from '@mandap/shared/messages/en/language';
import { language } from '@mandap/shared/messages/en/locale';
import {
  cookieLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_NAMES,
  type Language,
  pathIn,
  preferredLanguage,
} from '@mandap/shared/messages/languages';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/hooks/use-session';

const here = language as Language;
const other: Language = here === 'hi' ? 'en' : 'hi';

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

/**
 * The same page in the other language: a link, with its query, that remembers the choice (and,
 * for a signed-in person, saves it on the account before leaving).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const location = useLocation();
  const { signedIn } = useSession();
  const href = `${pathIn(other, location.pathname)}${location.search}`;
  return (
    <a
      href={href}
      lang={other}
      hrefLang={other}
      aria-label={t.switchLabel}
      onClick={(event) => {
        rememberLanguage(other);
        if (!signedIn) return;
        event.preventDefault();
        void saveAccountLanguage(other).then(() => window.location.assign(href));
      }}
      className={className}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}

/**
 * On a Hindi page, remembers Hindi. On an English page, a first visit whose browser prefers
 * Hindi is offered the Hindi page; nothing redirects (a crawler sees the page as it is).
 */
export function LanguageOffer() {
  const location = useLocation();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    const remembered = cookieLanguage(document.cookie);
    if (here === 'hi') {
      if (remembered !== 'hi') rememberLanguage('hi');
      return;
    }
    if (remembered) return;
    if (preferredLanguage(navigator.languages.join(',')) === 'hi') setOffered(true);
  }, []);
  if (!offered) return null;
  return (
    <aside
      aria-label={t.offerAccept}
      lang="hi"
      className="mx-auto mt-2 flex max-w-7xl flex-wrap items-center gap-3 px-4 text-sm sm:px-6"
    >
      <p>{t.offerText}</p>
      <a
        href={`${pathIn('hi', location.pathname)}${location.search}`}
        hrefLang="hi"
        onClick={() => rememberLanguage('hi')}
        className="font-medium text-maroon-800 underline underline-offset-4"
      >
        {t.offerAccept}
      </a>
      <button
        type="button"
        lang="en"
        onClick={() => {
          rememberLanguage('en');
          setOffered(false);
        }}
        className="text-stone-700 underline underline-offset-4"
      >
        {t.offerDismiss}
      </button>
    </aside>
  );
}
