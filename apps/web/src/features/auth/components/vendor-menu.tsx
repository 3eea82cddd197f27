import {
  BarChart3,
  LayoutGrid,
  LogOut,
  type LucideIcon,
  PlusCircle,
  UserRound,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

const ITEMS: ReadonlyArray<{ label: string; to: string; icon: LucideIcon }> = [
  { label: 'Profile', to: paths.vendorProfile, icon: UserRound },
  { label: 'Add Services', to: paths.directory, icon: PlusCircle },
  { label: 'Manage Services', to: paths.listings, icon: LayoutGrid },
  { label: 'Analytics', to: paths.analytics, icon: BarChart3 },
];

const itemClass =
  'inline-flex items-center gap-1.5 rounded-full px-3.5 py-2 text-sm font-medium whitespace-nowrap transition md:flex md:gap-2 md:rounded-xl md:px-3 md:py-2.5';

interface VendorMenuProps {
  onLogout: () => void;
  loggingOut: boolean;
}

/** The Vendor Portal's menu (spec 2.6): a side column from the md breakpoint, rows of links on phones. */
export function VendorMenu({ onLogout, loggingOut }: VendorMenuProps) {
  return (
    <nav aria-label="Vendor menu">
      <ul className="flex flex-wrap gap-2 md:flex-col md:flex-nowrap md:gap-1">
        {ITEMS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
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
            {loggingOut ? 'Logging out...' : 'Logout'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
