import type { Db } from '../../db/client';
import { csvLines } from '../../platform/csv';
import type { AuditAction, AuditActor, AuditActorKind, AuditObjectType } from './actions';
import { type AuditSummary, type AuditValue, GENESIS_HASH, rowHash } from './chain';
import { loggable } from './redaction';
import * as repo from './repository';

/**
 * Where an action came from: the request's id (in the server's log too) and the keyed hash of
 * the client's address (AuditTrail.trace makes both). Jobs and commands have neither.
 */
export interface AuditTrace {
  requestId: string | null;
  addressHash: string | null;
}

/** The trace of an action no request asked for: a scheduled job, a command. */
export const NO_TRACE: AuditTrace = { requestId: null, addressHash: null };

/** One action to record: who, what, on which object, a small summary of before and after. */
export interface AuditEntry {
  at: Date;
  actor: AuditActor;
  action: AuditAction;
  object: { type: AuditObjectType; id: string | number | null };
  before?: AuditSummary | null;
  after?: AuditSummary | null;
  /** Why, in the actor's words: operators give one; a vendor's own action has none. */
  reason?: string | null;
  trace: AuditTrace;
}

/**
 * Appends an entry to the audit log, inside the transaction `db` belongs to (a savepoint of it),
 * or a transaction of its own: an action that rolls back leaves no entry. Appends are taken one
 * at a time across all servers (an advisory lock held to the end of the caller's transaction),
 * so the chain stays one line; call this last in a transaction, as that lock is held until it
 * ends. A summary naming a secret is refused with an Error (redaction.ts).
 */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<{ id: number }> {
  const { before, after, reason } = loggable({
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
  return db.transaction(async (tx) => {
    await repo.lockChain(tx);
    const last = await repo.lastLink(tx);
    const fields = {
      id: (last?.id ?? 0) + 1,
      at: entry.at,
      actorKind: entry.actor.kind,
      actorId: entry.actor.id,
      actorRole: entry.actor.role,
      action: entry.action,
      objectType: entry.object.type,
      objectId: entry.object.id === null ? null : String(entry.object.id),
      // As jsonb will give them back (no undefined members), so the hash reads the same later.
      before: before === null ? null : (JSON.parse(JSON.stringify(before)) as AuditValue),
      after: after === null ? null : (JSON.parse(JSON.stringify(after)) as AuditValue),
      reason,
      requestId: entry.trace.requestId,
      addressHash: entry.trace.addressHash,
      prevHash: last?.hash ?? GENESIS_HASH,
    };
    await repo.insertRow(tx, { ...fields, hash: rowHash(fields) });
    return { id: fields.id };
  });
}

/** What `verify` found: the whole chain, or the first row where it breaks and why. */
export type ChainReport =
  | { intact: true; rows: number; lastId: number; lastHash: string | null }
  | {
      intact: false;
      /** Rows checked and found sound before the break. */
      rows: number;
      /** The row named: the changed one, the one whose link is wrong, or the missing one. */
      id: number;
      problem: 'changed' | 'link' | 'missing';
    };

/**
 * Walks the log oldest first, `batch` rows at a time: ids must run 1, 2, 3… with none missing,
 * each row's prev_hash must be the hash of the row before it, and each hash must be what the
 * row's contents give. Reports the first row where any of that fails. Safe beside running
 * servers: it only reads, and a row appended meanwhile is checked like the others.
 */
export async function verifyAuditChain(db: Db, batch = 1_000): Promise<ChainReport> {
  let expectedId = 1;
  let prevHash = GENESIS_HASH;
  let checked = 0;
  for (;;) {
    const rows = await repo.rowsAfter(db, expectedId - 1, batch);
    for (const row of rows) {
      if (row.id !== expectedId) {
        return { intact: false, rows: checked, id: expectedId, problem: 'missing' };
      }
      if (rowHash(row) !== row.hash) {
        return { intact: false, rows: checked, id: row.id, problem: 'changed' };
      }
      if (row.prevHash !== prevHash) {
        return { intact: false, rows: checked, id: row.id, problem: 'link' };
      }
      prevHash = row.hash;
      expectedId += 1;
      checked += 1;
    }
    if (rows.length < batch) break;
  }
  return {
    intact: true,
    rows: checked,
    lastId: checked,
    lastHash: checked > 0 ? prevHash : null,
  };
}

/** What `npm run audit -- verify` prints for a report. */
export function chainReportText(report: ChainReport): string {
  if (report.intact) {
    return report.lastHash
      ? `audit log intact: ${report.rows} rows (last row ${report.lastId}, hash ${report.lastHash})`
      : 'audit log intact: 0 rows';
  }
  const { id } = report;
  const why = {
    changed: `row ${id} was changed: its hash does not match what it holds`,
    link:
      `row ${id} does not follow row ${id - 1}: its prev_hash is not row ${id - 1}'s hash ` +
      `(row ${id - 1} was changed and its hash made again, or row ${id} was put in its place)`,
    missing: `row ${id} is missing: the row after row ${id - 1} is not numbered ${id}`,
  }[report.problem];
  return `audit log BROKEN at row ${id}: ${why}. Rows 1 to ${report.rows} are intact.`;
}

/** One entry as the console shows it. */
export interface AuditEntryView {
  id: number;
  at: string;
  actor: { kind: string; id: number | null; role: string };
  action: string;
  object: { type: string; id: string | null };
  before: AuditValue | null;
  after: AuditValue | null;
  reason: string | null;
  requestId: string | null;
  addressHash: string | null;
}

function view(row: repo.AuditRow): AuditEntryView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId, role: row.actorRole },
    action: row.action,
    object: { type: row.objectType, id: row.objectId },
    before: row.before,
    after: row.after,
    reason: row.reason,
    requestId: row.requestId,
    addressHash: row.addressHash,
  };
}

