import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, type TestDatabase, testDatabase } from '../../../test/helper';
import { UPLOAD_LEASE_MS, type UploadSlots, uploadSlots } from './upload-slots';

// Upload slots counted in the database (decision 0048): two UploadSlots on one database stand for
// two servers, each with its own memory; what one takes, the other counts.

let database: TestDatabase;
const clock = new TestClock();
const warnings: string[] = [];
const log = { warn: (_obj: object, msg: string) => void warnings.push(msg) };
const open: UploadSlots[] = [];

function slots(role: 'vendor' | 'user' = 'vendor'): UploadSlots {
  const made = uploadSlots({ db: database.db, clock: clock.now, role, log });
  open.push(made);
  return made;
}

async function newAccount(table: 'vendors' | 'users'): Promise<number> {
  const unique = `${Date.now()}.${Math.random().toString(36).slice(2)}`;
  const [row] = await database.sql.query<{ id: number }>(
    table === 'vendors'
      ? `INSERT INTO vendors (unique_id, name, email, phone, password_hash)
         VALUES ('VND-' || upper(substr(md5($1), 1, 8)), 'Slot Vendor', $1, '9876543210', 'x')
         RETURNING id`
      : `INSERT INTO users (name, email, phone, password_hash)
         VALUES ('Slot User', $1, '9876543210', 'x') RETURNING id`,
    [`slots.${unique}@example.in`],
  );
  if (!row) throw new Error('no account');
  return Number(row.id);
}

async function leasesOf(vendorId: number): Promise<number> {
  const [row] = await database.sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM upload_leases WHERE vendor_id = $1',
    [vendorId],
  );
  return row?.n ?? 0;
}

const TOO_MANY =
  'You already have 2 uploads under way. Please wait for them to finish, then try again.';

beforeAll(async () => {
  database = await testDatabase();
});
afterEach(() => {
  for (const made of open.splice(0)) made.close();
  expect(warnings.splice(0)).toEqual([]);
});
afterAll(() => database.close());

describe('upload slots shared through the database', () => {
  it('gives each vendor 2 places across servers: a third, on either, gets 429', async () => {
    const vendorId = await newAccount('vendors');
    const one = slots();
    const two = slots();
    const first = await one.take(vendorId);
    const second = await two.take(vendorId);
    for (const server of [one, two]) {
      await expect(server.take(vendorId)).rejects.toMatchObject({
        refusal: 'too_many',
        message: TOO_MANY,
      });
    }
    expect(await leasesOf(vendorId)).toBe(2);
    await second();
    const third = await one.take(vendorId);
    await Promise.all([first(), third()]);
    expect(await leasesOf(vendorId)).toBe(0);
  });

  it('holds under parallel requests: of 6 at once, exactly 2 get a place', async () => {
    const vendorId = await newAccount('vendors');
    const servers = [slots(), slots()];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => servers[i % 2]?.take(vendorId)),
    );
    const taken = outcomes.filter((o) => o.status === 'fulfilled');
    expect(taken).toHaveLength(2);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(4);
    expect(await leasesOf(vendorId)).toBe(2);
    for (const o of taken) await o.value?.();
  });

  it("keeps vendors' and users' places apart, and each holder's to itself", async () => {
    const vendorId = await newAccount('vendors');
    const userId = await newAccount('users');
    const otherVendor = await newAccount('vendors');
    const vendors = slots('vendor');
    const users = slots('user');
    const held = [await vendors.take(vendorId), await vendors.take(vendorId)];
    // A user whose id happens to be the vendor's still has both places, as has another vendor.
    held.push(await users.take(userId), await users.take(userId));
    held.push(await vendors.take(otherVendor));
    await expect(users.take(userId)).rejects.toMatchObject({ message: TOO_MANY });
    for (const release of held) await release();
  });

  it('says "1 upload" when the limit is one, and a place given back twice counts once', async () => {
    const vendorId = await newAccount('vendors');
    const single = uploadSlots({
      db: database.db,
      clock: clock.now,
      role: 'vendor',
      log,
      limit: 1,
    });
    open.push(single);
    const release = await single.take(vendorId);
    await expect(single.take(vendorId)).rejects.toMatchObject({
      refusal: 'too_many',
      message:
        'You already have 1 upload under way. Please wait for them to finish, then try again.',
    });
    const other = await slots().take(vendorId);
    await release();
    await release();
    expect(await leasesOf(vendorId)).toBe(1);
    await other();
  });

  it('hold gives the place back before its result arrives, also when the work fails', async () => {
    const vendorId = await newAccount('vendors');
    const server = slots();
    const seen: number[] = [];
    const result = await server.hold(vendorId, async () => {
      seen.push(await leasesOf(vendorId));
      return 'stored';
    });
    expect(result).toBe('stored');
    expect(seen).toEqual([1]);
    expect(await leasesOf(vendorId)).toBe(0);
    const refused = new Error('not an image');
    await expect(
      server.hold(vendorId, async () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(await leasesOf(vendorId)).toBe(0);
  });

  it("lets a dead server's leases run out, while a live server's are renewed", async () => {
    const vendorId = await newAccount('vendors');
    const live = slots();
    const dying = slots();
    const kept = await live.take(vendorId);
    await dying.take(vendorId);
    // The dying server stops (as a crashed process would) without giving its place back.
    dying.close();
    const survivor = slots();
    await expect(survivor.take(vendorId)).rejects.toMatchObject({ refusal: 'too_many' });

    // Two thirds of a lease later the live server renews (its timer would); the dead one cannot.
    clock.advance((UPLOAD_LEASE_MS * 2) / 3);
    await live.renew();
    clock.advance((UPLOAD_LEASE_MS * 2) / 3);
    // The dead server's lease has run out, the live one's has not: one place is free, not two.
    const again = await survivor.take(vendorId);
    await expect(survivor.take(vendorId)).rejects.toMatchObject({ refusal: 'too_many' });
    expect(await leasesOf(vendorId)).toBe(2);
    await Promise.all([kept(), again()]);
  });
});
