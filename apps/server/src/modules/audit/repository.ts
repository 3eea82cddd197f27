import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { AuditValue, ChainedFields } from './chain';

// The audit module's SQL: the one module that writes audit_log, and only ever INSERTs into it.

/** Namespace of the advisory lock that makes appends one at a time, on every server (any constant). */
const AUDIT_CHAIN_LOCK = 727_290;

export interface AuditRow extends ChainedFields {
  hash: string;
}

interface RawRow extends Record<string, unknown> {
  id: number;
  at: Date;
  actor_kind: string;
  actor_id: number | null;
  actor_role: string;
  action: string;
  object_type: string;
  object_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  request_id: string | null;
  address_hash: string | null;
  prev_hash: string;
  hash: string;
}

/** jsonb as both drivers may give it: parsed already, or as its text. */
function json(value: unknown): AuditValue | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as AuditValue;
}

function fromRaw(row: RawRow): AuditRow {
  return {
    id: Number(row.id),
    at: row.at,
    actorKind: row.actor_kind,
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    actorRole: row.actor_role,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    before: json(row.before),
    after: json(row.after),
    reason: row.reason,
    requestId: row.request_id,
    addressHash: row.address_hash,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

const COLUMNS = sql.raw(
  'id, at, actor_kind, actor_id, actor_role, action, object_type, object_id, before, after, ' +
    'reason, request_id, address_hash, prev_hash, hash',
);

/**
 * Takes the chain's lock until the end of the transaction `db` is in: appends queue here, on
 * every server, and each reads the newest row only once the one before it has committed.
 */
export async function lockChain(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK}::bigint)`);
}

/** The newest row's id and hash; undefined while the log is empty. */
export async function lastLink(db: Db): Promise<{ id: number; hash: string } | undefined> {
  const [row] = await queryRows<{ id: number; hash: string }>(
    db,
    sql`SELECT id, hash FROM audit_log ORDER BY id DESC LIMIT 1`,
  );
  return row ? { id: Number(row.id), hash: row.hash } : undefined;
}

function jsonb(value: AuditValue | null): SQL {
  return value === null ? sql`NULL` : sql`${JSON.stringify(value)}::jsonb`;
}

export async function insertRow(db: Db, row: AuditRow): Promise<void> {
  await db.execute(sql`
    INSERT INTO audit_log (${COLUMNS})
    VALUES (${row.id}, ${row.at.toISOString()}::timestamptz, ${row.actorKind}, ${row.actorId},
      ${row.actorRole}, ${row.action}, ${row.objectType}, ${row.objectId}, ${jsonb(row.before)},
      ${jsonb(row.after)}, ${row.reason}, ${row.requestId}, ${row.addressHash}, ${row.prevHash},
      ${row.hash})`);
}

/** Up to `limit` rows after id `afterId`, oldest first: the walk of verify. */
export async function rowsAfter(db: Db, afterId: number, limit: number): Promise<AuditRow[]> {
  const rows = await queryRows<RawRow>(
    db,
    sql`SELECT ${COLUMNS} FROM audit_log WHERE id > ${afterId} ORDER BY id LIMIT ${limit}`,
  );
  return rows.map(fromRaw);
}

export interface AuditFilter {
  object?: { type: string; id?: string | undefined } | undefined;
  actor?: { kind: string; id?: number | undefined } | undefined;
  /** Only entries about one of these kinds of object (a moderator's view, decision 0065). */
  objectTypes?: readonly string[] | undefined;
}

function where(filter: AuditFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.object) {
    conditions.push(sql`object_type = ${filter.object.type}`);
    if (filter.object.id !== undefined) conditions.push(sql`object_id = ${filter.object.id}`);
  }
  if (filter.actor) {
    conditions.push(sql`actor_kind = ${filter.actor.kind}`);
    if (filter.actor.id !== undefined) conditions.push(sql`actor_id = ${filter.actor.id}`);
  }
  if (filter.objectTypes) {
    conditions.push(
      sql`object_type IN (${sql.join(
        filter.objectTypes.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  }
  return conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

/** Matching rows, newest first, before id `beforeId` when given (keyset paging). */
export async function findRows(
  db: Db,
  filter: AuditFilter,
  page: { beforeId?: number | undefined; limit: number },
): Promise<AuditRow[]> {
  const filtered = where(filter);
  const before =
    page.beforeId === undefined
      ? sql``
      : sql`${filter.object || filter.actor || filter.objectTypes ? sql`AND` : sql`WHERE`} id < ${page.beforeId}`;
  const rows = await queryRows<RawRow>(
    db,
    sql`SELECT ${COLUMNS} FROM audit_log ${filtered} ${before} ORDER BY id DESC LIMIT ${page.limit}`,
  );
  return rows.map(fromRaw);
}
