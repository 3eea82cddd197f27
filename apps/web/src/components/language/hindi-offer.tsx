import * as t from '@mandap/shared/messages/en/language';
import { pathIn } from '@mandap/shared/messages/languages';
import { useLocation } from 'react-router';
import { rememberLanguage } from './remember-language';

/** The offer of the Hindi page, in Hindi, to a first visit whose browser prefers Hindi. */
export default function HindiOffer({ onDecline }: { onDecline: () => void }) {
  const location = useLocation();
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
          onDecline();
        }}
        className="text-stone-700 underline underline-offset-4"
      >
        {t.offerDismiss}
      </button>
    </aside>
  );
}
