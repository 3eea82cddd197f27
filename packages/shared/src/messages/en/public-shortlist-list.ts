// The shortlist on My Account.

export const couldNotRemove = (firm: string) =>
  `${firm} could not be removed from your shortlist. Please try again.`;
export const removeFrom = (firm: string) => `Remove ${firm} from shortlist`;
export const loading = 'Loading your shortlist...';
export const notLoaded = 'Your shortlist could not be loaded.';
export const empty = 'Your shortlist is empty.';
export const emptyHint = "Tap the heart on a vendor's card or page to keep them here.";
export const searchVendors = 'Search vendors';
export const pricesOnRequest = 'Prices on request';
export const from = 'from ';
export const enquireWith = (firm: string) => `Enquire with ${firm}`;
export const enquire = 'Enquire';
export const removed = (firm: string) => `${firm} was removed from your shortlist.`;
export const remove = 'Remove';
export const yourShortlist = 'Your shortlist';
