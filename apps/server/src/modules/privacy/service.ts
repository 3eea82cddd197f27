import { randomBytes } from 'node:crypto';
import { DELETED_NAME, PRIVACY_LIMITS, PRIVACY_MESSAGES } from '@mandap/shared/privacy';
import type { DataExportState } from '@mandap/shared/schemas/privacy';
import type { Db } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import { messagesIn, siteLink } from '../../platform/mail-language';
import { type AccountRef, lockAccountRow, lockedPasswordHash, pastGrace } from '../accounts/index';
import {
  type AuditTrace,
  appendAudit,
  NO_TRACE,
  systemActor,
  userActor,
  vendorActor,
} from '../audit/index';
import { type MediaStorage, newPrivateKey } from '../media/index';
import type { Mail } from '../notifications/index';
import { buildArchive } from './archive';
import * as repo from './repository';
import { collectSections } from './sections';

// "Download my data" and the erasure of closed accounts (issue 29, decision 0072). Closing an
// account, and cancelling that by signing in, are the accounts module's.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A preparation still unfinished after this is counted failed (its job was lost). */
const PREPARING_GIVEN_UP_AFTER_MS = DAY_MS;
/** Over exports are forgotten after this (the rate limit looks back one day). */
const EXPORT_ROWS_KEPT_MS = 30 * DAY_MS;

function idOf(owner: AccountRef): number {
  return owner.role === 'vendor' ? owner.vendorId : owner.userId;
}

function actorOf(owner: AccountRef) {
  return owner.role === 'vendor' ? vendorActor(owner.vendorId) : userActor(owner.userId);
}

function downloadUrl(id: string): string {
  return `/api/account/export/${id}/download`;
}

// Exports ------------------------------------------------------------------------------------

/** The owner's latest export as the account page shows it, and the requests left today. */
export async function exportState(db: Db, owner: AccountRef, now: Date): Promise<DataExportState> {
  const since = new Date(now.getTime() - DAY_MS);
  const [latest, recent] = await Promise.all([
    repo.latestExport(db, owner),
    repo.recentExports(db, owner, since),
  ]);
  const requestsLeft = Math.max(
    0,
    PRIVACY_LIMITS.exportsPerDay - recent.filter((r) => r.requestedAt > since).length,
  );
  if (!latest) {
    return {
      state: 'none',
      id: null,
      requestedAt: null,
      expiresAt: null,
      bytes: null,
      downloadUrl: null,
      requestsLeft,
    };
  }
  // A ready export past its time is expired even before the sweep deletes it.
  const ready = latest.status === 'ready' && (latest.expiresAt?.getTime() ?? 0) > now.getTime();
  const state = latest.status === 'ready' && !ready ? 'expired' : latest.status;
  return {
    state,
    id: latest.id,
    requestedAt: latest.requestedAt.toISOString(),
    expiresAt: ready ? (latest.expiresAt?.toISOString() ?? null) : null,
    bytes: ready ? latest.bytes : null,
    downloadUrl: ready ? downloadUrl(latest.id) : null,
    requestsLeft,
  };
}

/**
 * Asks for a new export: one at a time per account (409 while one is prepared) and
 * PRIVACY_LIMITS.exportsPerDay in a rolling day (429 with the real wait), counted under a lock of
 * the account's row so that parallel requests are counted one after the other. A ready export is
 * replaced (its file deleted once the new request is stored). Returns the new export's id; the
 * caller queues its job.
 */
