import { House, MessageCircle, Search, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useHideOnScroll } from '@/hooks/use-hide-on-scroll';
import { useInboxCounts } from '@/hooks/use-inbox-counts';
import { ShareButton } from './share-button';

const itemClass =
  'flex w-full flex-col items-center gap-0.5 py-2 text-xs font-medium transition hover:text-maroon-800';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${itemClass} ${isActive ? 'text-maroon-800' : 'text-stone-600'}`;

/**
 * Quick links for phones (spec 2.15), hidden from the md breakpoint up: the spec's Home, Chat,
 * Share and Profile, and Search, the marketplace's front door on a phone. Chat carries the
 * signed-in person's unread message count.
 */
export function BottomBar() {
  const { hidden, reveal } = useHideOnScroll();
  const unread = useInboxCounts()?.unreadMessages ?? 0;

  return (
    <nav
      aria-label="Quick links"
      data-hidden={hidden ? 'true' : 'false'}
      onFocus={reveal}
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-maroon-100 bg-ivory/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_-8px_rgb(55_11_17/0.25)] backdrop-blur transition-transform duration-300 ease-out motion-reduce:transition-none md:hidden ${
        hidden ? 'translate-y-full' : 'translate-y-0'
      }`}
    >
      <ul className="relative grid grid-cols-5">
        <li>
          <NavLink to={paths.home} end className={linkClass}>
            <House aria-hidden="true" className="size-5" />
            Home
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.vendors} className={linkClass}>
            <Search aria-hidden="true" className="size-5" />
            Search
          </NavLink>
        </li>
        <li>
          <NavLink
            to={paths.chat}
            className={linkClass}
            // A label: Chromium would name the link from an sr-only count with a stray space.
            aria-label={unread > 0 ? `Chat, ${unread} unread` : undefined}
          >
            <span className="relative">
              <MessageCircle aria-hidden="true" className="size-5" />
              {unread > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute -top-1.5 left-3 min-w-4.5 rounded-full bg-maroon-700 px-1 text-center text-[0.625rem] leading-4.5 font-semibold text-ivory ring-2 ring-ivory"
                >
                  {unread > 99 ? '99+' : unread}
                </span>
              ) : null}
            </span>
            <span>Chat</span>
          </NavLink>
        </li>
        <li>
          <ShareButton className={`${itemClass} text-stone-600`} />
        </li>
        <li>
          <NavLink to={paths.vendorProfile} className={linkClass}>
            <UserRound aria-hidden="true" className="size-5" />
            Profile
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
