import { randomBytes } from 'node:crypto';
import {
  GRIEVANCE_LIMITS,
  type GrievanceStatus,
  type GrievanceSubject,
  grievanceDeadlines,
} from '@mandap/shared/grievances';
import {
  GRIEVANCE_LINK_MESSAGE,
  type GrievanceReceipt,
  grievanceLinkParts,
  type NewGrievance,
} from '@mandap/shared/schemas/grievances';
import type { Db } from '../../db/client';
import { DomainError, fieldError } from '../../platform/domain-errors';
import { PermanentJobFailure } from '../../platform/jobs/queue';
import type { Mailer } from '../notifications/index';
import { type OfficerSignature, receiptMail, replyMail } from './emails';
import * as repo from './repository';

/**
 * Grievances from one client address (decision 0062): five in a sliding hour. A person with a
 * grievance sends one, perhaps a second with what they forgot; five lets a family or an office
 * sharing a connection send theirs, and bounds what a script can pour into the officer's list
 * (and into strangers' mailboxes, as acknowledgements) to 120 a day per address.
 */
export const GRIEVANCE_RATE = { perAddress: 5, windowMs: 60 * 60 * 1000 };

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** 'GRV-' + India's date + 6 random Crockford base32 characters: 'GRV-20270303-7KQ2MX'. */
export function newGrievanceReference(now: Date): string {
  const day = new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
  let bits = 0n;
  for (const byte of randomBytes(4)) bits = (bits << 8n) | BigInt(byte);
  let tail = '';
  for (let i = 0; i < 6; i += 1) {
    tail = CROCKFORD[Number(bits & 31n)] + tail;
    bits >>= 5n;
  }
  return `GRV-${day}-${tail}`;
}

/** The account a grievance was sent from, when its sender was signed in. */
export type GrievanceAccount = { userId: number } | { vendorId: number } | null;

export interface SubmitContext {
  /** The client address (request.ip): the limit counts per address. */
  address: string;
  account: GrievanceAccount;
  /** The hosts a link may name: this site's (PUBLIC_URL's, else the request's own). */
  siteHosts: readonly string[];
  /** Named in the 429's words: where to write instead. */
  officerEmail: string;
  now: Date;
  /** Grievances an address may send in GRIEVANCE_RATE.windowMs; GRIEVANCE_RATE.perAddress. */
  limit?: number;
}

function tooMany(recent: Date[], limit: number, now: Date, officerEmail: string): DomainError {
  const oldest = recent[limit - 1] ?? now;
  const waitMs = Math.max(0, oldest.getTime() + GRIEVANCE_RATE.windowMs - now.getTime());
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new DomainError(
    'too_many',
    `Too many grievances have been sent from your network in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or write to our grievance officer at ${officerEmail}.`,
    { kind: 'rate_limited', retryAfterSeconds: seconds },
  );
}

/** The link as stored: its path on this site, or a refusal when it names another site. */
function linkPath(link: string | undefined, siteHosts: readonly string[]): string | null {
  if (link === undefined) return null;
  const parts = grievanceLinkParts(link);
  if (!parts || (parts.host !== null && !siteHosts.includes(parts.host))) {
    throw fieldError('invalid', 'link', GRIEVANCE_LINK_MESSAGE);
  }
  return parts.path;
}

function receiptOf(row: repo.GrievanceRow): GrievanceReceipt {
  const { acknowledgeBy, resolveBy } = grievanceDeadlines(row.createdAt);
  return {
    reference: row.reference,
    receivedAt: row.createdAt.toISOString(),
    acknowledgeBy: acknowledgeBy.toISOString(),
    resolveBy: resolveBy.toISOString(),
  };
}

/**
 * Stores a grievance from anyone (counted against its address, atomically) and returns its
 * receipt and id; the caller queues the acknowledgement e-mail after this returns.
 */
export async function submitGrievance(
  db: Db,
  input: NewGrievance,
  ctx: SubmitContext,
): Promise<{ id: number; receipt: GrievanceReceipt }> {
  const link = linkPath(input.link, ctx.siteHosts);
  if (input.name.includes('\u0000') || input.details.includes('\u0000')) {
    // PostgreSQL text cannot hold NUL; the text checks refuse it earlier, this is the backstop.
    throw fieldError('invalid', 'details', 'Please remove the unusual characters.');
  }
  const limit = ctx.limit ?? GRIEVANCE_RATE.perAddress;
  const { recent, stored } = await repo.insertGrievanceUnderLimit(
    db,
    {
      name: input.name,
      email: input.email,
      subject: input.subject,
      details: input.details,
      link,
      userId: ctx.account && 'userId' in ctx.account ? ctx.account.userId : null,
      vendorId: ctx.account && 'vendorId' in ctx.account ? ctx.account.vendorId : null,
      sentFrom: ctx.address,
      now: ctx.now,
    },
    { count: limit, since: new Date(ctx.now.getTime() - GRIEVANCE_RATE.windowMs) },
    () => newGrievanceReference(ctx.now),
  );
  if (!stored) throw tooMany(recent, limit, ctx.now, ctx.officerEmail);
  return { id: stored.id, receipt: receiptOf(stored) };
}

