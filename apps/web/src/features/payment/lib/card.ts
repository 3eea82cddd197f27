import * as t from '@mandap/shared/messages/en/vendor-payment';

/** The card form of the sandbox checkout: what is typed, and the simple checks a checkout makes. */
export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvv: string;
  name: string;
}

export type CardErrors = Partial<Record<keyof CardValues, string>>;

export const CARD_MESSAGES = t.cardMessages;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Digits in groups of four, as printed on a card: '4111 1111 1111 1111'. */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/YY' as it is typed: the slash comes after the month. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first problem of each field; empty when the card can be sent. */
export function checkCard(values: CardValues, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOf(values.cardNumber);
  if (number.length < 12 || number.length > 19 || !passesLuhn(number)) {
    errors.cardNumber = CARD_MESSAGES.cardNumber;
  }
  const expiry = /^(\d{2})\/(\d{2})$/.exec(values.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    errors.expiry = CARD_MESSAGES.expiry;
  } else {
    // A card is good until the end of its expiry month.
    const year = 2000 + Number(expiry[2]);
    if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
      errors.expiry = CARD_MESSAGES.expired;
    }
  }
  if (!/^\d{3,4}$/.test(values.cvv.trim())) errors.cvv = CARD_MESSAGES.cvv;
  if (values.name.trim() === '') errors.name = CARD_MESSAGES.name;
  return errors;
}
