import {
  BILLING_PAGE,
  COLLECTION_NOTICES,
  COLLECTION_RULES,
  COLLECTION_TEXTS,
  commissionLineText,
  dueOn,
  hiddenListingsText,
  isOverdue,
} from '@mandap/shared/collections';
import { addDays, indianDate } from '@mandap/shared/dates';
import { addGst, SAC_ONLINE_ADVERTISING, taxKind } from '@mandap/shared/gst';
import type { CommissionDue, CommissionInvoice } from '@mandap/shared/schemas/collections';
import { documentPagePath } from '@mandap/shared/tax-documents';
import type { Db, Tx } from '../../db/client';
import type { BusinessConfig } from '../../platform/config';
import { issueDocument, recipientFor } from '../billing/index';
import { statementTotals } from '../commission/index';
import { type NewNotification, type Notifier, noticeInBothLanguages } from '../notifications/index';
import * as repo from './repository';

// Collecting the commission (issue 30, decision 0076): a statement whose dispute window has ended
// becomes a tax invoice; an unpaid invoice is reminded of at 7 and 14 days, and 30 days after its
// issue the vendor's active listings leave search until it is paid. Each step is one transaction
// that locks what it changes, so a second server running the same step changes nothing.

export interface CollectionDeps {
  db: Db;
  business: BusinessConfig;
  notifier: Notifier;
}

/** Stores notices in `work`'s transaction, and queues their e-mails once it has committed. */
async function withNotices<T>(
  deps: CollectionDeps,
  work: (tx: Tx, notify: (notes: NewNotification[]) => Promise<void>) => Promise<T>,
): Promise<T> {
  let ids: number[] = [];
  const result = await deps.db.transaction((tx) =>
    work(tx, async (notes) => {
      ids = ids.concat(await deps.notifier.add(tx, notes));
    }),
  );
  void deps.notifier.email(ids);
  return result;
}

/** A notice to the vendor, in their account's language (issue 32). */
function vendorNotice(
  vendorId: number,
  text: { title: string; body: string; hi?: { title: string; body: string } },
): NewNotification {
  return { recipient: { role: 'vendor', vendorId }, kind: 'status', link: BILLING_PAGE, ...text };
}

export type StatementOutcome = 'invoiced' | 'nothing_due' | 'waiting' | 'not_open';

/**
 * Turns one statement past its dispute window into a commission invoice, in one transaction:
 * the invoice (numbered in it), the statement's status, the collection row and the vendor's
 * notice. A statement with a dispute still undecided waits; one where nothing stands is
 * 'nothing_due'. A statement no longer open (another server did it) is left alone.
 */
export async function invoiceStatement(
  deps: CollectionDeps,
  statementId: number,
  now: Date,
): Promise<StatementOutcome> {
  return withNotices(deps, async (tx, notify) => {
    const statement = await repo.lockOpenStatement(tx, statementId);
    if (!statement) return 'not_open';
    // What stands, as the commission module counts it (accepted disputes applied).
    const totals = await statementTotals(tx, statementId);
    if (!totals) return 'not_open';
    if (totals.undecidedDisputes > 0) return 'waiting';
    // The commission that stands, by rate (one invoice line per rate: today all are 7%).
    const byRate = new Map<number, { bookings: number; paise: number }>();
    for (const line of totals.lines) {
      if (line.commissionPaise <= 0) continue;
      const rate = byRate.get(line.basisPoints) ?? { bookings: 0, paise: 0 };
      byRate.set(line.basisPoints, {
        bookings: rate.bookings + 1,
        paise: rate.paise + line.commissionPaise,
      });
    }
    const taxable = [...byRate.values()].reduce((sum, rate) => sum + rate.paise, 0);
    if (taxable === 0) {
      await repo.setStatementStatus(tx, statementId, 'nothing_due');
      return 'nothing_due';
    }
    const bookings = [...byRate.values()].reduce((sum, rate) => sum + rate.bookings, 0);
    const recipient = await recipientFor(
      tx,
      deps.business,
      statement.vendorId,
      await repo.statementListing(tx, statementId),
    );
    const kind = taxKind(deps.business.stateCode, recipient.stateCode);
    const split = addGst(taxable, kind);
    const document = await issueDocument(
      tx,
      deps.business,
      {
        kind: 'commission_invoice',
        vendorId: statement.vendorId,
        recipient,
        lines: [...byRate.entries()]
          .sort(([a], [b]) => a - b)
          .map(([basisPoints, rate]) => ({
            description: commissionLineText(basisPoints, rate.bookings, statement.month),
            sac: SAC_ONLINE_ADVERTISING,
            taxablePaise: rate.paise,
          })),
        split,
        taxKind: kind,
        statementId,
      },
      now,
    );
    await repo.setStatementStatus(tx, statementId, 'invoiced');
    const issuedOn = indianDate(now);
    const due = dueOn(issuedOn);
    await repo.insertInvoice(tx, {
      documentId: document.id,
      vendorId: statement.vendorId,
      statementId,
      month: statement.month,
      bookings,
      totalPaise: split.totalPaise,
      issuedOn,
      dueOn: due,
      now,
    });
    // Linked to the invoice's page, so that its e-mail carries the PDF (decision 0074).
    await notify([
      {
        ...vendorNotice(
          statement.vendorId,
          noticeInBothLanguages(({ billingDocuments: m }) =>
            COLLECTION_NOTICES.invoiced(
              {
                number: document.number,
                month: statement.month,
                bookings,
                taxablePaise: split.taxablePaise,
                totalPaise: split.totalPaise,
                dueOn: due,
              },
              m,
            ),
          ),
        ),
        link: documentPagePath(document.id),
      },
    ]);
    return 'invoiced';
  });
}

