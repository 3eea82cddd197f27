// The notices of Mandap's suspensions, restores, media removals, refunds and appeal decisions
// (issue 28, decision 0066), as stored for their recipient and e-mailed to them (issue 32):
// suspensions.ts takes APPEAL_HOW and SUSPENSION_NOTICES from here.

/** A notice's title and body. */
type Notice = { title: string; body: string };

/** How a vendor appeals, as every notice of a suspension says it. */
export const appealHow = {
  listing:
    'If you think this is wrong, you can appeal once: open Your services in the vendor portal, ' +
    'and choose "Appeal" on the listing\'s card.',
  vendor:
    'If you think this is wrong, you can appeal once: open /appeal on Mandap and sign in there ' +
    'with the same e-mail and password to write your appeal.',
  user:
    "If you think this is wrong, write to Mandap's grievance officer through the Grievances page " +
    '(/grievances, linked at the foot of every page).',
  media:
    "If you think this is wrong, write to Mandap's grievance officer through the Grievances page " +
    '(/grievances, linked at the foot of every page) and quote the listing.',
};

export const listingSuspended = (firmName: string, why: string): Notice => ({
  title: 'Your listing was suspended',
  body:
    `Mandap suspended your listing ${firmName}: ${why}. It is no longer shown in search or ` +
    `on its page. ${appealHow.listing}`,
});
export const listingRestored = (firmName: string, why: string): Notice => ({
  title: 'Your listing is restored',
  body: `Mandap restored your listing ${firmName} (${why}). It is shown as it was before.`,
});
export const accountSuspended = (kind: 'vendor' | 'user', why: string): Notice => ({
  title: 'Your account was suspended',
  body:
    `Mandap suspended your account: ${why}. You have been signed out and cannot sign in ` +
    `while it is suspended${kind === 'vendor' ? ', and your listings are not shown' : ''}. ` +
    `${appealHow[kind]}`,
});
export const accountRestored = (why: string): Notice => ({
  title: 'Your account is restored',
  body: `Mandap restored your account (${why}). You can sign in again.`,
});
export const mediaRemoved = (firmName: string, kind: 'image' | 'video', why: string): Notice => ({
  title: `A ${kind === 'image' ? 'photo' : 'video'} was removed from your listing`,
  body:
    `Mandap removed a ${kind === 'image' ? 'photo' : 'video'} from your listing ${firmName}: ` +
    `${why}. ${appealHow.media}`,
});
export const refunded = (firmName: string, amount: string, why: string): Notice => ({
  title: 'Your plan payment was refunded',
  body:
    `Mandap refunded ${amount} of your plan payment for ${firmName} (${why}). The listing is ` +
    `no longer shown. ${appealHow.media}`,
});
/** What an appeal was about, as its decision's notice names it. */
export const yourListing = (firmName: string) => `your listing ${firmName}`;
export const yourAccount = 'your account';
export const appealUpheld = (subject: string, why: string): Notice => ({
  title: 'Your appeal was decided: the suspension stands',
  body:
    `An operator looked at your appeal of the suspension of ${subject} and kept it: ${why}. ` +
    `An appeal is taken once; you may still write to the grievance officer (/grievances).`,
});
export const appealRestored = (subject: string): Notice => ({
  title: 'Your appeal was upheld',
  body: `An operator looked at your appeal and restored ${subject}.`,
});

/** The refusal of a right password on a suspended account: why, and how to appeal. */
export const signInSuspended = (kind: 'vendor' | 'user', why: string) =>
  kind === 'vendor'
    ? `Your vendor account is suspended by Mandap: ${why}. You cannot sign in while it is ` +
      `suspended. ${appealHow.vendor}`
    : `Your account is suspended by Mandap: ${why}. You cannot sign in while it is suspended. ` +
      `${appealHow.user}`;
