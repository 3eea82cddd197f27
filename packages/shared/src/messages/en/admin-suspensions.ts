// Suspensions, removals, refunds and appeals (issue 28, decision 0066): the actions' fixed reasons,
// the replies, and the console's listing, account, finder and appeal screens (suspensions.ts takes
// SUSPENSION_REASONS, SUSPENSION_MESSAGES and SUSPENSION_CONSOLE from here).

const anotherReason = 'Another reason (say which in the details)';
const governmentId = 'Shows a government ID or personal documents';
const offensive = 'Offensive or unlawful content';

/** The fixed reasons of each action, by code. */
export const reasons = {
  suspend: {
    fake_or_scam: 'Fake, or a scam',
    offensive,
    wrong_category: 'Listed in the wrong category, or misleading',
    government_id: governmentId,
    spam: 'Spam, or repeated listings',
    abuse: 'Abuse or harassment of other people on Mandap',
    payment_outside: 'Asking for payment outside Mandap',
    other: anotherReason,
  },
  restore: {
    appeal_upheld: 'The appeal was upheld',
    decided_in_error: 'Suspended in error',
    fixed: 'The problem was fixed',
    other: anotherReason,
  },
  remove_media: {
    government_id: governmentId,
    offensive,
    not_theirs: "Not the vendor's own work (copied)",
    misleading: 'Misleading or unrelated to the service',
    other: anotherReason,
  },
  refund: {
    suspended_listing: 'The listing was suspended by Mandap',
    vendor_request: 'The vendor asked for it',
    duplicate_payment: 'Paid twice, or paid by mistake',
    goodwill: 'Goodwill',
    other: anotherReason,
  },
  uphold_appeal: {
    still_breaks_rules: 'The suspension stands: the problem is still there',
    no_new_information: 'The appeal gives no reason to change the decision',
    other: anotherReason,
  },
} as const;

// ---- Replies (SUSPENSION_MESSAGES; the limits are SUSPENSION_LIMITS') ----
export const decidedElsewhere =
  'Someone else has already acted on this, or it changed since you opened it. The page now ' +
  'shows it as it is: look again before acting.';
export const reasonRequired = 'Choose a reason from the list.';
export const detailsRequired = 'Say in the details why, as the reason is "Another reason".';
export const detailsTooLong = 'The details can be at most 1000 characters.';
export const noSuchListing = 'No such listing was found.';
export const noSuchAccount = 'No such account was found.';
export const noSuchMedia = 'No such photo or video was found on this listing.';
export const noSuchAppeal = 'No such appeal was found.';
export const alreadySuspended = 'This is suspended by Mandap already.';
export const notSuspended = 'This is not suspended by Mandap, so there is nothing to restore.';
export const storefrontSuspended = 'This listing is suspended by Mandap and cannot be shown.';
export const adminOnly = 'Only an admin can refund a payment.';
export const noPayment = 'This listing has no paid payment to refund.';
export const refundTooLarge = 'A refund can be at most what was paid.';
export const appealTooShort = 'Please explain in at least 20 characters.';
export const appealTooLong = 'An appeal can be at most 2000 characters.';
export const appealNotSuspended =
  'Only a suspension by Mandap can be appealed, and this is not suspended.';
export const appealedAlready =
  'You have appealed this suspension already; a second appeal is not taken.';
export const appealDecided = 'This appeal has been decided already.';
export const appealSameOperator =
  'You suspended this, so another operator must decide the appeal: the decision needs a ' +
  'second pair of eyes.';
export const accountNotSuspended = 'This account is not suspended, so there is nothing to appeal.';
export const emptyAppeals = 'No appeals are waiting.';
export const searchEmpty =
  'Nothing was found. Search by a listing id, a vendor id (such as VND-…) or an e-mail.';
export const suspendedByMandap = 'Suspended by Mandap';
export const appealSent =
  'Your appeal was sent. An operator who did not suspend it will decide, and you will be told.';
export const appealPending = 'Appeal sent: waiting for a decision.';
export const appealUpheldLabel = 'Appeal decided: the suspension stands.';
export const confirmAction = {
  suspendListing:
    'Suspend this listing? It leaves search and its page at once; the vendor is told.',
  restoreListing: 'Restore this listing? It is shown again as it was before; the vendor is told.',
  suspendAccount:
    'Suspend this account? Its sessions end at once and sign-in is refused; it is told.',
  restoreAccount: 'Restore this account? It can sign in again; it is told.',
  removeMedia: 'Remove this file? It is deleted from storage for good; the vendor is told.',
  refund: 'Refund this payment? The listing is suspended; the vendor is told.',
  uphold: 'Keep the suspension? The vendor is told the appeal was not upheld.',
  restoreAppeal: 'Restore on appeal? The vendor is told.',
} as const;
export const actionDone = {
  suspend: 'Suspended.',
  restore: 'Restored.',
  remove_media: 'File removed.',
  refund: 'Refunded, and the listing suspended.',
  uphold_appeal: 'Appeal decided: the suspension stands.',
} as const;

