import { NotificationListSchema } from '@mandap/shared/schemas/enquiries';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { capturingJobLog, testJobQueue } from '../../../test/jobs';
import { closedPort, settleSignupMails, startSmtpServer } from '../../../test/smtp';
import { PermanentJobFailure } from '../../platform/jobs/queue';
import { notificationEmailJob } from './email-job';
import { createMailer, type Mailer } from './mailer';
import {
  createNotifier,
  type EmailDeps,
  emailNotification,
  type NewNotification,
  NOTIFICATIONS_SHOWN,
  type Notifier,
  type NotifierLog,
  type Recipient,
  unreadNotificationCount,
} from './service';

// Notifications (issue 15): rows in the notification centre, and e-mail through a real SMTP
// server started here (smtp-server), which the app reaches over TCP like any other. Since issue
// 18 each e-mail is a job of the app's queue (decision 0047).

function capturingLog() {
  const lines: { level: 'info' | 'error'; obj: object; msg: string }[] = [];
  const log: NotifierLog = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
  return { log, lines };
}

async function idOf(table: 'users' | 'vendors', email: string): Promise<number> {
  const [row] = await t.database.sql.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE email = $1`,
    [email],
  );
  return Number(row?.id);
}

function note(recipient: Recipient, overrides: Partial<NewNotification> = {}): NewNotification {
  return {
    recipient,
    kind: 'message',
    title: 'New message from DJ Sonu',
    body: 'DJ Sonu: We are free on your date.',
    link: '/chat/12',
    ...overrides,
  };
}

/** Stores `notes` in a transaction of its own, then queues their e-mails, as a service would. */
async function notify(notifier: Notifier, notes: NewNotification[]): Promise<number[]> {
  const ids = await t.database.db.transaction((tx) => notifier.add(tx, notes));
  await notifier.email(ids);
  return ids;
}

/** Stores one notice and returns its id, without e-mailing it. */
async function stored(recipient: Recipient, overrides: Partial<NewNotification> = {}) {
  const [id] = await t.database.db.transaction((tx) =>
    t.parts.notifier.add(tx, [note(recipient, overrides)]),
  );
  return id as number;
}

async function emailedAt(notificationId: number): Promise<Date | null> {
  const [row] = await t.database.sql.query<{ emailed_at: Date | null }>(
    'SELECT emailed_at FROM notifications WHERE id = $1',
    [notificationId],
  );
  return row?.emailed_at ?? null;
}

/** What emailNotification needs, with a mailer of its own (closed by the caller). */
function emailDeps(
  mailer: Mailer,
  log: NotifierLog,
  publicUrl = 'http://127.0.0.1:3000',
): EmailDeps {
  return { db: t.database.db, mailer, log, publicUrl, clock: () => new Date() };
}

function listFor(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
}

async function notificationsOf(cookie: string) {
  const res = await listFor(cookie);
  expect(res.statusCode, res.body).toBe(200);
  return NotificationListSchema.parse(res.json()).notifications;
}

function markRead(cookie: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: { cookie },
    payload: payload as Record<string, unknown>,
  });
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: ['gone@example.in', 'left@example.in'] });
  t = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Mandap <no-reply@mandap.example>',
    PUBLIC_URL: 'https://mandap.example/',
  });
});
afterAll(async () => {
  // The app first: it closes its pooled SMTP connections, which the server would wait for.
  await t.close();
  await smtp.close();
});

const BUDGET = 'Budget: ₹1,50,000.';

/** An account signed up and in, once its verification e-mail has arrived (and been set aside). */
async function signedUp(role: 'vendor' | 'user') {
  const account = await signedIn(t.app, role);
  await settleSignupMails(smtp, [account.account.email]);
  return account;
}

const WAIT = { timeout: 20_000, interval: 50 };

describe('e-mail through SMTP_URL', () => {
  it("stores each notice and e-mails it to the account's address, with an absolute link", async () => {
    const user = await signedUp('user');
    const vendor = await signedUp('vendor');
    const userId = await idOf('users', user.account.email);
    const vendorId = await idOf('vendors', vendor.account.email);
    smtp.mails.length = 0;

    const ids = await notify(t.parts.notifier, [
      note({ role: 'user', userId }),
      note(
        { role: 'vendor', vendorId },
        {
          kind: 'enquiry',
          title: 'New enquiry for DJ Sonu',
          // Longer than a mail line, and not ASCII: sent quoted-printable, read back whole.
          body: `Asha Verma asked about a wedding on 5 December 2026 for 300 guests. ${BUDGET}`,
          link: '/enquiries?enquiry=7',
        },
      ),
    ]);

    // Sent by the app's job queue, beside the request.
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(2), WAIT);
    const toUser = smtp.mails.find((m) => m.to.includes(user.account.email));
    const toVendor = smtp.mails.find((m) => m.to.includes(vendor.account.email));
    expect(toUser?.to).toEqual([user.account.email]);
    expect(toUser?.from).toBe('no-reply@mandap.example');
    expect(toUser?.headers.get('from')).toBe('Mandap <no-reply@mandap.example>');
    expect(toUser?.headers.get('subject')).toBe('New message from DJ Sonu');
    expect(toUser?.text).toContain('DJ Sonu: We are free on your date.');
    expect(toUser?.text).toContain('Open it on Mandap: https://mandap.example/chat/12\n');
    expect(toVendor?.to).toEqual([vendor.account.email]);
    expect(toVendor?.headers.get('subject')).toBe('New enquiry for DJ Sonu');
    expect(toVendor?.text).toContain(
      `Asha Verma asked about a wedding on 5 December 2026 for 300 guests. ${BUDGET}`,
    );
    expect(toVendor?.text).toContain('https://mandap.example/enquiries?enquiry=7');
    await vi.waitFor(async () => {
      for (const id of ids) expect(await emailedAt(id)).toBeInstanceOf(Date);
    }, WAIT);

    // And the notices are in each one's notification centre.
    expect(await notificationsOf(user.cookie)).toMatchObject([
      { kind: 'message', title: 'New message from DJ Sonu', link: '/chat/12', read: false },
    ]);
    expect(await notificationsOf(vendor.cookie)).toMatchObject([
      { kind: 'enquiry', link: '/enquiries?enquiry=7', read: false },
    ]);
  });

  it('gives the app path when PUBLIC_URL is not set, and keeps a title on one line', async () => {
    const user = await signedUp('user');
    const userId = await idOf('users', user.account.email);
    const mailer = createMailer(
      {
        transport: 'smtp',
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Mandap <no-reply@mandap.example>',
      },
      { info() {} },
    );
    const { log, lines } = capturingLog();
    const id = await stored(
      { role: 'user', userId },
      { title: 'Your enquiry\r\nBcc: someone@example.in', link: '/chat/40' },
    );
    smtp.mails.length = 0;
    try {
      expect(await emailNotification(emailDeps(mailer, log), id)).toBe('sent');
    } finally {
      mailer.close();
    }
    expect(lines).toEqual([]);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.to).toEqual([user.account.email]);
    expect(smtp.mails[0]?.headers.get('subject')).toBe('Your enquiry Bcc: someone@example.in');
    expect(smtp.mails[0]?.headers.has('bcc')).toBe(false);
    expect(smtp.mails[0]?.text).toContain('Open it on Mandap: http://127.0.0.1:3000/chat/40\n');
  });

  it('writes the e-mail to the log without SMTP_URL, naming its link, and stores the notice', async () => {
    const plain = await buildTestApp();
    try {
      expect(plain.config.mail).toEqual({ transport: 'log', from: expect.any(String) });
      const user = await signedIn(plain.app, 'user');
      const userId = Number(
        (
          await plain.database.sql.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
            user.account.email,
          ])
        )[0]?.id,
      );
      const id = (
        await plain.database.db.transaction((tx) =>
          plain.parts.notifier.add(tx, [note({ role: 'user', userId })]),
        )
      )[0] as number;
      const { log, lines } = capturingLog();
      const mailer = createMailer(plain.config.mail, log);
      await emailNotification({ ...emailDeps(mailer, log), db: plain.database.db }, id);
      const logged = lines.find((l) => 'mail' in l.obj);
      expect(logged?.obj).toMatchObject({ mail: { to: user.account.email } });
      expect(logged?.msg).toContain(`To: ${user.account.email}.`);
      expect(logged?.msg).toContain('Link: http://127.0.0.1:3000/chat/12');
      // The job that sends it is defined as with SMTP.
      const report = await plain.parts.jobs.report();
      expect(report.jobs.map((j) => j.name)).toContain('notification-email');
    } finally {
      await plain.close();
    }
  });

  it('fails a send to an SMTP server that is down, for a retry, naming the account by id only', async () => {
    const user = await signedUp('user');
    const userId = await idOf('users', user.account.email);
    const mailer = createMailer(
      {
        transport: 'smtp',
        smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
        from: 'Mandap <no-reply@mandap.example>',
      },
      { info() {} },
    );
    const { log } = capturingLog();
    const id = await stored({ role: 'user', userId });
    try {
      const failure = await emailNotification(emailDeps(mailer, log), id).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(PermanentJobFailure);
      expect((failure as Error).message).toMatch(
        new RegExp(
          `^E-mail of notification ${id} to user ${userId} \\(message\\) failed \\[E[A-Z]+\\]: `,
        ),
      );
      expect((failure as Error).message).not.toContain(user.account.email);
    } finally {
      mailer.close();
    }
    // Not sent, so a retry will send it.
    expect(await emailedAt(id)).toBeNull();
    expect(await unreadNotificationCount(t.database.db, { role: 'user', userId })).toBe(1);
  });

  it('fails a recipient the SMTP server refuses (550) for good, without its address', async () => {
    const refused = await signedUp('user');
    const refusedId = await idOf('users', refused.account.email);
    await t.database.sql.query("UPDATE users SET email = 'gone@example.in' WHERE id = $1", [
      refusedId,
    ]);
    const mailer = createMailer(t.config.mail, { info() {} });
    const id = await stored({ role: 'user', userId: refusedId });
    try {
      const failure = await emailNotification(emailDeps(mailer, capturingLog().log), id).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(PermanentJobFailure);
      expect((failure as Error).message).toContain(`to user ${refusedId} (message) failed [550`);
      expect((failure as Error).message).toContain('[address]');
      expect((failure as Error).message).not.toContain('gone@example.in');
    } finally {
      mailer.close();
    }
    expect(await emailedAt(id)).toBeNull();
  });
});

describe('the notification-email job', () => {
  it('retries when the SMTP server defers, then delivers exactly once', async () => {
    const user = await signedUp('user');
    const refused = await signedUp('user');
    const userId = await idOf('users', user.account.email);
    const refusedId = await idOf('users', refused.account.email);
    await t.database.sql.query("UPDATE users SET email = 'left@example.in' WHERE id = $1", [
      refusedId,
    ]);
    // A queue of its own, with one-second retries (the app's wait 30 seconds and more).
    const { log: queueLog, lines: queueLines } = capturingJobLog();
    const jobs = testJobQueue(t.database, { log: queueLog });
    const mailer = createMailer(t.config.mail, { info() {} });
    const { log } = capturingLog();
    const sendEmail = jobs.queue.define(
      notificationEmailJob(emailDeps(mailer, log), { limit: 3, delaySeconds: 1, backoff: true }),
    );
    const notifier = createNotifier({ log, sendEmail });
    smtp.deferOnce.add(user.account.email);
    try {
      await jobs.queue.start();
      const [deferredId, refusedNoteId] = await notify(notifier, [
        note({ role: 'user', userId }),
        note({ role: 'user', userId: refusedId }),
      ]);
      const done = async () =>
        (await jobs.queue.report()).jobs.find((j) => j.name === 'notification-email');
      await vi.waitFor(async () => {
        expect(await done()).toMatchObject({ completed: 1, failed: 1, queued: 0, retrying: 0 });
      }, WAIT);
      expect(smtp.mails.filter((m) => m.to.includes(user.account.email))).toHaveLength(1);
      // Deferred once, then accepted: two tries, one mail.
      expect(smtp.tries.get(user.account.email)).toBe(2);
      expect(await emailedAt(deferredId as number)).toBeInstanceOf(Date);

      // The refused address: failed at once, visible with its reason and without the address.
      const report = await jobs.queue.report();
      expect(report.failures).toEqual([
        expect.objectContaining({ name: 'notification-email', attempt: 1 }),
      ]);
      expect(report.failures[0]?.message).toContain(
        `E-mail of notification ${refusedNoteId} to user ${refusedId} (message) failed [550`,
      );
      expect(JSON.stringify(report)).not.toContain('left@example.in');
      expect(JSON.stringify(queueLines)).not.toContain('left@example.in');
      expect(JSON.stringify(queueLines)).not.toContain(user.account.email);
      // The two jobs run side by side: their lines come in either order.
      expect(
        queueLines.map((l) => `${l.level}: ${l.msg}`).sort((a, b) => a.localeCompare(b)),
      ).toEqual(['error: job failed', 'warn: job failed, will retry']);

      // The same notification's job run again (a retry after a send whose outcome was lost):
      // nothing more is sent.
      const before = await emailedAt(deferredId as number);
      await jobs.queue.send('notification-email', { notificationId: deferredId }, { key: 'again' });
      await vi.waitFor(async () => expect((await done())?.completed).toBe(2), WAIT);
      expect(smtp.mails.filter((m) => m.to.includes(user.account.email))).toHaveLength(1);
      expect(await emailedAt(deferredId as number)).toEqual(before);
    } finally {
      await jobs.close();
      mailer.close();
    }
  });
});

describe('the notification centre', () => {
  it("lists only the caller's notices, newest first, at most 50", async () => {
    const user = await signedUp('user');
    const other = await signedUp('user');
    const vendor = await signedUp('vendor');
    const userId = await idOf('users', user.account.email);
    const otherId = await idOf('users', other.account.email);
    const vendorId = await idOf('vendors', vendor.account.email);
    const notes = Array.from({ length: NOTIFICATIONS_SHOWN + 5 }, (_, i) =>
      note({ role: 'user', userId }, { title: `Notice ${i + 1}` }),
    );
    await t.database.db.transaction(async (tx) => {
      await t.parts.notifier.add(tx, notes);
      await t.parts.notifier.add(tx, [
        note({ role: 'user', userId: otherId }, { title: 'For the other user' }),
        note({ role: 'vendor', vendorId }, { title: 'For the vendor' }),
      ]);
    });

    const mine = await notificationsOf(user.cookie);
    expect(mine).toHaveLength(NOTIFICATIONS_SHOWN);
    expect(mine[0]?.title).toBe(`Notice ${NOTIFICATIONS_SHOWN + 5}`);
    expect(mine.at(-1)?.title).toBe('Notice 6');
    expect((await notificationsOf(other.cookie)).map((n) => n.title)).toEqual([
      'For the other user',
    ]);
    expect((await notificationsOf(vendor.cookie)).map((n) => n.title)).toEqual(['For the vendor']);
  });

  it('keeps a user and a vendor with the same id apart', async () => {
    // Ids of users and vendors are counted separately: find a pair that shares one.
    const [pair] = await t.database.sql.query<{ id: number }>(
      'SELECT u.id FROM users u JOIN vendors v ON v.id = u.id ORDER BY u.id LIMIT 1',
    );
    expect(pair).toBeDefined();
    const id = Number(pair?.id);
    const before = await unreadNotificationCount(t.database.db, { role: 'vendor', vendorId: id });
    await t.database.db.transaction((tx) =>
      t.parts.notifier.add(tx, [note({ role: 'user', userId: id })]),
    );
    expect(await unreadNotificationCount(t.database.db, { role: 'vendor', vendorId: id })).toBe(
      before,
    );
  });

  it("marks the caller's notices read, by id or all, and never another's", async () => {
    const user = await signedUp('user');
    const other = await signedUp('user');
    const userId = await idOf('users', user.account.email);
    const otherId = await idOf('users', other.account.email);
    await t.database.db.transaction((tx) =>
      t.parts.notifier.add(tx, [
        note({ role: 'user', userId }, { title: 'One' }),
        note({ role: 'user', userId }, { title: 'Two' }),
        note({ role: 'user', userId }, { title: 'Three' }),
        note({ role: 'user', userId: otherId }, { title: 'Theirs' }),
      ]),
    );
    const theirs = await notificationsOf(other.cookie);
    const mine = await notificationsOf(user.cookie);
    const unread = (id: number) =>
      unreadNotificationCount(t.database.db, { role: 'user', userId: id });
    expect(await unread(userId)).toBe(3);

    // Someone else's ids change nothing.
    expect((await markRead(user.cookie, { ids: theirs.map((n) => n.id) })).statusCode).toBe(204);
    expect(await unread(otherId)).toBe(1);
    expect((await notificationsOf(other.cookie))[0]?.read).toBe(false);

    const two = mine.find((n) => n.title === 'Two')?.id as number;
    expect(
      (await markRead(user.cookie, { ids: [two, ...theirs.map((n) => n.id)] })).statusCode,
    ).toBe(204);
    expect((await notificationsOf(user.cookie)).map((n) => [n.title, n.read])).toEqual([
      ['Three', false],
      ['Two', true],
      ['One', false],
    ]);
    expect(await unread(userId)).toBe(2);
    expect((await markRead(user.cookie, {})).statusCode).toBe(204);
    expect(await unread(userId)).toBe(0);
    expect(await unread(otherId)).toBe(1);
    expect((await markRead(user.cookie, { ids: [] })).statusCode).toBe(204);
  });

  it('answers 400 to ids that are not notification ids', async () => {
    const user = await signedUp('user');
    for (const payload of [
      { ids: ['x'] },
      { ids: [0] },
      { ids: Array.from({ length: 201 }, (_, i) => i + 1) },
    ]) {
      expect((await markRead(user.cookie, payload)).statusCode).toBe(400);
    }
  });

  it('answers 401 without a session', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(list.statusCode).toBe(401);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: {},
    });
    expect(read.statusCode).toBe(401);
    expect(read.json().message).toBe('Please sign in to continue.');
  });
});
