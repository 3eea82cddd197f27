import * as t from '@mandap/shared/messages/en/legal-privacy-notice';
import {
  NOTICE_ITEMS,
  NOTICE_RIGHTS,
  NOTICE_TEXTS,
  PRIVACY_NOTICE_HISTORY,
  PRIVACY_NOTICE_VERSION,
} from '@mandap/shared/privacy-notice';
import { Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { textLinkClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';

// The privacy notice (issue 29, decision 0071): every word comes from packages/shared/src/privacy-notice.ts (its catalogue: messages/en/legal-privacy-notice.ts),
// so the notice, sign-up and the what-changed prompt say the same thing.

/** The grievance officer the notice names (GRIEVANCE_OFFICER_* on the server). */
export interface NoticeOfficer {
  name: string;
  email: string;
  address: string;
}

const sectionHeadingClass = 'font-display text-2xl font-semibold text-maroon-900';

function Officer({ officer }: { officer: NoticeOfficer | null }) {
  return (
    <section aria-labelledby="privacy-officer" className="mt-10">
      <h2 id="privacy-officer" className={sectionHeadingClass}>
        {NOTICE_TEXTS.officerHeading}
      </h2>
      {officer ? (
        <div className="mt-3 space-y-2 rounded-2xl bg-white p-5 text-stone-700 ring-1 ring-maroon-100">
          <p>{NOTICE_TEXTS.officerIntro}</p>
          <p className="font-semibold text-stone-900">{officer.name}</p>
          <p className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-marigold-700" />
            <a href={`mailto:${officer.email}`} className={`${textLinkClass} break-all`}>
              {officer.email}
            </a>
          </p>
          <p className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-marigold-700" />
            <span>{officer.address}</span>
          </p>
        </div>
      ) : (
        <p className="mt-3 text-stone-700">{NOTICE_TEXTS.officerUnavailable}</p>
      )}
      <p className="mt-4">
        <Link to={paths.grievances} className={textLinkClass}>
          {NOTICE_TEXTS.grievancePage}
        </Link>
      </p>
    </section>
  );
}

/** /privacy-policy: the privacy notice, server-rendered for everyone. */
export function PrivacyNotice({ officer }: { officer: NoticeOfficer | null }) {
  const changes = PRIVACY_NOTICE_HISTORY[0]?.changes ?? [];
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <header className="border-b border-maroon-100 pb-6">
        <h1 className="font-display text-4xl font-semibold text-maroon-900 sm:text-5xl">
          {NOTICE_TEXTS.heading}
        </h1>
        <p className="mt-2 text-lg text-stone-700">{NOTICE_TEXTS.subheading}</p>
        <p className="mt-2 text-sm text-stone-600">
          {NOTICE_TEXTS.versionLabel}{' '}
          <time dateTime={PRIVACY_NOTICE_VERSION}>{PRIVACY_NOTICE_VERSION}</time>
        </p>
        <p className="mt-4 text-stone-700">{NOTICE_TEXTS.intro}</p>
        <p className="mt-3 text-stone-700">{NOTICE_TEXTS.consent}</p>
        <p className="mt-3 rounded-xl bg-marigold-50 px-4 py-3 text-sm text-maroon-900 ring-1 ring-marigold-200">
          {NOTICE_TEXTS.adults} {NOTICE_TEXTS.noSale}
        </p>
      </header>

      <section aria-labelledby="privacy-data" className="mt-8">
        <h2 id="privacy-data" className={sectionHeadingClass}>
          {t.dataHeading}
        </h2>
        <div className="mt-4 space-y-6">
          {NOTICE_ITEMS.map((item) => (
            <section
              key={item.id}
              aria-labelledby={`privacy-item-${item.id}`}
              className="rounded-2xl bg-white p-5 ring-1 ring-maroon-100"
            >
              <h3 id={`privacy-item-${item.id}`} className="text-lg font-semibold text-maroon-900">
                {item.title}
              </h3>
              <p className="mt-2 text-stone-700">{item.what}</p>
              <dl className="mt-3 grid gap-2 text-sm text-stone-700">
                <div>
                  <dt className="font-semibold text-stone-900">{t.whyLabel}</dt>
                  <dd>{item.why}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-stone-900">{t.howLongLabel}</dt>
                  <dd>{item.howLong}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-stone-900">{t.sharedWithLabel}</dt>
                  <dd>{item.sharedWith}</dd>
                </div>
              </dl>
            </section>
          ))}
        </div>
      </section>

      <section aria-labelledby="privacy-rights" className="mt-10">
        <h2 id="privacy-rights" className={sectionHeadingClass}>
          {t.rightsHeading}
        </h2>
        <ul className="mt-4 space-y-4">
          {NOTICE_RIGHTS.map((right) => (
            <li key={right.id} className="text-stone-700">
              <h3 className="font-semibold text-stone-900">{right.title}</h3>
              <p className="mt-1">{right.how}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-stone-700">
          <Link to={paths.profile} className={textLinkClass}>
            {t.goToAccount}
          </Link>
        </p>
      </section>

      <section aria-labelledby="privacy-breach" className="mt-10">
        <h2 id="privacy-breach" className={sectionHeadingClass}>
          {t.breachHeading}
        </h2>
        <p className="mt-3 text-stone-700">{NOTICE_TEXTS.breach}</p>
      </section>

      <Officer officer={officer} />

      <section aria-labelledby="privacy-changes" className="mt-10">
        <h2 id="privacy-changes" className={sectionHeadingClass}>
          {NOTICE_TEXTS.changesHeading}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-700">
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
