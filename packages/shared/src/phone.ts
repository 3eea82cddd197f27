import * as a from '@mandap/shared/messages/en/server-accounts';
import * as t from '@mandap/shared/messages/en/validation-fields';
import { LIMITS } from './limits';

// A phone number as people type it in India: '98765 43210', '+91 98765-43210', '098765 43210',
// '(022) 2345 6789'. Stored as the 10 digits (spec 5, R14). No zod here: the storefront's
// first view may use it.

/** The messages of a phone number: the spec's two (5), and the spec's second saying what is wrong. */
export const PHONE_MESSAGES = {
  required: t.required,
  invalid: t.invalid,
  tooFew: a.phoneTooFew,
  tooMany: a.phoneTooMany,
  startsWithZero: t.startsWithZero,
  notIndian: t.notIndian,
} as const;

// Spaces (also no-break), dashes of any kind, dots, slashes and brackets between the digits.
const SEPARATORS = /[\s\u00a0\-\u2010-\u2015./()]/g;
const COUNTRY_CODE = '91';

export type PhoneReading = { ok: true; phone: string } | { ok: false; message: string };

/**
 * A phone number as typed, read as its 10 digits: separators dropped, and a leading +91, 91 (on
 * 12 digits) or 0 (on 11) taken off; otherwise the message saying what is wrong.
 */
export function readPhone(typed: string): PhoneReading {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, message: PHONE_MESSAGES.required };
  let digits = trimmed.replace(SEPARATORS, '');
  const international = digits.startsWith('+') || digits.startsWith('00');
  if (international) {
    digits = digits.replace(/^(\+|00)/, '');
    if (!/^\d+$/.test(digits)) return { ok: false, message: PHONE_MESSAGES.invalid };
    if (!digits.startsWith(COUNTRY_CODE)) return { ok: false, message: PHONE_MESSAGES.notIndian };
    digits = digits.slice(COUNTRY_CODE.length).replace(/^0/, '');
  } else {
    if (!/^\d+$/.test(digits)) return { ok: false, message: PHONE_MESSAGES.invalid };
    if (digits.length === LIMITS.phoneDigits + 2 && digits.startsWith(COUNTRY_CODE)) {
      digits = digits.slice(COUNTRY_CODE.length);
    } else if (digits.length === LIMITS.phoneDigits + 1 && digits.startsWith('0')) {
      digits = digits.slice(1);
    }
  }
  if (digits.length === LIMITS.phoneDigits && digits.startsWith('0')) {
    return { ok: false, message: PHONE_MESSAGES.startsWithZero };
  }
  if (digits.length < LIMITS.phoneDigits) {
    return { ok: false, message: PHONE_MESSAGES.tooFew(digits.length) };
  }
  if (digits.length > LIMITS.phoneDigits) {
    return { ok: false, message: PHONE_MESSAGES.tooMany(digits.length) };
  }
  return { ok: true, phone: digits };
}