/** Sends one reminder of an invoice, once: false when it went before or the invoice is paid. */
async function remind(
  deps: CollectionDeps,
  invoice: repo.InvoiceRow,
  which: 'first' | 'second',
  now: Date,
): Promise<boolean> {
  return withNotices(deps, async (tx, notify) => {
    if (!(await repo.markReminded(tx, invoice.documentId, which, now))) return false;
    await notify([
      vendorNotice(
        invoice.vendorId,
        noticeInBothLanguages(({ billingDocuments: m }) =>
          COLLECTION_NOTICES.reminder(invoice, which, m),
        ),
      ),
    ]);
    return true;
  });
}

/**
 * A vendor with an overdue invoice: their active listings leave search, and each invoice that
 * has just gone overdue is told of once. Run every day, so a listing shown again meanwhile (an
 * account restored, a closure cancelled) leaves again while the invoice stays unpaid.
 */
async function hideForDues(
  deps: CollectionDeps,
  vendorId: number,
  now: Date,
): Promise<{ listings: number[]; newlyOverdue: number }> {
  const today = indianDate(now);
  return withNotices(deps, async (tx, notify) => {
    const unpaid = await repo.lockUnpaidInvoices(tx, vendorId);
    const overdue = unpaid.filter((invoice) => isOverdue(invoice.dueOn, today));
    // Paid meanwhile, on another server: nothing to hide.
    if (overdue.length === 0) return { listings: [], newlyOverdue: 0 };
    const listings = await repo.hideListings(tx, vendorId, now);
    let newlyOverdue = 0;
    for (const invoice of overdue) {
      if (!(await repo.markHidden(tx, invoice.documentId, now))) continue;
      newlyOverdue += 1;
      const row = await repo.vendorInvoice(tx, vendorId, invoice.documentId);
      if (row)
        await notify([
          vendorNotice(
            vendorId,
            noticeInBothLanguages(({ billingDocuments: m }) => COLLECTION_NOTICES.overdue(row, m)),
          ),
        ]);
    }
    return { listings, newlyOverdue };
  });
}

export interface CollectionRun {
  invoiced: number;
  nothingDue: number;
  waiting: number;
  reminded: number;
  overdue: number;
  listingsHidden: number;
}

/**
 * The daily job (India time): invoices the statements whose window has ended, reminds of unpaid
 * invoices on their 7th and 14th day, and hides the listings of vendors with an overdue one. The
 * signal stops it between two steps; the next day goes on where it stopped.
 */
