import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  amountInWords,
  gstinCheckCharacter,
  splitInclusive,
  type TaxKind,
} from '@mandap/shared/gst';
import type { TaxDocument } from '@mandap/shared/schemas/billing';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf-text';
import { renderDocumentPdf } from './pdf';

// The PDF of a tax document (decision 0074), read back with PDF.js as a viewer reads it: real
// text on an A4 page, with every field CGST Rules rule 46 asks for, in each of its shapes.

const SUPPLIER = {
  name: 'Mandap Marketplace Pvt Ltd',
  address: '4th Floor, Tonk Road, Jaipur, Rajasthan 302015',
  stateCode: '08',
  gstin: `08AAACM1234B1Z${gstinCheckCharacter('08AAACM1234B1Z')}`,
};
const GSTIN_MAHARASHTRA = `27ABCDE1234F1Z${gstinCheckCharacter('27ABCDE1234F1Z')}`;

function document(overrides: Partial<TaxDocument> & { taxKind: TaxKind; totalPaise: number }) {
  const split = splitInclusive(overrides.totalPaise, overrides.taxKind);
  const base: TaxDocument = {
    id: 1,
    kind: 'plan_invoice',
    number: 'MDP/26-27/000001',
    // 01:30 on 27 November in India: the date printed is India's, not UTC's 26th.
    issuedAt: '2026-11-26T20:00:00.000Z',
    supplier: SUPPLIER,
    recipient: {
      name: 'Shubh Vivah Banquets',
      address: '12-B, Near Albert Hall, Jaipur, Rajasthan 302004',
      stateCode: '08',
      gstin: null,
    },
    placeOfSupply: '08',
    taxKind: overrides.taxKind,
    lines: [
      {
        description:
          'Listing of "Shubh Vivah Banquets" on Mandap: PREMIUM plan (6 months without commission)',
        sac: '998365',
        taxablePaise: split.taxablePaise,
      },
    ],
    ...split,
    totalInWords: amountInWords(split.totalPaise),
    specimen: false,
    refersToNumber: null,
  };
  return { ...base, ...overrides };
}

/** One line of text as PDF.js reads it, spaces squeezed. */
function squeezed(text: string): string {
  return text.replace(/[ \t]+/g, ' ');
}