// ---- E-mail ----

/** The data of a grievance-email job: ids only, never an address (the queue keeps its data). */
export type GrievanceEmail =
  | { kind: 'receipt'; grievanceId: number }
  | { kind: 'reply'; replyId: number };

/** Queues a grievance's e-mails; never rejects (a failure to queue is logged). */
export interface GrievanceMail {
  queue(email: GrievanceEmail): Promise<void>;
}

export interface GrievanceMailDeps {
  db: Db;
  mailer: Mailer;
  officer: OfficerSignature;
  clock: () => Date;
}

/**
 * Sends one grievance e-mail (the grievance-email job), at most once: one already sent is skipped.
 * A refusal the SMTP server calls permanent (5xx) is not retried. What is thrown names the
 * grievance by id, never by address.
 */
export async function sendGrievanceEmail(
  deps: GrievanceMailDeps,
  email: GrievanceEmail,
): Promise<'sent' | 'sent before' | 'gone'> {
  const { db } = deps;
  if (email.kind === 'receipt') {
    const row = await repo.findById(db, email.grievanceId);
    if (!row) return 'gone';
    if (row.receiptEmailedAt) return 'sent before';
    await send(deps, receiptMail(row, deps.officer), `acknowledgement of grievance ${row.id}`);
    await repo.markReceiptEmailed(db, row.id, deps.clock());
    return 'sent';
  }
  const reply = await repo.findReply(db, email.replyId);
  const row = reply ? await repo.findById(db, reply.grievanceId) : null;
  if (!reply || !row) return 'gone';
  if (reply.emailedAt) return 'sent before';
  await send(deps, replyMail(row, reply, deps.officer), `reply ${reply.id} to grievance ${row.id}`);
  await repo.markReplyEmailed(db, reply.id, deps.clock());
  return 'sent';
}

async function send(
  deps: GrievanceMailDeps,
  mail: Parameters<Mailer['send']>[0],
  what: string,
): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    const fields = error as { responseCode?: unknown };
    const code = typeof fields.responseCode === 'number' ? fields.responseCode : undefined;
    const message = `E-mail of the ${what} failed${code ? ` [${code}]` : ''}`;
    throw code !== undefined && code >= 500 && code < 600
      ? new PermanentJobFailure(message)
      : new Error(message);
  }
}

// ---- The console's functions (issue 28; its HTTP routes come with the operators' console) ----

/** A grievance as the console lists it: its age against its deadlines. */
export interface GrievanceSummary {
  reference: string;
  name: string;
  email: string;
  subject: GrievanceSubject;
  details: string;
  link: string | null;
  status: GrievanceStatus;
  receivedAt: Date;
  acknowledgedAt: Date | null;
  closedAt: Date | null;
  outcome: string | null;
  /** How long ago it was received, in milliseconds. */
  ageMs: number;
  acknowledgeBy: Date;
  resolveBy: Date;
  /** Still open past acknowledgeBy. */
  acknowledgementOverdue: boolean;
  /** Not closed past resolveBy. */
  resolutionOverdue: boolean;
  /** The next deadline it must meet (null once closed), and by how much it is missed (ms, 0 if not). */
  nextDeadline: Date | null;
  overdueByMs: number;
}

function summaryOf(row: repo.GrievanceRow, now: Date): GrievanceSummary {
  const { acknowledgeBy, resolveBy } = grievanceDeadlines(row.createdAt);
  const closed = row.status === 'closed';
  const acknowledgementOverdue = row.status === 'open' && now > acknowledgeBy;
  const resolutionOverdue = !closed && now > resolveBy;
  const nextDeadline = closed ? null : row.status === 'open' ? acknowledgeBy : resolveBy;
  // The deadline most missed: an open grievance past both counts from the first.
  const missed = [
    acknowledgementOverdue ? acknowledgeBy : null,
    resolutionOverdue ? resolveBy : null,
  ].filter((d): d is Date => d !== null);
  const overdueByMs = missed.length > 0 ? now.getTime() - (missed[0] as Date).getTime() : 0;
  return {
    reference: row.reference,
    name: row.name,
    email: row.email,
    subject: row.subject,
    details: row.details,
    link: row.link,
    status: row.status,
    receivedAt: row.createdAt,
    acknowledgedAt: row.acknowledgedAt,
    closedAt: row.closedAt,
    outcome: row.outcome,
    ageMs: now.getTime() - row.createdAt.getTime(),
    acknowledgeBy,
    resolveBy,
    acknowledgementOverdue,
    resolutionOverdue,
    nextDeadline,
    overdueByMs,
  };
}

