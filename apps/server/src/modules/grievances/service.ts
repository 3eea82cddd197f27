import { randomBytes } from 'node:crypto';
import {
  GRIEVANCE_CONSOLE_MESSAGES,
  GRIEVANCE_LIMITS,
  GRIEVANCE_LINK_PATH,
  type GrievanceOutcome,
  type GrievanceStatus,
  type GrievanceSubject,
  grievanceDeadlines,
} from '@mandap/shared/grievances';
import * as operatorText from '@mandap/shared/messages/en/server-operators';
import type { Language } from '@mandap/shared/messages/languages';
import type { OperatorRole } from '@mandap/shared/operators';
import {
  GRIEVANCE_LINK_MESSAGE,
  type GrievanceReceipt,
  grievanceLinkParts,
  type NewGrievance,
} from '@mandap/shared/schemas/grievances';
import type { Db } from '../../db/client';
import { DomainError, fieldError } from '../../platform/domain-errors';
import { PermanentJobFailure } from '../../platform/jobs/queue';
import { messagesIn } from '../../platform/mail-language';
import { type AuditAction, type AuditTrace, appendAudit, operatorActor } from '../audit/index';
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
  /** The request's language (issue 32): the grievance's e-mails are written in it. */
  language?: 'en' | 'hi';
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
    throw fieldError('invalid', 'details', operatorText.pleaseRemoveTheUnusualCharacters);
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
      language: ctx.language ?? 'en',
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

// ---- The console's functions (issue 28, decisions 0062 and 0064) ----

/** A grievance as the console lists it: its age against its deadlines. */
export interface GrievanceSummary {
  id: number;
  reference: string;
  name: string;
  email: string;
  subject: GrievanceSubject;
  details: string;
  link: string | null;
  userId: number | null;
  vendorId: number | null;
  status: GrievanceStatus;
  /** Moved by every operator action (decision 0064). */
  version: number;
  receivedAt: Date;
  acknowledgedAt: Date | null;
  closedAt: Date | null;
  outcome: string | null;
  outcomeCode: string | null;
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
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    subject: row.subject,
    details: row.details,
    link: row.link,
    userId: row.userId,
    vendorId: row.vendorId,
    status: row.status,
    version: row.version,
    receivedAt: row.createdAt,
    acknowledgedAt: row.acknowledgedAt,
    closedAt: row.closedAt,
    outcome: row.outcome,
    outcomeCode: row.outcomeCode,
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
 * recently), overdue first (the most overdue first), then the oldest first (decision 0064);
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
      return a.receivedAt.getTime() - b.receivedAt.getTime() || a.id - b.id;
    });
}

/** Closed grievances for the console, the most recently closed first, a page at a time. */
export async function listClosedGrievances(
  db: Db,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ items: GrievanceSummary[]; total: number }> {
  const { rows, total } = await repo.listClosed(db, page);
  return { items: rows.map((row) => summaryOf(row, now)), total };
}

/** The dashboard's figures: grievances not closed, how many overdue, the oldest's receipt. */
export async function grievanceCounts(
  db: Db,
  now: Date,
): Promise<{ open: number; overdue: number; oldestReceivedAt: Date | null }> {
  const rows = await repo.openReceipts(db);
  let overdue = 0;
  let oldest: Date | null = null;
  for (const row of rows) {
    const { acknowledgeBy, resolveBy } = grievanceDeadlines(row.createdAt);
    if ((row.status === 'open' && now > acknowledgeBy) || now > resolveBy) overdue += 1;
    if (!oldest || row.createdAt < oldest) oldest = row.createdAt;
  }
  return { open: rows.length, overdue, oldestReceivedAt: oldest };
}

async function grievanceByReference(db: Db, reference: string): Promise<repo.GrievanceRow> {
  const row = await repo.findByReference(db, reference.trim().toUpperCase());
  if (!row) throw new DomainError('not_found', GRIEVANCE_CONSOLE_MESSAGES.noSuchGrievance);
  return row;
}

function alreadyClosed(): DomainError {
  return new DomainError('conflict', GRIEVANCE_CONSOLE_MESSAGES.closed);
}

/** The operator acting in the console: the audit entry's actor and trace (decision 0064). */
export interface GrievanceOperator {
  operatorId: number;
  role: OperatorRole;
  trace: AuditTrace;
}

/**
 * How the console acts: `version` is the grievance's version the operator saw (a moved one is
 * refused with 409, so of two operators at once one wins); `operator` is recorded in the audit
 * log in the same transaction. Without them (a script, the tests of 0062) neither happens.
 */
export interface ConsoleStep {
  version?: number;
  operator?: GrievanceOperator;
}

/** Why an update that changed no row was refused: closed, moved since, or (for `what`) done. */
async function refusalAfter(
  db: Db,
  id: number,
  step: ConsoleStep,
  done?: (row: repo.GrievanceRow) => DomainError | null,
): Promise<DomainError> {
  const now = await repo.findById(db, id);
  if (!now) return new DomainError('not_found', GRIEVANCE_CONSOLE_MESSAGES.noSuchGrievance);
  if (now.status === 'closed') return alreadyClosed();
  if (step.version !== undefined && now.version !== step.version) {
    return new DomainError('conflict', GRIEVANCE_CONSOLE_MESSAGES.changedElsewhere);
  }
  return done?.(now) ?? new DomainError('conflict', GRIEVANCE_CONSOLE_MESSAGES.changedElsewhere);
}

