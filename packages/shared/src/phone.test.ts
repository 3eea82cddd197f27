import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, readPhone } from './phone';
import { PhoneSchema } from './schemas/fields';

describe('phone numbers as people type them (issue 31)', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['+91 (0) 98765 43210', '9876543210'],
    ['(022) 2345 6789', '2223456789'],
    ['011-2345-6789', '1123456789'],
    [' 98765\u00a043210 ', '9876543210'],
    ['98765.43210', '9876543210'],
    // Ten digits that start with 91 are a number of their own, not a country code.
    ['9123456780', '9123456780'],
  ])('reads %j as %s', (typed, digits) => {
    expect(readPhone(typed)).toEqual({ ok: true, phone: digits });
    expect(PhoneSchema.parse(typed)).toBe(digits);
  });

  it.each([
    ['', PHONE_MESSAGES.required],
    ['   ', PHONE_MESSAGES.required],
    ['98765abcde', PHONE_MESSAGES.invalid],
    ['phone me', PHONE_MESSAGES.invalid],
    ['+91 98765 4321x', PHONE_MESSAGES.invalid],
    ['98765 4321', 'Please enter a valid 10-digit phone number: this one has 9 digits.'],
    ['9', 'Please enter a valid 10-digit phone number: this one has 1 digit.'],
    ['98765 432101', 'Please enter a valid 10-digit phone number: this one has 11 digits.'],
    ['+91 98765 432101', 'Please enter a valid 10-digit phone number: this one has 11 digits.'],
    ['+91 98765 4321', 'Please enter a valid 10-digit phone number: this one has 9 digits.'],
    ['0987654321', PHONE_MESSAGES.startsWithZero],
    ['+1 415 555 0100', PHONE_MESSAGES.notIndian],
    ['+44 20 7946 0958', PHONE_MESSAGES.notIndian],
  ])('refuses %j: %s', (typed, message) => {
    expect(readPhone(typed)).toEqual({ ok: false, message });
    const result = PhoneSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it("keeps the spec's two messages word for word, the second before what is wrong", () => {
    expect(PHONE_MESSAGES.required).toBe('Phone number is required');
    expect(PHONE_MESSAGES.invalid).toBe('Please enter a valid 10-digit phone number');
    for (const message of [
      PHONE_MESSAGES.tooFew(9),
      PHONE_MESSAGES.tooMany(11),
      PHONE_MESSAGES.startsWithZero,
      PHONE_MESSAGES.notIndian,
    ]) {
      expect(message.startsWith(`${PHONE_MESSAGES.invalid}: `)).toBe(true);
    }
  });

  it('reads every 10-digit number back from its spaced, dashed and prefixed forms (property)', () => {
    let seed = 7;
    for (let i = 0; i < 300; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const digits = `${1 + (seed % 9)}${String(seed).padStart(9, '0').slice(-9)}`;
      const forms = [
        digits,
        `${digits.slice(0, 5)} ${digits.slice(5)}`,
        `+91 ${digits.slice(0, 5)}-${digits.slice(5)}`,
        `91${digits}`,
        `0${digits.slice(0, 5)} ${digits.slice(5)}`,
      ];
      for (const typed of forms)
        expect(readPhone(typed), typed).toEqual({ ok: true, phone: digits });
    }
  });
});