/**
 * The console's list: every grievance not closed (and, with `closedWithinMs`, those closed that
 * recently), overdue first (the most overdue first), then by the next deadline, soonest first;
 * closed ones last, newest closed first.
 */
export async function listGrievances(
  db: Db,
  now: Date,
  options: { closedWithinMs?: number } = {},
): Promise<GrievanceSummary[]> {
  const since =
    options.closedWithinMs !== undefined ? new Date(now.getTime() - options.closedWithinMs) : null;
  const rows = await repo.listGrievances(db, since);
  return rows
    .map((row) => summaryOf(row, now))
    .sort((a, b) => {
      if ((a.nextDeadline === null) !== (b.nextDeadline === null)) {
        return a.nextDeadline === null ? 1 : -1;
      }
      if (a.nextDeadline === null || b.nextDeadline === null) {
        return (b.closedAt?.getTime() ?? 0) - (a.closedAt?.getTime() ?? 0);
      }
      if (a.overdueByMs !== b.overdueByMs) return b.overdueByMs - a.overdueByMs;
      return a.nextDeadline.getTime() - b.nextDeadline.getTime();
    });
}

async function grievanceByReference(db: Db, reference: string): Promise<repo.GrievanceRow> {
  const row = await repo.findByReference(db, reference.trim().toUpperCase());
  if (!row) throw new DomainError('not_found', `No grievance has the reference ${reference}.`);
  return row;
}

function alreadyClosed(row: repo.GrievanceRow): DomainError {
  return new DomainError(
    'conflict',
    `Grievance ${row.reference} was closed on ${row.closedAt?.toISOString()}; it cannot change.`,
  );
}

/** The officer acknowledges an open grievance (48 hours); acknowledging again changes nothing. */
export async function acknowledgeGrievance(
  db: Db,
  reference: string,
  now: Date,
): Promise<GrievanceSummary> {
  const row = await grievanceByReference(db, reference);
  if (row.status === 'closed') throw alreadyClosed(row);
  const updated = (await repo.acknowledge(db, row.id, now)) ?? row;
  return summaryOf(updated, now);
}

function requiredWords(field: string, text: string, max: number, what: string): string {
  const words = text.trim();
  if (!words) throw fieldError('invalid', field, `Write the ${what}.`);
  if (words.length > max) {
    throw fieldError('invalid', field, `The ${what} can be at most ${max} characters.`);
  }
  return words;
}

/**
 * The officer's reply, e-mailed to the sender after it is stored; a reply to an open grievance
 * acknowledges it too (the sender has been answered).
 */
export async function replyToGrievance(
  db: Db,
  mail: GrievanceMail,
  reference: string,
  reply: { body: string; author: string },
  now: Date,
): Promise<GrievanceSummary> {
  const body = requiredWords('body', reply.body, GRIEVANCE_LIMITS.replyMaxLength, 'reply');
  const row = await grievanceByReference(db, reference);
  if (row.status === 'closed') throw alreadyClosed(row);
  const { replyId, updated } = await db.transaction(async (tx) => {
    const stored = await repo.insertReply(tx, {
      grievanceId: row.id,
      body,
      author: reply.author,
      now,
    });
    return { replyId: stored.id, updated: await repo.acknowledge(tx, row.id, now) };
  });
  await mail.queue({ kind: 'reply', replyId });
  return summaryOf(updated ?? (await grievanceByReference(db, row.reference)), now);
}

/**
 * Closes a grievance with its outcome, which is e-mailed to the sender as the last reply.
 */
export async function closeGrievance(
  db: Db,
  mail: GrievanceMail,
  reference: string,
  close: { outcome: string; author: string },
  now: Date,
): Promise<GrievanceSummary> {
  const outcome = requiredWords(
    'outcome',
    close.outcome,
    GRIEVANCE_LIMITS.outcomeMaxLength,
    'outcome',
  );
  const row = await grievanceByReference(db, reference);
  if (row.status === 'closed') throw alreadyClosed(row);
  const { replyId, updated } = await db.transaction(async (tx) => {
    const closed = await repo.close(tx, row.id, outcome, now);
    if (!closed) throw alreadyClosed(row);
    const stored = await repo.insertReply(tx, {
      grievanceId: row.id,
      body: `Your grievance is now closed. Outcome: ${outcome}`,
      author: close.author,
      now,
    });
    return { replyId: stored.id, updated: closed };
  });
  await mail.queue({ kind: 'reply', replyId });
  return summaryOf(updated, now);
}

/** A grievance's replies, oldest first (the console's detail view). */
export async function grievanceReplies(db: Db, reference: string) {
  const row = await grievanceByReference(db, reference);
  return repo.repliesOf(db, row.id);
}
