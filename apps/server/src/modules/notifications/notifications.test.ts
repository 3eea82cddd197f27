import type { AddressInfo } from 'node:net';
import { NotificationListSchema } from '@mandap/shared/schemas/enquiries';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createMailer } from './mailer';
import {
  createNotifier,
  type NewNotification,
  NOTIFICATIONS_SHOWN,
  type Notifier,
  type NotifierLog,
  type Recipient,
  unreadNotificationCount,
} from './service';

// Notifications (issue 15): rows in the notification centre, and e-mail through a real SMTP
// server started here (smtp-server), which the app reaches over TCP like any other.

interface ReceivedMail {
  from: string;
  to: string[];
  headers: Map<string, string>;
  text: string;
}

/** Undoes quoted-printable, which nodemailer uses for text with long lines or non-ASCII. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/%/g, '%25')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes);
}

/** A single-part text message: its headers (names lowercased, unfolded) and its decoded text. */
function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const text =
    headers.get('content-transfer-encoding') === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

/** A local SMTP server that keeps what it receives; `refuse` recipients get a 550. */
async function startSmtpServer(options: { refuse?: string[] } = {}) {
  const mails: ReceivedMail[] = [];
  const config: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address)) {
        const error = new Error(`<${address.address}>: Recipient address rejected: no such user`);
        (error as Error & { responseCode: number }).responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        const envelope = session.envelope;
        mails.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          headers,
          text,
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const smtp = await startSmtpServer();
  await smtp.close();
  return smtp.port;
}

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

