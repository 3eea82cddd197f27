import * as t from '@mandap/shared/messages/en/admin-console';
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
  if (minutes < 60) return t.minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t.hoursAgo(hours);
  return t.daysAgo(Math.floor(hours / 24));
}

/**
 * The console's first screen (issue 28): listings by status, enquiries and reviews today and this
 * week, the reported reviews waiting (decision 0063), and for admins this week's payments and
 * refunds; the grievances not closed, the overdue ones and the oldest's age (decision 0064).
 */
export function DashboardView({ operator }: { operator: OperatorProfile }) {
  const dashboard = useDashboard();
  const payments = useDashboardPayments(operator.role === 'admin');
  if (dashboard.isPending) return <p role="status">{t.loadingDashboard}</p>;
  if (dashboard.isError) {
    return <FormAlert>{refusalMessage(dashboard.error, OPERATOR_MESSAGES.network)}</FormAlert>;
  }
  const d = dashboard.data;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-stone-700">
        {t.todayIs(longDate(d.today), longDate(d.weekStart))}
      </p>
      <Group title={t.listings}>
        <Tile label={t.waitingForPayment}>{groupDigits(d.listings.pendingPayment)}</Tile>
        <Tile label={t.active}>{groupDigits(d.listings.active)}</Tile>
        <Tile label={t.suspended}>{groupDigits(d.listings.suspended)}</Tile>
      </Group>
      <Group title={t.openReports}>
        <Tile label={t.reportedReviewsWaiting}>
          {groupDigits(d.reports.reviews)}
          {d.reports.oldestReviewReportAt ? (
            <span className="block text-sm font-normal text-stone-700">
              {t.oldestReported(waitingFor(d.reports.oldestReviewReportAt))}
            </span>
          ) : null}
        </Tile>
        <Tile label={t.reportedListingsWaiting}>{groupDigits(d.reports.listings)}</Tile>
        <Tile label={t.reportedMessagesWaiting}>{groupDigits(d.reports.messages)}</Tile>
        <Tile label={t.allOpenReports}>
          {groupDigits(d.reports.total)}
          {d.reports.oldestReportAt ? (
            <span className="block text-sm font-normal text-stone-700">
              {t.oldestReported(waitingFor(d.reports.oldestReportAt))}
            </span>
          ) : null}
        </Tile>
      </Group>
      <Group title={t.grievances}>
        <Tile label={t.openGrievances}>
          {groupDigits(d.grievances.open)}
          {d.grievances.oldestReceivedAt ? (
            <span className="block text-sm font-normal text-stone-700">
              {t.oldestReceived(waitingFor(d.grievances.oldestReceivedAt))}
            </span>
          ) : null}
        </Tile>
        <Tile label={t.overdueGrievances}>
          <span className={d.grievances.overdue > 0 ? 'text-red-800' : undefined}>
            {groupDigits(d.grievances.overdue)}
          </span>
        </Tile>
      </Group>
      <Group title={t.enquiriesAndReviews}>
        <Tile label={t.enquiriesToday}>{groupDigits(d.enquiries.today)}</Tile>
        <Tile label={t.enquiriesThisWeek}>{groupDigits(d.enquiries.week)}</Tile>
        <Tile label={t.reviewsToday}>{groupDigits(d.reviews.today)}</Tile>
        <Tile label={t.reviewsThisWeek}>{groupDigits(d.reviews.week)}</Tile>
      </Group>
      {operator.role === 'admin' && payments.data ? (
        <Group title={t.paymentsThisWeek}>
          <Tile label={t.paymentsReceived}>
            {groupDigits(payments.data.payments.count)} ·{' '}
            {formatInr(payments.data.payments.amountPaise)}
          </Tile>
          <Tile label={t.refundsMade}>
            {groupDigits(payments.data.refunds.count)} ·{' '}
            {formatInr(payments.data.refunds.amountPaise)}
          </Tile>
        </Group>
      ) : null}
    </div>
  );
}
