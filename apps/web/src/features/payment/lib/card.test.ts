import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, checkCard, formatCardNumber, formatExpiry, passesLuhn } from './card';
import { SANDBOX_TEST_CARDS } from './test-cards';

const NOW = new Date(2025, 5, 15); // 15 June 2025
const VALID = { cardNumber: SANDBOX_TEST_CARDS.success, expiry: '12/30', cvv: '123', name: 'Asha' };

describe('card form', () => {
  it('groups the card number in fours and keeps digits only', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 11')).toBe('4111 1111 11');
    expect(formatCardNumber('4'.repeat(25))).toHaveLength(19 + 4);
  });

  it('puts the slash of MM/YY after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('123045')).toBe('12/30');
  });

  it('accepts both test cards: they pass the Luhn check', () => {
    expect(passesLuhn(SANDBOX_TEST_CARDS.success.replace(/\s/g, ''))).toBe(true);
    expect(passesLuhn(SANDBOX_TEST_CARDS.decline.replace(/\s/g, ''))).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('passes a good card', () => {
    expect(checkCard(VALID, NOW)).toEqual({});
    expect(checkCard({ ...VALID, expiry: '06/25', cvv: '1234' }, NOW)).toEqual({});
  });

  it.each([
    [{ cardNumber: '4111 1111 1111 1112' }, 'cardNumber', CARD_MESSAGES.cardNumber],
    [{ cardNumber: '4111' }, 'cardNumber', CARD_MESSAGES.cardNumber],
    [{ cardNumber: '' }, 'cardNumber', CARD_MESSAGES.cardNumber],
    [{ expiry: '13/30' }, 'expiry', CARD_MESSAGES.expiry],
    [{ expiry: '1230' }, 'expiry', CARD_MESSAGES.expiry],
    [{ expiry: '05/25' }, 'expiry', CARD_MESSAGES.expired],
    [{ cvv: '12' }, 'cvv', CARD_MESSAGES.cvv],
    [{ cvv: '12a' }, 'cvv', CARD_MESSAGES.cvv],
    [{ name: '  ' }, 'name', CARD_MESSAGES.name],
  ])('refuses %o', (change, field, message) => {
    expect(checkCard({ ...VALID, ...change }, NOW)).toEqual({ [field]: message });
  });
});
