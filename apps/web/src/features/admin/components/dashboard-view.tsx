import { formatInr } from '@mandap/shared/money';
import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import type { OperatorProfile } from '@mandap/shared/schemas/operators';
import { type ReactNode, useId } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { useDashboard, useDashboardPayments } from '@/features/admin/api/get-dashboard';
import { refusalMessage } from '@/lib/api-client';
import { groupDigits, longDate } from '@/lib/format';

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <dl className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 lg:grid-cols-3">{children}</dl>
    </section>
  );
}

/** How long a report has waited: '3 hours ago', '2 days ago' (from the browser's clock). */
export function waitingFor(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} days ago`;
}

/**
 * The console's first screen (issue 28): listings by status, enquiries and reviews today and this
 * week, the reported reviews waiting (decision 0063), and for admins this week's payments and
 * refunds; the grievances not closed, the overdue ones and the oldest's age (decision 0064).
 */
export function DashboardView({ operator }: { operator: OperatorProfile }) {
  const dashboard = useDashboard();
  const payments = useDashboardPayments(operator.role === 'admin');
  if (dashboard.isPending) return <p role="status">Loading the dashboard…</p>;
  if (dashboard.isError) {
    return <FormAlert>{refusalMessage(dashboard.error, OPERATOR_MESSAGES.network)}</FormAlert>;
  }
  const d = dashboard.data;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-stone-700">
        Today is {longDate(d.today)}; the week began on {longDate(d.weekStart)} (India's time).
      </p>
      <Group title="Listings">
        <Tile label="Waiting for payment">{groupDigits(d.listings.pendingPayment)}</Tile>
        <Tile label="Active">{groupDigits(d.listings.active)}</Tile>
        <Tile label="Suspended">{groupDigits(d.listings.suspended)}</Tile>
      </Group>
      <Group title="Open reports">
        <Tile label="Reported reviews waiting">
          {groupDigits(d.reports.reviews)}
          {d.reports.oldestReviewReportAt ? (
            <span className="block text-sm font-normal text-stone-700">
              oldest reported {waitingFor(d.reports.oldestReviewReportAt)}
            </span>
          ) : null}
        </Tile>
        <Tile label="Reported listings waiting">{groupDigits(d.reports.listings)}</Tile>
        <Tile label="Reported messages waiting">{groupDigits(d.reports.messages)}</Tile>
        <Tile label="All open reports">
          {groupDigits(d.reports.total)}
          {d.reports.oldestReportAt ? (
            <span className="block text-sm font-normal text-stone-700">
              oldest reported {waitingFor(d.reports.oldestReportAt)}
            </span>
          ) : null}
        </Tile>
      </Group>
      <Group title="Grievances">
        <Tile label="Open grievances">
          {groupDigits(d.grievances.open)}
          {d.grievances.oldestReceivedAt ? (
            <span className="block text-sm font-normal text-stone-700">
              oldest received {waitingFor(d.grievances.oldestReceivedAt)}
            </span>
          ) : null}
        </Tile>
        <Tile label="Overdue grievances">
          <span className={d.grievances.overdue > 0 ? 'text-red-800' : undefined}>
            {groupDigits(d.grievances.overdue)}
          </span>
        </Tile>
      </Group>
      <Group title="Enquiries and reviews">
        <Tile label="Enquiries today">{groupDigits(d.enquiries.today)}</Tile>
        <Tile label="Enquiries this week">{groupDigits(d.enquiries.week)}</Tile>
        <Tile label="Reviews today">{groupDigits(d.reviews.today)}</Tile>
        <Tile label="Reviews this week">{groupDigits(d.reviews.week)}</Tile>
      </Group>
      {operator.role === 'admin' && payments.data ? (
        <Group title="Payments this week">
          <Tile label="Payments received">
            {groupDigits(payments.data.payments.count)} ·{' '}
            {formatInr(payments.data.payments.amountPaise)}
          </Tile>
          <Tile label="Refunds made">
            {groupDigits(payments.data.refunds.count)} ·{' '}
            {formatInr(payments.data.refunds.amountPaise)}
          </Tile>
        </Group>
      ) : null}
    </div>
  );
}
