import { formatInr } from '@mandap/shared/money';
import type { OperatorRole } from '@mandap/shared/operators';
import type {
  ActionEntry,
  ActionReply,
  AdminAccount,
  AdminListing,
  AdminSearchReply,
  AppealQueue,
  Suspension,
  VendorSuspensions,
} from '@mandap/shared/schemas/suspensions';
import {
  type AccountKind,
  SUSPENSION_LIMITS,
  SUSPENSION_MESSAGES,
  type SuspensionAction,
  suspensionReasonText,
} from '@mandap/shared/suspensions';
import type { Db, Tx } from '../../db/client';
import type { BusinessConfig } from '../../platform/config';
import { DomainError } from '../../platform/domain-errors';
import type { Messages } from '../../platform/mail-language';
import { checkVendorCredentials, endAccountSessions } from '../accounts/index';
import {
  type AuditAction,
  type AuditTrace,
  appendAudit,
  operatorActor,
  vendorActor,
} from '../audit/index';
import {
  findListing,
  findVendorListing,
  listingParts,
  removeListingMedia,
} from '../listings/index';
import type { MediaStorage } from '../media/index';
import { type NewNotification, type Notifier, noticeInBothLanguages } from '../notifications/index';
import { adminRefundListing, adminRefundQuote, type PaymentProvider } from '../payments/index';
import { closeListingReports, closeMessageReportsOf, reporterNotices } from '../reports/index';
import * as repo from './repository';

// Suspensions, restores, media removals, refunds and appeals (issue 28, decision 0066). Each
// action: one transaction with the version check, the change, the notices and the audit entry;
// the e-mails after the commit.

/** Who acts: the console's operator. */
export interface Operator {
  operatorId: number;
  role: OperatorRole;
}

export interface ActionInput {
  reason: string;
  details: string;
  version: number;
}

export interface Deps {
  db: Db;
  notifier: Notifier;
}

const PORTAL_LINK = '/services';
const ACCOUNT_LINK = '/notifications';

function reasonOf(input: { reason: string; details: string }): string {
  return input.details ? `${input.reason}: ${input.details}` : input.reason;
}

/** The reason and the operator's own words, as a notice says them in `m`'s language (whyText). */
function whyIn(m: Messages, action: SuspensionAction, code: string, details: string): string {
  const reasons: Record<string, string> = m.adminSuspensions.reasons[action];
  const reason = reasons[code] ?? code;
  return details ? `${reason} (${details})` : reason;
}

function stale(): never {
  throw new DomainError('conflict', SUSPENSION_MESSAGES.decidedElsewhere);
}

async function commit<T>(
  deps: Deps,
  work: (tx: Tx, notify: (notes: NewNotification[]) => Promise<void>) => Promise<T>,
): Promise<T> {
  let ids: number[] = [];
  const result = await deps.db.transaction(async (tx) =>
    work(tx, async (notes) => {
      ids = ids.concat(await deps.notifier.add(tx, notes));
    }),
  );
  void deps.notifier.email(ids);
  return result;
}

// Listings ---------------------------------------------------------------------------------

export async function suspendListing(
  deps: Deps,
  operator: Operator,
  listingId: number,
  input: ActionInput,
  trace: AuditTrace,
  now: Date,
): Promise<ActionReply> {
  return commit(deps, async (tx, notify) => {
    const listing = await repo.lockListing(tx, listingId);
    if (!listing) throw new DomainError('not_found', SUSPENSION_MESSAGES.noSuchListing);
    if (listing.version !== input.version) stale();
    // Off already: by Mandap, or by a refund (nothing to give back on a restore). Hidden with
    // the account or for an overdue invoice, it was active: the suspension takes it over.
    const hiddenActive = listing.suspendedWithAccount || listing.hiddenForDues;
    if (listing.suspensionId !== null || (listing.status === 'suspended' && !hiddenActive)) {
      throw new DomainError('conflict', SUSPENSION_MESSAGES.alreadySuspended);
    }
    const statusBefore = hiddenActive ? 'active' : listing.status;
    const suspensionId = await repo.insertSuspension(tx, {
      objectType: 'listing',
      id: listingId,
      reason: input.reason,
      details: input.details,
      operatorId: operator.operatorId,
      now,
      statusBefore,
    });
    const version = await repo.markListingSuspended(tx, listingId, suspensionId, now);
    const reports = await closeListingReports(tx, listingId, operator.operatorId, now);
    await notify([
      {
        recipient: { role: 'vendor', vendorId: listing.vendorId },
        kind: 'status',
        link: PORTAL_LINK,
        ...noticeInBothLanguages((m) =>
          m.emailSuspensions.listingSuspended(
            listing.firmName,
            whyIn(m, 'suspend', input.reason, input.details),
          ),
        ),
      },
      ...reporterNotices(
        reports,
        noticeInBothLanguages((m) => m.emailModeration.listingActioned(listing.firmName)),
        ACCOUNT_LINK,
      ),
    ]);
    await appendAudit(tx, {
      at: now,
      actor: operatorActor(operator.operatorId, operator.role),
      action: 'listing.suspended',
      object: { type: 'listing', id: listingId },
      before: { status: listing.status },
      after: {
        status: 'suspended',
        suspensionId,
        statusBefore,
        vendorId: listing.vendorId,
        reportsClosed: reports.length,
      },
      reason: reasonOf(input),
      trace,
    });
    return { version, status: 'suspended' };
  });
}

