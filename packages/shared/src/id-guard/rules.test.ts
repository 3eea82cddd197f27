import { describe, expect, it } from 'vitest';
import { checkIdText, type IdRule, normaliseIdText } from './rules';

// [text, rule that must fire, or null when the text must pass]
const CASES: [string, IdRule | null][] = [
  // Strong terms, alone.
  ['GOVERNMENT OF INDIA', 'strong-term'],
  ['Government  of\nIndia', 'strong-term'],
  ['Govt. of India', 'strong-term'],
  ['Aadhaar', 'strong-term'],
  ['Mera Aadhar, Meri Pehchan', 'strong-term'],
  ['UIDAI', 'strong-term'],
  ['Unique Identification Authority of India', 'strong-term'],
  ['VOTER ID', 'strong-term'],
  ['Election Commission of India', 'strong-term'],
  ['ELECTOR PHOTO IDENTITY CARD', 'strong-term'],
  ['PASSPORT', 'strong-term'],
  ['Republic of India', 'strong-term'],
  ['Driving License', 'strong-term'],
  ['Driving Licence No. MH12 20110012345', 'strong-term'],
  ['INCOME TAX DEPARTMENT', 'strong-term'],
  ['Permanent Account Number Card', 'strong-term'],
  ['भारत सरकार', 'strong-term'],
  ['भारत  सरकार', 'strong-term'],
  ['आधार', 'strong-term'],
  ['मेरा आधार, मेरी पहचान', 'strong-term'],
  ['आयकर विभाग', 'strong-term'],
  ['పాన్ కార్డు', 'strong-term'],
  ['పాస్‌పోర్ట్', 'strong-term'],
  ['పాస్పోర్ట్', 'strong-term'],
  ['ఆధార్', 'strong-term'],
  ['Aa\u200bdhaar', 'strong-term'],
  // A 12-digit number in three groups of four.
  ['1234 5678 9012', 'aadhaar-number'],
  ['Your number: 4821-7730-1956', 'aadhaar-number'],
  ['482177301956', 'aadhaar-number'],
  ['1234 5678 9O12', 'aadhaar-number'],
  ['I234 5678 90l2', 'aadhaar-number'],
  ['12|4 5678 9012', 'aadhaar-number'],
  // A PAN-shaped code.
  ['ABCDE1234F', 'pan-number'],
  ['pan: abcpl1234k', 'pan-number'],
  ['Card ABCDL1234F issued', 'pan-number'],
  ['BNZPM2501F', 'pan-number'],
  // Two or more weak terms.
  ['Name: Rahul Sharma  DOB: 01/01/1990', 'weak-terms'],
  ['Gender: Female', 'weak-terms'],
  ['Male  Date of Birth 12-03-1988', 'weak-terms'],
  ['Name / Address', 'weak-terms'],
  ['नाम: राहुल  जन्म तिथि: 01/01/1990', 'weak-terms'],
  ['पुरुष  पता: जयपुर', 'weak-terms'],
  ['పేరు: రాహుల్ లింగం: పురుషుడు', 'weak-terms'],
  ["Father's Name  Address", 'weak-terms'],
  ['PAN  Name', 'weak-terms'],
  // Must pass: substrings of ID words inside ordinary words.
  ['Paneer Tikka', null],
  ['Paneer Butter Masala ₹280, Dal Makhani ₹220', null],
  ['Japan tour packages', null],
  ['Company banner', null],
  ['Gender reveal party', null],
  ['Gender Reveal decor by Shubh Events', null],
  ['Priya weds Rahul, 12 December 2026, Jaipur', null],
  ['Save the date: Ananya & Vikram', null],
  ['Name your table', null],
  ['Sampan boat ride', null],
  ['Passports-free domestic honeymoon? No: Passportless', null],
  ['Madhubani mehndi designs', null],
  ['Call 98765 43210 for bookings', null],
  ['Booking ID 2026 1122', null],
  ['Hall capacity 500, parking 120', null],
  ['Panipuri live counter', null],
  ['Male and female voices: live band', 'weak-terms'],
  ['Our address: MG Road, Pune', null],
  ['Tel: 020 2553 1234', null],
  ['Catering for 1000 guests', null],
  ['DJ Aadi Nights', null],
  ['Taj Palace, Ballroom 2', null],
  ['राहुल और प्रिया की शादी', null],
  ['మెహందీ డిజైన్లు', null],
  ['Indian wedding photography', null],
  ['Span of the stage: 40 ft', null],
  ['Invoice INV12345A', null],
];

describe('checkIdText (R7)', () => {
  it('has a table of at least 60 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES)('%j -> %s', (text, rule) => {
    const verdict = checkIdText(text);
    expect(verdict.blocked).toBe(rule !== null);
    expect(verdict.rule).toBe(rule ?? undefined);
  });

  it('reports what matched', () => {
    expect(checkIdText('Name: X, DOB: Y').matches).toEqual(['name', 'dob']);
    expect(checkIdText('I234 5678 90l2').matches).toEqual(['1234 5678 9012']);
  });
});

describe('normaliseIdText', () => {
  it('applies NFC, drops zero-width characters, folds case and spaces', () => {
    expect(normaliseIdText('A\u0301\u200d  B')).toBe('\u00e1 b');
  });

  it('reads look-alikes as digits only inside numbers', () => {
    expect(normaliseIdText('9O12 I234 oil 2Ol1')).toBe('9012 1234 oil 2011');
    expect(normaliseIdText('ABCDL1234F')).toBe('abcdl1234f');
    expect(normaliseIdText('Hotel 12o4')).toBe('hotel 1204');
  });
});
