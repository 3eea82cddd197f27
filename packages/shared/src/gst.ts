// GST as Mandap's documents need it (issue 30, decision 0073; docs/billing.md): the states and
// their GST codes, GSTIN checks, the tax split of a GST-inclusive price and of a charge with GST
// on top, amounts in words, India's financial year and document numbers. Money in integer paise.

/** The GST state and union-territory codes (the first two characters of a GSTIN). */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

export type GstStateCode = keyof typeof GST_STATES;

export function isGstStateCode(code: string): boolean {
  return Object.hasOwn(GST_STATES, code);
}

/**
 * A state's GST code from how a person gives it: the code ("08") or the name, in any case and
 * with spaces around ("rajasthan "); undefined when it is neither.
 */
export function gstStateCode(text: string): string | undefined {
  const given = text.trim();
  if (isGstStateCode(given)) return given;
  const wanted = given.toLowerCase();
  return Object.keys(GST_STATES).find((code) => GST_STATES[code]?.toLowerCase() === wanted);
}

/** "Rajasthan (08)": how documents name a state. */
export function stateLabel(code: string): string {
  return `${GST_STATES[code] ?? 'Unknown state'} (${code})`;
}

/** SAC of what Mandap sells: the sale of online advertising space (plans and commission). */
export const SAC_ONLINE_ADVERTISING = '998365';
/** GST on that service: 18%, as 9% CGST + 9% SGST inside a state or 18% IGST across states. */
export const GST_RATE_PERCENT = 18;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The 15th character of a GSTIN: the GSTN's mod-36 check over the first 14. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_CHARS.indexOf(first14[i] ?? '');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] as string;
}

/** A GSTIN as people type it (spaces, lower case) in the form it is stored. */
export function normaliseGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * What is wrong with a GSTIN, in words a vendor can act on, or null when it is right: its
 * shape (2 digits, a PAN, an entity number, Z, a check character), its state code and its check
 * character. `stateCode`, when given, must be the GSTIN's state (the billing address's state).
 */
export function gstinProblem(gstin: string, stateCode?: string): string | null {
  const value = normaliseGstin(gstin);
  if (value.length !== 15) {
    return 'A GSTIN has 15 characters, for example 08ABCDE1234F1Z0.';
  }
  if (!GSTIN_SHAPE.test(value)) {
    return 'This is not a GSTIN: it is 2 digits of the state, the 10 characters of the PAN, an entity number, Z and a check character, for example 08ABCDE1234F1Z0.';
  }
  const state = value.slice(0, 2);
  if (!isGstStateCode(state)) {
    return `This GSTIN starts with ${state}, which is not an Indian state's GST code.`;
  }
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) {
    return 'This GSTIN has a typing mistake: its last character does not match the rest. Please copy it from your GST registration certificate.';
  }
  if (stateCode !== undefined && stateCode !== state) {
    return `This GSTIN is registered in ${GST_STATES[state]}, but the billing address is in ${GST_STATES[stateCode] ?? 'another state'}. Use the GSTIN of the state you bill from.`;
  }
  return null;
}

/** Whether a supply is inside one state (CGST + SGST) or between states (IGST). */
export type TaxKind = 'intra' | 'inter';

export function taxKind(supplierState: string, placeOfSupply: string): TaxKind {
  return supplierState === placeOfSupply ? 'intra' : 'inter';
}

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * A GST-inclusive price split into taxable value and tax, so that the lines add up to the price
 * to the paisa: taxable = price / 1.18 rounded to the paisa, tax the rest. Inside a state the tax
 * is halved into CGST and SGST; when it is an odd number of paise the taxable value moves by one
 * paisa (to the nearer of the two) so that both halves are equal.
 */
