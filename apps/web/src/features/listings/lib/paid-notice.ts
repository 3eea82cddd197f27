/**
 * The payment page goes back to /services with `{ paidListingId }` as the history entry's state
 * (not in the URL: the list's address stays /services, and a link shared or bookmarked does
 * not say "paid"). The state crosses from the payment feature, so it is read as unknown.
 */
export function paidListingId(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('paidListingId' in state)) return null;
  const id = state.paidListingId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
