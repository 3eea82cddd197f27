import {
  BOOKING_ANSWER_TEXTS,
  bookingQuestion,
  COMMISSION_MESSAGES,
  commissionNotice,
  commissionTerms,
} from '@mandap/shared/commission';
import { indiaMidnight } from '@mandap/shared/gst';
import { type Enquiry, EnquirySchema } from '@mandap/shared/schemas/enquiries';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn, signInAgain } from '../../../test/accounts';
import { activeListing, dayFromToday, enquire } from '../../../test/contact';
import { mailingTestApp, type TestApp } from '../../../test/helper';
import { enrolledOperator } from '../../../test/operators';
import type { ReceivedMail, TestSmtpServer } from '../../../test/smtp';
import { DomainError } from '../../platform/domain-errors';
import { buildMonthlyStatements, statementTotals } from './index';

// The commission on bookings end to end (issue 30, decision 0075): the booking's value when an
// enquiry is marked Booked, whether 7% applies, the couple's answer (in the app and by e-mailed
// link), the monthly statements at India's month boundaries, disputes and their decisions, and
// what a statement comes to. The clock only moves forward; each part signs its people in anew.

const WAIT = { timeout: 20_000, interval: 50 };
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let mailing: Awaited<ReturnType<typeof mailingTestApp>>;
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  mailing = await mailingTestApp();
  t = mailing.app;
  smtp = mailing.smtp;
});
afterAll(() => mailing.close());

/** Moves the test clock to `at` (forward only, in this file). */
function setClock(at: Date): void {
  const ms = at.getTime() - t.clock.now().getTime();
  if (ms < 0) throw new Error(`the clock would go back to ${at.toISOString()}`);
  t.clock.advance(ms);
}

/** An instant in India's time: `2027-03-31T23:59` is 23:59 IST. */
function ist(local: string): Date {
  return new Date(`${local}:00+05:30`);
}

type Account = Awaited<ReturnType<typeof signedIn>>;

/** A vendor with an active listing whose free period ends at `freeUntil`. */
async function vendorWithListing(freeUntil: Date, firmName = 'Commission Studio') {
  const vendor = await signedIn(t.app, 'vendor');
  const listingId = await activeListing(t.app, vendor.cookie, 'dj', { firmName });
  await t.database.sql.query('UPDATE listings SET free_until = $2 WHERE id = $1', [
    listingId,
    freeUntil,
  ]);
  return { vendor, listingId };
}

/** A couple's enquiry to `listingId` for an event 60 days after the clock's today. */
async function coupleEnquiry(listingId: number, name = 'Asha Verma') {
  const couple = await signedIn(t.app, 'user', { name });
  const enquiryId = await enquire(t.app, couple.cookie, listingId, {
    eventDate: dayFromToday(60, t.clock.now()),
  });
  return { couple, enquiryId };
}

function markStatus(vendor: Account, enquiryId: number, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/vendor/enquiries/${enquiryId}/status`,
    headers: { cookie: vendor.cookie },
    payload,
  });
}

async function markBooked(vendor: Account, enquiryId: number, bookingValue: string) {
  const res = await markStatus(vendor, enquiryId, { status: 'booked', bookingValue });
  if (res.statusCode !== 200) throw new Error(`booking failed: ${res.body}`);
  return EnquirySchema.parse(res.json());
}

async function vendorView(vendor: Account, enquiryId: number): Promise<Enquiry> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/vendor/enquiries',
    headers: { cookie: vendor.cookie },
  });
  const found = (res.json().enquiries as Enquiry[]).find((e) => e.id === enquiryId);
  if (!found) throw new Error(`enquiry ${enquiryId} is not in the vendor's list`);
  return found;
}

async function enquiryColumns(enquiryId: number) {
  const [row] = await t.database.sql.query<{
    booking_value_paise: number | null;
    commission_basis_points: number | null;
    booked_at: Date | null;
    couple_answer: string | null;
    couple_answered_via: string | null;
  }>(
    `SELECT booking_value_paise::int AS booking_value_paise, commission_basis_points, booked_at,
       couple_answer, couple_answered_via FROM enquiries WHERE id = $1`,
    [enquiryId],
  );
  return row;
}