export async function collectCommission(
  deps: CollectionDeps,
  now: Date,
  signal?: AbortSignal,
): Promise<CollectionRun> {
  const run: CollectionRun = {
    invoiced: 0,
    nothingDue: 0,
    waiting: 0,
    reminded: 0,
    overdue: 0,
    listingsHidden: 0,
  };
  for (const statementId of await repo.statementsPastWindow(deps.db, now)) {
    if (signal?.aborted) return run;
    const outcome = await invoiceStatement(deps, statementId, now);
    if (outcome === 'invoiced') run.invoiced += 1;
    else if (outcome === 'nothing_due') run.nothingDue += 1;
    else if (outcome === 'waiting') run.waiting += 1;
  }
  const today = indianDate(now);
  const overdueVendors = new Set<number>();
  for (const invoice of await repo.unpaidInvoices(deps.db)) {
    if (signal?.aborted) return run;
    if (isOverdue(invoice.dueOn, today)) {
      overdueVendors.add(Number(invoice.vendorId));
      continue;
    }
    // The later reminder alone, when a run was missed and both are due.
    const which =
      today >= addDays(invoice.issuedOn, COLLECTION_RULES.secondReminderDays)
        ? invoice.secondReminderAt === null
          ? 'second'
          : null
        : today >= addDays(invoice.issuedOn, COLLECTION_RULES.firstReminderDays) &&
            invoice.firstReminderAt === null
          ? 'first'
          : null;
    if (which && (await remind(deps, invoice, which, now))) run.reminded += 1;
  }
  for (const vendorId of overdueVendors) {
    if (signal?.aborted) return run;
    const hidden = await hideForDues(deps, vendorId, now);
    run.overdue += hidden.newlyOverdue;
    run.listingsHidden += hidden.listings.length;
  }
  return run;
}

/** A commission invoice as a payment needs it; undefined when the vendor has no such invoice. */
export async function invoiceToPay(
  db: Db,
  vendorId: number,
  documentId: number,
): Promise<
  | { documentId: number; number: string; month: string; totalPaise: number; paid: boolean }
  | undefined
> {
  const row = await repo.vendorInvoice(db, vendorId, documentId);
  if (!row) return undefined;
  return {
    documentId: Number(row.documentId),
    number: row.number,
    month: row.month,
    totalPaise: Number(row.totalPaise),
    paid: row.paidAt !== null,
  };
}

/**
 * A payment of a commission invoice settles it, in the payment's own transaction: the invoice is
 * paid (no new document: the invoice exists), and when no other invoice of the vendor is overdue
 * the listings hidden for dues come back at once. Throws when the invoice is not unpaid (the
 * payment's transaction then rolls back): a settled payment per invoice is the database's rule.
 */
export async function settleCommissionInvoice(
  tx: Tx,
  documentId: number,
  paymentId: number,
  now: Date,
): Promise<{ number: string; listingsShown: number[] }> {
  const [owner] = await repo.invoiceOwner(tx, documentId);
  if (!owner) throw new Error(`no commission invoice ${documentId}`);
  const unpaid = await repo.lockUnpaidInvoices(tx, owner.vendorId);
  const vendorId = await repo.markPaid(tx, documentId, paymentId, now);
  if (vendorId === undefined) throw new Error(`commission invoice ${owner.number} is paid already`);
  const today = indianDate(now);
  const stillOverdue = unpaid.some(
    (invoice) =>
      invoice.documentId !== documentId &&
      (invoice.hiddenAt !== null || isOverdue(invoice.dueOn, today)),
  );
  const listingsShown = stillOverdue ? [] : await repo.showListings(tx, vendorId, now);
  return { number: owner.number, listingsShown };
}

function invoiceView(row: repo.InvoiceRow, today: string): CommissionInvoice {
  return {
    documentId: Number(row.documentId),
    number: row.number,
    month: row.month.slice(0, 7),
    bookings: Number(row.bookings),
    issuedAt: row.issuedAt.toISOString(),
    dueOn: row.dueOn,
    taxablePaise: Number(row.taxablePaise),
    totalPaise: Number(row.totalPaise),
    state: row.paidAt !== null ? 'paid' : isOverdue(row.dueOn, today) ? 'overdue' : 'due',
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/vendor/billing/due: the vendor's commission invoices (what is due, what is overdue,
 * what was paid when), why their listings are hidden when they are, and the statements whose
 * invoice waits for a dispute's decision.
 */
export async function commissionDue(db: Db, vendorId: number, now: Date): Promise<CommissionDue> {
  const today = indianDate(now);
  const [rows, waiting] = await Promise.all([
    repo.vendorInvoices(db, vendorId),
    repo.waitingStatements(db, vendorId, now),
  ]);
  const invoices = rows.map((row) => invoiceView(row, today));
  const hiding = rows.find((row) => row.paidAt === null && row.hiddenAt !== null);
  return {
    invoices,
    dueNowPaise: invoices
      .filter((invoice) => invoice.state !== 'paid')
      .reduce((sum, invoice) => sum + invoice.totalPaise, 0),
    hiddenListings: hiding
      ? {
          documentId: Number(hiding.documentId),
          number: hiding.number,
          message: hiddenListingsText(hiding.number),
        }
      : null,
    waiting: waiting.map((statement) => ({
      statementId: statement.statementId,
      month: statement.month.slice(0, 7),
      message: COLLECTION_TEXTS.waiting(statement.month),
    })),
  };
}
