import {
  COMMISSION_MESSAGES,
  COMMISSION_NOTICES,
  commissionOn,
  DISPUTE_WINDOW_DAYS,
  indiaDayInWords,
  indiaMonthBounds,
  type LineState,
  MONTH_PATTERN,
  monthInWords,
  monthStart,
  previousIndiaMonth,
  statementPath,
} from '@mandap/shared/commission';
import type { Statement, StatementLine, StatementSummary } from '@mandap/shared/schemas/commission';
import type { Db } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import { type NewNotification, type Notifier, noticeInBothLanguages } from '../notifications/index';
import * as repo from './repository';

// Monthly commission statements (issue 30, decision 0075): on the 1st of each month, India time,
// each vendor's commissionable bookings of the month before, one line each, open for disputes
// for DISPUTE_WINDOW_DAYS. What a line counts for after its dispute is decided here, once: the
// vendor's statement page, the console and statementTotals (which "collect" invoices from) agree.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A month of statements: its year and month (1-12). */
export interface StatementMonth {
  year: number;
  month: number;
}

/** 'YYYY-MM' as a month, or null when it is not one. */
export function parseMonth(text: string): StatementMonth | null {
  const match = MONTH_PATTERN.exec(text.trim());
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** What a line counts for now: after its dispute's decision, or as issued. */
export function lineOutcome(line: repo.LineRow): {
  state: LineState;
  valuePaise: number;
  commissionPaise: number;
} {
  if (line.disputedAt === null) {
    return { state: 'stands', valuePaise: line.valuePaise, commissionPaise: line.commissionPaise };
  }
  if (line.decision === null) {
    // Counted as issued until an operator decides (the invoice waits for the decision).
    return {
      state: 'disputed',
      valuePaise: line.valuePaise,
      commissionPaise: line.commissionPaise,
    };
  }
  if (line.decision === 'rejected') {
    return { state: 'upheld', valuePaise: line.valuePaise, commissionPaise: line.commissionPaise };
  }
  if (line.disputeReason === 'wrong_value' && line.claimedValuePaise !== null) {
    return {
      state: 'corrected',
      valuePaise: line.claimedValuePaise,
      commissionPaise: commissionOn(line.claimedValuePaise, line.basisPoints),
    };
  }
  return { state: 'dropped', valuePaise: 0, commissionPaise: 0 };
}

/** What a statement comes to: what "collect" invoices (modules/collections). */
export interface StatementTotals {
  statementId: number;
  vendorId: number;
  /** The month's first day, 'YYYY-MM-01'. */
  month: string;
  status: repo.StatementRow['status'];
  disputeUntil: Date;
  /** The lines that stand (undecided ones included, as issued), with what each counts for. */
  lines: {
    lineId: number;
    enquiryId: number;
    valuePaise: number;
    basisPoints: number;
    commissionPaise: number;
  }[];
  /** The value of the lines that stand. */
  valuePaise: number;
  /** The commission on them (accepted disputes applied): the invoice's taxable value. */
  commissionPaise: number;
  /** Disputes filed and not yet decided: no invoice until they are. */
  undecidedDisputes: number;
}

function totalsOf(statement: repo.StatementRow, lines: repo.LineRow[]): StatementTotals {
  const standing = lines.flatMap((line) => {
    const outcome = lineOutcome(line);
    return outcome.state === 'dropped'
      ? []
      : [
          {
            lineId: line.id,
            enquiryId: line.enquiryId,
            valuePaise: outcome.valuePaise,
            basisPoints: line.basisPoints,
            commissionPaise: outcome.commissionPaise,
          },
        ];
  });
  return {
    statementId: statement.id,
    vendorId: statement.vendorId,
    month: statement.month,
    status: statement.status,
    disputeUntil: statement.disputeUntil,
    lines: standing,
    valuePaise: standing.reduce((sum, line) => sum + line.valuePaise, 0),
    commissionPaise: standing.reduce((sum, line) => sum + line.commissionPaise, 0),
    undecidedDisputes: lines.filter((line) => line.disputedAt !== null && line.decision === null)
      .length,
  };
}

/**
 * What a statement comes to: the lines that stand and the commission on them (a line dropped by
 * an accepted dispute counts for nothing, an accepted wrong value counts at the right value), and
 * how many disputes are still undecided. Null when there is no such statement. Call it inside the
 * transaction that acts on it to read what that transaction sees.
 */
export async function statementTotals(
  db: Db,
  statementId: number,
): Promise<StatementTotals | null> {
  const statement = await repo.findStatement(db, statementId);
  if (!statement) return null;
  return totalsOf(statement, await repo.linesOf(db, [statementId]));
}

export interface StatementDeps {
  db: Db;
  notifier: Notifier;
}

export interface StatementRun {
  /** 'YYYY-MM-01'. */
  month: string;
  /** Statements made by this run (vendors who had one already are left as they are). */
  statements: number;
  lines: number;
}

/**
 * Makes the statements of `month` (India time): one per vendor with commissionable bookings
 * marked in it that are on no statement yet, one line per booking, open for disputes until
 * DISPUTE_WINDOW_DAYS after `now`; each vendor is notified (in the app, and by e-mail after the
 * commit). Idempotent: a vendor's statement of the month is made once (UNIQUE vendor_id, month),
 * so a second run, on this server or another, or the command, makes nothing new. Refuses a month
 * that has not ended in India.
 */
export async function buildMonthlyStatements(
  deps: StatementDeps,
  month: StatementMonth,
  now: Date,
): Promise<StatementRun> {
  const { from, to } = indiaMonthBounds(month.year, month.month);
  const start = monthStart(month.year, month.month);
  if (now.getTime() < to.getTime()) {
    throw new DomainError(
      'conflict',
      COMMISSION_MESSAGES.monthNotOver(monthInWords(start), indiaDayInWords(to)),
    );
  }
  const disputeUntil = new Date(now.getTime() + DISPUTE_WINDOW_DAYS * DAY_MS);
  const run: StatementRun = { month: start, statements: 0, lines: 0 };
  for (const vendorId of await repo.vendorsWithBookings(deps.db, from, to)) {
    const made = await deps.db
      .transaction(async (tx) => {
        const statementId = await repo.insertStatement(tx, {
          vendorId,
          month: start,
          issuedAt: now,
          disputeUntil,
        });
        if (statementId === null) return null;
        const bookings = await repo.bookingsOf(tx, vendorId, from, to);
        const lines = bookings.map((booking) => ({
          enquiryId: booking.enquiryId,
          coupleFirstName: repo.coupleFirstName(booking),
          eventDate: booking.eventDate,
          bookedAt: booking.bookedAt,
          valuePaise: booking.valuePaise,
          basisPoints: booking.basisPoints,
          commissionPaise: commissionOn(booking.valuePaise, booking.basisPoints),
        }));
        const inserted = await repo.insertLines(tx, statementId, lines);
        if (inserted === 0) {
          // Another run took these bookings meanwhile: no statement without lines.
          throw new EmptyStatement();
        }
        const note: NewNotification = {
          recipient: { role: 'vendor', vendorId },
          kind: 'status',
          ...noticeInBothLanguages(({ billingCommission: m }) =>
            COMMISSION_NOTICES.statementIssued(
              {
                month: start,
                lines: inserted,
                commissionPaise: lines.reduce((sum, line) => sum + line.commissionPaise, 0),
                disputeUntil,
              },
              m,
            ),
          ),
          link: statementPath(statementId),
        };
        return { lines: inserted, notes: await deps.notifier.add(tx, [note]) };
      })
      .catch((error: unknown) => {
        if (error instanceof EmptyStatement) return null;
        throw error;
      });
    if (!made) continue;
    run.statements += 1;
    run.lines += made.lines;
    void deps.notifier.email(made.notes);
  }
  return run;
}

/** A statement whose bookings were all taken by a run at the same time: rolled back. */
class EmptyStatement extends Error {}

/** The scheduled run: the month before the one `now` falls in (India time). */
export function buildPreviousMonthStatements(
  deps: StatementDeps,
  now: Date,
): Promise<StatementRun> {
  return buildMonthlyStatements(deps, previousIndiaMonth(now), now);
}

/** A line as the vendor's statement page shows it. */
export function lineView(line: repo.LineRow): StatementLine {
  const outcome = lineOutcome(line);
  return {
    id: line.id,
    enquiryId: line.enquiryId,
    coupleFirstName: line.coupleFirstName,
    eventDate: line.eventDate,
    bookedAt: line.bookedAt.toISOString(),
    valuePaise: line.valuePaise,
    basisPoints: line.basisPoints,
    commissionPaise: line.commissionPaise,
    coupleAnswer: line.coupleAnswer,
    dispute:
      line.disputeReason !== null && line.disputedAt !== null
        ? {
            reason: line.disputeReason,
            note: line.disputeNote ?? '',
            claimedValuePaise: line.claimedValuePaise,
            disputedAt: line.disputedAt.toISOString(),
            decision: line.decision,
            decisionNote: line.decisionNote,
            decidedAt: line.decidedAt?.toISOString() ?? null,
          }
        : null,
    state: outcome.state,
    standingValuePaise: outcome.valuePaise,
    standingCommissionPaise: outcome.commissionPaise,
  };
}

function summaryOf(statement: repo.StatementRow, lines: repo.LineRow[]): StatementSummary {
  const totals = totalsOf(statement, lines);
  return {
    id: statement.id,
    month: statement.month,
    issuedAt: statement.issuedAt.toISOString(),
    disputeUntil: statement.disputeUntil.toISOString(),
    status: statement.status,
    lineCount: lines.length,
    commissionPaise: totals.commissionPaise,
    undecidedDisputes: totals.undecidedDisputes,
  };
}

/** The vendor's statements, newest month first, each with its totals. */
export async function listStatements(
  db: Db,
  vendorId: number,
): Promise<{ statements: StatementSummary[] }> {
  const statements = await repo.statementsOf(db, vendorId);
  const lines = await repo.linesOf(
    db,
    statements.map((s) => s.id),
  );
  return {
    statements: statements.map((statement) =>
      summaryOf(
        statement,
        lines.filter((line) => line.statementId === statement.id),
      ),
    ),
  };
}

/** One of the vendor's statements with its lines; another vendor's is answered as none. */
export async function getStatement(
  db: Db,
  vendorId: number,
  statementId: number,
  now: Date,
): Promise<Statement> {
  const statement = await repo.findStatement(db, statementId, vendorId);
  if (!statement) throw new DomainError('not_found', COMMISSION_MESSAGES.noSuchStatement);
  const lines = await repo.linesOf(db, [statementId]);
  const totals = totalsOf(statement, lines);
  return {
    ...summaryOf(statement, lines),
    lines: lines.map(lineView),
    valuePaise: totals.valuePaise,
    issuedCommissionPaise: lines.reduce((sum, line) => sum + line.commissionPaise, 0),
    disputesOpen: disputesOpen(statement, now),
  };
}

/** Whether a statement's lines may be disputed at `now`: open, and within its window. */
export function disputesOpen(statement: repo.StatementRow, now: Date): boolean {
  return statement.status === 'open' && now.getTime() < statement.disputeUntil.getTime();
}
