import { describe, expect, it } from 'vitest';
import { LIMITS, OCR_LANGUAGES } from './limits';
import {
  COMMISSION_BASIS_POINTS,
  DEFAULT_HOTEL_STAR_RATING,
  DEFAULT_PLAN_ID,
  HOTEL_STAR_PRICES_PAISE,
  listingAmountPaise,
  PLANS,
} from './plans';

describe('plans (spec 9, R3)', () => {
  it('has Basic 99 / 2 months, NORMAL 299 / 4, PREMIUM 699 / 6', () => {
    expect(PLANS.map((p) => [p.title, p.pricePaise, p.freeMonths])).toEqual([
      ['Basic', 9900, 2],
      ['NORMAL', 29900, 4],
      ['PREMIUM', 69900, 6],
    ]);
    expect(DEFAULT_PLAN_ID).toBe('premium');
    expect(COMMISSION_BASIS_POINTS).toBe(700);
  });

  it('prices hotels by star rating, default 2 stars', () => {
    expect(HOTEL_STAR_PRICES_PAISE).toEqual({ 2: 69900, 3: 99900, 4: 129900, 5: 169900 });
    expect(DEFAULT_HOTEL_STAR_RATING).toBe(2);
  });

  it('charges the plan price, or the star price for hotels', () => {
    expect(listingAmountPaise('dj', 'basic')).toBe(9900);
    expect(listingAmountPaise('dhol', 'normal')).toBe(29900);
    expect(listingAmountPaise('band', 'premium')).toBe(69900);
    expect(listingAmountPaise('hotel', 'basic', 5)).toBe(169900);
    expect(listingAmountPaise('hotel', 'premium')).toBe(69900);
  });
});

describe('limits (spec 9, R8)', () => {
  it('pins sizes, lengths and timings', () => {
    const MB = 1024 * 1024;
    expect(LIMITS).toMatchObject({
      registrationImageBytes: 5 * MB,
      registrationVideoBytes: 50 * MB,
      editMediaImageBytes: 2 * MB,
      editMediaVideoBytes: 10 * MB,
      phoneDigits: 10,
      pincodeDigits: 6,
      passwordMinLength: 8,
      nameMinLength: 2,
      directorySearchMinChars: 3,
      sessionLifetimeMs: 864_000_000,
      submitTimeoutMs: 60_000,
      redirectAfterSubmitMs: 2_000,
      toastMs: 3_000,
      paymentCountdownSeconds: 5,
      videoFrameAtSeconds: 1,
      navRevealTopPx: 10,
    });
    expect(OCR_LANGUAGES).toEqual(['eng', 'hin', 'tel']);
  });
});
