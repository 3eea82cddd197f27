// The privacy notice's words (issue 29, decision 0071; ../../privacy-notice.ts assembles them).
// What a person accepts is recorded as the notice's version id, the same in both languages: the
// English is the notice of record, the Hindi its translation for reading.

/** What changed in each version of the notice, newest first, keyed by version. */
export const changes = {
  '2026-11-28': {
    billing:
      'Vendors: the billing details you give (legal name, billing address, GSTIN) and the tax invoices, credit notes and commission statements Mandap issues to you, kept as the tax laws ask.',
    bookingAnswer:
      'Couples: when a vendor marks your enquiry Booked, we ask you whether you booked them; your answer and your first name appear on that vendor’s commission statement.',
  },
  '2026-11-27': {
    fullNotice:
      'A full privacy notice replaces the terms this page used to show: each kind of personal data Mandap keeps, why, for how long and who it is shared with.',
    signUp:
      'Sign-up asks you to confirm that you are 18 or older and to accept this notice; marketing e-mails are a separate choice, off unless you turn them on, which you can change on your account page at any time.',
    rights:
      'Your rights under the Digital Personal Data Protection Act 2023 (access, correction, erasure, nomination, withdrawal of consent, grievance) and how to use each of them.',
  },
};

/** Sign-up's boxes (both roles). */
export const signUpConsent = {
  adultLabel: 'I am 18 or older',
  adultRequired:
    'Please confirm that you are 18 or older: Mandap accounts are for adults only (under the law, anyone younger is a child).',
  noticeLabelBefore: 'I have read and accept the ',
  noticeLink: 'Privacy Policy',
  noticeRequired: 'Please read and accept the Privacy Policy to create an account.',
  marketingLabel: 'Send me occasional e-mails about offers and new features (optional)',
  marketingHint: 'You can turn these off at any time on your account page.',
  noticeOutdated:
    'Our Privacy Policy has changed since this page was opened. Please reload the page, read it and try again.',
};

/** The account page's marketing choice. */
export const marketing = {
  heading: 'Marketing e-mails',
  description:
    'Occasional e-mails about offers and new features. Account, enquiry, payment and security e-mails are sent whatever you choose here.',
  switchLabel: 'Send me marketing e-mails',
  on: 'Marketing e-mails are on. You can turn them off here at any time.',
  off: 'Marketing e-mails are off.',
  loading: 'Loading your choice…',
  loadFailed: 'Your choice could not be loaded. Please try again.',
  saveFailed: 'Your choice could not be saved. Please try again.',
  retry: 'Try again',
};

/** What the next sign-in shows after the notice changed. */
export const noticeUpdate = {
  heading: 'Our Privacy Policy has changed',
  intro: 'Here is what changed since you last accepted it:',
  readNotice: 'Read the full Privacy Policy',
  accept: 'I have read this',
  accepting: 'Saving…',
  failed: 'That did not go through. Please try again.',
};

