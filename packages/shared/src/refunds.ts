/** Full refund window after payment (terms 1, R11). */
export const FULL_REFUND_DAYS = 7;
/** After the full-refund window: 40% of the amount, pro rata to the free period left (terms 2). */
export const LATE_REFUND_BASIS_POINTS = 4000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a listing's payment refunds at `now` (R11, spec 2.14): all of it within 7 days of
 * payment; later, 40% of the amount times the share of the free period still ahead; nothing
 * once the free period is over. Whole paise, rounded down.
 */
export function refundablePaise(
  amountPaise: number,
  paidAt: Date,
  freeUntil: Date,
  now: Date,
): number {
  const elapsed = now.getTime() - paidAt.getTime();
  if (elapsed < 0) return amountPaise;
  if (elapsed <= FULL_REFUND_DAYS * DAY_MS) return amountPaise;
  const period = freeUntil.getTime() - paidAt.getTime();
  const left = freeUntil.getTime() - now.getTime();
  if (period <= 0 || left <= 0) return 0;
  return Math.floor((amountPaise * LATE_REFUND_BASIS_POINTS * left) / (10_000 * period));
}

/** The end of a plan's free period: `months` calendar months after payment (R3). */
export function freeUntil(paidAt: Date, months: number): Date {
  const end = new Date(paidAt);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