export async function requestExport(
  deps: { db: Db; storage: MediaStorage },
  owner: AccountRef,
  now: Date,
  trace: AuditTrace,
): Promise<{ id: string }> {
  const id = randomBytes(16).toString('hex');
  const replaced = await deps.db.transaction(async (tx) => {
    const account = await lockAccountRow(tx, owner);
    if (!account || account.closedAt !== null) {
      throw new DomainError('unauthenticated', 'Please sign in to continue.');
    }
    const since = new Date(now.getTime() - DAY_MS);
    const recent = await repo.recentExports(tx, owner, since);
    if (recent.some((r) => r.status === 'preparing')) {
      throw new DomainError('conflict', PRIVACY_MESSAGES.exportUnderWay);
    }
    const today = recent.filter((r) => r.requestedAt > since);
    if (today.length >= PRIVACY_LIMITS.exportsPerDay) {
      const oldest = today[PRIVACY_LIMITS.exportsPerDay - 1] ?? today.at(-1);
      const waitMs = Math.max(1000, (oldest?.requestedAt.getTime() ?? 0) + DAY_MS - now.getTime());
      const seconds = Math.ceil(waitMs / 1000);
      throw new DomainError(
        'too_many',
        PRIVACY_MESSAGES.exportTooMany(Math.ceil(waitMs / HOUR_MS)),
        {
          kind: 'rate_limited',
          retryAfterSeconds: seconds,
        },
      );
    }
    const keys = await repo.expireReadyExports(tx, owner, now);
    await repo.insertExport(tx, owner, id, now);
    await appendAudit(tx, {
      at: now,
      actor: actorOf(owner),
      action: 'account.data_export_requested',
      object: { type: owner.role, id: idOf(owner) },
      after: { replaced: keys.length },
      trace,
    });
    return keys;
  });
  await Promise.all(replaced.map((key) => deps.storage.deletePrivate(key)));
  return { id };
}

export interface BuildDeps {
  db: Db;
  storage: MediaStorage;
  /** Queues the "your data is ready" e-mail (sent by SMTP or written to the log, 0067). */
  queueMail: (mail: Mail, key: string) => Promise<void>;
  /** The site's origin, for the e-mail's link. */
  publicUrl: string;
}

/**
 * Builds an export's ZIP, stores it in the private area and offers it for
 * PRIVACY_LIMITS.exportKeptDays; then queues its e-mail. Idempotent: an export no longer being
 * prepared (built already, replaced, failed) is left alone, and a file written for one that was
 * replaced meanwhile is deleted again.
 */
export async function buildExport(deps: BuildDeps, exportId: string, now: Date): Promise<void> {
  const row = await repo.findExport(deps.db, exportId);
  if (row?.status !== 'preparing') return;
  const owner: AccountRef =
    row.role === 'vendor'
      ? { role: 'vendor', vendorId: Number(row.vendorId) }
      : { role: 'user', userId: Number(row.userId) };
  const contact = await repo.accountContact(deps.db, owner);
  if (!contact || contact.erased) {
    await repo.markExportFailed(deps.db, exportId, now);
    return;
  }
  const sections = await collectSections(deps.db, owner);
  const archive = buildArchive(contact.name, now, sections);
  const key = newPrivateKey();
  await deps.storage.putPrivate(key, archive);
  const expiresAt = new Date(now.getTime() + PRIVACY_LIMITS.exportKeptDays * DAY_MS);
  const ready = await repo.markExportReady(deps.db, exportId, {
    storageKey: key,
    bytes: archive.length,
    now,
    expiresAt,
  });
  if (!ready) {
    await deps.storage.deletePrivate(key);
    return;
  }
  const page = owner.role === 'vendor' ? '/VendorProfile' : '/profile';
  // In the account's language, with its link to the page in it (issue 32).
  const link = siteLink(deps.publicUrl, contact.language, page);
  const { emailPrivacy: m, emailFormat: f } = messagesIn(contact.language);
  await deps.queueMail(
    {
      to: contact.email,
      subject: m.exportReadySubject,
      text: m.exportReadyBody(contact.name, f.dateTime(expiresAt), link),
    },
    exportId,
  );
}

/** A preparation whose last attempt failed: shown as failed, so that its owner may ask again. */
export function failExport(db: Db, exportId: string, now: Date): Promise<void> {
  return repo.markExportFailed(db, exportId, now);
}

/**
 * The ZIP of the owner's own ready export, or a 404 alike for an id that is unknown, expired,
 * or anyone else's (the same message, nothing to tell them apart).
 */
