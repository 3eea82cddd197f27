import { describe, expect, it } from 'vitest';
import { amountInWords as englishAmount } from '../gst';
import * as en from './en/billing-documents';
import * as hi from './hi/billing-documents';

describe('numbers in Hindi words', () => {
  it('names each number below a hundred', () => {
    expect(hi.numberInWords(0)).toBe('शून्य');
    expect(hi.numberInWords(7)).toBe('सात');
    expect(hi.numberInWords(45)).toBe('पैंतालीस');
    expect(hi.numberInWords(79)).toBe('उनासी');
    expect(hi.numberInWords(99)).toBe('निन्यानवे');
  });

  it('counts the Indian way: hundreds, thousands, lakhs and crores', () => {
    expect(hi.numberInWords(100)).toBe('एक सौ');
    expect(hi.numberInWords(699)).toBe('छह सौ निन्यानवे');
    expect(hi.numberInWords(1_000)).toBe('एक हज़ार');
    expect(hi.numberInWords(25_999)).toBe('पच्चीस हज़ार नौ सौ निन्यानवे');
    expect(hi.numberInWords(1_50_000)).toBe('एक लाख पचास हज़ार');
    expect(hi.numberInWords(1_25_00_000)).toBe('एक करोड़ पच्चीस लाख');
    expect(hi.numberInWords(99_99_99_999)).toBe(
      'निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे',
    );
    expect(hi.numberInWords(1_00_00_00_000)).toBe('एक सौ करोड़');
  });

  it('writes an amount as an invoice does, with its paise', () => {
    expect(hi.amountInWords(9_900)).toBe('निन्यानवे रुपये मात्र');
    expect(hi.amountInWords(100)).toBe('एक रुपया मात्र');
    expect(hi.amountInWords(69_950)).toBe('छह सौ निन्यानवे रुपये और पचास पैसे मात्र');
    expect(hi.amountInWords(5)).toBe('शून्य रुपये और पाँच पैसे मात्र');
    expect(() => hi.amountInWords(-1)).toThrow();
  });

  it('shows the stored English total as it is in English, in Hindi words in Hindi', () => {
    expect(en.totalInWords(englishAmount(9_900), 9_900)).toBe('Rupees Ninety-Nine Only');
    expect(hi.totalInWords(englishAmount(9_900), 9_900)).toBe('निन्यानवे रुपये मात्र');
  });
});

describe("a document line's description", () => {
  it('stays as stored in English', () => {
    const stored =
      'Listing of "Royal Tent House" on Mandap: Basic plan (3 months without commission)';
    expect(en.lineDescription(stored)).toBe(stored);
  });

  it('reads in Hindi on the Hindi page', () => {
    expect(
      hi.lineDescription(
        'Listing of "Royal Tent House" on Mandap: Normal plan (6 months without commission)',
      ),
    ).toBe('Mandap पर "Royal Tent House" की लिस्टिंग: नॉर्मल प्लान (6 महीने बिना कमीशन)');
    expect(hi.lineDescription('Commission at 7% on 3 bookings in March 2027')).toBe(
      'मार्च 2027 में 3 बुकिंग पर 7% कमीशन',
    );
    expect(
      hi.lineDescription(
        'Refund of MDP/26-27/000001: Listing of "A" on Mandap: Basic plan (3 months without commission)',
      ),
    ).toBe('MDP/26-27/000001 का रिफ़ंड: Mandap पर "A" की लिस्टिंग: बेसिक प्लान (3 महीने बिना कमीशन)');
    expect(hi.lineDescription('Something else')).toBe('Something else');
  });

  it("shows a payment order's description in Hindi on the Hindi page", () => {
    expect(en.orderDescription('Shaadi Beats: PREMIUM plan')).toBe('Shaadi Beats: PREMIUM plan');
    expect(hi.orderDescription('Shaadi Beats: PREMIUM plan')).toBe('Shaadi Beats: प्रीमियम प्लान');
    expect(hi.orderDescription('Commission invoice SPC/27-28/000002 (March 2027)')).toBe(
      'कमीशन इनवॉइस SPC/27-28/000002 (मार्च 2027)',
    );
  });

  it('names states in Hindi by the same codes', () => {
    expect(Object.keys(hi.stateNames)).toEqual(Object.keys(en.stateNames));
    expect(hi.stateLabel('08')).toBe('राजस्थान (08)');
    expect(en.stateLabel('08')).toBe('Rajasthan (08)');
  });
});
