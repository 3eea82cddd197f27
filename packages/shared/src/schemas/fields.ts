import * as t from '@mandap/shared/messages/en/validation-fields';
import { z } from 'zod';
import { isRealDate } from '../dates';
import { LIMITS } from '../limits';
import { PASSWORD_RULES } from '../passwords';
import { PHONE_MESSAGES, readPhone } from '../phone';

export { PASSWORD_RULES, PASSWORD_SPECIAL_CHARACTERS, passwordStrength } from '../passwords';

// The field rules and messages of spec section 5, written once for the forms and the server.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = new RegExp(`^\\d{${LIMITS.phoneDigits}}$`);
const PINCODE_PATTERN = new RegExp(`^\\d{${LIMITS.pincodeDigits}}$`);
// Letters include their combining marks, so Hindi and Telugu names (आशा, ఆశ) pass.
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

/** A check that stops the field's later checks: one message per field, the first that fails. */
function first(error: string) {
  return { error, abort: true } as const;
}

/** A required text field: trimmed, and `message` when empty. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, first(message));
}

/** Email: required, standard pattern (spec 5). */
export const EmailSchema = requiredText(t.emailIsRequired)
  .max(254, first(t.invalidEmailAddress))
  .regex(EMAIL_PATTERN, first(t.invalidEmailAddress))
  .transform((email) => email.toLowerCase());

/**
 * Phone: required, exactly 10 digits (spec 5), typed as people do ('+91 98765-43210',
 * '098765 43210') and given on as the 10 digits (decision 0079).
 */
export const PhoneSchema = requiredText(PHONE_MESSAGES.required)
  .transform((typed, ctx) => {
    const reading = readPhone(typed);
    if (reading.ok) return reading.phone;
    ctx.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  })
  .pipe(z.string().regex(PHONE_PATTERN, PHONE_MESSAGES.invalid));

/** Pincode: required, exactly 6 digits (spec 5). */
export const PincodeSchema = requiredText(t.pincodeIsRequired).regex(
  PINCODE_PATTERN,
  t.pleaseEnterAValid6,
);

/** A person's name: required, at least 2 characters, letters and spaces only (spec 5). */
export const PersonNameSchema = requiredText(t.nameIsRequired)
  .min(LIMITS.nameMinLength, first(t.nameMustBeAtLeast))
  .max(100, first(t.nameMustBeAtMost))
  .regex(NAME_PATTERN, first(t.nameShouldOnlyContainLetters));

/** A calendar day, 'YYYY-MM-DD', that exists (no 31 February). */
export const CalendarDateSchema = z
  .string({ error: t.chooseADate })
  .trim()
  .refine(isRealDate, t.chooseADateYyyyMm);

/** A new password: required and every rule of spec 5; each unmet rule is its own issue. */
export const NewPasswordSchema = z
  .string({ error: t.passwordIsRequired })
  .min(1, first(t.passwordIsRequired))
  .max(128, first(t.mustBeAtMost128))
  .superRefine((password, ctx) => {
    if (password.length === 0) return;
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(password)) ctx.addIssue({ code: 'custom', message: rule.message });
    }
  });
