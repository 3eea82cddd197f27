import type { Language } from '@mandap/shared/messages/languages';
import type { Notification } from '@mandap/shared/schemas/enquiries';
import type { Db } from '../../db/client';
import { type JobSender, PermanentJobFailure } from '../../platform/jobs/queue';
import { type Messages, messagesIn, siteLink } from '../../platform/mail-language';
import type { MailAttachment, Mailer } from './mailer';
import * as repo from './repository';

export type Recipient = { role: 'user'; userId: number } | { role: 'vendor'; vendorId: number };

export interface NewNotification {
  recipient: Recipient;
  kind: 'enquiry' | 'message' | 'status';
  title: string;
  body: string;
  /** An app path, for example /chat/12. */
  link: string;
  /**
   * The same notice in Hindi (issue 32): stored instead of the English one when the recipient's
   * account speaks Hindi, so that the notification centre and its e-mail both read in Hindi.
   */
  hi?: { title: string; body: string };
}

/** A notice's title and body. */
export interface NoticeText {
  title: string;
  body: string;
}

/**
 * A notice written once from the catalogue (issue 32): the English text as `title` and `body`,
 * the Hindi one as `hi`, for NewNotification.
 */
export function noticeInBothLanguages(
  write: (messages: Messages) => NoticeText,
): NoticeText & { hi: NoticeText } {
  return { ...write(messagesIn('en')), hi: write(messagesIn('hi')) };
}

/** Stores notifications (in the caller's transaction) and queues their e-mails after it commits. */
export interface Notifier {
  /** Stores `notes` with `tx`, the caller's transaction; returns their ids for `email`. */
  add(tx: Db, notes: NewNotification[]): Promise<number[]>;
  /**
   * After the caller's commit: queues one e-mail job per notification when SMTP is configured.
   * Never rejects (a failure to queue is logged); callers do not wait for it.
   */
  email(notificationIds: number[]): Promise<void>;
}

/** What the notifier logs to: the app's logger (pino), or anything with the same two methods. */
export interface NotifierLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The data of a notification-email job. */
export type NotificationEmail = { notificationId: number };

export interface NotifierDeps {
  log: NotifierLog;
  /** Queues the e-mail of one notification (sent by SMTP, or written to the log: 0067). */
  sendEmail: JobSender<NotificationEmail>;
}

/** The newest notifications a person sees in the notification centre. */
export const NOTIFICATIONS_SHOWN = 50;

function ownerOf(recipient: Recipient): repo.Owner {
  return recipient.role === 'user'
    ? { userId: recipient.userId }
    : { vendorId: recipient.vendorId };
}

/** A notification's owner as the log may name it: by id only, never by name or address. */
function ownerLabel(row: { userId: number | null; vendorId: number | null }): string {
  return row.userId !== null ? `user ${row.userId}` : `vendor ${row.vendorId}`;
}

const EMAIL_ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+/g;

/**
 * What may be kept of a failed send (in the log and the job queue): nodemailer's codes, and its
 * message with any e-mail address taken out (an SMTP server's refusal usually quotes the
 * recipient). Nothing else of the error: its other fields list the envelope's addresses.
 */
function sendFailure(error: unknown): { reason: string; responseCode?: number; code?: string } {
  if (!(error instanceof Error)) return { reason: 'unknown error' };
  const fields = error as Error & { code?: unknown; responseCode?: unknown };
  return {
    reason: error.message.replace(EMAIL_ADDRESS, '[address]'),
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.responseCode === 'number' ? { responseCode: fields.responseCode } : {}),
  };
}

/** A header may not hold a line break (nodemailer folds headers, but a title is ours to keep tidy). */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/**
 * The link of a notification as an e-mail gives it: absolute, on the site's one origin, to the
 * page in the recipient's language (Hindi pages live under /hi/).
 */
export function emailLink(link: string, publicUrl: string, language: Language = 'en'): string {
  return siteLink(publicUrl, language, link);
}

export function emailText(
  note: { body: string; link: string },
  publicUrl: string,
  language: Language = 'en',
): string {
  const m = messagesIn(language).emailNotices;
  return [
    note.body,
    '',
    m.openOnMandap(emailLink(note.link, publicUrl, language)),
    '',
    '-- ',
    m.whyYouGetThis,
    '',
  ].join('\n');
}

/**
 * The app's notifier: rows in the caller's transaction, an e-mail job per row after its commit
 * (decision 0047; before issue 18 the mail was sent here, once, best effort: decision 0031).
 */
export function createNotifier(deps: NotifierDeps): Notifier {
  const { log, sendEmail } = deps;
  return {
    async add(tx, notes) {
      // Each recipient reads the notice in their account's language: asked only when a notice
      // has a Hindi text (one query for all of them).
      const hindi = notes.some((n) => n.hi)
        ? await repo.hindiOwners(
            tx,
            notes.filter((n) => n.hi).map((n) => ownerOf(n.recipient)),
          )
        : undefined;
      return repo.insertNotifications(
        tx,
        notes.map((n) => {
          const owner = ownerOf(n.recipient);
          const text = n.hi && hindi?.has(repo.ownerKey(owner)) ? n.hi : n;
          return { owner, kind: n.kind, title: text.title, body: text.body, link: n.link };
        }),
      );
    },

    async email(notificationIds) {
      await Promise.all(
        notificationIds.map(async (notificationId) => {
          try {
            // Keyed by the notification: it is queued once, however often this is called.
            await sendEmail({ notificationId }, { key: String(notificationId) });
          } catch (error) {
            log.error(
              { notification: notificationId, reason: sendFailure(error).reason },
              'notification e-mail could not be queued',
            );
          }
        }),
      );
    },
  };
}