/** Undoes Mandap's suspension of a listing, in `tx` (a restore, or an appeal's). */
async function restoreListingIn(
  tx: Tx,
  notify: (notes: NewNotification[]) => Promise<void>,
  operator: Operator,
  listing: repo.ListingLock,
  input: { reason: string; details: string },
  trace: AuditTrace,
  now: Date,
  action: AuditAction,
): Promise<ActionReply> {
  if (listing.suspensionId === null) {
    throw new DomainError('conflict', SUSPENSION_MESSAGES.notSuspended);
  }
  const suspension = await repo.suspensionById(tx, listing.suspensionId);
  await repo.endSuspension(tx, listing.suspensionId, {
    operatorId: operator.operatorId,
    reason: reasonOf(input),
    now,
  });
  const after = await repo.markListingRestored(
    tx,
    listing.id,
    suspension?.statusBefore ?? 'pending_payment',
    now,
  );
  await notify([
    {
      recipient: { role: 'vendor', vendorId: listing.vendorId },
      kind: 'status',
      link: PORTAL_LINK,
      ...noticeInBothLanguages((m) =>
        m.emailSuspensions.listingRestored(
          listing.firmName,
          whyIn(m, 'restore', input.reason, input.details),
        ),
      ),
    },
  ]);
  await appendAudit(tx, {
    at: now,
    actor: operatorActor(operator.operatorId, operator.role),
    action,
    object: { type: 'listing', id: listing.id },
    before: { status: 'suspended', suspensionId: listing.suspensionId },
    after: { status: after.status },
    reason: reasonOf(input),
    trace,
  });
  return after;
}

export async function restoreListing(
  deps: Deps,
  operator: Operator,
  listingId: number,
  input: ActionInput,
  trace: AuditTrace,
  now: Date,
): Promise<ActionReply> {
  return commit(deps, async (tx, notify) => {
    const listing = await repo.lockListing(tx, listingId);
    if (!listing) throw new DomainError('not_found', SUSPENSION_MESSAGES.noSuchListing);
    if (listing.version !== input.version) stale();
    return restoreListingIn(tx, notify, operator, listing, input, trace, now, 'listing.restored');
  });
}

// Accounts ---------------------------------------------------------------------------------

