import { monthInWords, STATEMENT_STATUS_LABELS } from '@mandap/shared/commission';
import { formatInr } from '@mandap/shared/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadError, Loading } from '@/components/ui/load-states';
import { statementPagePath } from '@/config/paths';
import { useStatements } from '@/features/billing/api/statements';
import { indiaMomentText } from '@/features/billing/lib/format';

/**
 * The Billing screen's commission statements (decision 0075): one per month with bookings after
 * the free period, newest first: the month, its lines, the commission that stands, its status and
 * when its dispute window ends, each linking to its page.
 */
export function StatementsSection() {
  const statements = useStatements();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-maroon-900">
        Commission statements
      </h2>
      {statements.isPending ? (
        <Loading>Loading your statements...</Loading>
      ) : statements.isError ? (
        <LoadError onRetry={() => void statements.refetch()}>
          We could not load your statements. Check your connection and try again.
        </LoadError>
      ) : statements.data.length === 0 ? (
        <p className="text-stone-700">
          No statements yet. Bookings you mark after your free period appear on a statement on the
          1st of the next month.
        </p>
      ) : (
        <ul aria-label="Statements, newest first" className="flex flex-col gap-2">
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
                  {`Statement for ${monthInWords(statement.month)}`}
                </Link>
                <p className="text-sm text-stone-700">
                  {`${statement.lineCount} ${statement.lineCount === 1 ? 'booking' : 'bookings'} · Commission ${formatInr(statement.commissionPaise)}`}
                </p>
              </div>
              <p className="text-sm text-stone-700 sm:text-right">
                <span className="font-medium">{STATEMENT_STATUS_LABELS[statement.status]}</span>
                {statement.status === 'open' ? (
                  <span className="block">{`Disputes until ${indiaMomentText(statement.disputeUntil)}`}</span>
                ) : null}
                {statement.undecidedDisputes > 0 ? (
                  <span className="block">{`${statement.undecidedDisputes} ${statement.undecidedDisputes === 1 ? 'dispute' : 'disputes'} waiting for Mandap`}</span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