export interface EmailDeps {
  /** Where the notification and its owner's address are read. */
  db: Db;
  mailer: Mailer;
  /** The site's origin (config.publicUrl): the links of e-mails are absolute. */
  publicUrl: string;
  log: NotifierLog;
  clock: () => Date;
  /**
   * Files a notification's e-mail carries, by what it is about (its owner and link): an issued
   * tax document's PDF (decision 0074). None when left out.
   */
  attachmentsFor?: NotificationAttachments;
}

/** The attachments of a notification's e-mail, worked out when it is sent. */
export type NotificationAttachments = (note: {
  userId: number | null;
  vendorId: number | null;
  link: string;
}) => Promise<MailAttachment[]>;

/**
 * Sends the e-mail of notification `notificationId` (the notification-email job), at most once:
 * one already e-mailed is skipped, and one whose account was deleted is gone. A refusal the SMTP
 * server calls permanent (5xx) is a PermanentJobFailure, not retried; any other failure throws
 * for the queue to retry. What is thrown carries no e-mail address.
 */
export async function emailNotification(
  deps: EmailDeps,
  notificationId: number,
): Promise<'sent' | 'sent before' | 'gone'> {
  const row = await repo.notificationForEmail(deps.db, notificationId);
  if (!row?.email) {
    // The account was deleted meanwhile: its in-app notice went with it.
    deps.log.info({ notification: notificationId }, 'notification e-mail skipped: no such account');
    return 'gone';
  }
  if (row.emailedAt) return 'sent before';
  // Made at each try, not stored: a failure here fails this run, and the queue tries again. The
  // log mailer (no SMTP_URL) writes a line, which holds no file: nothing to make for it.
  const attachments =
    deps.attachmentsFor && deps.mailer.transport === 'smtp' ? await deps.attachmentsFor(row) : [];
  try {
    await deps.mailer.send({
      to: row.email,
      subject: oneLine(row.title),
      text: emailText(row, deps.publicUrl, row.language),
      ...(attachments.length > 0 ? { attachments } : {}),
    });
  } catch (error) {
    const failure = sendFailure(error);
    const what = `E-mail of notification ${notificationId} to ${ownerLabel(row)} (${row.kind}) failed`;
    const codes = [failure.responseCode, failure.code].filter((c) => c !== undefined).join(' ');
    const message = `${what}${codes ? ` [${codes}]` : ''}: ${failure.reason}`;
    const permanent =
      failure.responseCode !== undefined &&
      failure.responseCode >= 500 &&
      failure.responseCode < 600;
    throw permanent ? new PermanentJobFailure(message) : new Error(message);
  }
  // A crash between the send and this line is the one way an e-mail can go twice (decision 0047).
  await repo.markEmailed(deps.db, notificationId, deps.clock());
  return 'sent';
}

/** Notifications not yet read: the badge of the notification centre (polled, so one count). */
export async function unreadNotificationCount(db: Db, recipient: Recipient): Promise<number> {
  return repo.unreadCount(db, ownerOf(recipient));
}

/** The recipient's newest NOTIFICATIONS_SHOWN notifications, newest first. */
export async function listNotifications(db: Db, recipient: Recipient): Promise<Notification[]> {
  const rows = await repo.newestNotifications(db, ownerOf(recipient), NOTIFICATIONS_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    link: r.link,
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
  }));
}

/**
 * Marks the recipient's notifications read: those of `ids` (ids of anyone else's are ignored), or
 * all of them when `ids` is undefined; only those leading to `link` when it is given.
 */
export async function readNotifications(
  db: Db,
  recipient: Recipient,
  ids: number[] | undefined,
  now: Date,
  link?: string,
): Promise<void> {
  if (link !== undefined && ids === undefined) {
    await repo.markLinkedRead(db, ownerOf(recipient), [link], now);
    return;
  }
  await repo.markRead(db, ownerOf(recipient), ids, now);
}

/**
 * Marks read the recipient's notifications that lead to any of `links`: what they told of has
 * been seen, so the bell no longer counts them (issue 31). In the caller's transaction.
 */
export async function readNotificationsAbout(
  db: Db,
  recipient: Recipient,
  links: readonly string[],
  now: Date,
): Promise<void> {
  await repo.markLinkedRead(db, ownerOf(recipient), links, now);
}

/**
 * The notifier without a job queue, for a command run by hand (and tests that set data up as one
 * does): notices are stored in the caller's transaction as always, and each e-mail is sent at once
 * with `deps`; `sent()` waits for all of them, after which the caller may close the mailer.
 */
export function createImmediateNotifier(deps: EmailDeps): {
  notifier: Notifier;
  sent(): Promise<void>;
} {
  const base = createNotifier({
    log: deps.log,
    // No queue: each e-mail goes at once (a failure is logged by the notifier).
    sendEmail: async ({ notificationId }) => {
      await emailNotification(deps, notificationId);
    },
  });
  const sending: Promise<void>[] = [];
  return {
    notifier: {
      add: base.add,
      email(ids) {
        const sent = base.email(ids);
        sending.push(sent);
        return sent;
      },
    },
    async sent() {
      await Promise.all(sending);
    },
  };
}