describe('marking an enquiry Booked with its value', () => {
  it('needs a value in rupees, and says what is wrong with one that is not', async () => {
    const { vendor, listingId } = await vendorWithListing(new Date(Date.now() + 90 * DAY_MS));
    const { enquiryId } = await coupleEnquiry(listingId);
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'booked' }, COMMISSION_MESSAGES.bookingValueRequired],
      [{ status: 'booked', bookingValue: '' }, COMMISSION_MESSAGES.bookingValueRequired],
      [{ status: 'booked', bookingValue: 'one lakh' }, COMMISSION_MESSAGES.bookingValueInvalid],
      [{ status: 'booked', bookingValue: '1,5,0000' }, COMMISSION_MESSAGES.bookingValueInvalid],
      [{ status: 'booked', bookingValue: '0' }, COMMISSION_MESSAGES.bookingValueInvalid],
      [{ status: 'booked', bookingValue: '-150000' }, COMMISSION_MESSAGES.bookingValueInvalid],
      [{ status: 'booked', bookingValue: '1500.505' }, COMMISSION_MESSAGES.bookingValueInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await markStatus(vendor, enquiryId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fieldErrors, JSON.stringify(payload)).toEqual({ bookingValue: message });
    }
    expect((await vendorView(vendor, enquiryId)).status).toBe('new');
    const booked = await t.database.sql.query(
      'SELECT 1 FROM listing_booked_dates WHERE listing_id = $1',
      [listingId],
    );
    expect(booked).toEqual([]);
    // Declined needs none.
    expect((await markStatus(vendor, enquiryId, { status: 'declined' })).statusCode).toBe(200);
  });

  it('within the free period: says so before, and stores the value with no commission', async () => {
    const freeUntil = new Date(t.clock.now().getTime() + 30 * DAY_MS);
    const { vendor, listingId } = await vendorWithListing(freeUntil);
    const { couple, enquiryId } = await coupleEnquiry(listingId);
    const before = await vendorView(vendor, enquiryId);
    expect(before.commissionTerms).toEqual({
      applies: false,
      rateBasisPoints: 700,
      freeUntil: freeUntil.toISOString(),
    });
    expect(before.booking).toBeNull();
    const terms = commissionTerms({ freeUntil, commissionBasisPoints: 700 }, t.clock.now());
    expect(commissionNotice(terms, 15_000_000)).toMatch(
      /^No commission: your free period runs until \d{1,2} [A-Z][a-z]+ \d{4}\.$/,
    );

    const marked = await markBooked(vendor, enquiryId, '₹ 1,50,000');
    expect(marked.booking).toEqual({
      valuePaise: 15_000_000,
      bookedAt: t.clock.now().toISOString(),
      basisPoints: 0,
      commissionPaise: 0,
    });
    expect(marked.commissionTerms?.applies).toBe(false);
    expect(await enquiryColumns(enquiryId)).toMatchObject({
      booking_value_paise: 15_000_000,
      commission_basis_points: 0,
    });
    // The couple sees neither the value nor the terms.
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${enquiryId}`,
      headers: { cookie: couple.cookie },
    });
    expect(theirs.json().enquiry).toMatchObject({
      status: 'booked',
      booking: null,
      commissionTerms: null,
    });
  });

  it('after the free period: 7% of the value, from the first moment after it ends', async () => {
    const now = t.clock.now();
    const { vendor, listingId } = await vendorWithListing(now);
    const { enquiryId: atTheEnd } = await coupleEnquiry(listingId);
    const { enquiryId: after } = await coupleEnquiry(listingId, 'Meera Iyer');
    // Booked at the very moment the free period ends: still within it.
    setClock(now);
    expect((await markBooked(vendor, atTheEnd, '150000')).booking?.basisPoints).toBe(0);
    t.clock.advance(1);
    const before = await vendorView(vendor, after);
    expect(before.commissionTerms).toEqual({
      applies: true,
      rateBasisPoints: 700,
      freeUntil: now.toISOString(),
    });
    const terms = commissionTerms({ freeUntil: now, commissionBasisPoints: 700 }, t.clock.now());
    expect(commissionNotice(terms, 15_000_000)).toBe(
      '7% commission applies: ₹10,500 on ₹1,50,000.',
    );
    const marked = await markBooked(vendor, after, '1,50,000');
    expect(marked.booking).toMatchObject({
      valuePaise: 15_000_000,
      basisPoints: 700,
      commissionPaise: 1_050_000,
    });
    // Marking it Booked again changes nothing (the value stays as first marked).
    const again = await markStatus(vendor, after, { status: 'booked', bookingValue: '99' });
    expect(again.json().booking).toEqual(marked.booking);
  });
});

/** The booking question's e-mail to `email`, once it has arrived. */
async function questionMail(email: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await vi.waitFor(() => {
    found = smtp.mails.find((m) => m.to.includes(email) && m.headers.get('subject') === subject);
    expect(found).toBeDefined();
  }, WAIT);
  return found as ReceivedMail;
}

function answerLinks(mail: ReceivedMail): { yes: URL; no: URL } {
  const yes = /Yes, we booked them: (\S+)/.exec(mail.text)?.[1];
  const no = /No, we did not: (\S+)/.exec(mail.text)?.[1];
  if (!yes || !no) throw new Error(`no answer links in: ${mail.text}`);
  return { yes: new URL(yes), no: new URL(no) };
}

describe("the couple's answer", () => {
  it("is asked by e-mail once Booked; a link records nothing until its page's button is pressed", async () => {
    const { vendor, listingId } = await vendorWithListing(
      new Date(t.clock.now().getTime() - DAY_MS),
      'Question Studio',
    );
    const { couple, enquiryId } = await coupleEnquiry(listingId);
    const { eventDate } = await vendorView(vendor, enquiryId);
    await markBooked(vendor, enquiryId, '2,00,000');
    const mail = await questionMail(
      couple.account.email,
      bookingQuestion('Question Studio', eventDate),
    );
    expect(mail.text).toContain('Question Studio has marked your enquiry');
    const { yes, no } = answerLinks(mail);
    expect(yes.origin + yes.pathname).toBe('https://mandap.example/booking-answer');
    expect(yes.searchParams.get('answer')).toBe('yes');
    expect(no.searchParams.get('answer')).toBe('no');
    const token = yes.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(no.searchParams.get('token')).toBe(token);
    // Only the token's hash is kept.
    const [stored] = await t.database.sql.query<{ answer_token_hash: string }>(
      'SELECT answer_token_hash FROM enquiries WHERE id = $1',
      [enquiryId],
    );
    expect(stored?.answer_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.answer_token_hash).not.toContain(token);

    // A mail scanner opens both links: a page, nothing recorded.
    for (const link of [yes, no]) {
      await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    }
    const question = await t.app.inject({
      method: 'POST',
      url: '/api/booking-answers/question',
      payload: { token },
    });
    expect(question.statusCode, question.body).toBe(200);
    expect(question.json()).toEqual({
      firmName: 'Question Studio',
      eventDate,
      booked: true,
      answer: null,
      answeredAt: null,
    });
    expect((await enquiryColumns(enquiryId))?.couple_answer).toBeNull();

    // The page's one button.
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/booking-answers',
      payload: { token, answer: 'yes' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ answer: 'yes', booked: true });
    expect(await enquiryColumns(enquiryId)).toMatchObject({
      couple_answer: 'yes',
      couple_answered_via: 'email',
    });
    expect((await vendorView(vendor, enquiryId)).coupleAnswer).toBe('yes');
    // The Booked notice stays in the app: its own e-mail would say the same thing twice.
    const notices = smtp.mails.filter(
      (m) =>
        m.to.includes(couple.account.email) &&
        m.headers.get('subject') === 'Question Studio marked your enquiry Booked',
    );
    expect(notices).toEqual([]);

    // A token that is not one, and one past its 60 days, open nothing.
    for (const [wrong, status] of [
      ['x'.repeat(43), 404],
      ['not a token', 404],
      ['', 400],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/booking-answers',
        payload: { token: wrong, answer: 'no' },
      });
      expect(res.statusCode, wrong).toBe(status);
    }
    expect((await enquiryColumns(enquiryId))?.couple_answer).toBe('yes');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/booking-answers/question',
      payload: { token: 'A'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BOOKING_ANSWER_TEXTS.invalidLink);
  });

  it('is given in the app, by the couple only, while the enquiry is Booked; the latest counts', async () => {
    const { vendor, listingId } = await vendorWithListing(t.clock.now(), 'App Answer Studio');
    const { couple, enquiryId } = await coupleEnquiry(listingId);
    const answer = (cookie: string, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/enquiries/${enquiryId}/booking-answer`,
        headers: { cookie },
        payload: body,
      });
    const early = await answer(couple.cookie, { answer: 'yes' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(BOOKING_ANSWER_TEXTS.notBooked);
    await markBooked(vendor, enquiryId, '50000');
    expect((await answer(couple.cookie, { answer: 'maybe' })).statusCode).toBe(400);
    const stranger = await signedIn(t.app, 'user');
    expect((await answer(stranger.cookie, { answer: 'no' })).statusCode).toBe(404);
    const yes = await answer(couple.cookie, { answer: 'yes' });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toMatchObject({ id: enquiryId, coupleAnswer: 'yes', booking: null });
    const no = await answer(couple.cookie, { answer: 'no' });
    expect(no.json().coupleAnswer).toBe('no');
    expect(await enquiryColumns(enquiryId)).toMatchObject({
      couple_answer: 'no',
      couple_answered_via: 'app',
    });
    expect((await vendorView(vendor, enquiryId)).coupleAnswer).toBe('no');
  });

  it('e-mailed links stop working 60 days after the e-mail', async () => {
    const { vendor, listingId } = await vendorWithListing(t.clock.now(), 'Expiring Studio');
    const { couple, enquiryId } = await coupleEnquiry(listingId);
    const { eventDate } = await vendorView(vendor, enquiryId);
    await markBooked(vendor, enquiryId, '75000');
    const { yes } = answerLinks(
      await questionMail(couple.account.email, bookingQuestion('Expiring Studio', eventDate)),
    );
    const token = yes.searchParams.get('token');
    t.clock.advance(60 * DAY_MS + 1);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/booking-answers',
      payload: { token, answer: 'yes' },
    });
    expect(late.statusCode).toBe(404);
    expect((await enquiryColumns(enquiryId))?.couple_answer).toBeNull();
  });
});

