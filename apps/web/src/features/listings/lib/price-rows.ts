import { parseRupeesToPaise, percentOff } from '@mandap/shared/money';
import { DEFAULT_PRICE_UNIT, type PriceUnit } from '@mandap/shared/price-units';
import { type PricesReply, SavePricesSchema } from '@mandap/shared/schemas/pricing';

export interface PriceRowDraft {
  /** React's key for the row; not sent. */
  key: number;
  specification: string;
  mrp: string;
  offer: string;
  /** What the price is for: per event unless the vendor picks another. */
  unit: PriceUnit;
}

export type PriceField = 'specification' | 'mrp' | 'offer' | 'unit';

/** Errors keyed as the server keys them: `rows.1.offer`. */
export type RowErrors = Record<string, string>;

export const errorKey = (index: number, field: PriceField) => `rows.${index}.${field}`;

/** Paise as rupees text the vendor can edit: 99950 -> '999.50', 79900 -> '799'. */
export function paiseToRupeesText(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

let nextKey = 1;
export function newRow(
  specification = '',
  mrp = '',
  offer = '',
  unit: PriceUnit = DEFAULT_PRICE_UNIT,
): PriceRowDraft {
  nextKey += 1;
  return { key: nextKey, specification, mrp, offer, unit };
}

export function rowsFromReply(reply: PricesReply): PriceRowDraft[] {
  if (reply.rows.length === 0) return [newRow()];
  return reply.rows.map((row) =>
    newRow(
      row.specification,
      paiseToRupeesText(row.mrpPaise),
      paiseToRupeesText(row.offerPaise),
      row.unit,
    ),
  );
}

/**
 * The badge's value: rounded percent off, or null when a price is not valid yet, MRP is 0 or the
 * offer is not below the MRP.
 */
export function rowPercentOff(row: Pick<PriceRowDraft, 'mrp' | 'offer'>): number | null {
  const mrp = parseRupeesToPaise(row.mrp);
  const offer = parseRupeesToPaise(row.offer);
  if (mrp === null || offer === null) return null;
  return percentOff(mrp, offer);
}

/** Spec 5 'Pricing rows' checked in the browser: errors keyed per field (first one each). */
export function validateRows(rows: readonly PriceRowDraft[]): RowErrors {
  const parsed = SavePricesSchema.safeParse({
    rows: rows.map(({ specification, mrp, offer, unit }) => ({ specification, mrp, offer, unit })),
  });
  if (parsed.success) return {};
  const errors: RowErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The server's errors that belong to a row field. */
export function rowErrorsOnly(fieldErrors: Readonly<Record<string, string>>): RowErrors {
  const errors: RowErrors = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    if (/^rows\.\d+\.(specification|mrp|offer|unit)$/.test(key)) errors[key] = message;
  }
  return errors;
}
