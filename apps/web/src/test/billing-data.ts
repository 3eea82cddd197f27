import type { TaxDocument } from '@mandap/shared/schemas/billing';

// Tax documents as GET /api/vendor/billing/documents answers them, for the Billing screens' tests.

export const SUPPLIER = {
  name: 'Mandap Marketplace Pvt Ltd',
  address: '4th Floor, Tonk Road, Jaipur 302015',
  stateCode: '08',
  gstin: '08AAACM1234B1Z6',
};

/** An intra-state plan invoice of ₹699, issued on 27 November 2026 (India). */
export const INVOICE: TaxDocument = {
  id: 41,
  kind: 'plan_invoice',
  number: 'MDP/26-27/000007',
  // 27 November in India (01:30), the 26th in UTC.
  issuedAt: '2026-11-26T20:00:00.000Z',
  supplier: SUPPLIER,
  recipient: {
    name: 'Shubh Vivah Banquets',
    address: '12-B, Jaipur 302004',
    stateCode: '08',
    gstin: null,
  },
  placeOfSupply: '08',
  taxKind: 'intra',
  lines: [
    {
      description: 'Listing of "Shubh Vivah Banquets" on Mandap: PREMIUM plan',
      sac: '998365',
      taxablePaise: 59_238,
    },
  ],
  taxablePaise: 59_238,
  cgstPaise: 5_331,
  sgstPaise: 5_331,
  igstPaise: 0,
  totalPaise: 69_900,
  totalInWords: 'Rupees Six Hundred Ninety-Nine Only',
  specimen: false,
  refersToNumber: null,
};

/** A SPECIMEN credit note for ₹279.60 against INVOICE, to a vendor in Maharashtra with a GSTIN. */
export const CREDIT_NOTE: TaxDocument = {
  ...INVOICE,
  id: 42,
  kind: 'credit_note',
  number: 'MDPC/26-27/00003',
  issuedAt: '2026-12-01T05:00:00.000Z',
  recipient: {
    name: 'शर्मा टेंट हाउस',
    address: '7 Linking Road, Mumbai 400050',
    stateCode: '27',
    gstin: '27ABCDE1234F1Z0',
  },
  placeOfSupply: '27',
  taxKind: 'inter',
  lines: [
    {
      description: 'Refund of MDP/26-27/000007: PREMIUM plan',
      sac: '998365',
      taxablePaise: 23_695,
    },
  ],
  taxablePaise: 23_695,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 4_265,
  totalPaise: 27_960,
  totalInWords: 'Rupees Two Hundred Seventy-Nine and Sixty Paise Only',
  specimen: true,
  refersToNumber: 'MDP/26-27/000007',
};
