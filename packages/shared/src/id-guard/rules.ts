// The government-ID text rules (spec 5, R7): what recognised text makes an upload look like an
// identity document. Shared by the browser check and the server's re-check.

export type IdRule = 'strong-term' | 'aadhaar-number' | 'pan-number' | 'weak-terms';

export interface IdVerdict {
  blocked: boolean;
  /** Which rule fired, when blocked. */
  rule?: IdRule;
  /** The normalised text that matched. */
  matches: string[];
}

/** Terms that mark an identity document on their own (R7), in English, Hindi and Telugu. */
export const STRONG_TERMS: readonly string[] = [
  'government of india',
  'govt of india',
  'govt. of india',
  'aadhaar',
  'aadhar',
  'uidai',
  'unique identification authority of india',
  'voter id',
  'election commission of india',
  'elector photo identity card',
  'passport',
  'republic of india',
  'driving license',
  'driving licence',
  'income tax',
  'income tax department',
  'permanent account number',
  // Hindi: Government of India, Aadhaar, Income Tax Department, Election Commission.
  'भारत सरकार',
  'आधार',
  'आयकर विभाग',
  'भारत निर्वाचन आयोग',
  // Telugu: PAN card, passport, Aadhaar.
  'పాన్',
  'పాస్‌పోర్ట్',
  'పాస్పోర్ట్',
  'ఆధార్',
];

/** Words common on ID cards that are harmless alone; two or more together block (R7). */
export const WEAK_TERMS: readonly (readonly string[])[] = [
  ['name', 'नाम', 'పేరు'],
  ['dob', 'd.o.b', 'date of birth', 'जन्म तिथि', 'जन्म तारीख', 'పుట్టిన తేదీ'],
  ['gender', 'sex', 'लिंग', 'లింగం'],
  ['pan'],
  ['male', 'पुरुष', 'పురుషుడు'],
  ['female', 'महिला', 'स्त्री', 'స్త్రీ'],
  ['address', 'पता', 'చిరునామా'],
  ["father's name", 'fathers name', 'पिता का नाम'],
];

// Alternation, not a class: a class of joiners reads as one joined character to some tools.
const ZERO_WIDTH = /\u200b|\u200c|\u200d|\u2060|\ufeff/g;
// Characters that can be part of a word in any of our scripts.
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}]';

/**
 * Text as the rules see it: Unicode NFC, zero-width characters removed, lower case, white space
 * folded, and inside runs of digits the letters OCR confuses with digits (O as 0; I, l, | as 1).
 */
export function normaliseIdText(text: string): string {
  const folded = text.normalize('NFC').replace(ZERO_WIDTH, '').toLowerCase().replace(/\s+/g, ' ');
  // OCR reads 0 as o and 1 as i, l or |. In a token made only of digits and look-alikes (with at
  // least two real digits) every look-alike is a digit; elsewhere only one between two digits.
  return folded.replace(/[\p{L}\p{N}|]+/gu, (token) => {
    if (/^[0-9oil|]+$/.test(token) && (token.match(/\d/g)?.length ?? 0) >= 2) {
      return token.replace(/o/g, '0').replace(/[il|]/g, '1');
    }
    return token.replace(/(?<=\d)[oil|](?=\d)/g, (c) => (c === 'o' ? '0' : '1'));
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word pattern for a term: no letter, mark or digit on either side; any spacing inside. */
function wholeWord(term: string): RegExp {
  const normalised = normaliseIdText(term);
  const body = normalised.split(' ').map(escapeRegExp).join('\\s*');
  return new RegExp(`(?<!${WORD_CHAR})${body}(?!${WORD_CHAR})`, 'u');
}

let patterns: { strong: RegExp[]; weak: RegExp[][] } | undefined;

/**
 * The terms' patterns, built at the first check rather than when the module loads: some fifty
 * Unicode patterns take a quarter of a second to build on a slow phone, and pages that only might
 * check a file (a storefront with its review form) load this module.
 */
function termPatterns(): { strong: RegExp[]; weak: RegExp[][] } {
  patterns ??= {
    strong: STRONG_TERMS.map(wholeWord),
    weak: WEAK_TERMS.map((group) => group.map(wholeWord)),
  };
  return patterns;
}
// 12 digits in three groups of four (an Aadhaar number), not part of a longer number.
const AADHAAR_NUMBER = /(?<![\d])\d{4}[ -]?\d{4}[ -]?\d{4}(?![ -]?\d)/u;
// A PAN: five letters, four digits, one letter, as a word of its own.
const PAN_NUMBER = /(?<![\p{L}\p{N}])[a-z]{5}\d{4}[a-z](?![\p{L}\p{N}])/u;

/** Whether recognised text looks like a government-issued ID, and which rule says so. */
export function checkIdText(text: string): IdVerdict {
  const normalised = normaliseIdText(text);
  const { strong, weak: weakGroups } = termPatterns();
  for (const pattern of strong) {
    const match = pattern.exec(normalised);
    if (match) return { blocked: true, rule: 'strong-term', matches: [match[0]] };
  }
  const aadhaar = AADHAAR_NUMBER.exec(normalised);
  if (aadhaar) return { blocked: true, rule: 'aadhaar-number', matches: [aadhaar[0]] };
  const pan = PAN_NUMBER.exec(normalised);
  if (pan) return { blocked: true, rule: 'pan-number', matches: [pan[0]] };
  const weak: string[] = [];
  for (const group of weakGroups) {
    for (const pattern of group) {
      const match = pattern.exec(normalised);
      if (match) {
        weak.push(match[0]);
        break;
      }
    }
  }
  if (weak.length >= 2) return { blocked: true, rule: 'weak-terms', matches: weak };
  return { blocked: false, matches: [] };
}