export async function openDownload(
  deps: { db: Db; storage: MediaStorage },
  owner: AccountRef,
  id: string,
  now: Date,
) {
  const row = await repo.findOwnReadyExport(deps.db, owner, id, now);
  const file = row?.storageKey ? await deps.storage.readPrivate(row.storageKey) : null;
  if (!row || !file) throw new DomainError('not_found', PRIVACY_MESSAGES.exportNotFound);
  const day = (row.readyAt ?? now).toISOString().slice(0, 10);
  return { file, filename: `mandap-data-${day}.zip` };
}

/**
 * The sweep: ready exports past their days are deleted from storage (the file first, so a
 * failure leaves the row to try again) and shown expired; preparations lost with their job are
 * failed; rows of old exports are forgotten. Returns how many files were deleted.
 */
export async function sweepExports(
  deps: { db: Db; storage: MediaStorage },
  now: Date,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const due = await repo.expiredReadyExports(deps.db, now, 100);
    for (const row of due) {
      if (row.storageKey) await deps.storage.deletePrivate(row.storageKey);
      await repo.markExportExpired(deps.db, row.id, now);
      deleted += 1;
    }
    if (due.length < 100) break;
  }
  await repo.failStalePreparations(
    deps.db,
    new Date(now.getTime() - PREPARING_GIVEN_UP_AFTER_MS),
    now,
  );
  await repo.deleteOldExportRows(deps.db, new Date(now.getTime() - EXPORT_ROWS_KEPT_MS));
  return deleted;
}

// Erasure ------------------------------------------------------------------------------------

/** Until when the tax records of an erasure on `now` are kept: India's date, years later. */
function keepUntil(now: Date): string {
  const day = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const [year, rest] = [Number(day.slice(0, 4)), day.slice(4)];
  return `${year + PRIVACY_LIMITS.taxRecordsKeptYears}${rest === '-02-29' ? '-02-28' : rest}`;
}

export interface ErasureLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Erases one closed account whose grace has passed, in one transaction: a sign-in that cancelled
 * it meanwhile, or an erasure done already, leaves it alone (idempotent). Its export files are
 * deleted first (they can always be made again), its media files after the commit (the orphan
 * sweep deletes any a failure leaves). Returns whether it erased.
 */
export async function eraseAccount(
  deps: { db: Db; storage: MediaStorage; log: ErasureLog },
  owner: AccountRef,
  now: Date,
): Promise<boolean> {
  const exportKeys = await repo.exportKeysOf(deps.db, owner);
  const passwordHash = await lockedPasswordHash();
  const tombstone = {
    name: DELETED_NAME,
    email: `erased-${owner.role}-${idOf(owner)}@erased.invalid`,
    passwordHash,
  };
  const done = await deps.db.transaction(async (tx) => {
    const account = await lockAccountRow(tx, owner);
    if (!account || account.erasedAt !== null || !pastGrace(account, now)) return null;
    for (const key of exportKeys) await deps.storage.deletePrivate(key);
    const erased =
      owner.role === 'vendor'
        ? await repo.eraseVendor(tx, owner.vendorId, tombstone, now, keepUntil(now))
        : await repo.eraseUser(tx, owner.userId, tombstone, now);
    await appendAudit(tx, {
      at: now,
      actor: systemActor('account-erasure'),
      action: 'account.erased',
      object: { type: owner.role, id: idOf(owner) },
      after: erased.counts,
      trace: NO_TRACE,
    });
    return erased;
  });
  if (!done) return false;
  for (const key of done.keys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.log.error(
        { key, reason: error instanceof Error ? error.message : String(error) },
        'an erased account media file could not be deleted; the orphan sweep will',
      );
    }
  }
  return true;
}

/** The erasure job: every closed account past its grace, one transaction each. */
export async function eraseDueAccounts(
  deps: { db: Db; storage: MediaStorage; log: ErasureLog },
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  let erased = 0;
  for (;;) {
    const due = await repo.accountsDue(deps.db, now, 20);
    let progressed = false;
    for (const owner of due) {
      if (signal?.aborted) return erased;
      if (await eraseAccount(deps, owner, now)) {
        erased += 1;
        progressed = true;
      }
    }
    if (due.length < 20 || !progressed) return erased;
  }
}