export async function suspendAccount(
  deps: Deps,
  operator: Operator,
  kind: AccountKind,
  id: number,
  input: ActionInput,
  trace: AuditTrace,
  now: Date,
): Promise<ActionReply> {
  return commit(deps, async (tx, notify) => {
    const account = await repo.lockAccount(tx, kind, id);
    if (!account) throw new DomainError('not_found', SUSPENSION_MESSAGES.noSuchAccount);
    if (account.version !== input.version) stale();
    if (account.suspensionId !== null) {
      throw new DomainError('conflict', SUSPENSION_MESSAGES.alreadySuspended);
    }
    const suspensionId = await repo.insertSuspension(tx, {
      objectType: kind,
      id,
      reason: input.reason,
      details: input.details,
      operatorId: operator.operatorId,
      now,
    });
    const version = await repo.markAccount(tx, kind, id, suspensionId, now);
    const sessionsEnded = await endAccountSessions(
      tx,
      kind === 'vendor' ? { role: 'vendor', vendorId: id } : { role: 'user', userId: id },
      now,
    );
    const hidden = kind === 'vendor' ? await repo.hideVendorListings(tx, id, now) : [];
    // What was reported of the account closes as acted on: its chat messages, and a vendor's
    // listings that the suspension took down.
    const author = kind === 'vendor' ? { vendorId: id } : { userId: id };
    const messageReports = await closeMessageReportsOf(tx, author, operator.operatorId, now);
    const listingNotes: NewNotification[] = [];
    let listingReports = 0;
    for (const listing of hidden) {
      const reports = await closeListingReports(tx, listing.id, operator.operatorId, now);
      listingReports += reports.length;
      listingNotes.push(
        ...reporterNotices(
          reports,
          noticeInBothLanguages((m) => m.emailModeration.listingActioned(listing.firmName)),
          ACCOUNT_LINK,
        ),
      );
    }
    await notify([
      {
        recipient:
          kind === 'vendor' ? { role: 'vendor', vendorId: id } : { role: 'user', userId: id },
        kind: 'status',
        link: ACCOUNT_LINK,
        ...noticeInBothLanguages((m) =>
          m.emailSuspensions.accountSuspended(
            kind,
            whyIn(m, 'suspend', input.reason, input.details),
          ),
        ),
      },
      ...reporterNotices(
        messageReports,
        noticeInBothLanguages((m) => m.emailModeration.messageActioned()),
        ACCOUNT_LINK,
      ),
      ...listingNotes,
    ]);
    await appendAudit(tx, {
      at: now,
      actor: operatorActor(operator.operatorId, operator.role),
      action: kind === 'vendor' ? 'vendor.suspended' : 'user.suspended',
      object: { type: kind, id },
      before: { suspended: false },
      after: {
        suspended: true,
        suspensionId,
        sessionsEnded,
        listingsHidden: hidden.map((l) => l.id),
        reportsClosed: messageReports.length + listingReports,
      },
      reason: reasonOf(input),
      trace,
    });
    return { version, status: 'suspended' };
  });
}

async function restoreAccountIn(
  tx: Tx,
  notify: (notes: NewNotification[]) => Promise<void>,
  operator: Operator,
  kind: AccountKind,
  account: repo.AccountLock,
  input: { reason: string; details: string },
  trace: AuditTrace,
  now: Date,
): Promise<ActionReply> {
  if (account.suspensionId === null) {
    throw new DomainError('conflict', SUSPENSION_MESSAGES.notSuspended);
  }
  await repo.endSuspension(tx, account.suspensionId, {
    operatorId: operator.operatorId,
    reason: reasonOf(input),
    now,
  });
  const version = await repo.markAccount(tx, kind, account.id, null, now);
  const shown = kind === 'vendor' ? await repo.showVendorListings(tx, account.id, now) : [];
  await notify([
    {
      recipient:
        kind === 'vendor'
          ? { role: 'vendor', vendorId: account.id }
          : { role: 'user', userId: account.id },
      kind: 'status',
      link: ACCOUNT_LINK,
      ...noticeInBothLanguages((m) =>
        m.emailSuspensions.accountRestored(whyIn(m, 'restore', input.reason, input.details)),
      ),
    },
  ]);
  await appendAudit(tx, {
    at: now,
    actor: operatorActor(operator.operatorId, operator.role),
    action: kind === 'vendor' ? 'vendor.restored' : 'user.restored',
    object: { type: kind, id: account.id },
    before: { suspended: true, suspensionId: account.suspensionId },
    after: { suspended: false, listingsBack: shown },
    reason: reasonOf(input),
    trace,
  });
  return { version, status: 'active' };
}

export async function restoreAccount(
  deps: Deps,
  operator: Operator,
  kind: AccountKind,
  id: number,
  input: ActionInput,
  trace: AuditTrace,
  now: Date,
): Promise<ActionReply> {
  return commit(deps, async (tx, notify) => {
    const account = await repo.lockAccount(tx, kind, id);
    if (!account) throw new DomainError('not_found', SUSPENSION_MESSAGES.noSuchAccount);
    if (account.version !== input.version) stale();
    return restoreAccountIn(tx, notify, operator, kind, account, input, trace, now);
  });
}

// Media and refunds --------------------------------------------------------------------------

