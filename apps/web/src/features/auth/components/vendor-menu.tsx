import * as t from '@mandap/shared/messages/en/auth-account';
import {
  BarChart3,
  House,
  Inbox,
  LayoutGrid,
  LogOut,
  type LucideIcon,
  PlusCircle,
  ReceiptIndianRupee,
  Star,
  UserRound,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

const ITEMS: ReadonlyArray<{ label: string; to: string; icon: LucideIcon; counted?: true }> = [
  { label: t.menuVendorHome, to: paths.vendorHome, icon: House },
  { label: t.menuProfile, to: paths.vendorProfile, icon: UserRound },
  { label: t.menuAddServices, to: paths.directory, icon: PlusCircle },
  { label: t.menuManageServices, to: paths.listings, icon: LayoutGrid },
  { label: t.menuEnquiries, to: paths.enquiries, icon: Inbox, counted: true },
  { label: t.menuAnalytics, to: paths.analytics, icon: BarChart3 },
  { label: t.menuReviews, to: paths.vendorReviews, icon: Star },
  { label: t.menuBilling, to: paths.billing, icon: ReceiptIndianRupee },
];

/** What the Enquiries entry counts: enquiries still New, and unread messages. */
export interface EnquiryCounts {
  newEnquiries: number;
  unreadMessages: number;
}

const itemClass =
  'inline-flex items-center gap-1.5 rounded-full px-3.5 py-2 text-sm font-medium whitespace-nowrap transition md:flex md:gap-2 md:rounded-xl md:px-3 md:py-2.5';

interface VendorMenuProps {
  onLogout: () => void;
  loggingOut: boolean;
  /** Unknown until the counts load: no badge then. */
  counts?: EnquiryCounts | undefined;
}

/** The Vendor Portal's menu (spec 2.6): a side column from the md breakpoint, rows of links on phones. */
export function VendorMenu({ onLogout, loggingOut, counts }: VendorMenuProps) {
  return (
    <nav aria-label={t.vendorMenu}>
      <ul className="flex flex-wrap gap-2 md:flex-col md:flex-nowrap md:gap-1">
        {ITEMS.map(({ label, to, icon: Icon, counted }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              aria-label={counted && counts ? countedName(label, counts) : undefined}
              className={({ isActive }) =>
                `${itemClass} ${
                  isActive
                    ? 'bg-maroon-800 text-ivory shadow-sm'
                    : 'bg-white text-stone-700 ring-1 ring-maroon-100 hover:bg-marigold-50 hover:text-maroon-800 md:bg-transparent md:ring-0'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-4 md:size-5" />
              {label}
              {counted && counts ? <CountPills counts={counts} /> : null}
            </NavLink>
          </li>
        ))}
        <li className="md:mt-3 md:border-t md:border-maroon-100 md:pt-3">
          <button
            type="button"
            onClick={onLogout}
            disabled={loggingOut}
            className={`${itemClass} bg-white md:w-full text-red-800 ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60 md:bg-transparent md:ring-0`}
          >
            <LogOut aria-hidden="true" className="size-4 md:size-5" />
            {loggingOut ? t.loggingOut : t.logout}
          </button>
        </li>
      </ul>
    </nav>
  );
}

const pill = 'rounded-full px-1.5 text-xs leading-5 font-semibold';

/** The link's name with its counts: 'Enquiries, 2 new, 3 unread' (its text when none). */
function countedName(label: string, counts: EnquiryCounts): string | undefined {
  const { newEnquiries, unreadMessages } = counts;
  const words = [
    newEnquiries > 0 ? `, ${t.newCount(newEnquiries)}` : '',
    unreadMessages > 0 ? `, ${t.unreadCount(unreadMessages)}` : '',
  ].join('');
  return words ? `${label}${words}` : undefined;
}

/** '2 new' and '3 unread' pills beside Enquiries, for the eye; the link's label says them. */
function CountPills({ counts }: { counts: EnquiryCounts }) {
  const { newEnquiries, unreadMessages } = counts;
  if (newEnquiries <= 0 && unreadMessages <= 0) return null;
  return (
    <span aria-hidden="true" className="ml-auto inline-flex gap-1 pl-1">
      {newEnquiries > 0 ? (
        <span className={`${pill} bg-marigold-300 text-maroon-950`}>
          {t.newCount(newEnquiries)}
        </span>
      ) : null}
      {unreadMessages > 0 ? (
        <span className={`${pill} bg-maroon-700 text-ivory`}>{t.unreadCount(unreadMessages)}</span>
      ) : null}
    </span>
  );
}
