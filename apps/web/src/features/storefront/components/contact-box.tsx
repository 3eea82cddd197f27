import * as t from '@mandap/shared/messages/en/public-storefront';
import type { Storefront } from '@mandap/shared/schemas/marketplace';
import { Lock, Mail, MessageCircle, Phone } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { InlineLoadError, InlineLoading } from '@/components/ui/inline-states';
import { primaryButtonClass, secondaryButtonClass, textLinkClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useContactQuery, viewer } from '@/hooks/use-listing-contact';
import { useSession } from '@/hooks/use-session';
import { displayPhone, phoneDigits } from '@/lib/format';
import { withRedirectTo } from '@/lib/safe-redirect';

interface ContactBoxProps {
  listingId: number;
  firmName: string;
  /** The storefront's own path: signing in comes back here. */
  returnPath: string;
  /**
   * Contact details the route's loader already has: in the browser it fetched with the session
   * cookie. Always null in the server's render.
   */
  initialContact?: Storefront['contact'];
}

const actionClass =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold shadow-sm transition';

/**
 * The vendor's phone and email, for signed-in couples. The server's render, and the browser's
 * first one, show the visitor's version (the page is cached and must be the same for everyone);
 * once the browser knows who is signed in, it asks the API for the details.
 */
export function ContactBox({
  listingId,
  firmName,
  returnPath,
  initialContact = null,
}: ContactBoxProps) {
  const headingId = useId();
  const session = useSession();
  const who = viewer(session);
  const contact = useContactQuery(listingId, who, initialContact);

  let body: ReactNode;
  if (who === null) {
    body = (
      <>
        <p className="text-sm text-stone-600">{t.signInToSee(firmName)}</p>
        <Link
          to={withRedirectTo(paths.userLogin, returnPath)}
          className={`${primaryButtonClass} mt-4 w-full`}
        >
          <Lock aria-hidden="true" className="size-4" />
          {t.signInToSeeContact}
        </Link>
        <p className="mt-3 text-center text-sm text-stone-600">
          {t.newToMandap}{' '}
          <Link to={withRedirectTo(paths.userRegister, returnPath)} className={textLinkClass}>
            {t.createAccount}
          </Link>
        </p>
      </>
    );
  } else if (contact.isPending) {
    body = <InlineLoading>{t.loadingContact}</InlineLoading>;
  } else if (contact.isError) {
    body = (
      <InlineLoadError
        onRetry={() => contact.refetch()}
        buttonClassName={`${secondaryButtonClass} mt-3 w-full py-2 text-sm`}
      >
        {t.contactNotLoaded}
      </InlineLoadError>
    );
  } else if (contact.data === null) {
    // A vendor's session, not this listing's owner: contact details are for couples.
    body = (
      <>
        <p className="text-sm text-stone-600">{t.contactForCouples}</p>
        <Link
          to={withRedirectTo(paths.userLogin, returnPath)}
          className={`${secondaryButtonClass} mt-4 w-full`}
        >
          {t.signInAsUser}
        </Link>
      </>
    );
  } else {
    const digits = phoneDigits(contact.data.phone);
    body = (
      <>
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex items-center gap-2">
            <dt>
              <Phone aria-hidden="true" className="size-4 text-marigold-700" />
              <span className="sr-only">{t.phone}</span>
            </dt>
            <dd>
              <a
                href={`tel:+91${digits}`}
                className="font-semibold text-stone-900 hover:text-maroon-800"
              >
                {displayPhone(contact.data.phone)}
              </a>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Mail aria-hidden="true" className="size-4 text-marigold-700" />
              <span className="sr-only">{t.email}</span>
            </dt>
            <dd className="min-w-0 break-words">
              <a
                href={`mailto:${contact.data.email}`}
                className="text-stone-900 hover:text-maroon-800"
              >
                {contact.data.email}
              </a>
            </dd>
          </div>
        </dl>
        <div className="mt-4 flex gap-2">
          <a
            href={`tel:+91${digits}`}
            className={`${actionClass} bg-maroon-800 text-ivory hover:bg-maroon-900`}
          >
            <Phone aria-hidden="true" className="size-4" />
            {t.call}
          </a>
          <a
            href={`https://wa.me/91${digits}`}
            target="_blank"
            rel="noopener noreferrer"
            className={`${actionClass} bg-emerald-700 text-white hover:bg-emerald-800`}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            WhatsApp
          </a>
        </div>
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="mb-3 font-display text-xl font-semibold text-maroon-900">
        {t.contact}
      </h2>
      {body}
    </section>
  );
}
