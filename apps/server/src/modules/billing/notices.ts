import { documentIssuedNotice, documentPagePath } from '@mandap/shared/tax-documents';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxDocuments } from '../../db/schema/billing';
import { type Notifier, noticeInBothLanguages } from '../notifications/index';
import type { TaxDocumentRow } from './documents';

// The notice of an issued document (issue 30, decision 0074): in the app, and e-mailed with the
// PDF attached (attachments.ts). Added in the issuing transaction, so a document and its notice
// are written together; the caller queues the e-mail after its commit (`notifier.email`).

/**
 * Adds the vendor's notice of `document` with `tx`, the transaction that issued it: "Tax invoice
 * MDP/26-27/000001 for ₹699", linking to its page. Returns the notification ids to e-mail once
 * the transaction has committed (none for a document without a vendor).
 */
export async function announceDocument(
  tx: Db,
  notifier: Notifier,
  document: TaxDocumentRow,
): Promise<number[]> {
  if (document.vendorId === null) return [];
  let refersToNumber: string | null = null;
  if (document.refersTo !== null) {
    const [invoice] = await tx
      .select({ number: taxDocuments.number })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, document.refersTo));
    refersToNumber = invoice?.number ?? null;
  }
  return notifier.add(tx, [
    {
      recipient: { role: 'vendor', vendorId: document.vendorId },
      kind: 'status',
      link: documentPagePath(document.id),
      // In the vendor's language (issue 32); the document itself stays English.
      ...noticeInBothLanguages(({ billingDocuments: m }) =>
        documentIssuedNotice(
          {
            kind: document.kind,
            number: document.number,
            totalPaise: document.totalPaise,
            refersToNumber,
          },
          m,
        ),
      ),
    },
  ]);
}