async function audited(
  db: Db,
  step: ConsoleStep,
  entry: {
    action: AuditAction;
    before: repo.GrievanceRow;
    after: repo.GrievanceRow;
    now: Date;
    extra?: Record<string, string | number | null>;
    reason?: string;
  },
): Promise<void> {
  if (!step.operator) return;
  await appendAudit(db, {
    at: entry.now,
    actor: operatorActor(step.operator.operatorId, step.operator.role),
    action: entry.action,
    object: { type: 'grievance', id: entry.after.reference },
    before: { status: entry.before.status, version: entry.before.version },
    after: { status: entry.after.status, version: entry.after.version, ...entry.extra },
    reason: entry.reason ?? null,
    trace: step.operator.trace,
  });
}

/**
 * The officer acknowledges an open grievance (48 hours). Without a version, acknowledging again
 * changes nothing; with one (the console), an acknowledged or moved grievance is a 409.
 */
export async function acknowledgeGrievance(
  db: Db,
  reference: string,
  now: Date,
  step: ConsoleStep = {},
): Promise<GrievanceSummary> {
  const row = await grievanceByReference(db, reference);
  if (row.status === 'closed') throw alreadyClosed();
  const updated = await db.transaction(async (tx) => {
    const changed = await repo.acknowledge(tx, row.id, now, step.version);
    if (changed)
      await audited(tx, step, {
        action: 'grievance.acknowledged',
        before: row,
        after: changed,
        now,
      });
    return changed;
  });
  if (updated) return summaryOf(updated, now);
  if (step.version === undefined) return summaryOf(await grievanceByReference(db, reference), now);
  throw await refusalAfter(db, row.id, step, (current) =>
    current.status === 'acknowledged'
      ? new DomainError('conflict', GRIEVANCE_CONSOLE_MESSAGES.alreadyAcknowledged)
      : null,
  );
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
  step: ConsoleStep = {},
): Promise<GrievanceSummary> {
  const body = requiredWords('body', reply.body, GRIEVANCE_LIMITS.replyMaxLength, 'reply');
  const row = await grievanceByReference(db, reference);
  if (row.status === 'closed') throw alreadyClosed();
  const done = await db.transaction(async (tx) => {
    const updated = await repo.markReplied(tx, row.id, now, step.version);
    if (!updated) return null;
    const stored = await repo.insertReply(tx, {
      grievanceId: row.id,
      body,
      author: reply.author,
      now,
    });
    await audited(tx, step, {
      action: 'grievance.replied',
      before: row,
      after: updated,
      now,
      extra: { replyId: stored.id, length: body.length },
    });
    return { replyId: stored.id, updated };
  });
  if (!done) throw await refusalAfter(db, row.id, step);
  await mail.queue({ kind: 'reply', replyId: done.replyId });
  return summaryOf(done.updated, now);
}

/**
 * The closing reply in the grievance's language (issue 32): an outcome of the close form's list in
 * its words there, then the operator's details as typed; English, or an outcome written freely,
 * as the console wrote it.
 */
function closingReply(
  language: Language,
  outcome: string,
  close: { code?: GrievanceOutcome; details?: string },
): string {
  const m = messagesIn(language);
  const details = close.details?.trim() ?? '';
  const words =
    close.code && language !== 'en'
      ? `${m.adminGrievances.outcomes[close.code]}${details ? `. ${details}` : ''}`
      : outcome;
  return m.emailGrievanceClose.grievanceClosed(words);
}

/**
 * Closes a grievance with its outcome (the words the sender reads; `code` from the close form's
 * list), which is e-mailed to the sender as the last reply.
 */
export async function closeGrievance(
  db: Db,
  mail: GrievanceMail,
  reference: string,
  close: { outcome: string; author: string; code?: GrievanceOutcome; details?: string },
  now: Date,
  step: ConsoleStep = {},
): Promise<GrievanceSummary> {
  const outcome = requiredWords(
    'outcome',
    close.outcome,
    GRIEVANCE_LIMITS.outcomeMaxLength,
    'outcome',
  );
  const row = await grievanceByReference(db, reference);
  if (row.status === 'closed') throw alreadyClosed();
  const done = await db.transaction(async (tx) => {
    const closed = await repo.close(
      tx,
      row.id,
      { words: outcome, code: close.code ?? null },
      now,
      step.version,
    );
    if (!closed) return null;
    const stored = await repo.insertReply(tx, {
      grievanceId: row.id,
      body: closingReply(row.language, outcome, close),
      author: close.author,
      now,
    });
    const details = close.details?.trim();
    await audited(tx, step, {
      action: 'grievance.closed',
      before: row,
      after: closed,
      now,
      extra: { replyId: stored.id, outcome: close.code ?? null },
      reason: close.code ? (details ? `${close.code}: ${details}` : close.code) : outcome,
    });
    return { replyId: stored.id, updated: closed };
  });
  if (!done) throw await refusalAfter(db, row.id, step);
  await mail.queue({ kind: 'reply', replyId: done.replyId });
  return summaryOf(done.updated, now);
}

/** A grievance's replies, oldest first (the console's detail view). */
export async function grievanceReplies(db: Db, reference: string) {
  const row = await grievanceByReference(db, reference);
  return repo.repliesOf(db, row.id);
}

/** The console's detail view: the grievance, its replies, and what its link names now. */
export async function grievanceDetail(db: Db, reference: string, now: Date) {
  const row = await grievanceByReference(db, reference);
  const parts = row.link ? GRIEVANCE_LINK_PATH.exec(row.link) : null;
  const listingId = parts?.[1] ? Number(parts[1]) : null;
  const reviewId = parts?.[2] ? Number(parts[2]) : null;
  const [replies, listing, review] = await Promise.all([
    repo.repliesOf(db, row.id),
    listingId !== null ? repo.linkedListing(db, listingId) : null,
    reviewId !== null ? repo.linkedReview(db, reviewId) : null,
  ]);
  return { summary: summaryOf(row, now), replies, linked: { listing, review } };
}
