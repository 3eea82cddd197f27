import { LIMITS } from '@mandap/shared/limits';
import { ConversationSchema, MessageSchema } from '@mandap/shared/schemas/enquiries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing, dayFromToday, enquire, sendMessage } from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';

// Chat that holds (issue 27, finding 3; decision 0055): a conversation is read in pages (the
// newest first, older ones with ?before=, newer ones with ?after=), and each person may send
// LIMITS.messagesPerMinute messages a minute and LIMITS.messagesPerDay a day.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PAGE = LIMITS.messagesPerPage;

/** A vendor with an active listing and a couple with an enquiry to it. */
async function conversation(firmName: string) {
  const vendor = await signedIn(t.app, 'vendor');
  const user = await signedIn(t.app, 'user');
  const listingId = await activeListing(t.app, vendor.cookie, 'photo-video', {
    firmName,
    city: 'Chatpur',
  });
  const enquiryId = await enquire(t.app, user.cookie, listingId, {
    eventDate: dayFromToday(60),
  });
  return { vendor, user, enquiryId };
}

async function page(cookie: string, enquiryId: number, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/${enquiryId}${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { conversation: ConversationSchema.parse(res.json()), bytes: res.body.length };
}

/** `count` more messages of 2,000 characters in the conversation, written straight to the table. */
async function fill(enquiryId: number, count: number) {
  await t.database.sql.query(
    `INSERT INTO enquiry_messages (enquiry_id, sender, body, created_at)
     SELECT $1, CASE WHEN n % 2 = 0 THEN 'user' ELSE 'vendor' END,
            'Message ' || n || ' ' || repeat('x', 1980), now() - interval '2 days'
     FROM generate_series(1, $2::int) AS n`,
    [enquiryId, count],
  );
}

describe('a conversation read in pages', () => {
  it('answers a page of the newest messages at 3,000 messages as at 30, and older ones by cursor', async () => {
    const small = await conversation('Thirty Messages Studio');
    await fill(small.enquiryId, 29);
    const big = await conversation('Three Thousand Studio');
    await fill(big.enquiryId, 2_999);

    const few = await page(small.user.cookie, small.enquiryId);
    expect(few.conversation.messages).toHaveLength(30);
    expect(few.conversation.olderBefore).toBeNull();

    const first = await page(big.user.cookie, big.enquiryId);
    const messages = first.conversation.messages;
    expect(messages).toHaveLength(PAGE);
    // The newest, oldest first; the cursor is the oldest one's id.
    expect(messages.at(-1)?.body.startsWith('Message 2999 ')).toBe(true);
    expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((a, b) => a - b));
    expect(first.conversation.olderBefore).toBe(messages[0]?.id);
    // About one page of bytes, not 6 MB.
    expect(first.bytes).toBeLessThan((PAGE + 5) * 2_100);

    // Walking back by ?before= reaches every message once, the enquiry's own the very first.
    const seen = [...messages];
    let before = first.conversation.olderBefore;
    let pages = 1;
    while (before !== null) {
      const older = await page(big.user.cookie, big.enquiryId, `?before=${before}`);
      const got = older.conversation.messages;
      expect(got.length).toBeGreaterThan(0);
      expect(got.length).toBeLessThanOrEqual(PAGE);
      expect(got.at(-1)?.id).toBeLessThan(before);
      seen.unshift(...got);
      before = older.conversation.olderBefore;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(3_000 / PAGE));
    expect(seen).toHaveLength(3_000);
    expect(new Set(seen.map((m) => m.id)).size).toBe(3_000);
    expect(seen[0]?.body).not.toMatch(/^Message /);

    // Polling with ?after= still brings only the newer ones, a page at most at a time.
    const last = messages.at(-1)?.id as number;
    expect((await page(big.user.cookie, big.enquiryId, `?after=${last}`)).conversation).toEqual(
      expect.objectContaining({ messages: [], olderBefore: null }),
    );
    const fresh = MessageSchema.parse(
      (await sendMessage(t.app, big.vendor.cookie, big.enquiryId, 'Still there?')).json(),
    );
    const polled = await page(big.user.cookie, big.enquiryId, `?after=${last}`);
    expect(polled.conversation.messages).toEqual([{ ...fresh, mine: false }]);
    const fromStart = await page(big.user.cookie, big.enquiryId, '?after=0');
    expect(fromStart.conversation.messages).toHaveLength(PAGE);
    expect(fromStart.conversation.messages[0]?.id).toBe(seen[0]?.id);
  });

  it('refuses a cursor that is not a message number, and before with after, with a clear 400', async () => {
    const { user, enquiryId } = await conversation('Cursor Studio');
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${enquiryId}?before=abc`,
      headers: { cookie: user.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      before: 'before is the number of a message, for example 120.',
    });
    const both = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${enquiryId}?before=5&after=2`,
      headers: { cookie: user.cookie },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fieldErrors).toEqual({
      before: 'Ask for the messages before one or after one, not both: drop before or after.',
    });
  });
});

