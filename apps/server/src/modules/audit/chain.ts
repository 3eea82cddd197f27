import { createHash } from 'node:crypto';

// The hash chain of the audit log (decision 0060): each row's hash is SHA-256 over a canonical
// serialisation of its contents and the hash of the row before it. Changing any field of a row,
// or deleting one, breaks the chain from there on.

/** A summary as JSON allows it: what before and after hold. */
export type AuditValue =
  | string
  | number
  | boolean
  | null
  | AuditValue[]
  | { [key: string]: AuditValue };

export type AuditSummary = { [key: string]: AuditValue };

/** The prev_hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with every object's keys sorted: jsonb keeps its own key order, this is the one order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What a row's hash covers: every column but the hash itself. */
export interface ChainedFields {
  id: number;
  at: Date;
  actorKind: string;
  actorId: number | null;
  actorRole: string;
  action: string;
  objectType: string;
  objectId: string | null;
  before: AuditValue | null;
  after: AuditValue | null;
  reason: string | null;
  requestId: string | null;
  addressHash: string | null;
  prevHash: string;
}

/** The row's hash: SHA-256, hex, over its fields in a fixed order (a JSON array). */
export function rowHash(row: ChainedFields): string {
  const fields = canonicalJson([
    row.id,
    row.at.toISOString(),
    row.actorKind,
    row.actorId,
    row.actorRole,
    row.action,
    row.objectType,
    row.objectId,
    row.before,
    row.after,
    row.reason,
    row.requestId,
    row.addressHash,
    row.prevHash,
  ]);
  return createHash('sha256').update(fields).digest('hex');
}
