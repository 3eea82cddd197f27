// The shortlist's heart on a vendor's card and page (the list on My Account: public-shortlist-list).

export const vendorNote =
  'Shortlists are for couples. Sign in with a user account to shortlist vendors.';
export const couldNotAdd = (firm: string) =>
  `${firm} could not be added to your shortlist. Please try again.`;
export const couldNotRemove = (firm: string) =>
  `${firm} could not be removed from your shortlist. Please try again.`;
export const removeFrom = (firm: string) => `Remove ${firm} from shortlist`;
export const add = (firm: string) => `Shortlist ${firm}`;
export const dismiss = 'Dismiss';