/** Each kind of personal data Mandap keeps: what, why, how long, shared with whom. */
export const items = {
  account: {
    title: 'Your account',
    what: 'Your name, e-mail address and phone number; your password only as an argon2id hash (we never keep the password itself); whether you confirmed you are 18 or older; your shortlist and in-app notifications.',
    why: 'To sign you in, to let couples and vendors reach each other, and to tell you about your account, enquiries and payments.',
    howLong:
      'While you have the account. When you delete it, it is closed at once and erased 7 days later (signing in again within those 7 days cancels the deletion).',
    sharedWith:
      'The vendor you send an enquiry to sees your name, e-mail and phone; our e-mail provider carries the e-mails we send you; our hosting provider stores the database.',
  },
  vendor: {
    title: 'Vendors: business details and listings',
    what: 'Firm name, business e-mail and phone, address (house number, city, district, state, pincode), description, features, prices, the plan chosen and the Vendor ID.',
    why: 'To publish your storefront and show it in search, and to run the listing plan you paid for.',
    howLong:
      'While the listing exists. Listings are removed with your account when it is erased; a suspended listing is kept, hidden, while its suspension can be appealed.',
    sharedWith:
      'Everyone: storefronts are public pages, also read by search engines. Your address is shown as city and district only.',
  },
  media: {
    title: 'Vendors: photos and videos',
    what: 'The images and videos you upload, without their camera metadata (we strip it). We do not collect identity documents: every upload is checked, in your browser and again on our server, for text that looks like a government ID, and such files are refused; nothing of a refused file is kept.',
    why: 'To show your work on your storefront.',
    howLong:
      'Until you delete them, the listing is removed, or your account is erased; the files are then deleted from storage.',
    sharedWith: 'Everyone who opens your storefront; our storage provider keeps the files.',
  },
  enquiries: {
    title: 'Enquiries and chat messages',
    what: 'What you write to a vendor and they to you: event date, guests, messages, and the network address an enquiry was sent from (used to limit enquiries per network).',
    why: 'To pass your enquiry to the vendor and keep the conversation, and to stop fake enquiries.',
    howLong:
      'While both accounts exist. When one side deletes the account, its messages stay in the other side’s conversation as from “Deleted user”, without name or contact details. A booked enquiry’s date, value, the couple’s first name and their answer to “Did you book …?” stay on the vendor’s commission statement, as a billing record.',
    sharedWith: 'The vendor (or couple) on the other side of the conversation.',
  },
  reviews: {
    title: 'Reviews',
    what: 'Your rating, what you wrote and any photos, with your name, and reports of reviews.',
    why: 'To help couples choose, and to keep reviews honest (only couples who enquired may review).',
    howLong: 'While your account exists; when it is erased, your reviews stay without your name.',
    sharedWith: 'Everyone: reviews are shown on the vendor’s storefront.',
  },
  payments: {
    title: 'Payments, invoices and billing details',
    what: 'For each listing plan and commission invoice paid: the order, the amount, the payment and refund references; the tax invoices, credit notes and commission statements we issue you, with the billing details on them (legal name, billing address, state, GSTIN), and the booking values you enter when you mark an enquiry Booked. Card, UPI and bank details go to Razorpay and never reach us.',
    why: 'To take payment for listing plans and the commission, give refunds under our terms, issue the tax invoices the GST laws require, and keep the accounts Indian law asks for.',
    howLong:
      '8 years after the end of the financial year of the payment, as the Companies Act 2013 (section 128) and the tax laws ask, even after your account is erased; they are then kept apart from your profile. Issued invoices and credit notes are never changed. Your billing details themselves are deleted when your account is erased.',
    sharedWith:
      'Razorpay, our payment provider; tax authorities and auditors when the law requires it.',
  },
  sessions: {
    title: 'Sessions and sign-in attempts',
    what: 'For each device you sign in on: the session (only a hash of its key), the device as your browser names it, when you signed in and when you last used it. For failed sign-ins and sign-ups: the e-mail tried and the network address.',
    why: 'To keep you signed in, to let you see and end your sessions, and to stop password guessing and fake accounts.',
    howLong:
      'A session lasts at most 10 days (2 days if unused) or until you sign out, and is deleted within the hour after it ends. Failed sign-ins and sign-up attempts are deleted after 24 hours.',
    sharedWith: 'Nobody; our hosting provider stores the database.',
  },
  analytics: {
    title: 'Counts for vendors’ analytics',
    what: 'How often a storefront is viewed, appears in search, is shortlisted or gets an enquiry, per day. Visitors are pseudonymous: each is counted once a day as a salted hash of the account or network address, never the address itself; no advertising or third-party trackers are used.',
    why: 'To show vendors how their listings do, without counting a person twice.',
    howLong:
      'The hashes and the day’s salt are deleted after the next day; the daily counts, which name nobody, are kept with the listing.',
    sharedWith: 'The vendor sees the counts of their own listings; nobody sees who was counted.',
  },
  audit: {
    title: 'Security log (audit entries)',
    what: 'Sign-ins, lock-outs, e-mail changes, listings submitted and edited, payments, refunds and operators’ decisions: who acted, on what and when, with the network address as a keyed hash.',
    why: 'To investigate misuse and disputes and to show that nobody changed the record.',
    howLong:
      'The log is append-only and is not shortened at present; an entry names an account by its number. We will fix a period and update this notice.',
    sharedWith: 'Nobody; Mandap’s operators read it.',
  },
  grievances: {
    title: 'Grievances',
    what: 'Your name, e-mail, what the grievance is about, the link you gave, and the replies.',
    why: 'To answer and resolve your grievance and to keep a record of how it was handled.',
    howLong:
      'Kept after it is closed as the record of how it was handled; its link to your account is removed when the account is erased.',
    sharedWith: 'Our grievance officer; the e-mail provider carries the replies.',
  },
  consents: {
    title: 'Your consents',
    what: 'Which version of this notice you accepted and when, and each time you turned marketing e-mails on or off.',
    why: 'To show what you agreed to, and to send marketing e-mails only while you want them.',
    howLong: 'While your account exists; erased with it.',
    sharedWith: 'Nobody.',
  },
};

