import * as commission from '@mandap/shared/messages/en/admin-commission';
import * as t from '@mandap/shared/messages/en/admin-console';
import * as s from '@mandap/shared/messages/en/admin-suspensions';
import type { OperatorRole } from '@mandap/shared/operators';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

const LINKS = [
  { to: paths.admin, label: t.dashboard },
  { to: paths.adminReviews, label: t.reportedReviews },
  { to: paths.adminReportedListings, label: t.reportedListings },
  { to: paths.adminReportedMessages, label: t.reportedMessages },
  { to: paths.adminAudit, label: t.auditLog },
  { to: paths.adminGrievances, label: t.grievances },
  { to: paths.adminAppeals, label: s.titles.appeals },
  { to: paths.adminFind, label: s.titles.find },
] as const;

/** Sections for admins only: money (decision 0075). */
const ADMIN_LINKS = [{ to: paths.adminCommissionDisputes, label: commission.title }] as const;

/**
 * The console's sections (decision 0063): links, so the keyboard and the back button work; an
 * admin's include the admins' own sections.
 */
export function ConsoleNav({ role }: { role?: OperatorRole | undefined } = {}) {
  const links = role === 'admin' ? [...LINKS, ...ADMIN_LINKS] : LINKS;
  return (
    <nav aria-label={t.navLabel}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              // A grievance's own page (/admin/grievances/GRV-…) is within its section.
              end={link.to !== paths.adminGrievances}
              className={({ isActive }) =>
                `inline-block rounded-full px-4 py-2 text-sm font-medium ring-1 ${
                  isActive
                    ? 'bg-maroon-800 text-ivory ring-maroon-800'
                    : 'bg-white text-maroon-800 ring-maroon-200 hover:bg-maroon-50'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