describe('the PDF of a tax document', () => {
  it('is an A4 page of real text with every rule 46 field of an intra-state invoice', async () => {
    const doc = document({ taxKind: 'intra', totalPaise: 69_900 });
    const pdf = await renderDocumentPdf(doc);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const read = await readPdf(pdf);
    expect(read.pages).toHaveLength(1);
    expect(read.size.width).toBeCloseTo(595.28, 1);
    expect(read.size.height).toBeCloseTo(841.89, 1);
    expect(read.info.Title).toBe('Tax Invoice MDP/26-27/000001');
    const text = squeezed(read.text);
    for (const expected of [
      'Tax Invoice',
      'Mandap Marketplace Pvt Ltd',
      '4th Floor, Tonk Road, Jaipur, Rajasthan 302015',
      `GSTIN: ${SUPPLIER.gstin}`,
      'State: Rajasthan (08)',
      'Invoice number',
      'MDP/26-27/000001',
      '27 Nov 2026',
      'Shubh Vivah Banquets',
      '12-B, Near Albert Hall, Jaipur, Rajasthan 302004',
      'GSTIN: Not registered',
      'Place of supply',
      'Tax payable on reverse charge',
      'SAC',
      '998365',
      'PREMIUM plan',
      // ₹699 GST included: ₹592.38 + ₹53.31 + ₹53.31 (the halves equal, the sum to the paisa).
      '₹592.38',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹53.31',
      '₹699.00',
      'Rupees Six Hundred Ninety-Nine Only',
      'This is a computer-generated document; no signature is required.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(doc.taxablePaise + doc.cgstPaise + doc.sgstPaise).toBe(69_900);
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('SPECIMEN');
    expect(text).not.toContain('26 Nov 2026');
    expect(read.fonts.some((font) => font.includes('NotoSansDevanagari'))).toBe(true);
  });

  it("prints IGST and the recipient's GSTIN and state for an inter-state invoice", async () => {
    const doc = document({
      taxKind: 'inter',
      totalPaise: 29_900,
      number: 'MDP/26-27/000002',
      recipient: {
        name: 'Mehta Decorators LLP',
        address: '7 Linking Road, Bandra West, Mumbai, Maharashtra 400050',
        stateCode: '27',
        gstin: GSTIN_MAHARASHTRA,
      },
      placeOfSupply: '27',
    });
    const text = squeezed((await readPdf(await renderDocumentPdf(doc))).text);
    for (const expected of [
      'Mehta Decorators LLP',
      `GSTIN: ${GSTIN_MAHARASHTRA}`,
      'State: Maharashtra (27)',
      'Maharashtra (27)',
      'IGST @ 18%',
      // ₹299 GST included: ₹253.39 taxable, ₹45.61 IGST.
      '₹253.39',
      '₹45.61',
      '₹299.00',
      'Rupees Two Hundred Ninety-Nine Only',
      '998365',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('titles a credit note so, with the invoice it refers to, and says SPECIMEN when it is one', async () => {
    const doc = document({
      kind: 'credit_note',
      taxKind: 'intra',
      totalPaise: 27_960,
      number: 'MDPC/26-27/00001',
      refersToNumber: 'MDP/26-27/000001',
      specimen: true,
    });
    const read = await readPdf(await renderDocumentPdf(doc));
    const text = squeezed(read.text);
    for (const expected of [
      'Credit Note',
      'Credit note number',
      'MDPC/26-27/00001',
      'Against invoice',
      'MDP/26-27/000001',
      'SPECIMEN',
      'a specimen, not a valid tax document',
      '₹279.60',
      'Rupees Two Hundred Seventy-Nine and Sixty Paise Only',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Tax Invoice');
    expect(read.info.Title).toBe('Credit Note MDPC/26-27/00001');
  });

  it("prints a recipient's name in Devanagari with the font embedded and the script shaped", async () => {
    const name = 'शर्मा टेंट हाउस';
    const doc = document({
      taxKind: 'inter',
      totalPaise: 9_900,
      recipient: {
        name,
        address: '45 Hazratganj, Lucknow, Uttar Pradesh 226001',
        stateCode: '09',
        gstin: null,
      },
      placeOfSupply: '09',
    });
    const read = await readPdf(await renderDocumentPdf(doc));
    const text = squeezed(read.text);
    // Shaped, "र्" is the reph: one glyph drawn above the end of the syllable, after "मा". A PDF
    // keeps glyphs in the order they are drawn, so its text reads the reph after "मा" (PDF.js
    // and poppler alike): the logical "शर्मा" cannot come back out, but the glyphs must be
    // exactly those fontkit's Indic shaper chooses (with the font that is embedded).
    const require = createRequire(import.meta.url);
    const font = fontkit.create(
      readFileSync(
        require.resolve(
          '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
        ),
      ),
    );
    if (!('layout' in font)) throw new Error('not a single font');
    const run = font.layout(name);
    const shaped = run.glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints)).join('');
    expect(run.glyphs.length).toBeLessThan([...name].length);
    expect(shaped).not.toBe(name);
    expect(text).toContain(shaped);
    expect(text).toContain('टेंट हाउस');
    expect(text).toContain('State: Uttar Pradesh (09)');
    expect(read.fonts.some((f) => /^[A-Z]{6}\+NotoSansDevanagari-Bold$/.test(f))).toBe(true);
  });

  it('is the same file each time it is made', async () => {
    const doc = document({ taxKind: 'intra', totalPaise: 9_900 });
    const [first, second] = await Promise.all([renderDocumentPdf(doc), renderDocumentPdf(doc)]);
    expect(first.equals(second)).toBe(true);
  });
});
