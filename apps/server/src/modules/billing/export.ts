import { indianDate } from '@mandap/shared/dates';
import { stateLabel } from '@mandap/shared/gst';
import { BILLING_CSV_TEXTS as C, rupeesText } from '@mandap/shared/tax-documents';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commissionLines, commissionStatements } from '../../db/schema/billing';
import { csvLines } from '../../platform/csv';
import { vendorDocuments } from './documents';

// The CSV for the vendor's accountant (issue 30, decision 0074): one table, one row per tax
// document and one per commission statement line, told apart by the first column; amounts in
// rupees with their paise ('592.37'), dates as India's calendar days ('2026-11-27').

type Cell = string | number | null;

/** The commission statement lines of a vendor's statements, oldest month first. */
async function statementLines(db: Db, vendorId: number) {
  return db
    .select({
      month: commissionStatements.month,
      enquiryId: commissionLines.enquiryId,
      coupleFirstName: commissionLines.coupleFirstName,
      eventDate: commissionLines.eventDate,
      valuePaise: commissionLines.valuePaise,
      commissionPaise: commissionLines.commissionPaise,
      disputeReason: commissionLines.disputeReason,
      disputeNote: commissionLines.disputeNote,
      claimedValuePaise: commissionLines.claimedValuePaise,
      decision: commissionLines.decision,
      decisionNote: commissionLines.decisionNote,
    })
    .from(commissionLines)
    .innerJoin(commissionStatements, eq(commissionStatements.id, commissionLines.statementId))
    .where(eq(commissionStatements.vendorId, vendorId))
    .orderBy(asc(commissionStatements.month), asc(commissionLines.id));
}

type StatementLine = Awaited<ReturnType<typeof statementLines>>[number];

function dispute(line: StatementLine): string {
  if (!line.disputeReason) return '';
  const claimed =
    line.claimedValuePaise === null
      ? ''
      : ` (${C.claimedValue(rupeesText(line.claimedValuePaise))})`;
  const note = line.disputeNote ? `: ${line.disputeNote}` : '';
  return `${C.disputes[line.disputeReason]}${claimed}${note}`;
}

function decision(line: StatementLine): string {
  if (!line.disputeReason) return '';
  if (!line.decision) return C.decisions.pending;
  return `${C.decisions[line.decision]}${line.decisionNote ? `: ${line.decisionNote}` : ''}`;
}

/** All of a vendor's billing as CSV: the documents (oldest first), then the commission lines. */
export async function billingCsv(db: Db, vendorId: number): Promise<string> {
  const documents = (await vendorDocuments(db, vendorId)).reverse();
  const lines = await statementLines(db, vendorId);
  const blank = (count: number): Cell[] => Array.from({ length: count }, () => null);
  const rows: Cell[][] = [
    [...C.header],
    ...documents.map((d) => [
      C.documentRecord,
      d.number,
      C.kinds[d.kind],
      indianDate(new Date(d.issuedAt)),
      d.recipient.gstin,
      stateLabel(d.placeOfSupply),
      rupeesText(d.taxablePaise),
      rupeesText(d.cgstPaise),
      rupeesText(d.sgstPaise),
      rupeesText(d.igstPaise),
      rupeesText(d.totalPaise),
      d.refersToNumber,
      ...blank(8),
    ]),
    ...lines.map((line) => [
      C.lineRecord,
      ...blank(11),
      line.month.slice(0, 7),
      line.enquiryId,
      line.coupleFirstName,
      line.eventDate,
      rupeesText(line.valuePaise),
      rupeesText(line.commissionPaise),
      dispute(line),
      decision(line),
    ]),
  ];
  return csvLines(rows);
}