interface StatementRow extends Record<string, unknown> {
  id: number;
  vendor_id: number;
  month: string;
  issued_at: Date;
  dispute_until: Date;
}

async function statementsOfVendor(vendorId: number): Promise<StatementRow[]> {
  return t.database.sql.query<StatementRow>(
    `SELECT id::int AS id, vendor_id::int AS vendor_id, month::text AS month, issued_at,
       dispute_until FROM commission_statements WHERE vendor_id = $1 ORDER BY month`,
    [vendorId],
  );
}

async function vendorIdOf(vendor: Account): Promise<number> {
  const [row] = await t.database.sql.query<{ id: number }>(
    'SELECT id::int AS id FROM vendors WHERE email = $1',
    [vendor.account.email],
  );
  if (!row) throw new Error('no such vendor');
  return row.id;
}

function getStatement(vendor: Account, statementId: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/vendor/billing/statements/${statementId}`,
    headers: { cookie: vendor.cookie },
  });
}

describe('monthly statements', () => {
  it("puts a booking at 23:59 IST on 31 March on March's, one at 00:00 IST on 1 April on April's, one within the free period on none", async () => {
    setClock(ist('2027-03-30T10:00'));
    const { vendor, listingId } = await vendorWithListing(ist('2027-01-15T00:00'), 'Month Studio');
    const free = await vendorWithListing(ist('2027-08-01T00:00'), 'Free Studio');
    const march = await coupleEnquiry(listingId, 'Asha Verma');
    const april = await coupleEnquiry(listingId, 'Meera Iyer');
    const within = await coupleEnquiry(free.listingId, 'Kavya Rao');

    setClock(ist('2027-03-31T23:59'));
    await markBooked(vendor, march.enquiryId, '1,50,000');
    await markBooked(free.vendor, within.enquiryId, '3,00,000');
    setClock(ist('2027-04-01T00:00'));
    await markBooked(vendor, april.enquiryId, '80,000');
    expect((await enquiryColumns(april.enquiryId))?.booked_at).toEqual(indiaMidnight(2027, 4, 1));

    // The 1st at 01:20 India time: the job makes March's.
    setClock(ist('2027-04-01T01:20'));
    const vendorId = await vendorIdOf(vendor);
    await t.parts.jobs.send('commission-statements', {});
    await vi.waitFor(async () => expect(await statementsOfVendor(vendorId)).toHaveLength(1), WAIT);
    const [statement] = await statementsOfVendor(vendorId);
    expect(statement).toMatchObject({ month: '2027-03-01', issued_at: t.clock.now() });
    expect(statement?.dispute_until).toEqual(new Date(t.clock.now().getTime() + 7 * DAY_MS));
    const marchId = statement?.id ?? 0;
    const view = await getStatement(vendor, marchId);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      id: marchId,
      month: '2027-03-01',
      status: 'open',
      lineCount: 1,
      commissionPaise: 1_050_000,
      valuePaise: 15_000_000,
      undecidedDisputes: 0,
      disputesOpen: true,
      lines: [
        {
          enquiryId: march.enquiryId,
          coupleFirstName: 'Asha',
          eventDate: (await vendorView(vendor, march.enquiryId)).eventDate,
          valuePaise: 15_000_000,
          basisPoints: 700,
          commissionPaise: 1_050_000,
          coupleAnswer: null,
          dispute: null,
          state: 'stands',
        },
      ],
    });
    // The within-free-period booking is on no statement.
    expect(await statementsOfVendor(await vendorIdOf(free.vendor))).toEqual([]);

    // The vendor is told, in the app and by e-mail.
    const [note] = await t.database.sql.query<{ title: string; link: string }>(
      "SELECT title, link FROM notifications WHERE vendor_id = $1 AND link LIKE '/billing/statements/%'",
      [vendorId],
    );
    expect(note).toEqual({
      title: 'Your commission statement for March 2027',
      link: `/billing/statements/${marchId}`,
    });
    await vi.waitFor(() => {
      expect(
        smtp.mails.some(
          (m) =>
            m.to.includes(vendor.account.email) &&
            m.headers.get('subject') === 'Your commission statement for March 2027',
        ),
      ).toBe(true);
    }, WAIT);

    // Run again (a retry, another server, the command): nothing new.
    const again = await buildMonthlyStatements(
      { db: t.database.db, notifier: t.parts.notifier },
      { year: 2027, month: 3 },
      t.clock.now(),
    );
    expect(again).toEqual({ month: '2027-03-01', statements: 0, lines: 0 });
    expect(await statementsOfVendor(vendorId)).toHaveLength(1);

    // The couple's answer is read from the enquiry.
    await t.app.inject({
      method: 'POST',
      url: `/api/user/enquiries/${march.enquiryId}/booking-answer`,
      headers: { cookie: (await signedInAgain('user', march.couple)).cookie },
      payload: { answer: 'yes' },
    });
    expect((await getStatement(vendor, marchId)).json().lines[0].coupleAnswer).toBe('yes');

    // April's on 1 May has the 00:00 booking.
    setClock(ist('2027-05-01T01:20'));
    const may = await buildMonthlyStatements(
      { db: t.database.db, notifier: t.parts.notifier },
      { year: 2027, month: 4 },
      t.clock.now(),
    );
    expect(may.statements).toBeGreaterThanOrEqual(1);
    const both = await statementsOfVendor(vendorId);
    expect(both.map((s) => s.month)).toEqual(['2027-03-01', '2027-04-01']);
    const aprilView = (
      await getStatement(await signedInAgain('vendor', vendor), both[1]?.id ?? 0)
    ).json();
    expect(aprilView.lines.map((l: { enquiryId: number }) => l.enquiryId)).toEqual([
      april.enquiryId,
    ]);
    expect(aprilView.lines[0]).toMatchObject({
      coupleFirstName: 'Meera',
      commissionPaise: 560_000,
    });

    // Another vendor sees none of them.
    const stranger = await signedIn(t.app, 'vendor');
    expect((await getStatement(stranger, marchId)).statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/billing/statements',
      headers: { cookie: stranger.cookie },
    });
    expect(list.json()).toEqual({ statements: [] });
  });

  it('refuses a month that has not ended in India', async () => {
    setClock(ist('2027-05-31T23:59'));
    const refusal = await buildMonthlyStatements(
      { db: t.database.db, notifier: t.parts.notifier },
      { year: 2027, month: 5 },
      t.clock.now(),
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).message).toBe(
      'May 2027 has not ended yet (India time): its statements are made from 1 June 2027.',
    );
  });
});

/** A new session for an account whose earlier one the moved clock has ended. */
async function signedInAgain(role: 'vendor' | 'user', account: Account): Promise<Account> {
  return { ...account, ...(await signInAgain(t.app, role, account.account)) };
}

describe('disputes', () => {
  let vendor: Account;
  let vendorId: number;
  let statementId: number;
  const lines: Record<string, number> = {};

  function dispute(lineKey: string, body: Record<string, unknown>, who: Account = vendor) {
    return t.app.inject({
      method: 'POST',
      url: `/api/vendor/billing/statements/${statementId}/lines/${lines[lineKey]}/dispute`,
      headers: { cookie: who.cookie },
      payload: body,
    });
  }

  beforeAll(async () => {
    setClock(ist('2027-06-10T12:00'));
    const made = await vendorWithListing(ist('2027-01-01T00:00'), 'Dispute Studio');
    vendor = made.vendor;
    vendorId = await vendorIdOf(vendor);
    const values: Record<string, string> = {
      pending: '1,50,000',
      corrected: '1,50,000',
      rejected: '2,00,000',
      untouched: '80,000',
      dropped: '50,000',
    };
    const enquiries: Record<string, number> = {};
    for (const [key, value] of Object.entries(values)) {
      const { enquiryId } = await coupleEnquiry(made.listingId, `${key} Couple`);
      await markBooked(vendor, enquiryId, value);
      enquiries[key] = enquiryId;
      t.clock.advance(60_000);
    }
    setClock(ist('2027-07-01T01:20'));
    vendor = await signedInAgain('vendor', vendor);
    await buildMonthlyStatements(
      { db: t.database.db, notifier: t.parts.notifier },
      { year: 2027, month: 6 },
      t.clock.now(),
    );
    const [statement] = await statementsOfVendor(vendorId);
    statementId = statement?.id ?? 0;
    const view = (await getStatement(vendor, statementId)).json();
    for (const [key, enquiryId] of Object.entries(enquiries)) {
      lines[key] = view.lines.find((l: { enquiryId: number }) => l.enquiryId === enquiryId).id;
    }
  });

  it('takes a reason and a note, and for a wrong value the right one', async () => {
    const refused: [string, Record<string, unknown>, Record<string, string>][] = [
      ['pending', { note: 'It was cancelled.' }, { reason: COMMISSION_MESSAGES.reasonRequired }],
      ['pending', { reason: 'cancelled', note: 'no' }, { note: COMMISSION_MESSAGES.noteRequired }],
      [
        'corrected',
        { reason: 'wrong_value', note: 'We agreed a lower price.' },
        { rightValue: COMMISSION_MESSAGES.rightValueRequired },
      ],
      [
        'corrected',
        { reason: 'wrong_value', note: 'We agreed a lower price.', rightValue: '1,50,000' },
        { rightValue: COMMISSION_MESSAGES.rightValueSame },
      ],
      [
        'pending',
        { reason: 'cancelled', note: 'It was cancelled.', rightValue: '10' },
        { rightValue: COMMISSION_MESSAGES.rightValueOnlyForWrongValue },
      ],
    ];
    for (const [key, body, fieldErrors] of refused) {
      const res = await dispute(key, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors, JSON.stringify(body)).toEqual(fieldErrors);
    }
    const stranger = await signedIn(t.app, 'vendor');
    const theirs = await dispute('pending', { reason: 'cancelled', note: 'Not mine.' }, stranger);
    expect(theirs.statusCode).toBe(404);

    const filed = await dispute('pending', {
      reason: 'cancelled',
      note: 'The couple cancelled in June.',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({
      id: lines.pending,
      state: 'disputed',
      dispute: { reason: 'cancelled', note: 'The couple cancelled in June.', decision: null },
    });
    const twice = await dispute('pending', { reason: 'not_genuine', note: 'Again, please.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(COMMISSION_MESSAGES.alreadyDisputed);
    for (const [key, body] of [
      [
        'corrected',
        { reason: 'wrong_value', note: 'We agreed ₹1,00,000.', rightValue: '1,00,000' },
      ],
      ['rejected', { reason: 'not_genuine', note: 'They never called us.' }],
      ['dropped', { reason: 'not_genuine', note: 'A test enquiry by a friend.' }],
    ] as const) {
      const res = await dispute(key, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const [entry] = await t.database.sql.query<{ actor_kind: string; reason: string }>(
      `SELECT actor_kind, reason FROM audit_log
       WHERE action = 'commission.line_disputed' AND object_id = $1`,
      [String(lines.pending)],
    );
    expect(entry).toEqual({ actor_kind: 'vendor', reason: 'The couple cancelled in June.' });
  });

  it('are decided by an admin: accepted (dropped or corrected) or rejected, each with a note', async () => {
    const admin = await enrolledOperator(t, 'admin');
    const moderator = await enrolledOperator(t, 'moderator');
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/commission/disputes',
      headers: { cookie: admin.cookie },
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const mine = (queue.json().disputes as { lineId: number }[])
      .map((d) => d.lineId)
      .filter((id) => Object.values(lines).includes(id));
    expect(mine).toEqual([lines.pending, lines.corrected, lines.rejected, lines.dropped]);
    const corrected = (
      queue.json().disputes as { lineId: number; commissionIfAcceptedPaise: number }[]
    ).find((d) => d.lineId === lines.corrected);
    expect(corrected?.commissionIfAcceptedPaise).toBe(700_000);

    const decide = (key: string, body: Record<string, unknown>, cookie = admin.cookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/commission/lines/${lines[key]}/decision`,
        headers: { cookie },
        payload: body,
      });
    expect(
      (await decide('corrected', { decision: 'accept', note: 'Agreed.' }, moderator.cookie))
        .statusCode,
    ).toBe(403);
    expect((await decide('corrected', { decision: 'accept', note: 'ok' })).statusCode).toBe(400);
    expect(
      (await decide('untouched', { decision: 'accept', note: 'No dispute.' })).statusCode,
    ).toBe(404);
    const accepted = await decide('corrected', {
      decision: 'accept',
      note: 'The contract shows ₹1,00,000.',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().dispute).toMatchObject({ decision: 'accepted' });
    expect(
      (await decide('rejected', { decision: 'reject', note: 'The couple confirmed.' })).statusCode,
    ).toBe(200);
    expect(
      (await decide('dropped', { decision: 'accept', note: 'A friend, not a lead.' })).statusCode,
    ).toBe(200);
    const again = await decide('rejected', { decision: 'accept', note: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMMISSION_MESSAGES.alreadyDecided);

    const audit = await t.database.sql.query<{ action: string; object_id: string; reason: string }>(
      `SELECT action, object_id, reason FROM audit_log
       WHERE object_type = 'commission_line' AND action LIKE 'commission.dispute_%' ORDER BY id`,
    );
    expect(audit.filter((a) => Object.values(lines).map(String).includes(a.object_id))).toEqual([
      {
        action: 'commission.dispute_accepted',
        object_id: String(lines.corrected),
        reason: 'The contract shows ₹1,00,000.',
      },
      {
        action: 'commission.dispute_rejected',
        object_id: String(lines.rejected),
        reason: 'The couple confirmed.',
      },
      {
        action: 'commission.dispute_accepted',
        object_id: String(lines.dropped),
        reason: 'A friend, not a lead.',
      },
    ]);
    const notes = await t.database.sql.query<{ title: string }>(
      "SELECT title FROM notifications WHERE vendor_id = $1 AND title LIKE 'Your dispute%' ORDER BY id",
      [vendorId],
    );
    expect(notes.map((n) => n.title)).toHaveLength(3);
  });

  it('leave a statement of a disputed, an accepted and a rejected line with the totals that follow', async () => {
    const totals = await statementTotals(t.database.db, statementId);
    // Pending: as issued (10,500); corrected: 7% of 1,00,000 (7,000); rejected: 14,000;
    // untouched: 5,600; dropped: nothing.
    expect(totals).toMatchObject({
      statementId,
      vendorId,
      month: '2027-06-01',
      status: 'open',
      commissionPaise: 3_710_000,
      valuePaise: 53_000_000,
      undecidedDisputes: 1,
    });
    expect(totals?.lines.map((l) => [l.lineId, l.valuePaise, l.commissionPaise])).toEqual([
      [lines.pending, 15_000_000, 1_050_000],
      [lines.corrected, 10_000_000, 700_000],
      [lines.rejected, 20_000_000, 1_400_000],
      [lines.untouched, 8_000_000, 560_000],
    ]);
    const view = (await getStatement(vendor, statementId)).json();
    expect(view).toMatchObject({
      lineCount: 5,
      commissionPaise: 3_710_000,
      issuedCommissionPaise: 1_050_000 + 1_050_000 + 1_400_000 + 560_000 + 350_000,
      undecidedDisputes: 1,
    });
    const states = Object.fromEntries(
      view.lines.map((l: { id: number; state: string; standingCommissionPaise: number }) => [
        l.id,
        [l.state, l.standingCommissionPaise],
      ]),
    );
    expect(states).toEqual({
      [lines.pending as number]: ['disputed', 1_050_000],
      [lines.corrected as number]: ['corrected', 700_000],
      [lines.rejected as number]: ['upheld', 1_400_000],
      [lines.untouched as number]: ['stands', 560_000],
      [lines.dropped as number]: ['dropped', 0],
    });
    expect(await statementTotals(t.database.db, 999_999_999)).toBeNull();
  });

  it('are refused once the window has closed, with when it closed', async () => {
    const [statement] = await statementsOfVendor(vendorId);
    setClock(statement?.dispute_until ?? new Date());
    vendor = await signedInAgain('vendor', vendor);
    const late = await dispute('untouched', { reason: 'cancelled', note: 'Cancelled late.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'The time to dispute this statement ended on 8 Jul 2027, 1:20 am (India time). ' +
        'If something on it is wrong, write to us through the grievance page.',
    );
    expect((await getStatement(vendor, statementId)).json().disputesOpen).toBe(false);
  });
});
