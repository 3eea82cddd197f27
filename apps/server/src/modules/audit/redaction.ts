// The one rule that keeps secrets out of the audit log (issue 28: "no password, token, session id
// or full card number ever appears in it"). A summary key naming a secret is a programming error:
// it is refused with an Error, which rolls back the action it was to record, and a test finds it.
// A card-like number inside a text is masked.

/** Words that, in a summary's key, name something that must never be logged. */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'passphrase',
  'pwd',
  'token',
  'session',
  'sid',
  'cookie',
  'card',
  'cvv',
  'cvc',
  'secret',
  'signature',
  'otp',
  'totp',
  'recovery',
  'authorization',
]);

/** A run of 13 to 19 digits, spaced or hyphenated or not: a card number's shape. */
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;

/** What a card number in a summary or reason is replaced with. */
export const CARD_NUMBER_REMOVED = '[card number removed]';

/** Luhn's check, which every card number passes (and 9 in 10 other numbers fail). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text as it can be stored: a lone surrogate (which a form can send as `\ud800`) becomes
 * U+FFFD. jsonb refuses one outright, and a text column would store U+FFFD while the chain's hash
 * was taken over the surrogate, so the row would never verify.
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** The text with every card-like number (13 to 19 digits passing Luhn's check) replaced. */
export function withoutCardNumbers(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/\D/g, '');
    return luhn(digits) ? CARD_NUMBER_REMOVED : run;
  });
}

/** The largest summary, as JSON, one side (before or after) may be: a summary, not a copy. */
export const MAX_SUMMARY_CHARS = 2_000;

export class AuditRedactionError extends Error {}

/** The words of a key: `cardNumber`, `card_number` and `Card-Number` all give card, number. */
function wordsOf(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * A copy of `value` with card-like numbers taken out of its texts; a key naming a secret is
 * refused. A key is the code's choice, so refusing it is safe: a test finds it. A text is data
 * (an e-mail, a firm name), which must never make an action fail, so a number in it is masked.
 */
function clean(value: unknown, where: string): unknown {
  if (typeof value === 'string') return withoutCardNumbers(wellFormed(value));
  if (Array.isArray(value)) return value.map((item, i) => clean(item, `${where}[${i}]`));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (wordsOf(key).some((word) => SECRET_WORDS.has(word))) {
        throw new AuditRedactionError(`audit: ${where}.${key} names a secret; leave it out`);
      }
      copy[key] = clean(inner, `${where}.${key}`);
    }
    return copy;
  }
  return value;
}

/**
 * What an entry may carry in the clear (its before and after summaries and its reason): throws
 * AuditRedactionError when a key names a secret (password, token, session, card, cvv, secret,
 * signature, otp…) or a summary is not small; masks card-like numbers in texts, and makes lone
 * surrogates U+FFFD.
 */
export function loggable<T extends { before: unknown; after: unknown; reason: string | null }>(
  entry: T,
): T {
  const before = clean(entry.before, 'before');
  const after = clean(entry.after, 'after');
  const reason = entry.reason === null ? null : withoutCardNumbers(wellFormed(entry.reason));
  for (const [side, value] of [
    ['before', before],
    ['after', after],
  ] as const) {
    const json = JSON.stringify(value ?? null);
    if (json.length > MAX_SUMMARY_CHARS) {
      throw new AuditRedactionError(`audit: ${side} is ${json.length} characters; summarise it`);
    }
  }
  return { ...entry, before, after, reason };
}