/** Entries about one object (or kind of object), or by one actor (or kind of actor). */
export interface AuditQuery {
  object?: { type: AuditObjectType; id?: string | number | undefined } | undefined;
  actor?: { kind: AuditActorKind; id?: number | undefined } | undefined;
  /** Only entries about one of these kinds of object. */
  objectTypes?: readonly AuditObjectType[] | undefined;
}

function filterOf(query: AuditQuery): repo.AuditFilter {
  return {
    object: query.object && {
      type: query.object.type,
      id: query.object.id === undefined ? undefined : String(query.object.id),
    },
    actor: query.actor && { kind: query.actor.kind, id: query.actor.id },
    objectTypes: query.objectTypes,
  };
}

export const AUDIT_PAGE_MAX = 100;

/**
 * A page of entries, newest first: up to `limit` (at most AUDIT_PAGE_MAX) before entry
 * `beforeId` when given. `nextBeforeId` asks for the next page; null on the last.
 */
export async function listAuditEntries(
  db: Db,
  query: AuditQuery,
  page: { beforeId?: number | undefined; limit?: number | undefined } = {},
): Promise<{ entries: AuditEntryView[]; nextBeforeId: number | null }> {
  const limit = Math.min(Math.max(1, page.limit ?? 50), AUDIT_PAGE_MAX);
  const rows = await repo.findRows(db, filterOf(query), {
    beforeId: page.beforeId,
    limit: limit + 1,
  });
  const entries = rows.slice(0, limit).map(view);
  return {
    entries,
    nextBeforeId: rows.length > limit ? (entries.at(-1)?.id ?? null) : null,
  };
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** India's time of an entry, to the millisecond: '2026-11-27 18:05:09.123 +05:30'. */
function indianTime(at: Date): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 23)} +05:30`;
}

const CSV_HEADER = [
  'Entry',
  'Time (India)',
  'Actor kind',
  'Actor id',
  'Role',
  'Action',
  'Object type',
  'Object id',
  'Before',
  'After',
  'Reason',
  'Request id',
  'Address hash',
];

/** The most rows one CSV export holds; a narrower filter gets the rest. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** The matching entries as CSV, newest first, for the console's export (RFC 4180). */
export async function auditCsv(db: Db, query: AuditQuery): Promise<string> {
  const lines: (string | number | null)[][] = [CSV_HEADER];
  let beforeId: number | undefined;
  while (lines.length - 1 < AUDIT_CSV_MAX_ROWS) {
    const rows = await repo.findRows(db, filterOf(query), {
      beforeId,
      limit: Math.min(1_000, AUDIT_CSV_MAX_ROWS - (lines.length - 1)),
    });
    for (const row of rows) {
      lines.push([
        row.id,
        indianTime(row.at),
        row.actorKind,
        row.actorId,
        row.actorRole,
        row.action,
        row.objectType,
        row.objectId,
        row.before === null ? null : JSON.stringify(row.before),
        row.after === null ? null : JSON.stringify(row.after),
        row.reason,
        row.requestId,
        row.addressHash,
      ]);
    }
    if (rows.length < 1_000) break;
    beforeId = rows.at(-1)?.id;
  }
  return csvLines(lines);
}
