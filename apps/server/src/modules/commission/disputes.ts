import {
  COMMISSION_MESSAGES,
  COMMISSION_NOTICES,
  commissionOn,
  type DisputeDecision,
  type DisputeReason,
  statementPath,
} from '@mandap/shared/commission';
import type { OperatorRole } from '@mandap/shared/operators';
import type { QueuedDispute, StatementLine } from '@mandap/shared/schemas/commission';
import type { Db } from '../../db/client';
import { DomainError, fieldError } from '../../platform/domain-errors';
import { type AuditTrace, appendAudit, operatorActor, vendorActor } from '../audit/index';
import { type Notifier, noticeInBothLanguages } from '../notifications/index';
import * as repo from './repository';
import { disputesOpen, lineOutcome, lineView } from './statements';

// Disputes of statement lines (issue 30, decision 0075): the vendor disputes a line within the
// statement's window, with a reason and a note (and, for a wrong value, the right one); an admin
// accepts (the line is dropped, or counts at the right value) or rejects it (it stands), with a
// note the vendor is told. Each is audited in its own transaction with the change.

/** How many disputes the console's queue shows at once. */
export const DISPUTE_QUEUE_LIMIT = 200;

function noSuchLine(): DomainError {
  return new DomainError('not_found', COMMISSION_MESSAGES.noSuchLine);
}

/** The vendor disputes one line of their statement; the line as it then stands. */
export async function disputeLine(
  db: Db,
  vendorId: number,
  statementId: number,
  lineId: number,
  input: { reason: DisputeReason; note: string; claimedValuePaise: number | null },
  trace: AuditTrace,
  now: Date,
): Promise<StatementLine> {
  await db.transaction(async (tx) => {
    const line = await repo.lockLine(tx, lineId, { statementId, vendorId });
    if (!line) throw noSuchLine();
    if (line.statement.status !== 'open') {
      throw new DomainError('conflict', COMMISSION_MESSAGES.statementClosed);
    }
    if (!disputesOpen(line.statement, now)) {
      throw new DomainError(
        'conflict',
        COMMISSION_MESSAGES.windowClosed(line.statement.disputeUntil),
      );
    }
    if (line.disputedAt !== null) {
      throw new DomainError('conflict', COMMISSION_MESSAGES.alreadyDisputed);
    }
    if (input.reason === 'wrong_value' && input.claimedValuePaise === line.valuePaise) {
      throw fieldError('invalid', 'rightValue', COMMISSION_MESSAGES.rightValueSame);
    }
    await repo.recordDispute(tx, lineId, input, now);
    await appendAudit(tx, {
      at: now,
      actor: vendorActor(vendorId),
      action: 'commission.line_disputed',
      object: { type: 'commission_line', id: lineId },
      before: { valuePaise: line.valuePaise, commissionPaise: line.commissionPaise },
      after: {
        statementId,
        enquiryId: line.enquiryId,
        reason: input.reason,
        claimedValuePaise: input.claimedValuePaise,
      },
      reason: input.note,
      trace,
    });
  });
  const line = (await repo.linesOf(db, [statementId])).find((l) => l.id === lineId);
  if (!line) throw noSuchLine();
  return lineView(line);
}

function queuedView(row: repo.QueuedLineRow): QueuedDispute {
  // The queue holds disputed lines only: 0031's CHECK keeps reason and time together.
  const reason = row.disputeReason ?? 'not_genuine';
  return {
    lineId: row.id,
    statementId: row.statementId,
    month: row.month,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    enquiryId: row.enquiryId,
    firmName: row.firmName,
    coupleFirstName: row.coupleFirstName,
    eventDate: row.eventDate,
    bookedAt: row.bookedAt.toISOString(),
    valuePaise: row.valuePaise,
    basisPoints: row.basisPoints,
    commissionPaise: row.commissionPaise,
    coupleAnswer: row.coupleAnswer,
    dispute: {
      reason,
      note: row.disputeNote ?? '',
      claimedValuePaise: row.claimedValuePaise,
      disputedAt: (row.disputedAt ?? row.bookedAt).toISOString(),
      decision: row.decision,
      decisionNote: row.decisionNote,
      decidedAt: row.decidedAt?.toISOString() ?? null,
    },
    commissionIfAcceptedPaise:
      reason === 'wrong_value' && row.claimedValuePaise !== null
        ? commissionOn(row.claimedValuePaise, row.basisPoints)
        : 0,
  };
}

/** The console's queue of disputes: undecided (oldest first) or decided (latest first). */
export async function disputeQueue(
  db: Db,
  state: 'undecided' | 'decided',
): Promise<{ disputes: QueuedDispute[] }> {
  const rows = await repo.disputedLines(db, state, DISPUTE_QUEUE_LIMIT);
  return { disputes: rows.map(queuedView) };
}

/** Who decides: an admin of the console. */
export interface Decider {
  operatorId: number;
  role: OperatorRole;
}

/**
 * An admin decides a dispute: accept (the vendor is right) or reject (the line stands), with a
 * note the vendor is told; the decision, the notice and the audit entry in one transaction. 409
 * when it was decided already (by another operator a moment before).
 */
export async function decideDispute(
  deps: { db: Db; notifier: Notifier },
  decider: Decider,
  lineId: number,
  input: { decision: DisputeDecision; note: string },
  trace: AuditTrace,
  now: Date,
): Promise<QueuedDispute> {
  const noteIds = await deps.db.transaction(async (tx) => {
    const line = await repo.lockLine(tx, lineId, {});
    if (!line || line.disputedAt === null) {
      throw new DomainError('not_found', COMMISSION_MESSAGES.noSuchDispute);
    }
    if (line.decision !== null) {
      throw new DomainError('conflict', COMMISSION_MESSAGES.alreadyDecided);
    }
    const decision = input.decision === 'accept' ? 'accepted' : 'rejected';
    await repo.recordDecision(
      tx,
      lineId,
      { decision, note: input.note, operatorId: decider.operatorId },
      now,
    );
    const before = lineOutcome(line);
    const after = lineOutcome({
      ...line,
      decision,
      decisionNote: input.note,
      decidedAt: now,
    });
    const ids = await deps.notifier.add(tx, [
      {
        recipient: { role: 'vendor', vendorId: line.statement.vendorId },
        kind: 'status',
        ...noticeInBothLanguages(({ billingCommission: m }) =>
          COMMISSION_NOTICES.disputeDecided(
            {
              decision: input.decision,
              enquiryId: line.enquiryId,
              month: line.statement.month,
              note: input.note,
            },
            m,
          ),
        ),
        link: statementPath(line.statement.id),
      },
    ]);
    await appendAudit(tx, {
      at: now,
      actor: operatorActor(decider.operatorId, decider.role),
      action:
        decision === 'accepted' ? 'commission.dispute_accepted' : 'commission.dispute_rejected',
      object: { type: 'commission_line', id: lineId },
      before: {
        statementId: line.statement.id,
        vendorId: line.statement.vendorId,
        enquiryId: line.enquiryId,
        reason: line.disputeReason,
        valuePaise: before.valuePaise,
        commissionPaise: before.commissionPaise,
      },
      after: {
        state: after.state,
        valuePaise: after.valuePaise,
        commissionPaise: after.commissionPaise,
        notified: ids.length,
      },
      reason: input.note,
      trace,
    });
    return ids;
  });
  void deps.notifier.email(noteIds);
  const [row] = await repo.disputedLines(deps.db, 'decided', 1, lineId);
  if (!row) throw new Error(`line ${lineId} vanished after its decision`);
  return queuedView(row);
}
