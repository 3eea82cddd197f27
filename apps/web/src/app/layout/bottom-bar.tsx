import * as t from '@mandap/shared/messages/en/layout';
import { House, MessageCircle, Search, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useDismissablePanel } from '@/hooks/use-dismissable-panel';
import { useHideOnScroll } from '@/hooks/use-hide-on-scroll';
import { useInboxCounts } from '@/hooks/use-inbox-counts';
import { useSession } from '@/hooks/use-session';
import { isShareablePath, ShareButton } from './share-button';

const itemClass =
  'flex w-full flex-col items-center gap-0.5 py-2 text-xs font-medium transition hover:text-maroon-800';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${itemClass} ${isActive ? 'text-maroon-800' : 'text-stone-600'}`;

/**
 * Quick links for phones (spec 2.15), hidden from the md breakpoint up: the spec's Home, Chat,
 * Share (on public pages) and Profile, and Search, the marketplace's front door on a phone. Chat carries the
 * signed-in person's unread message count. Profile is the signed-in person's own page, or for a
 * visitor a choice between the two sign-ins.
 */
export function BottomBar() {
  const { hidden, reveal } = useHideOnScroll();
  const unread = useInboxCounts()?.unreadMessages ?? 0;
  const shareable = isShareablePath(useLocation().pathname);

  return (
    <nav
      aria-label={t.quickLinks}
      data-hidden={hidden ? 'true' : 'false'}
      onFocus={reveal}
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-maroon-100 bg-ivory/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_-8px_rgb(55_11_17/0.25)] backdrop-blur transition-transform duration-300 ease-out motion-reduce:transition-none md:hidden ${
        hidden ? 'translate-y-full' : 'translate-y-0'
      }`}
    >
      <ul className={`relative grid ${shareable ? 'grid-cols-5' : 'grid-cols-4'}`}>
        <li>
          <NavLink to={paths.home} end className={linkClass}>
            <House aria-hidden="true" className="size-5" />
            {t.home}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.vendors} className={linkClass}>
            <Search aria-hidden="true" className="size-5" />
            {t.search}
          </NavLink>
        </li>
        <li>
          <NavLink
            to={paths.chat}
            className={linkClass}
            // A label: Chromium would name the link from an sr-only count with a stray space.
            aria-label={unread > 0 ? t.unreadName(t.chat, unread) : undefined}
          >
            <span className="relative">
              <MessageCircle aria-hidden="true" className="size-5" />
              {unread > 0 ? (
                // Drawn from data-count: the link's name says the count (see the navbar's badge).
                <span
                  aria-hidden="true"
                  data-count={unread > 99 ? '99+' : unread}
                  className="absolute -top-1.5 left-3 min-w-4.5 rounded-full bg-maroon-700 px-1 text-center text-[0.625rem] leading-4.5 font-semibold text-ivory ring-2 ring-ivory before:content-[attr(data-count)]"
                />
              ) : null}
            </span>
            <span>{t.chat}</span>
          </NavLink>
        </li>
        {/* Share on public pages only: a private page's link opens nothing for anyone else. */}
        {shareable ? (
          <li>
            <ShareButton className={`${itemClass} text-stone-600`} />
          </li>
        ) : null}
        <li>
          <ProfileItem barHidden={hidden} />
        </li>
      </ul>
    </nav>
  );
}

/**
 * Profile: a user's account page (/profile), a vendor's Vendor Portal (/VendorProfile). A
 * visitor, or anyone until the session is known (the server renders every page that way), gets
 * a small panel with user and vendor sign-in; Escape, a tap outside or tabbing away closes it.
 */
function ProfileItem({ barHidden }: { barHidden: boolean }) {
  const session = useSession();
  if (session.status === 'user' || session.status === 'vendor') {
    return (
      <NavLink
        to={session.status === 'user' ? paths.profile : paths.vendorProfile}
        className={linkClass}
      >
        <UserRound aria-hidden="true" className="size-5" />
        {t.profile}
      </NavLink>
    );
  }
  return <SignInChoice barHidden={barHidden} />;
}

const choiceClass =
  'block rounded-lg px-3 py-2.5 text-sm font-medium text-stone-800 transition hover:bg-marigold-50 hover:text-maroon-800';

function SignInChoice({ barHidden }: { barHidden: boolean }) {
  const { open, setOpen, containerRef, buttonRef } = useDismissablePanel(barHidden);
  const panelId = useId();
  const titleId = useId();

  const close = () => setOpen(false);

  return (
    <div ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={`${itemClass} ${open ? 'text-maroon-800' : 'text-stone-600'}`}
      >
        <UserRound aria-hidden="true" className="size-5" />
        {t.profile}
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-2 bottom-full mb-2 w-60 rounded-2xl border border-maroon-100 bg-ivory p-2 shadow-xl shadow-maroon-950/20"
        >
          <p
            id={titleId}
            className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-stone-500"
          >
            {t.signIn}
          </p>
          <ul aria-labelledby={titleId} className="flex flex-col gap-0.5">
            <li>
              <Link to={paths.userLogin} onClick={close} className={choiceClass}>
                {t.signInAsCouple}
              </Link>
            </li>
            <li>
              <Link to={paths.vendorLogin} onClick={close} className={choiceClass}>
                {t.vendorLogin}
              </Link>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