export async function removeMedia(
  deps: Deps & { storage: MediaStorage },
  operator: Operator,
  listingId: number,
  mediaId: number,
  input: ActionInput,
  trace: AuditTrace,
  now: Date,
): Promise<ActionReply> {
  let ids: number[] = [];
  let version = 0;
  let status = '';
  await removeListingMedia(
    deps,
    listingId,
    mediaId,
    { actor: operatorActor(operator.operatorId, operator.role), reason: reasonOf(input) },
    now,
    trace,
    async (tx, removed) => {
      const listing = await repo.lockListing(tx, listingId);
      if (!listing || listing.version !== input.version) stale();
      version = await repo.bumpListing(tx, listingId, now);
      status = listing.status;
      ids = await deps.notifier.add(tx, [
        {
          recipient: { role: 'vendor', vendorId: listing.vendorId },
          kind: 'status',
          link: PORTAL_LINK,
          ...noticeInBothLanguages((m) =>
            m.emailSuspensions.mediaRemoved(
              listing.firmName,
              removed.kind,
              whyIn(m, 'remove_media', input.reason, input.details),
            ),
          ),
        },
      ]);
      return { mediaId, by: 'operator' };
    },
  );
  void deps.notifier.email(ids);
  return { version, status };
}

export async function refund(
  deps: Deps & { provider: PaymentProvider; business: BusinessConfig },
  operator: Operator,
  listingId: number,
  input: ActionInput & { amountPaise?: number },
  trace: AuditTrace,
  now: Date,
): Promise<ActionReply & { refundedPaise: number }> {
  if (operator.role !== 'admin') throw new DomainError('forbidden', SUSPENSION_MESSAGES.adminOnly);
  const listing = await findListing(deps.db, listingId);
  if (!listing) throw new DomainError('not_found', SUSPENSION_MESSAGES.noSuchListing);
  let ids: number[] = [];
  let version = 0;
  const done = await adminRefundListing(
    deps.db,
    deps.business,
    deps.notifier,
    deps.provider,
    { operatorId: operator.operatorId, reason: reasonOf(input) },
    listingId,
    input.amountPaise,
    now,
    trace,
    async (tx, refunded) => {
      const locked = await repo.lockListing(tx, listingId);
      if (!locked || locked.version !== input.version) stale();
      version = await repo.bumpListing(tx, listingId, now);
      ids = await deps.notifier.add(tx, [
        {
          recipient: { role: 'vendor', vendorId: locked.vendorId },
          kind: 'status',
          link: PORTAL_LINK,
          ...noticeInBothLanguages((m) =>
            m.emailSuspensions.refunded(
              locked.firmName,
              formatInr(refunded.refundedPaise),
              whyIn(m, 'refund', input.reason, input.details),
            ),
          ),
        },
      ]);
    },
  );
  void deps.notifier.email(ids);
  return { version, status: 'suspended', refundedPaise: done.refundedPaise };
}

// Appeals ------------------------------------------------------------------------------------

async function fileAppeal(
  deps: Deps,
  vendorId: number,
  suspensionId: number,
  object: { type: 'listing' | 'vendor'; id: number },
  message: string,
  trace: AuditTrace,
  now: Date,
): Promise<{ appealId: number }> {
  return deps.db.transaction(async (tx) => {
    const appealId = await repo.insertAppeal(tx, { suspensionId, vendorId, message, now });
    if (appealId === undefined) {
      throw new DomainError('conflict', SUSPENSION_MESSAGES.appealedAlready);
    }
    await appendAudit(tx, {
      at: now,
      actor: vendorActor(vendorId),
      action: 'suspension.appealed',
      object,
      after: { appealId, suspensionId },
      trace,
    });
    return { appealId };
  });
}

export async function appealListing(
  deps: Deps,
  vendorId: number,
  listingId: number,
  message: string,
  trace: AuditTrace,
  now: Date,
) {
  await findVendorListing(deps.db, vendorId, listingId);
  const listing = await repo.lockListing(deps.db, listingId);
  if (!listing?.suspensionId) {
    throw new DomainError('conflict', SUSPENSION_MESSAGES.appealNotSuspended);
  }
  return fileAppeal(
    deps,
    vendorId,
    listing.suspensionId,
    { type: 'listing', id: listingId },
    message,
    trace,
    now,
  );
}

export async function appealAccount(
  deps: Deps,
  input: { email: string; password: string; message: string },
  address: string,
  trace: AuditTrace,
  now: Date,
) {
  const vendor = await checkVendorCredentials(
    deps.db,
    { email: input.email, password: input.password },
    address,
    now,
    trace,
  );
  if (vendor.suspensionId === null) {
    throw new DomainError('conflict', SUSPENSION_MESSAGES.accountNotSuspended);
  }
  return fileAppeal(
    deps,
    vendor.id,
    vendor.suspensionId,
    { type: 'vendor', id: vendor.id },
    input.message,
    trace,
    now,
  );
}