/** Stores `notes` in a transaction of its own, then e-mails them, as a service would. */
async function notify(notifier: Notifier, notes: NewNotification[]) {
  await t.database.db.transaction((tx) => notifier.add(tx, notes));
  await notifier.email(notes);
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
  smtp = await startSmtpServer({ refuse: ['gone@example.in'] });
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

describe('e-mail through SMTP_URL', () => {
  it("stores each notice and e-mails it to the account's address, with an absolute link", async () => {
    const user = await signedIn(t.app, 'user');
    const vendor = await signedIn(t.app, 'vendor');
    const userId = await idOf('users', user.account.email);
    const vendorId = await idOf('vendors', vendor.account.email);
    smtp.mails.length = 0;

    await notify(t.app.deps.notifier, [
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

    expect(smtp.mails).toHaveLength(2);
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

    // And the notices are in each one's notification centre.
    expect(await notificationsOf(user.cookie)).toMatchObject([
      { kind: 'message', title: 'New message from DJ Sonu', link: '/chat/12', read: false },
    ]);
    expect(await notificationsOf(vendor.cookie)).toMatchObject([
      { kind: 'enquiry', link: '/enquiries?enquiry=7', read: false },
    ]);
  });

  it('gives the app path when PUBLIC_URL is not set, and keeps a title on one line', async () => {
    const user = await signedIn(t.app, 'user');
    const userId = await idOf('users', user.account.email);
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Mandap <no-reply@mandap.example>',
    });
    const { log, lines } = capturingLog();
    const notifier = createNotifier({ db: t.database.db, mailer, log, publicUrl: null });
    smtp.mails.length = 0;
    try {
      await notify(notifier, [
        note(
          { role: 'user', userId },
          { title: 'Your enquiry\r\nBcc: someone@example.in', link: '/chat/40' },
        ),
      ]);
    } finally {
      mailer?.close();
    }
    expect(lines).toEqual([]);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.to).toEqual([user.account.email]);
    expect(smtp.mails[0]?.headers.get('subject')).toBe('Your enquiry Bcc: someone@example.in');
    expect(smtp.mails[0]?.headers.has('bcc')).toBe(false);
    expect(smtp.mails[0]?.text).toContain('Open it on Mandap: /chat/40\n');
  });

  it('sends nothing without SMTP_URL, and the notice is still stored', async () => {
    expect(createMailer(undefined)).toBeNull();
    const plain = await buildTestApp();
    try {
      const user = await signedIn(plain.app, 'user');
      const [row] = await plain.database.sql.query<{ id: number }>(
        'SELECT id FROM users WHERE email = $1',
        [user.account.email],
      );
      const userId = Number(row?.id);
      smtp.mails.length = 0;
      const notes = [note({ role: 'user', userId })];
      await plain.database.db.transaction((tx) => plain.app.deps.notifier.add(tx, notes));
      await plain.app.deps.notifier.email(notes);
      expect(smtp.mails).toEqual([]);
      const res = await plain.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { cookie: user.cookie },
      });
      expect(res.json().notifications).toMatchObject([{ title: 'New message from DJ Sonu' }]);
    } finally {
      await plain.close();
    }
  });

  it('never rejects when the SMTP server is down, and logs the failure by id only', async () => {
    const user = await signedIn(t.app, 'user');
    const userId = await idOf('users', user.account.email);
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      from: 'Mandap <no-reply@mandap.example>',
    });
    const { log, lines } = capturingLog();
    const notifier = createNotifier({ db: t.database.db, mailer, log, publicUrl: null });
    try {
      await expect(notify(notifier, [note({ role: 'user', userId })])).resolves.toBeUndefined();
    } finally {
      mailer?.close();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'notification e-mail could not be sent',
      obj: { recipient: `user ${userId}`, kind: 'message', code: expect.any(String) },
    });
    expect(JSON.stringify(lines)).not.toContain(user.account.email);
    // The notice itself was committed.
    expect(await unreadNotificationCount(t.database.db, { role: 'user', userId })).toBe(1);
  });

  it('logs a recipient the SMTP server refuses without its address, and sends the others', async () => {
    const refused = await signedIn(t.app, 'user');
    const fine = await signedIn(t.app, 'user');
    const refusedId = await idOf('users', refused.account.email);
    const fineId = await idOf('users', fine.account.email);
    await t.database.sql.query("UPDATE users SET email = 'gone@example.in' WHERE id = $1", [
      refusedId,
    ]);
    const { log, lines } = capturingLog();
    const mailer = createMailer(t.config.mail);
    const notifier = createNotifier({ db: t.database.db, mailer, log, publicUrl: null });
    smtp.mails.length = 0;
    try {
      await notify(notifier, [
        note({ role: 'user', userId: refusedId }),
        note({ role: 'user', userId: fineId }),
      ]);
    } finally {
      mailer?.close();
    }
    expect(smtp.mails.map((m) => m.to)).toEqual([[fine.account.email]]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.obj).toMatchObject({ recipient: `user ${refusedId}`, responseCode: 550 });
    expect(JSON.stringify(lines)).not.toContain('gone@example.in');
    expect(JSON.stringify(lines)).toContain('[address]');
  });
});

describe('the notification centre', () => {
  it("lists only the caller's notices, newest first, at most 50", async () => {
    const user = await signedIn(t.app, 'user');
    const other = await signedIn(t.app, 'user');
    const vendor = await signedIn(t.app, 'vendor');
    const userId = await idOf('users', user.account.email);
    const otherId = await idOf('users', other.account.email);
    const vendorId = await idOf('vendors', vendor.account.email);
    const notes = Array.from({ length: NOTIFICATIONS_SHOWN + 5 }, (_, i) =>
      note({ role: 'user', userId }, { title: `Notice ${i + 1}` }),
    );
    await t.database.db.transaction(async (tx) => {
      await t.app.deps.notifier.add(tx, notes);
      await t.app.deps.notifier.add(tx, [
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
      t.app.deps.notifier.add(tx, [note({ role: 'user', userId: id })]),
    );
    expect(await unreadNotificationCount(t.database.db, { role: 'vendor', vendorId: id })).toBe(
      before,
    );
  });

  it("marks the caller's notices read, by id or all, and never another's", async () => {
    const user = await signedIn(t.app, 'user');
    const other = await signedIn(t.app, 'user');
    const userId = await idOf('users', user.account.email);
    const otherId = await idOf('users', other.account.email);
    await t.database.db.transaction((tx) =>
      t.app.deps.notifier.add(tx, [
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
    const user = await signedIn(t.app, 'user');
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
