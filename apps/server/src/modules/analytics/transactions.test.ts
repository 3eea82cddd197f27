import { indianDate } from '@mandap/shared/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing } from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { queryRows } from '../../db/query';
import { listings } from '../../db/schema/listings';
import { listingCards } from '../search/index';
import { insertCounted } from './repository';

// Services take one database handle: given a transaction's, every query they make, raw SQL
// included, is part of it. A query that escaped to another connection would not see the
// transaction's own rows (PostgreSQL) or would wait for the transaction to end (PGlite's one
// connection), and its writes would outlive a rollback.

let t: TestApp;
let vendor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
});
afterAll(() => t.close());

class RolledBack extends Error {}

/** Runs `fn` in a transaction that is then rolled back. */
async function thenRollBack(fn: Parameters<TestApp['database']['db']['transaction']>[0]) {
  await expect(
    t.database.db.transaction(async (tx) => {
      await fn(tx);
      throw new RolledBack();
    }),
  ).rejects.toBeInstanceOf(RolledBack);
}

describe('a service given a transaction', () => {
  it("reads the transaction's own uncommitted rows", async () => {
    const id = await activeListing(t.app, vendor.cookie, 'dj', { firmName: 'Tithi Beats' });
    await thenRollBack(async (tx) => {
      await tx.update(listings).set({ firmName: 'Tithi Renamed' }).where(eq(listings.id, id));
      // search_documents follows the listing by trigger, inside the transaction.
      expect((await listingCards(tx, [id])).map((card) => card.firmName)).toEqual([
        'Tithi Renamed',
      ]);
    });
    expect((await listingCards(t.database.db, [id])).map((card) => card.firmName)).toEqual([
      'Tithi Beats',
    ]);
  });

  it('writes nothing that outlives a rollback', async () => {
    const id = await activeListing(t.app, vendor.cookie);
    const day = indianDate(t.clock.now());
    const appearances = (db: Parameters<typeof queryRows>[0]) =>
      queryRows<{ appearances: number }>(
        db,
        sql`SELECT appearances FROM listing_daily_stats WHERE listing_id = ${id}`,
      );
    await thenRollBack(async (tx) => {
      await insertCounted(tx, 'appearance', [
        { listingId: id, day, visitor: 'a' },
        { listingId: id, day, visitor: 'b' },
      ]);
      expect(await appearances(tx)).toEqual([{ appearances: 2 }]);
    });
    expect(await appearances(t.database.db)).toEqual([]);
  });
});