export async function decideAppeal(
  deps: Deps,
  operator: Operator,
  appealId: number,
  input: ActionInput & { decision: 'uphold' | 'restore' },
  trace: AuditTrace,
  now: Date,
): Promise<ActionReply> {
  return commit(deps, async (tx, notify) => {
    const appeal = await repo.lockAppeal(tx, appealId);
    if (!appeal) throw new DomainError('not_found', SUSPENSION_MESSAGES.noSuchAppeal);
    if (appeal.version !== input.version || appeal.decidedAt !== null) stale();
    const suspension = await repo.suspensionById(tx, appeal.suspensionId);
    if (!suspension) throw new DomainError('not_found', SUSPENSION_MESSAGES.noSuchAppeal);
    if (suspension.suspendedBy === operator.operatorId) {
      throw new DomainError('forbidden', SUSPENSION_MESSAGES.appealSameOperator);
    }
    const subjectIn = ({ emailSuspensions: n }: Messages) =>
      suspension.objectType === 'listing' ? n.yourListing(appeal.firmName ?? '') : n.yourAccount;
    const version = await repo.decideAppeal(tx, appealId, {
      outcome: input.decision === 'restore' ? 'restored' : 'upheld',
      operatorId: operator.operatorId,
      reason: reasonOf(input),
      now,
    });
    if (input.decision === 'restore') {
      if (suspension.restoredAt !== null) stale();
      if (suspension.objectType === 'listing' && suspension.listingId !== null) {
        const listing = await repo.lockListing(tx, suspension.listingId);
        if (!listing || listing.suspensionId !== suspension.id) stale();
        await restoreListingIn(
          tx,
          notify,
          operator,
          listing,
          input,
          trace,
          now,
          'listing.restored',
        );
      } else if (suspension.vendorId !== null) {
        const account = await repo.lockAccount(tx, 'vendor', suspension.vendorId);
        if (!account || account.suspensionId !== suspension.id) stale();
        await restoreAccountIn(tx, notify, operator, 'vendor', account, input, trace, now);
      }
      await notify([
        {
          recipient: { role: 'vendor', vendorId: appeal.vendorId },
          kind: 'status',
          link: PORTAL_LINK,
          ...noticeInBothLanguages((m) => m.emailSuspensions.appealRestored(subjectIn(m))),
        },
      ]);
      return { version, status: 'restored' };
    }
    await notify([
      {
        recipient: { role: 'vendor', vendorId: appeal.vendorId },
        kind: 'status',
        link: PORTAL_LINK,
        ...noticeInBothLanguages((m) =>
          m.emailSuspensions.appealUpheld(
            subjectIn(m),
            whyIn(m, 'uphold_appeal', input.reason, input.details),
          ),
        ),
      },
    ]);
    await appendAudit(tx, {
      at: now,
      actor: operatorActor(operator.operatorId, operator.role),
      action: 'suspension.appeal_upheld',
      object:
        suspension.objectType === 'listing'
          ? { type: 'listing', id: suspension.listingId }
          : { type: 'vendor', id: suspension.vendorId },
      after: { appealId, suspensionId: suspension.id, outcome: 'upheld' },
      reason: reasonOf(input),
      trace,
    });
    return { version, status: 'upheld' };
  });
}

// Reading ------------------------------------------------------------------------------------

function suspensionView(row: repo.SuspensionRow): Suspension {
  return {
    id: row.id,
    objectType: row.objectType,
    reason: row.reason,
    reasonText: suspensionReasonText('suspend', row.reason),
    details: row.details,
    suspendedAt: row.suspendedAt.toISOString(),
    suspendedBy: row.suspendedBy,
    restoredAt: row.restoredAt?.toISOString() ?? null,
    restoreReason: row.restoreReason,
    appeal:
      row.appealId === null
        ? null
        : {
            id: row.appealId,
            message: row.appealMessage ?? '',
            createdAt: row.appealAt?.toISOString() ?? '',
            outcome: row.appealOutcome,
          },
  };
}

