import * as t from '@mandap/shared/messages/en/language';
import { language } from '@mandap/shared/messages/en/locale';
import {
  cookieLanguage,
  LANGUAGE_NAMES,
  type Language,
  pathIn,
  preferredLanguage,
} from '@mandap/shared/messages/languages';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/hooks/use-session';
import { rememberLanguage, saveAccountLanguage } from './remember-language';

const here = language as Language;
const other: Language = here === 'hi' ? 'en' : 'hi';

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

const HindiOffer = lazy(() => import('./hindi-offer'));

/**
 * On a Hindi page, remembers Hindi. On an English page, a first visit whose browser prefers
 * Hindi is offered the Hindi page (its code loaded only then); nothing redirects, so a crawler
 * sees the page as it is.
 */
export function LanguageOffer() {
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
    <Suspense fallback={null}>
      <HindiOffer onDecline={() => setOffered(false)} />
    </Suspense>
  );
}