export function splitInclusive(totalPaise: number, kind: TaxKind): TaxSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) {
    throw new Error(`An amount is whole paise, not ${totalPaise}`);
  }
  const exact = (totalPaise * 100) / (100 + GST_RATE_PERCENT);
  let taxable = Math.round(exact);
  if (kind === 'intra' && (totalPaise - taxable) % 2 !== 0) {
    // The two neighbours each leave an even tax; take the nearer to the exact value (ties down).
    taxable = taxable + 1 - exact <= exact - (taxable - 1) ? taxable + 1 : taxable - 1;
    if (taxable > totalPaise) taxable -= 2;
    if (taxable < 0) taxable += 2;
  }
  const tax = totalPaise - taxable;
  return kind === 'intra'
    ? { taxablePaise: taxable, cgstPaise: tax / 2, sgstPaise: tax / 2, igstPaise: 0, totalPaise }
    : { taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, totalPaise };
}

/**
 * A charge with GST on top (the commission): 9% + 9% or 18% of the taxable value, each rounded
 * to the paisa (half up), and the total their sum.
 */
export function addGst(taxablePaise: number, kind: TaxKind): TaxSplit {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0) {
    throw new Error(`An amount is whole paise, not ${taxablePaise}`);
  }
  const half = Math.round((taxablePaise * (GST_RATE_PERCENT / 2)) / 100);
  if (kind === 'intra') {
    return {
      taxablePaise,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
      totalPaise: taxablePaise + 2 * half,
    };
  }
  const igst = Math.round((taxablePaise * GST_RATE_PERCENT) / 100);
  return {
    taxablePaise,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: igst,
    totalPaise: taxablePaise + igst,
  };
}

/** A share in basis points of an amount, rounded half up to the paisa (7% is 700). */
export function shareOf(paise: number, basisPoints: number): number {
  return Math.floor((paise * basisPoints + 5_000) / 10_000);
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words the Indian way (crore, lakh, thousand): 150000 is "One Lakh Fifty Thousand". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A total in words, as an invoice states it: "Rupees Six Hundred Ninety-Nine and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`Not whole paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${numberInWords(rest)} Paise` : ''} Only`;
}

const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The calendar date in India of an instant: { year, month 1-12, day }. */
export function indiaCalendar(at: Date): { year: number; month: number; day: number } {
  const local = new Date(at.getTime() + INDIA_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** Midnight in India at the start of a calendar day (month 1-12), as an instant. */
export function indiaMidnight(year: number, month: number, day = 1): Date {
  return new Date(Date.UTC(year, month - 1, day) - INDIA_OFFSET_MS);
}

/**
 * The financial year (1 April to 31 March, India time) an instant falls in: the year it starts,
 * and its label as documents carry it ("26-27" for April 2026 to March 2027).
 */
export function financialYear(at: Date): { startYear: number; label: string } {
  const { year, month } = indiaCalendar(at);
  const startYear = month >= 4 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return { startYear, label: `${two(startYear)}-${two(startYear + 1)}` };
}

/** The longest document number Rule 46 allows. */
export const DOCUMENT_NUMBER_MAX = 16;
/** What an INVOICE_PREFIX may be: 1 to 4 capital letters or digits (credit notes add a C). */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

export type DocumentSeries = 'invoice' | 'credit_note';

/**
 * A document's number: the series' prefix (the invoice prefix; credit notes add C), the
 * financial year and the sequence, zero-padded to 16 characters in all: `MDP/26-27/000123`,
 * `MDPC/26-27/00012`. Throws past what the width holds (a prefix is at most 4 characters, so at
 * least 9,999 documents a year).
 */
export function documentNumber(
  prefix: string,
  series: DocumentSeries,
  fyLabel: string,
  sequence: number,
): string {
  const head = `${prefix}${series === 'credit_note' ? 'C' : ''}/${fyLabel}/`;
  const width = DOCUMENT_NUMBER_MAX - head.length;
  const digits = String(sequence);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || digits.length > width) {
    throw new Error(`Document number ${sequence} does not fit ${width} digits after ${head}`);
  }
  return `${head}${digits.padStart(width, '0')}`;
}
