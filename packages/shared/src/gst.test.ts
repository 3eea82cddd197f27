import { describe, expect, it } from 'vitest';
import {
  addGst,
  amountInWords,
  documentNumber,
  financialYear,
  gstinCheckCharacter,
  gstinProblem,
  indiaCalendar,
  indiaMidnight,
  normaliseGstin,
  numberInWords,
  shareOf,
  splitInclusive,
  taxKind,
} from './gst';

/** A small seeded generator (mulberry32): the same "random" amounts in every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('GSTIN (issue 30)', () => {
  // Published GSTINs of well-known firms: their check characters are the GSTN's.
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8'])('accepts %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it('refuses every wrong check character of a right GSTIN, saying it is a typing mistake', () => {
    const right = '27AAPFU0939F1ZV';
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').filter((c) => c !== 'V');
    for (const wrong of chars) {
      expect(gstinProblem(`${right.slice(0, 14)}${wrong}`)).toMatch(/typing mistake/);
    }
  });

  it('catches a single changed character or two swapped neighbours', () => {
    const right = '29AAGCB7383J1Z4';
    // A change inside the PAN's digits keeps the shape; the check character notices.
    expect(gstinProblem('29AAGCB7384J1Z4')).toMatch(/typing mistake/);
    expect(gstinProblem('29AAGCB3783J1Z4')).toMatch(/typing mistake/);
    expect(gstinProblem(right)).toBeNull();
  });

  it('says what is wrong: length, shape, state code, state of the address', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27AAPFU0939F1XV')).toMatch(/not a GSTIN/);
    const noState = `99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`;
    expect(gstinProblem(noState)).toMatch(/starts with 99, which is not an Indian state/);
    expect(gstinProblem('27AAPFU0939F1ZV', '08')).toBe(
      'This GSTIN is registered in Maharashtra, but the billing address is in Rajasthan. Use the GSTIN of the state you bill from.',
    );
    expect(gstinProblem('27AAPFU0939F1ZV', '27')).toBeNull();
  });

  it('reads a GSTIN as people type it', () => {
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinProblem('27 aapfu 0939 f1zv')).toBeNull();
  });
});

describe('the tax split', () => {
  it('splits ₹699 inside a state and across states so that the lines add up', () => {
    expect(splitInclusive(69_900, 'intra')).toEqual({
      taxablePaise: 59_238,
      cgstPaise: 5_331,
      sgstPaise: 5_331,
      igstPaise: 0,
      totalPaise: 69_900,
    });
    expect(splitInclusive(69_900, 'inter')).toEqual({
      taxablePaise: 59_237,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 10_663,
      totalPaise: 69_900,
    });
  });

  it('over 20,000 random amounts and both kinds: lines add up, halves equal, tax within a paisa of 18%', () => {
    const random = seeded(30);
    const wrong: unknown[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      // Mostly plan-sized amounts, some up to a crore, and the smallest ones.
      const total = i < 200 ? i : Math.floor(random() * (i % 10 === 0 ? 1_000_000_000 : 500_000));
      for (const kind of ['intra', 'inter'] as const) {
        const split = splitInclusive(total, kind);
        const parts = [split.taxablePaise, split.cgstPaise, split.sgstPaise, split.igstPaise];
        const tax = total - split.taxablePaise;
        const right =
          parts.every((p) => Number.isInteger(p) && p >= 0) &&
          parts.reduce((a, b) => a + b, 0) === total &&
          // 18% of the taxable value, to within the rounding of one paisa (two, to keep the
          // halves equal).
          Math.abs(tax - split.taxablePaise * 0.18) <= (kind === 'intra' ? 2.2 : 1.2) &&
          (kind === 'intra'
            ? split.cgstPaise === split.sgstPaise && split.igstPaise === 0
            : split.cgstPaise + split.sgstPaise === 0);
        if (!right) wrong.push({ total, kind, split });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('adds GST on top of a commission: 9% + 9% or 18%, each to the paisa', () => {
    expect(addGst(1_050_000, 'intra')).toEqual({
      taxablePaise: 1_050_000,
      cgstPaise: 94_500,
      sgstPaise: 94_500,
      igstPaise: 0,
      totalPaise: 1_239_000,
    });
    expect(addGst(1_050_050, 'inter')).toEqual({
      taxablePaise: 1_050_050,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 189_009,
      totalPaise: 1_239_059,
    });
    const random = seeded(7);
    for (let i = 0; i < 5_000; i += 1) {
      const taxable = Math.floor(random() * 100_000_000);
      for (const kind of ['intra', 'inter'] as const) {
        const s = addGst(taxable, kind);
        expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(s.totalPaise);
      }
    }
  });

  it('takes 7% of a booking value to the paisa, half up', () => {
    expect(shareOf(15_000_000, 700)).toBe(1_050_000);
    expect(shareOf(150, 700)).toBe(11); // 10.5 paise
    expect(shareOf(149, 700)).toBe(10); // 10.43 paise
  });

  it('tells a supply inside a state from one across states', () => {
    expect(taxKind('08', '08')).toBe('intra');
    expect(taxKind('08', '27')).toBe('inter');
  });

  it('refuses fractions and negatives', () => {
    expect(() => splitInclusive(1.5, 'intra')).toThrow();
    expect(() => addGst(-1, 'inter')).toThrow();
  });
});

describe('amounts in words, the Indian way', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [69_900, 'Rupees Six Hundred Ninety-Nine Only'],
    [69_950, 'Rupees Six Hundred Ninety-Nine and Fifty Paise Only'],
    [15_000_000, 'Rupees One Lakh Fifty Thousand Only'],
    [1_239_059, 'Rupees Twelve Thousand Three Hundred Ninety and Fifty-Nine Paise Only'],
    [
      12_345_678_901,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and One Paise Only',
    ],
  ])('%i paise is "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('counts crores of crores', () => {
    expect(numberInWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(numberInWords(110)).toBe('One Hundred Ten');
  });
});

describe("India's financial year and document numbers", () => {
  it('changes year at midnight India time on 1 April, not at UTC midnight', () => {
    const lastMoment = new Date(indiaMidnight(2027, 4, 1).getTime() - 1);
    expect(lastMoment.toISOString()).toBe('2027-03-31T18:29:59.999Z');
    expect(financialYear(lastMoment)).toEqual({ startYear: 2026, label: '26-27' });
    expect(financialYear(indiaMidnight(2027, 4, 1))).toEqual({ startYear: 2027, label: '27-28' });
    // 1 April 02:00 in India is still 31 March in UTC.
    expect(financialYear(new Date('2027-03-31T20:30:00Z')).label).toBe('27-28');
    expect(indiaCalendar(new Date('2027-03-31T20:30:00Z'))).toEqual({
      year: 2027,
      month: 4,
      day: 1,
    });
    expect(financialYear(new Date('2100-01-15T00:00:00Z')).label).toBe('99-00');
  });

  it('numbers documents in at most 16 characters', () => {
    expect(documentNumber('MDP', 'invoice', '26-27', 123)).toBe('MDP/26-27/000123');
    expect(documentNumber('MDP', 'credit_note', '26-27', 12)).toBe('MDPC/26-27/00012');
    expect(documentNumber('M', 'invoice', '26-27', 1)).toBe('M/26-27/00000001');
    expect(documentNumber('ABCD', 'credit_note', '26-27', 9_999)).toBe('ABCDC/26-27/9999');
    expect(() => documentNumber('ABCD', 'credit_note', '26-27', 10_000)).toThrow(/does not fit/);
    expect(() => documentNumber('MDP', 'invoice', '26-27', 0)).toThrow();
  });
});
