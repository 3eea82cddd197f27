import {
  statementStatusLabels as STATEMENT_STATUS_LABELS,
  statement as T,
} from '@mandap/shared/messages/en/vendor-billing';
import { formatInr } from '@mandap/shared/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { cardClass, LoadError, Loading } from '@/components/ui/load-states';
import { statementPagePath } from '@/config/paths';
import { useStatements } from '@/features/billing/api/statements';
import { indiaMomentText, monthText } from '@/features/billing/lib/format';

/**
 * The Billing screen's commission statements (decision 0075): one per month with bookings after
 * the free period, newest first: the month, its lines, the commission that stands, its status and
 * when its dispute window ends, each linking to its page.
 */
export function StatementsSection() {
  const statements = useStatements();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`${cardClass} flex flex-col gap-3 px-5 py-6 sm:px-8`}
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold text-maroon-900">
        {T.statementsHeading}
      </h2>
      {statements.isPending ? (
        <Loading>{T.statementsLoading}</Loading>
      ) : statements.isError ? (
        <LoadError onRetry={() => void statements.refetch()}>{T.statementsFailed}</LoadError>
      ) : statements.data.length === 0 ? (
        <p className="text-stone-700">{T.statementsEmpty}</p>
      ) : (
        <ul aria-label={T.statementsList} className="flex flex-col gap-2">
          {statements.data.map((statement) => (
            <li
              key={statement.id}
              className="flex flex-col gap-1 rounded-xl bg-white p-3 ring-1 ring-maroon-100 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <Link
                  to={statementPagePath(statement.id)}
                  className="font-semibold text-maroon-800 underline-offset-2 hover:underline"
                >
                  {T.statementTitle(monthText(statement.month))}
                </Link>
                <p className="text-sm text-stone-700">
                  {T.statementSummary(statement.lineCount, formatInr(statement.commissionPaise))}
                </p>
              </div>
              <p className="text-sm text-stone-700 sm:text-right">
                <span className="font-medium">{STATEMENT_STATUS_LABELS[statement.status]}</span>
                {statement.status === 'open' ? (
                  <span className="block">
                    {T.disputesUntil(indiaMomentText(statement.disputeUntil))}
                  </span>
                ) : null}
                {statement.undecidedDisputes > 0 ? (
                  <span className="block">{T.waiting(statement.undecidedDisputes)}</span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