// ---- The console's screens (SUSPENSION_CONSOLE) ----
export const titles = {
  listing: 'Listing',
  vendor: 'Vendor account',
  user: 'User account',
  find: 'Find',
  appeals: 'Appeals',
} as const;
export const buttons = {
  suspendListing: 'Suspend listing',
  restoreListing: 'Restore listing',
  suspendAccount: 'Suspend account',
  restoreAccount: 'Restore account',
  removeMedia: 'Remove',
  refund: 'Refund',
  uphold: 'Uphold',
  restoreAppeal: 'Restore',
  cancel: 'Cancel',
  find: 'Find',
} as const;
export const reasonLabel = 'Reason';
export const chooseReason = 'Choose a reason';
export const detailsLabel = 'Details (required for “Another reason”)';
export const amountLabel = 'Amount to refund, in rupees';
export const amountHint = (quote: string, paid: string) =>
  `The terms allow ${quote} of the ${paid} paid; you may change it, up to what was paid.`;
export const amountInvalid =
  'Enter an amount in rupees, more than nothing and at most what was paid.';
export const noRefund = 'No paid payment to refund.';
export const findLabel = 'Listing id, vendor id (VND-…) or e-mail';
export const findHint = 'Type what you know, then press Find.';
export const loadingScreen = {
  listing: 'Loading the listing…',
  account: 'Loading the account…',
  appeals: 'Loading the appeals…',
  find: 'Searching…',
} as const;
export const empty = {
  media: 'No photos or videos.',
  details: 'No details given.',
  prices: 'No prices set.',
  payments: 'No payments.',
  actions: 'No earlier actions.',
  listings: 'No listings.',
  suspensions: 'Never suspended.',
} as const;
export const suspendedBecause = (reason: string) => `Suspended by Mandap: ${reason}`;
export const suspendedBy = (operator: number | null, at: string) =>
  `Suspended ${operator === null ? '' : `by operator ${operator} `}on ${at}`;
export const notSuspendedStatus = 'Not suspended.';

// ---- Listing and account screens ----
export const restoredOn = (at: string, reason: string | null) =>
  `; restored on ${at}${reason ? ` (${reason})` : ''}`;
export const appealOf = (at: string) => `Appeal of ${at}`;
export const appealOutcomes = { upheld: 'upheld', restored: 'restored' } as const;
export const appealWaiting = 'waiting';
export const actionBy = (actor: string) => `by ${actor}`;
export const photoN = (n: number) => `Photo ${n}`;
export const videoN = (n: number) => `Video ${n}`;
/** The button that removes a photo or video: 'Remove photo 2'. */
export const removeMedia = (name: string) => `Remove ${name.toLowerCase()}`;
export const mediaAlt = (firmName: string, name: string) => `${firmName}, ${name}`;
export const listingId = 'Listing id';
export const category = 'Category';
export const city = 'City';
export const status = 'Status';
export const suspensionDetails = 'Suspension details';
export const plan = 'Plan';
export const created = 'Created';
export const actions = 'Actions';
export const photosAndVideos = 'Photos and videos';
export const details = 'Details';
export const email = 'E-mail';
export const phone = 'Phone';
export const features = 'Features';
export const highlights = 'Highlights';
export const prices = 'Prices';
export const price = 'Price';
export const owner = 'Owner';
export const vendorN = (id: number) => `Vendor ${id}`;
export const vendorLower = (id: number) => `vendor ${id}`;
export const payments = 'Payments';
export const paymentPaid = (at: string) => `, paid ${at}`;
export const paymentRefunded = (amount: string) => `, ${amount} refunded`;
export const suspensions = 'Suspensions';
export const earlierActions = 'Earlier actions';
export const kind = 'Kind';
export const accountKinds = { vendor: 'Vendor', user: 'User' } as const;
/** A listing or an account without a name: 'vendor 12'. */
export const objectKinds = { listing: 'listing', vendor: 'vendor', user: 'user' } as const;
export const id = 'Id';
export const joined = 'Joined';
export const listings = 'Listings';
export const listingLine = (id: number, category: string, status: string) =>
  `(listing ${id}, ${category}, ${status})`;

// ---- Appeals ----
export const appealHeading = (id: number, listing: boolean, label: string) =>
  `Appeal ${id}: ${listing ? 'listing' : 'vendor account'} ${label}`;
export const appealSentBy = (at: string, name: string, email: string) =>
  `Sent ${at} by ${name} (${email})`;
export const suspendedLabel = 'Suspended';
export const reason = 'Reason';
export const whoAndWhen = 'Who and when';
export const vendor = 'Vendor';
export const vendorLink = (name: string, id: number) => `${name} (vendor ${id})`;
