import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabase } from '../../../test/helper';
import { openDatabase } from '../../db/client';
import { systemActor, vendorActor } from './actions';
import { AuditRedactionError } from './redaction';
import {
  type AuditEntry,
  appendAudit,
  auditCsv,
  chainReportText,
  listAuditEntries,
  verifyAuditChain,
} from './service';

// The audit log itself (issue 28, decision 0060): the chain, its lock, its triggers, the
// redaction rule and the console's reads, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

let database: TestDatabase;
const opened: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});

/**
 * The database with an empty log: tampering in one test must not reach the next. Emptied as its
 * owner, the triggers set aside meanwhile (a fresh database per test costs seconds).
 */
async function fresh(): Promise<TestDatabase> {
  await database.sql.exec(`
    DROP TRIGGER audit_log_no_truncate ON audit_log;
    TRUNCATE audit_log;
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();`);
  return database;
}

function entry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    at: new Date(Date.UTC(2026, 10, 27, 6, 0, n)),
    actor: vendorActor(7),
    action: 'listing.edited',
    object: { type: 'listing', id: 100 + (n % 3) },
    before: { firmName: `Old ${n}` },
    after: { firmName: `New ${n}`, changed: ['firmName'] },
    trace: { requestId: `req-${n}`, addressHash: 'a'.repeat(64) },
    ...overrides,
  };
}

async function appendMany(count: number): Promise<void> {
  for (let n = 1; n <= count; n += 1) await appendAudit(database.db, entry(n));
}

/** As the database owner, with the triggers away: what someone with the owner's rights can do. */
async function behindTheAppsBack(statement: string): Promise<void> {
  await database.sql.exec(`
    DROP TRIGGER audit_log_append_only ON audit_log;
    ${statement};
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();`);
}

