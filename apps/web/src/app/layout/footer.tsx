import * as t from '@mandap/shared/messages/en/layout';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/language/language-switch';
import { BrandMark } from '@/components/ui/brand-mark';
import { paths } from '@/config/paths';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="focus-on-dark bg-maroon-950 pb-[calc(5rem+env(safe-area-inset-bottom))] text-maroon-100 md:pb-0">
      <div aria-hidden="true" className="toran h-2 bg-maroon-950" />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-3">
          <BrandMark className="size-8 text-marigold-300" />
          <div>
            <p className="font-display text-xl font-semibold text-ivory">Mandap</p>
            <p className="text-sm text-maroon-200">{t.footerTagline}</p>
          </div>
        </div>
        <nav aria-label={t.footerLegal}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link
                to={paths.privacy}
                className="underline-offset-4 hover:text-ivory hover:underline"
              >
                {t.privacyPolicy}
              </Link>
            </li>
            <li>
              <Link
                to={paths.terms}
                className="underline-offset-4 hover:text-ivory hover:underline"
              >
                {t.termsOfService}
              </Link>
            </li>
            <li>
              <Link
                to={paths.grievances}
                className="underline-offset-4 hover:text-ivory hover:underline"
              >
                {t.grievances}
              </Link>
            </li>
            <li>
              <LanguageSwitch className="underline-offset-4 hover:text-ivory hover:underline" />
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-maroon-900">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-maroon-200 sm:px-6">
          {t.allRightsReserved(year)}
        </p>
      </div>
    </footer>
  );
}