describe('the message limit', () => {
  it('refuses the burst of finding 3: of 30 messages sent at once, 10 go and the rest get 429', async () => {
    const { vendor, user, enquiryId } = await conversation('Burst Studio');
    const body = 'x'.repeat(LIMITS.messageMaxLength);
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => sendMessage(t.app, user.cookie, enquiryId, body)),
    );
    const statuses = replies.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.messagesPerMinute);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMITS.messagesPerMinute);
    const refused = replies.find((res) => res.statusCode === 429);
    expect(refused?.headers['retry-after']).toBe('60');
    expect(refused?.json()).toMatchObject({
      kind: 'rate_limited',
      message:
        'You have sent 10 messages in the last minute, the most Mandap allows. ' +
        'Please wait 60 seconds, then send your message again.',
    });
    // The other side is not held back by it.
    expect((await sendMessage(t.app, vendor.cookie, enquiryId, 'Got them all.')).statusCode).toBe(
      201,
    );
    // Once the minute has passed, the couple can write again.
    t.clock.advance(30_000);
    const early = await sendMessage(t.app, user.cookie, enquiryId, 'Hello?');
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    t.clock.advance(30_001);
    expect((await sendMessage(t.app, user.cookie, enquiryId, 'Hello?')).statusCode).toBe(201);
  });

  it('lets a couple typing fast go on, and stops at 200 a day with when they can send again', async () => {
    const { user, enquiryId } = await conversation('Daily Studio');
    // A message every 6 seconds, for as long as anyone types: never stopped within the day's 200.
    for (let i = 0; i < 20; i += 1) {
      const res = await sendMessage(t.app, user.cookie, enquiryId, `Quick note ${i}`);
      expect(res.statusCode, res.body).toBe(201);
      t.clock.advance(6_000);
    }
    // 180 more earlier today, as if sent an hour ago.
    const [owner] = await t.database.sql.query<{ user_id: number }>(
      'SELECT user_id FROM enquiries WHERE id = $1',
      [enquiryId],
    );
    await t.database.sql.query(
      `INSERT INTO enquiry_messages (enquiry_id, sender, sender_id, body, created_at)
       SELECT $1, 'user', $2, 'Earlier ' || n, $3::timestamptz - interval '1 hour'
       FROM generate_series(1, $4::int) AS n`,
      [enquiryId, owner?.user_id, t.clock.now().toISOString(), LIMITS.messagesPerDay - 20],
    );
    const refused = await sendMessage(t.app, user.cookie, enquiryId, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(23 * 60 * 60);
    expect(refused.json().message).toMatch(
      /^You have sent 200 messages in the last 24 hours, the most Mandap allows\. You can send more from .+ \(India time\)\.$/,
    );
  });

  it('answers 404, not 429, to someone sending to a conversation not theirs', async () => {
    const { enquiryId } = await conversation('Stranger Studio');
    const stranger = await signedIn(t.app, 'user');
    const res = await sendMessage(t.app, stranger.cookie, enquiryId, 'Hello');
    expect(res.statusCode).toBe(404);
  });
});