describe('the audit chain', () => {
  it('appends rows numbered 1, 2, 3, each linked to the one before, and verifies them', async () => {
    await fresh();
    expect(await verifyAuditChain(database.db)).toEqual({
      intact: true,
      rows: 0,
      lastId: 0,
      lastHash: null,
    });
    await appendMany(5);
    const rows = await database.sql.query<{ id: number; prev_hash: string; hash: string }>(
      'SELECT id, prev_hash, hash FROM audit_log ORDER BY id',
    );
    expect(rows.map((r) => Number(r.id))).toEqual([1, 2, 3, 4, 5]);
    expect(rows[0]?.prev_hash).toBe('0'.repeat(64));
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]?.prev_hash).toBe(rows[i - 1]?.hash);
    const report = await verifyAuditChain(database.db, 2);
    expect(report).toEqual({ intact: true, rows: 5, lastId: 5, lastHash: rows[4]?.hash });
    expect(chainReportText(report)).toMatch(/^audit log intact: 5 rows/);
  });

  it('keeps one line under many appends at once, each in its own transaction', async () => {
    await fresh();
    // On PostgreSQL a second pool on the same schema stands for a second server.
    const url = process.env.TEST_DATABASE_URL;
    const [schema] = await database.sql.query<{ s: string }>('SELECT current_schema() AS s');
    const other = url ? await openDatabase({ url, searchPath: `${schema?.s},public` }) : undefined;
    if (other) opened.push(other);
    const handles = other ? [database.db, other.db] : [database.db];
    await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        // biome-ignore lint/style/noNonNullAssertion: the index is always in range
        handles[n % handles.length]!.transaction(async (tx) => {
          await appendAudit(tx, entry(n));
        }),
      ),
    );
    const report = await verifyAuditChain(database.db);
    expect(report).toMatchObject({ intact: true, rows: 40, lastId: 40 });
    const [links] = await database.sql.query<{ n: number }>(
      'SELECT count(DISTINCT prev_hash)::int AS n FROM audit_log',
    );
    expect(links?.n).toBe(40);
  });

  it('refuses UPDATE, DELETE and TRUNCATE, even from the owner', async () => {
    await fresh();
    await appendMany(2);
    for (const statement of [
      "UPDATE audit_log SET reason = 'edited' WHERE id = 1",
      'DELETE FROM audit_log WHERE id = 2',
      'DELETE FROM audit_log WHERE id = 999',
      'TRUNCATE audit_log',
    ]) {
      await expect(database.sql.exec(statement), statement).rejects.toThrow(
        /audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused/,
      );
    }
    expect(await verifyAuditChain(database.db)).toMatchObject({ intact: true, rows: 2 });
  });

  it('names the row whose summary was changed behind the app’s back', async () => {
    await fresh();
    await appendMany(4);
    await behindTheAppsBack(
      `UPDATE audit_log SET after = '{"firmName": "Forged", "changed": ["firmName"]}' WHERE id = 3`,
    );
    const report = await verifyAuditChain(database.db);
    expect(report).toEqual({ intact: false, rows: 2, id: 3, problem: 'changed' });
    expect(chainReportText(report)).toBe(
      'audit log BROKEN at row 3: row 3 was changed: its hash does not match what it holds. ' +
        'Rows 1 to 2 are intact.',
    );
  });

  it('names the next row when a changed row was given a fresh hash', async () => {
    await fresh();
    await appendMany(4);
    const [row] = await database.sql.query<{ hash: string }>(
      'SELECT hash FROM audit_log WHERE id = 2',
    );
    // A forger who changes the reason and the hash, but cannot change row 3's link.
    await behindTheAppsBack(
      `UPDATE audit_log SET reason = 'forged', hash = '${'f'.repeat(64)}' WHERE id = 2`,
    );
    expect(row?.hash).not.toBe('f'.repeat(64));
    const report = await verifyAuditChain(database.db);
    // Row 2 no longer matches its hash either: the first break is named.
    expect(report).toMatchObject({ intact: false, id: 2, problem: 'changed' });
  });

  it('names a row taken out of the middle as missing', async () => {
    await fresh();
    await appendMany(5);
    await behindTheAppsBack('DELETE FROM audit_log WHERE id = 3');
    const report = await verifyAuditChain(database.db);
    expect(report).toEqual({ intact: false, rows: 2, id: 3, problem: 'missing' });
    expect(chainReportText(report)).toContain('row 3 is missing');
  });

  it('names a row renumbered into a gap by its broken link', async () => {
    await fresh();
    await appendMany(5);
    // Row 3 deleted and row 4 moved down to 3: numbering whole, chain not.
    await behindTheAppsBack(
      'DELETE FROM audit_log WHERE id = 3; UPDATE audit_log SET id = 3 WHERE id = 4',
    );
    const report = await verifyAuditChain(database.db);
    expect(report).toMatchObject({ intact: false, id: 3 });
  });

  it('leaves no row, and no gap, when the action’s transaction rolls back', async () => {
    await fresh();
    await appendMany(1);
    await expect(
      database.db.transaction(async (tx) => {
        await appendAudit(tx, entry(2));
        throw new Error('the action failed after its audit entry');
      }),
    ).rejects.toThrow('the action failed');
    await appendAudit(database.db, entry(3));
    const rows = await database.sql.query<{ id: number; request_id: string }>(
      'SELECT id, request_id FROM audit_log ORDER BY id',
    );
    expect(rows.map((r) => [Number(r.id), r.request_id])).toEqual([
      [1, 'req-1'],
      [2, 'req-3'],
    ]);
    expect(await verifyAuditChain(database.db)).toMatchObject({ intact: true, rows: 2 });
  });
});