/** The person's rights (DPDP Act 2023, sections 11 to 14) and how to use each. */
export const rights = {
  access: {
    title: 'See your data',
    how: '“Download my data” on your account page (My Account) prepares a ZIP with your account, listings, enquiries and messages, reviews, payments and invoices, notifications and consents; we e-mail you when it is ready and keep it for 7 days.',
  },
  correction: {
    title: 'Correct it',
    how: 'Change your name, phone and e-mail on your account page; vendors edit their listings in the Vendor Portal. Anything else: write to the grievance officer.',
  },
  erasure: {
    title: 'Delete it',
    how: '“Delete my account” on your account page, after confirming your password: the account closes at once and is erased after 7 days. Payment and tax records are kept as the law asks (see above).',
  },
  withdraw: {
    title: 'Withdraw consent',
    how: 'Turn marketing e-mails off on your account page, as easily as you turned them on. To withdraw your consent to this notice as a whole, delete your account. Withdrawing does not undo what was done before.',
  },
  nominate: {
    title: 'Nominate someone',
    how: 'You may name a person to use these rights for you if you die or cannot act yourself: write to the grievance officer with their name and contact details.',
  },
  grievance: {
    title: 'Complain',
    how: 'Use the grievance page or write to the grievance officer below. We acknowledge within 48 hours and resolve within one month. If you are not satisfied, you may complain to the Data Protection Board of India.',
  },
};

/** The notice's fixed paragraphs. */
export const notice = {
  /** The page keeps the footer link's name (spec 2.15, decision 0041); the law calls it a notice. */
  heading: 'Privacy Policy',
  subheading: 'Our privacy notice under the Digital Personal Data Protection Act 2023',
  intro:
    'Mandap connects couples and event planners with wedding vendors. This privacy notice tells you, as India’s Digital Personal Data Protection Act 2023 and its Rules ask, what personal data we keep about you, why, for how long, who sees it, and how to use your rights. Mandap is the data fiduciary.',
  adults:
    'Mandap is for adults: you must be 18 or older to create an account. We do not knowingly keep data of children.',
  consent:
    'We use your data for the purposes below, which you accept when you create an account. Marketing e-mails are a separate choice, off unless you turn them on.',
  breach:
    'If a breach of security affects your data, we will tell you and the Data Protection Board of India without delay: what happened, when, what data, what it may mean for you, what we are doing and what you can do, and whom to contact.',
  noSale: 'We do not sell your data and we do not show you third-party advertising.',
  officerHeading: 'Grievance officer',
  officerIntro: 'For any question or complaint about your personal data, write to:',
  officerUnavailable:
    'The grievance officer’s details could not be loaded just now. Please use the grievance page.',
  grievancePage: 'Send a grievance',
  versionLabel: 'Version',
  changesHeading: 'What changed in this version',
};

// The notice page's own headings.
export const dataHeading = 'What we keep, why, for how long, and who sees it';
export const whyLabel = 'Why';
export const howLongLabel = 'How long';
export const sharedWithLabel = 'Shared with';
export const rightsHeading = 'Your rights and how to use them';
export const goToAccount = 'Go to My Account';
export const breachHeading = 'If your data is breached';
export const pageDescription =
  'What personal data Mandap keeps, why, for how long and who sees it; your rights under India’s Digital Personal Data Protection Act 2023 and how to use them.';
