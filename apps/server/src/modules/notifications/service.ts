import type { Notification } from '@mandap/shared/schemas/enquiries';
import type { Db } from '../../db/client';
import type { Mailer } from './mailer';
import * as repo from './repository';

export type Recipient = { role: 'user'; userId: number } | { role: 'vendor'; vendorId: number };

export interface NewNotification {
  recipient: Recipient;
  kind: 'enquiry' | 'message' | 'status';
  title: string;
  body: string;
  /** An app path, for example /chat/12. */
  link: string;
}

/** Stores notifications (in the caller's transaction) and e-mails them after it commits. */
export interface Notifier {
  /** Stores `notes` with `tx`, the caller's transaction. */
  add(tx: Db, notes: NewNotification[]): Promise<void>;
  /**
   * After the caller's commit: e-mails the same notes when SMTP is configured. Never rejects
   * (failures are logged); callers do not wait for it.
   */
  email(notes: NewNotification[]): Promise<void>;
}

/** What the notifier logs to: the app's logger (pino), or anything with the same two methods. */
export interface NotifierLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface NotifierDeps {
  /** Where e-mail addresses are looked up (outside any caller's transaction). */
  db: Db;
  /** null: in-app notifications only (no SMTP_URL). */
  mailer: Mailer | null;
  log: NotifierLog;
  /** PUBLIC_URL: makes the links of e-mails absolute; null leaves them as app paths. */
  publicUrl: string | null;
}

/** The newest notifications a person sees in the notification centre. */
export const NOTIFICATIONS_SHOWN = 50;

function ownerOf(recipient: Recipient): repo.Owner {
  return recipient.role === 'user'
    ? { userId: recipient.userId }
    : { vendorId: recipient.vendorId };
}

/** A recipient as the log may name it: by id only, never by name or address. */
function recipientLabel(recipient: Recipient): string {
  return recipient.role === 'user' ? `user ${recipient.userId}` : `vendor ${recipient.vendorId}`;
}

const EMAIL_ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+/g;

/**
 * What may be logged of a failed send: nodemailer's codes, and its message with any e-mail
 * address taken out (an SMTP server's refusal usually quotes the recipient).
 */
function sendFailure(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { reason: 'unknown error' };
  const fields = error as Error & { code?: unknown; responseCode?: unknown; command?: unknown };
  return {
    reason: error.message.replace(EMAIL_ADDRESS, '[address]'),
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.responseCode === 'number' ? { responseCode: fields.responseCode } : {}),
    ...(typeof fields.command === 'string' ? { command: fields.command } : {}),
  };
}

/** A header may not hold a line break (nodemailer folds headers, but a title is ours to keep tidy). */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** The link of a notification as an e-mail gives it: absolute when PUBLIC_URL is known. */
export function emailLink(link: string, publicUrl: string | null): string {
  return publicUrl ? `${publicUrl.replace(/\/+$/, '')}${link}` : link;
}

export function emailText(note: NewNotification, publicUrl: string | null): string {
  return [
    note.body,
    '',
    `Open it on Mandap: ${emailLink(note.link, publicUrl)}`,
    '',
    '-- ',
    'You are receiving this e-mail because you have an account on Mandap.',
    '',
  ].join('\n');
}

/**
 * The app's notifier: rows in the caller's transaction, e-mail after its commit. E-mail is best
 * effort (decision 0031): each failed send is logged and nothing is retried.
 */
export function createNotifier(deps: NotifierDeps): Notifier {
  const { db, mailer, log, publicUrl } = deps;
  return {
    async add(tx, notes) {
      await repo.insertNotifications(
        tx,
        notes.map((n) => ({
          owner: ownerOf(n.recipient),
          kind: n.kind,
          title: n.title,
          body: n.body,
          link: n.link,
        })),
      );
    },

    async email(notes) {
      if (!mailer || notes.length === 0) return;
      try {
        const emails = await repo.accountEmails(
          db,
          notes.flatMap((n) => (n.recipient.role === 'user' ? [n.recipient.userId] : [])),
          notes.flatMap((n) => (n.recipient.role === 'vendor' ? [n.recipient.vendorId] : [])),
        );
        await Promise.all(
          notes.map(async (note) => {
            const { recipient } = note;
            const to =
              recipient.role === 'user'
                ? emails.users.get(recipient.userId)
                : emails.vendors.get(recipient.vendorId);
            if (!to) {
              // The account was deleted meanwhile: its in-app notice went with it.
              log.info(
                { recipient: recipientLabel(recipient), kind: note.kind },
                'notification e-mail skipped: no such account',
              );
              return;
            }
            try {
              await mailer.send({
                to,
                subject: oneLine(note.title),
                text: emailText(note, publicUrl),
              });
            } catch (error) {
              log.error(
                { recipient: recipientLabel(recipient), kind: note.kind, ...sendFailure(error) },
                'notification e-mail could not be sent',
              );
            }
          }),
        );
      } catch (error) {
        log.error(
          { recipients: notes.map((n) => recipientLabel(n.recipient)), ...sendFailure(error) },
          'notification e-mails could not be sent',
        );
      }
    },
  };
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
 * all of them when `ids` is undefined.
 */
export async function readNotifications(
  db: Db,
  recipient: Recipient,
  ids: number[] | undefined,
  now: Date,
): Promise<void> {
  await repo.markRead(db, ownerOf(recipient), ids, now);
}