async function actions(db: Db, type: string, id: number): Promise<ActionEntry[]> {
  const rows = await repo.actionsOn(db, type, id);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    action: r.action,
    actor: r.actorId === null ? r.actorRole : `${r.actorRole} ${r.actorId}`,
    reason: r.reason,
  }));
}

export async function adminListing(db: Db, listingId: number, now: Date): Promise<AdminListing> {
  const listing = await findListing(db, listingId);
  if (!listing) throw new DomainError('not_found', SUSPENSION_MESSAGES.noSuchListing);
  const [parts, owner, payments, prices, suspensions, history, lock, quote] = await Promise.all([
    listingParts(db, listingId),
    repo.listingOwner(db, listing.vendorId),
    repo.paymentsOf(db, listingId),
    repo.pricesOf(db, listingId),
    repo.suspensionsOf(db, { listingId }),
    actions(db, 'listing', listingId),
    repo.lockListingRead(db, listingId),
    adminRefundQuote(db, listingId, now),
  ]);
  return {
    id: listing.id,
    firmName: listing.firmName,
    category: listing.category,
    city: listing.city,
    district: listing.district,
    state: listing.state,
    status: listing.status,
    suspendedByMandap: lock?.suspensionId != null || lock?.suspendedWithAccount === true,
    version: lock?.version ?? 0,
    description: listing.description,
    email: listing.email,
    phone: listing.phone,
    plan: listing.plan,
    createdAt: listing.createdAt.toISOString(),
    features: parts.features,
    highlights: listing.highlights,
    media: parts.media.map((m) => ({
      id: m.id,
      kind: m.kind,
      url: `/media/${m.storageKey}`,
      thumbUrl: m.thumbKey ? `/media/${m.thumbKey}` : null,
    })),
    prices,
    owner: owner ?? { id: listing.vendorId, uniqueId: '', name: '', email: '' },
    payments: payments.map((p) => ({ ...p, paidAt: p.paidAt?.toISOString() ?? null })),
    refundQuotePaise: quote,
    suspensions: suspensions.map(suspensionView),
    actions: history,
  };
}

export async function adminAccount(db: Db, kind: AccountKind, id: number): Promise<AdminAccount> {
  const row = await repo.accountRow(db, kind, id);
  if (!row) throw new DomainError('not_found', SUSPENSION_MESSAGES.noSuchAccount);
  const [listings, suspensions, history] = await Promise.all([
    kind === 'vendor' ? repo.vendorListings(db, id) : Promise.resolve([]),
    repo.suspensionsOf(db, kind === 'vendor' ? { vendorId: id } : { userId: id }),
    actions(db, kind, id),
  ]);
  return {
    kind,
    id: row.id,
    uniqueId: row.uniqueId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    suspended: row.suspensionId !== null,
    version: row.version,
    listings,
    suspensions: suspensions.map(suspensionView),
    actions: history,
  };
}

export async function search(db: Db, q: string): Promise<AdminSearchReply> {
  return { results: await repo.search(db, q) };
}

export async function appealQueue(db: Db, operatorId: number): Promise<AppealQueue> {
  const rows = await repo.openAppeals(db, SUSPENSION_LIMITS.queuePageSize);
  const items = [];
  for (const a of rows) {
    const s = await repo.suspensionById(db, a.suspensionId);
    if (!s) continue;
    items.push({
      id: a.id,
      version: a.version,
      message: a.message,
      createdAt: a.createdAt.toISOString(),
      vendor: { id: a.vendorId, name: a.vendorName, email: a.vendorEmail },
      subject:
        s.objectType === 'listing'
          ? { kind: 'listing' as const, id: Number(s.listingId), label: a.firmName ?? '' }
          : { kind: 'vendor' as const, id: a.vendorId, label: a.vendorName },
      suspension: suspensionView(s),
      suspendedByYou: s.suspendedBy === operatorId,
    });
  }
  return { items };
}

export async function vendorSuspensions(db: Db, vendorId: number): Promise<VendorSuspensions> {
  const rows = await repo.openListingSuspensionsOfVendor(db, vendorId);
  return {
    listings: rows.map((r) => ({
      listingId: Number(r.listingId),
      reasonText: suspensionReasonText('suspend', r.reason),
      details: r.details,
      appeal: r.appealId === null ? 'none' : r.appealOutcome === 'upheld' ? 'upheld' : 'pending',
      appealedAt: r.appealId === null ? null : (r.appealAt?.toISOString() ?? null),
    })),
  };
}
