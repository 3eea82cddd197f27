import { intlLocale } from '@mandap/shared/messages/en/locale';
import { PRIVACY_TEXTS } from '@mandap/shared/privacy';
import { Link } from 'react-router';
import { primaryButtonClass } from '@/components/ui/styles';

function indianDay(iso: string): string {
  return new Date(iso).toLocaleDateString(intlLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** What a person sees once the account is closed: signed out, and the day it will be erased. */
export function AccountClosed({ eraseAfter }: { eraseAfter: string | undefined }) {
  return (
    <div className="mx-auto max-w-xl px-4 pt-10 pb-14 text-center sm:px-6">
      <h1 className="font-display text-3xl font-semibold text-maroon-900 sm:text-4xl">
        {PRIVACY_TEXTS.deletedHeading}
      </h1>
      <p role="status" className="mt-4 text-stone-700">
        {PRIVACY_TEXTS.deletedBody(
          eraseAfter ? PRIVACY_TEXTS.deletedOn(indianDay(eraseAfter)) : PRIVACY_TEXTS.deletedWithin,
        )}
      </p>
      <Link to="/" className={`${primaryButtonClass} mt-8`}>
        {PRIVACY_TEXTS.deletedHome}
      </Link>
    </div>
  );
}
