import * as t from '@mandap/shared/messages/en/layout';
import { Bell, LogIn, type LucideIcon, MessageCircle, Search, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '@/components/language/language-switch';
import { BrandMark } from '@/components/ui/brand-mark';
import { paths } from '@/config/paths';
import { useHideOnScroll } from '@/hooks/use-hide-on-scroll';
import { useInboxCounts } from '@/hooks/use-inbox-counts';
import { useSession } from '@/hooks/use-session';
import { CategoryMenu } from './category-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium transition hover:bg-maroon-800 ${
    isActive ? 'bg-maroon-800 text-marigold-200' : 'text-maroon-50'
  }`;

/**
 * Top navigation (spec 2.15): slides away on scrolling down, back on scrolling up. Beside the
 * spec's links it reaches the marketplace search, and a visitor's user login and registration.
 * Until the session is known it shows the visitor's links: the server renders every page that
 * way for everyone. Signed in, it adds Chat (wider screens) and the notification bell, each with
 * its unread count.
 */
export function Navbar() {
  const session = useSession();
  const { signedIn } = session;
  const { hidden, reveal } = useHideOnScroll();
  const counts = useInboxCounts();

  return (
    <nav
      aria-label={t.mainNavigation}
      data-hidden={hidden ? 'true' : 'false'}
      // A hidden bar stays reachable by keyboard: focusing one of its links brings it back.
      onFocus={reveal}
      className={`focus-on-dark fixed inset-x-0 top-0 z-40 bg-maroon-900 shadow-md shadow-maroon-950/20 transition-transform duration-300 ease-out motion-reduce:transition-none ${
        hidden ? '-translate-y-full' : 'translate-y-0'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6">
        <NavLink
          to={paths.home}
          className="mr-auto inline-flex items-center gap-2 rounded-full py-1 pr-2 text-ivory"
        >
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-maroon-800 text-marigold-300 ring-1 ring-marigold-300/40">
            <BrandMark className="size-6" />
          </span>
          <span className="font-display text-xl font-semibold tracking-wide sm:text-2xl">
            Mandap
          </span>
        </NavLink>
        <ul className="flex items-center gap-1">
          <li>
            <LanguageSwitch className="inline-flex items-center rounded-full px-2 py-2 text-sm font-medium text-maroon-50 transition hover:bg-maroon-800" />
          </li>
          <li className="hidden md:block">
            <NavLink to={paths.home} end className={linkClass}>
              {t.home}
            </NavLink>
          </li>
          {/* Phones reach the search from the bottom bar: a 360 px bar has no room for it. */}
          <li className="hidden md:block">
            <NavLink to={paths.vendors} className={linkClass}>
              <Search aria-hidden="true" className="size-4" />
              {t.findVendors}
            </NavLink>
          </li>
          <li>
            <CategoryMenu barHidden={hidden} />
          </li>
          {/* Vendor Profile for vendors only; a visitor is offered the vendors' sign-in, a couple
              neither (issue 31, decision 0080). */}
          {session.status === 'vendor' ? (
            <li className="hidden md:block">
              <NavLink to={paths.vendorProfile} className={linkClass}>
                {t.vendorProfile}
              </NavLink>
            </li>
          ) : session.status !== 'user' ? (
            <li className="hidden md:block">
              <NavLink to={paths.vendorLogin} className={linkClass}>
                {t.forVendors}
              </NavLink>
            </li>
          ) : null}
          {signedIn ? (
            <>
              {/* Phones reach Chat from the bottom bar. */}
              <li className="hidden md:block">
                <UnreadLink
                  to={paths.chat}
                  label={t.chat}
                  icon={MessageCircle}
                  count={counts?.unreadMessages ?? 0}
                  labelClassName="sr-only lg:not-sr-only"
                />
              </li>
              <li>
                <UnreadLink
                  to={paths.notifications}
                  label={t.notifications}
                  icon={Bell}
                  count={counts?.unreadNotifications ?? 0}
                  labelClassName="sr-only"
                />
              </li>
              <li>
                <NavLink to={paths.profile} className={linkClass}>
                  <UserRound aria-hidden="true" className="size-4" />
                  <span className="sr-only sm:not-sr-only">{t.myAccount}</span>
                </NavLink>
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to={paths.userLogin} className={linkClass}>
                  <LogIn aria-hidden="true" className="hidden size-4 sm:block" />
                  {t.login}
                </NavLink>
              </li>
              <li className="hidden sm:block">
                <NavLink to={paths.userRegister} className={linkClass}>
                  {t.register}
                </NavLink>
              </li>
            </>
          )}
        </ul>
      </div>
      <div aria-hidden="true" className="toran h-2 bg-maroon-900" />
    </nav>
  );
}

/** A link with an icon and its unread count (Chat, the notification bell). */
function UnreadLink({
  to,
  label,
  icon: Icon,
  count,
  labelClassName,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  count: number;
  labelClassName: string;
}) {
  return (
    <NavLink to={to} className={linkClass} aria-label={unreadName(label, count)}>
      <Icon aria-hidden="true" className="size-4" />
      <span className={labelClassName}>{label}</span>
      <CountBadge count={count} />
    </NavLink>
  );
}

/** An unread count on a navbar link: the number for the eye, ', 3 unread' in the link's name. */
function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    // Drawn from data-count, not text: the link's name carries the count in words, and axe
    // (label-content-name-mismatch) counts visible text, aria-hidden or not, as the label.
    <span
      aria-hidden="true"
      data-count={count > 99 ? '99+' : count}
      className="-ml-0.5 min-w-5 rounded-full bg-marigold-400 px-1.5 text-center text-xs leading-5 font-bold text-maroon-950 before:content-[attr(data-count)]"
    />
  );
}

/**
 * A link's name with its count, 'Chat, 3 unread', or undefined (its text) when none. A label:
 * Chromium names a link from an absolutely positioned (sr-only) part with a space before it
 * ('Chat , 3 unread').
 */
function unreadName(label: string, count: number): string | undefined {
  return count > 0 ? t.unreadName(label, count) : undefined;
}
