import * as t from '@mandap/shared/messages/en/validation-fields';
import { LIMITS } from './limits';

// The password rules of spec 5 without zod: the sign-up form's strength bar shows them as the
// password is typed; NewPasswordSchema (schemas/fields.ts) checks them.

export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

/** The password rules of spec 5, in the order their messages are shown. */
export const PASSWORD_RULES = [
  {
    message: t.mustBeAtLeast8,
    test: (p: string) => p.length >= LIMITS.passwordMinLength,
  },
  { message: t.mustContainANumber, test: (p: string) => /\d/.test(p) },
  { message: t.mustContainALetter, test: (p: string) => /\p{L}/u.test(p) },
  { message: t.mustContainASpecialCharacter, test: (p: string) => /[!@#$%^&*]/.test(p) },
] as const;

/** The live strength bar: 0, 25, 50, 75 or 100 by the number of rules met (spec 5). */
export function passwordStrength(password: string): 0 | 25 | 50 | 75 | 100 {
  const met = PASSWORD_RULES.filter((rule) => rule.test(password)).length;
  return (met * 25) as 0 | 25 | 50 | 75 | 100;
}
