import {
  GRIEVANCE_CONSOLE_MESSAGES,
  grievanceDurationText,
  grievanceSubjectLabel,
  indianDateTime,
} from '@mandap/shared/grievances';
import * as t from '@mandap/shared/messages/en/admin-grievances';
import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import type { GrievanceListItem } from '@mandap/shared/schemas/grievances';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { secondaryButtonClass, textLinkClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useGrievanceList } from '@/features/admin/api/grievances';
import { refusalMessage } from '@/lib/api-client';

const BADGE = 'inline-block rounded-full px-3 py-1 text-sm font-semibold ring-1';

const LATE = `${BADGE} bg-red-50 text-red-800 ring-red-300`;
const DUE = `${BADGE} bg-marigold-50 text-stone-900 ring-marigold-300`;

/**
 * A grievance's due badges: "Overdue by …" when a deadline is missed, then its deadlines
 * ("Acknowledge by …" while open, "Resolve by …"), a missed one in red; or when it closed.
 */
export function DueBadges({ grievance: g }: { grievance: GrievanceListItem }) {
  const { badge } = GRIEVANCE_CONSOLE_MESSAGES;
  const when = (iso: string) => indianDateTime(new Date(iso));
  if (g.status === 'closed') {
    return (
      <p className="flex flex-wrap gap-2">
        <span className={`${BADGE} bg-stone-100 text-stone-800 ring-stone-300`}>
          {badge.closed(g.closedAt ? when(g.closedAt) : '')}
        </span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap gap-2">
      {g.overdueByMs > 0 ? (
        <span className={LATE}>{t.overdueBy(grievanceDurationText(g.overdueByMs))}</span>
      ) : null}
      {g.status === 'open' ? (
        <span className={g.acknowledgementOverdue ? LATE : DUE}>
          {badge.acknowledgeBy(when(g.acknowledgeBy))}
        </span>
      ) : null}
      <span
        className={
          g.resolutionOverdue
            ? LATE
            : g.status === 'open'
              ? `${BADGE} bg-white text-stone-800 ring-stone-300`
              : DUE
        }
      >
        {badge.resolveBy(when(g.resolveBy))}
      </span>
    </p>
  );
}

function QueueItem({ grievance: g }: { grievance: GrievanceListItem }) {
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ${
          g.overdueByMs > 0 ? 'ring-red-300' : 'ring-stone-200'
        }`}
      >
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          <Link to={`${paths.adminGrievances}/${g.reference}`} className={textLinkClass}>
            {g.reference}
          </Link>
          <span className="text-stone-700">: {grievanceSubjectLabel(g.subject)}</span>
        </h3>
        <p className="break-words text-sm text-stone-700">
          {t.fromLine(
            g.name,
            indianDateTime(new Date(g.receivedAt)),
            grievanceDurationText(g.ageMs),
            g.status === 'acknowledged'
              ? t.acknowledgedMark
              : g.status === 'open'
                ? t.notAcknowledgedMark
                : '',
          )}
        </p>
        <DueBadges grievance={g} />
      </article>
    </li>
  );
}

/** The console's grievances (decision 0064): open ones overdue first, then oldest; or closed. */
export function GrievanceQueue() {
  const [state, setState] = useState<'open' | 'closed'>('open');
  const [page, setPage] = useState(1);
  const list = useGrievanceList(state, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t.whichGrievances}</legend>
        {(
          [
            ['open', t.open],
            ['closed', t.closedFilter],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-stone-900">
            <input
              type="radio"
              name="grievance-state"
              value={value}
              checked={state === value}
              onChange={() => {
                setState(value);
                setPage(1);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {list.isPending ? (
        <p role="status">{t.loadingGrievances}</p>
      ) : list.isError ? (
        <FormAlert>{refusalMessage(list.error, OPERATOR_MESSAGES.network)}</FormAlert>
      ) : list.data.items.length === 0 ? (
        <p>
          {state === 'open'
            ? GRIEVANCE_CONSOLE_MESSAGES.emptyOpen
            : GRIEVANCE_CONSOLE_MESSAGES.emptyClosed}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            {state === 'open'
              ? t.countOpen(list.data.total, list.data.overdue)
              : t.countClosed(list.data.total)}
          </p>
          <ul className="flex flex-col gap-3">
            {list.data.items.map((g) => (
              <QueueItem key={`${g.reference}-${g.version}`} grievance={g} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t.pagesLabel} className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {t.previousPage}
              </button>
              <span className="text-sm text-stone-700">{t.pageOf(page, pages)}</span>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t.nextPage}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