describe('the redaction rule', () => {
  it.each([
    [{ password: 'hunter2-secret' }],
    [{ newPassword: 'x' }],
    [{ sessionId: 'abc' }],
    [{ session_token: 'abc' }],
    [{ nested: { cardNumber: '4111' } }],
    [{ cvv: '123' }],
    [{ webhookSecret: 'x' }],
    [{ razorpay_signature: 'x' }],
    [{ list: [{ accessToken: 'x' }] }],
  ])('refuses %j, and records nothing', async (after) => {
    await fresh();
    await expect(appendAudit(database.db, entry(1, { after }))).rejects.toBeInstanceOf(
      AuditRedactionError,
    );
    const rows = await database.sql.query('SELECT 1 FROM audit_log');
    expect(rows).toEqual([]);
  });

  it('refuses a summary too long to be one', async () => {
    await fresh();
    await expect(
      appendAudit(database.db, entry(1, { after: { text: 'x'.repeat(2_100) } })),
    ).rejects.toThrow(/after is 2\d{3} characters; summarise it/);
  });

  it('masks a card number in a text or the reason, and keeps other long numbers', async () => {
    await fresh();
    await appendAudit(
      database.db,
      entry(1, {
        before: { note: 'paid with 4111 1111 1111 1111', list: ['4111111111111111'] },
        after: { email: 'asha.1764200000124@example.in', ref: '1234567890123456' },
        reason: 'card 5555-5555-5555-4444 disputed',
      }),
    );
    const [row] = await database.sql.query<{ before: unknown; after: unknown; reason: string }>(
      'SELECT before, after, reason FROM audit_log',
    );
    expect(row?.before).toEqual({
      note: 'paid with [card number removed]',
      list: ['[card number removed]'],
    });
    // 13 digits of a time stamp, and 16 digits that fail Luhn's check: no card numbers.
    expect(row?.after).toEqual({
      email: 'asha.1764200000124@example.in',
      ref: '1234567890123456',
    });
    expect(row?.reason).toBe('card [card number removed] disputed');
    expect(await verifyAuditChain(database.db)).toMatchObject({ intact: true, rows: 1 });
  });

  it('stores a text with a lone surrogate (jsonb refuses one) with U+FFFD in its place', async () => {
    await fresh();
    // The fuzz step's finding: a firm name of '\ud800' was saved, and its audit entry made a 500.
    await appendAudit(database.db, entry(1, { after: { firmName: 'A\ud800B' }, reason: '\udc00' }));
    const [row] = await database.sql.query<{ after: unknown; reason: string }>(
      'SELECT after, reason FROM audit_log',
    );
    expect(row?.after).toEqual({ firmName: 'A\ufffdB' });
    expect(row?.reason).toBe('\ufffd');
    expect(await verifyAuditChain(database.db)).toMatchObject({ intact: true, rows: 1 });
  });

  it('lets through what is not a secret: a pincode, a phone, amounts, a passport-free word', async () => {
    await fresh();
    await appendAudit(
      database.db,
      entry(1, {
        after: { pincode: '302001', phone: '9876543210', amountPaise: 69_900, status: 'paid' },
      }),
    );
    expect(await verifyAuditChain(database.db)).toMatchObject({ intact: true, rows: 1 });
  });
});

describe("the console's reads", () => {
  it('lists entries by object or by actor, newest first, a page at a time', async () => {
    await fresh();
    await appendMany(7);
    await appendAudit(
      database.db,
      entry(8, {
        actor: systemActor('payments-webhook'),
        action: 'payment.verified',
        object: { type: 'payment', id: 55 },
      }),
    );
    const listing = await listAuditEntries(database.db, { object: { type: 'listing', id: 101 } });
    // Entries 1, 4, 7 are about listing 101.
    expect(listing.entries.map((e) => e.id)).toEqual([7, 4, 1]);
    expect(listing.nextBeforeId).toBeNull();
    const first = await listAuditEntries(
      database.db,
      { actor: { kind: 'vendor', id: 7 } },
      {
        limit: 3,
      },
    );
    expect(first.entries.map((e) => e.id)).toEqual([7, 6, 5]);
    expect(first.nextBeforeId).toBe(5);
    const second = await listAuditEntries(
      database.db,
      { actor: { kind: 'vendor', id: 7 } },
      { limit: 3, beforeId: 5 },
    );
    expect(second.entries.map((e) => e.id)).toEqual([4, 3, 2]);
    const system = await listAuditEntries(database.db, { actor: { kind: 'system' } });
    expect(system.entries).toHaveLength(1);
    expect(system.entries[0]).toMatchObject({
      id: 8,
      actor: { kind: 'system', id: null, role: 'payments-webhook' },
      action: 'payment.verified',
      object: { type: 'payment', id: '55' },
      requestId: 'req-8',
    });
    const everything = await listAuditEntries(database.db, {}, { beforeId: 3 });
    expect(everything.entries.map((e) => e.id)).toEqual([2, 1]);
  });

  it('exports the matching entries as CSV in India’s time, formulas defused', async () => {
    await fresh();
    await appendAudit(
      database.db,
      entry(1, { before: null, after: { firmName: 'Sharma, Sons' }, reason: '=SUM(1,2)' }),
    );
    await appendAudit(database.db, entry(2, { object: { type: 'listing', id: 900 } }));
    const csv = await auditCsv(database.db, { object: { type: 'listing', id: 101 } });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Entry,Time (India),Actor kind,Actor id,Role,Action,Object type,Object id,Before,After,' +
        'Reason,Request id,Address hash',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `1,2026-11-27 11:30:01.000 +05:30,vendor,7,vendor,listing.edited,listing,101,,` +
        `"{""firmName"":""Sharma, Sons""}","'=SUM(1,2)",req-1,${'a'.repeat(64)}`,
    );
    expect(lines[2]).toBe('');
  });
});
