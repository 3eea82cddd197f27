// A visitor's heart tap, kept across signing in: the listing ids they asked to shortlist, in this
// tab's sessionStorage (nothing about the vendor, nothing after the tab closes).

const KEY = 'mandap:shortlist-wanted';

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => Number.isSafeInteger(id) && id > 0) : [];
  } catch {
    // Storage refused (private mode, quota) or a value that is not ours: nothing is waiting.
    return [];
  }
}

function write(ids: readonly number[]): void {
  try {
    if (ids.length === 0) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Without storage the tap is simply not remembered; the person can tap again.
  }
}

/** Remembers that the visitor wants `listingId` shortlisted once signed in. */
export function keepWantedListing(listingId: number): void {
  const ids = read().filter((id) => id !== listingId);
  write([...ids, listingId]);
}

/** True (and forgotten) when `listingId` was waiting to be shortlisted. */
export function takeWantedListing(listingId: number): boolean {
  const ids = read();
  if (!ids.includes(listingId)) return false;
  write(ids.filter((id) => id !== listingId));
  return true;
}

/** Every listing waiting to be shortlisted, forgotten as they are handed over. */
export function takeWantedListings(): number[] {
  const ids = read();
  write([]);
  return ids;
}
