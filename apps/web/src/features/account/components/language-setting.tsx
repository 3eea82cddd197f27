import * as t from '@mandap/shared/messages/en/email-settings';
import { language } from '@mandap/shared/messages/en/locale';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  pathIn,
} from '@mandap/shared/messages/languages';
import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { rememberLanguage } from '@/components/language/remember-language';
import { FormAlert } from '@/components/ui/form-alert';
import { apiRequest, refusalMessage } from '@/lib/api-client';

const here = language as Language;

/**
 * 'Language' on My Account (issue 32): English or हिन्दी, for the site and the account's e-mails.
 * Saved on the account (PUT /api/account/language), remembered in the cookie, then the same page
 * opens in the chosen language (each language is its own build, so the page loads anew).
 */
export function LanguageSetting() {
  const headingId = useId();
  const descriptionId = useId();
  const location = useLocation();
  const [pending, setPending] = useState<Language | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(chosen: Language) {
    if (chosen === here || pending) return;
    setPending(chosen);
    setError(null);
    try {
      await apiRequest('/api/account/language', { method: 'PUT', body: { language: chosen } });
      rememberLanguage(chosen);
      window.location.assign(`${pathIn(chosen, location.pathname)}${location.search}`);
    } catch (failure) {
      setPending(null);
      setError(refusalMessage(failure, t.saveFailed));
    }
  }

  const shown = pending ?? here;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-maroon-100 bg-white px-5 py-5 shadow-sm sm:px-8"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 font-display text-xl font-semibold text-maroon-900"
      >
        <Languages aria-hidden="true" className="size-5 text-marigold-700" />
        {t.heading}
      </h2>
      <p id={descriptionId} className="mt-1 text-sm text-stone-600">
        {t.description}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        aria-describedby={descriptionId}
        className="mt-4 flex flex-wrap gap-3"
      >
        {LANGUAGES.map((option) => (
          <label
            key={option}
            lang={option}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-maroon-200 px-4 py-2 font-medium text-stone-900 has-checked:border-maroon-800 has-checked:bg-maroon-50"
          >
            <input
              type="radio"
              name={headingId}
              value={option}
              checked={shown === option}
              disabled={pending !== null}
              onChange={() => void choose(option)}
              className="accent-maroon-800"
            />
            {LANGUAGE_NAMES[option]}
          </label>
        ))}
      </div>
      {pending ? (
        <p role="status" className="mt-3 text-sm text-stone-700">
          {t.saving}
        </p>
      ) : null}
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
    </section>
  );
}
