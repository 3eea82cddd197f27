import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { indianDate } from '@mandap/shared/dates';
import type { Db } from '../../db/client';
import {
  type BatchedBufferLog,
  type BufferedGroup,
  createBatchedBuffer,
} from '../../platform/batched-buffer';
import { type CountedKind, type CountedRow, daySalt, insertCounted } from './repository';

// Who is one person for analytics (issue 27, decision 0056): the account when signed in, else
// the network the request came from (an IPv4 address, or an IPv6 /64, what one household or
// phone is given), never the user agent, which a script varies at will. A person counts once
// per listing, kind and India day, on every server alike: the dedup lives in counted_visitors.

/** Who was shown something, as far as a request tells without asking the database. */
export interface Who {
  /** The client's network (`networkOf`): the person when no account is known. */
  network: string;
  /** `user:<id>` or `vendor:<id>`, when the request's session was looked up already. */
  account?: string | undefined;
  /** The session cookie's token, to be resolved to its account when written (if live). */
  sessionToken?: string | undefined;
}

/**
 * The network an address stands for: an IPv4 address itself (an IPv4 address mapped into IPv6
 * too), an IPv6 address's /64 prefix, written in full (`2001:0db8:0000:0001::/64`).
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (::a:b:1.2.3.4) takes two groups; only the first four count here.
  const width = right.some((g) => g.includes('.')) ? 7 : 8;
  const groups = ip.includes('::')
    ? [
        ...left,
        ...Array<string>(Math.max(0, width - left.length - right.length)).fill('0'),
        ...right,
      ]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.padStart(4, '0'))
    .join(':')}::/64`;
}

/** What is hashed for a person: their account, else their network. */
export function personKey(account: string | undefined, network: string): string {
  return account === undefined ? `network:${network}` : `account:${account}`;
}

/** A person's keyed hash with the day's salt: 128 bits, no address or account in it. */
export function visitorHash(salt: string, person: string): string {
  return createHmac('sha256', salt).update(person).digest('base64url').slice(0, 22);
}

/** The day's salt, made by whichever server asks first, kept in memory for a few days. */
export function createSalts(db: Db): (day: string) => Promise<string> {
  const salts = new Map<string, string>();
  return async (day) => {
    const known = salts.get(day);
    if (known) return known;
    const salt = await daySalt(db, day, randomBytes(32).toString('base64url'));
    salts.set(day, salt);
    for (const old of [...salts.keys()].sort().slice(0, -3)) salts.delete(old);
    return salt;
  };
}

/** The accounts behind session tokens that are live (the accounts module answers). */
export type AccountsOfSessions = (tokens: readonly string[]) => Promise<Map<string, string>>;

export interface VisitorRecorder {
  /**
   * Counts each listing shown to `who` today (India), at most once per person, listing and day
   * on every server; never waits (an in-memory buffer, written in batches).
   */
  record(listingIds: readonly number[], who: Who): void;
  /** Writes what was recorded so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
  /** Listing-visitor-days waiting for the next write. */
  readonly pending: number;
}

export interface VisitorRecorderOptions {
  db: Db;
  clock: () => Date;
  /** How often the buffer is written; 5 seconds by default. */
  flushEveryMs?: number;
  /** Most listing-visitor-days held between writes; beyond it, new ones are dropped (logged). */
  maxPending?: number;
  log?: BatchedBufferLog;
  /** Resolves session tokens to accounts when a batch is written; without it, tokens are unknown. */
  accountsOf?: AccountsOfSessions | undefined;
}

/** A person on a day, whose listings the buffer holds. */
interface Pending {
  day: string;
  who: Who;
}

/**
 * Listing-person-days a server remembers having written (a person's listings, per day): a page
 * of results shown again, or another page with the same top listings, is not sent to the
 * database again the same day. A few MB; past it the server forgets and starts over (the
 * database's once-a-day rule still holds).
 */
const REMEMBERED_MAX = 100_000;

/**
 * Counts what people were shown, of one kind, off the request's path: `record` only adds to a
 * bounded in-memory buffer (a person seen again before the write collapses there, and one this
 * server wrote already today is skipped), and a timer writes it every few seconds and at close.
 * A write resolves the session tokens in it to their accounts in one query, hashes each person
 * with the day's salt (so no address or account is stored) and inserts the batch in one
 * statement, where a person already counted is skipped.
 */
export function createVisitorRecorder(
  kind: Exclude<CountedKind, 'shortlist'>,
  label: string,
  options: VisitorRecorderOptions & { maxPending: number },
): VisitorRecorder {
  const { db, clock, accountsOf } = options;
  const saltOf = createSalts(db);
  // The day's written listings per person (record's key); another day's are forgotten.
  let rememberedDay = '';
  let remembered = new Map<string, Set<number>>();
  let rememberedCount = 0;

  function remember(day: string, key: string, listingIds: Iterable<number>): void {
    if (day !== rememberedDay) return;
    let ids = remembered.get(key);
    if (ids === undefined) {
      ids = new Set();
      remembered.set(key, ids);
    }
    for (const id of listingIds) {
      if (ids.has(id)) continue;
      if (rememberedCount >= REMEMBERED_MAX) {
        remembered = new Map();
        rememberedCount = 0;
        return;
      }
      ids.add(id);
      rememberedCount += 1;
    }
  }

  async function write(batch: BufferedGroup<Pending & { key: string }>[]): Promise<void> {
    const tokens = new Set<string>();
    for (const { group } of batch) {
      const { who } = group;
      if (who.account === undefined && who.sessionToken !== undefined) tokens.add(who.sessionToken);
    }
    const accounts = tokens.size > 0 && accountsOf ? await accountsOf([...tokens]) : new Map();
    // A person is shown many listings (a page of results is 20), held as one group: each group's
    // hash is made once, not once a row (thousands of HMACs held the event loop for tens of ms).
    const rows = new Map<string, CountedRow>();
    for (const { group, items } of batch) {
      const { day, who } = group;
      const account =
        who.account ??
        (who.sessionToken === undefined ? undefined : accounts.get(who.sessionToken));
      const visitor = visitorHash(await saltOf(day), personKey(account, who.network));
      for (const listingId of items) {
        rows.set(`${listingId}\n${day}\n${visitor}`, { listingId, day, visitor });
      }
    }
    await insertCounted(db, kind, [...rows.values()]);
    for (const { group, items } of batch) remember(group.day, group.key, items);
  }

  const buffer = createBatchedBuffer<Pending & { key: string }>({
    write,
    flushEveryMs: options.flushEveryMs ?? 5000,
    maxPending: options.maxPending,
    label,
    log: options.log,
  });

  return {
    record(listingIds, who) {
      if (listingIds.length === 0) return;
      const day = indianDate(clock());
      if (day !== rememberedDay) {
        rememberedDay = day;
        remembered = new Map();
        rememberedCount = 0;
      }
      // An unresolved token falls back to its network when written: both are in its key.
      const key =
        who.account !== undefined
          ? `a:${who.account}\n${day}`
          : who.sessionToken !== undefined
            ? `t:${who.sessionToken}\n${who.network}\n${day}`
            : `n:${who.network}\n${day}`;
      const written = remembered.get(key);
      buffer.put(key, written ? listingIds.filter((id) => !written.has(id)) : listingIds, () => ({
        day,
        who,
        key,
      }));
    },
    flush: () => buffer.flush(),
    close: () => buffer.close(),
    get pending() {
      return buffer.pending;
    },
  };
}
