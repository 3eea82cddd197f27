// billing-commission: the commission on bookings as vendors, couples and operators read it
// (decision 0075), moved from commission.ts (issue 32). Amounts and days come formatted.

/** A rate in basis points as people read it: 700 is "7%", 750 is "7.5%". */
export const percentText = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;
/** "March 2027" for '2027-03-01'. */
export const monthInWords = (monthStartDay: string) =>
  new Date(`${monthStartDay.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** An instant in India's words: '8 Apr 2027, 1:20 am'. */
export const indianMoment = (at: Date) =>
  at
    .toLocaleString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    })
    .replace(/\b(AM|PM)\b/, (m) => m.toLowerCase());

// Mark booked, before and after
export const valueLabel = 'Booking value (₹)';
export const valuePlaceholder = 'For example 1,50,000';
export const confirmBooking = 'Confirm booking';
export const askedToConfirm = (coupleName: string) =>
  `${coupleName} will be asked to confirm the booking.`;
export const noCommissionUntil = (day: string) =>
  `No commission: your free period runs until ${day}.`;
export const commissionAfterFreePeriod = (rate: string, day: string) =>
  `${rate} commission applies: your free period ended on ${day}.`;
export const commissionApplies = (rate: string) => `${rate} commission applies to this booking.`;
export const commissionOnValue = (rate: string, commission: string, value: string) =>
  `${rate} commission applies: ${commission} on ${value}.`;
export const bookedFree = (value: string) =>
  `Booked for ${value}, within your free period: no commission.`;
export const bookedWithCommission = (value: string, rate: string, commission: string) =>
  `Booked for ${value}: ${rate} commission, ${commission}, on your next monthly statement.`;

/** How the couple's answer reads on a statement and beside an enquiry. */
export const coupleAnswerLabels = {
  yes: 'Couple says booked',
  no: 'Couple says not booked',
  none: 'Couple has not answered',
};

// The couple's question once the vendor marks their enquiry Booked
export const bookingQuestion = (firmName: string, day: string) =>
  `Did you book ${firmName} for ${day}?`;
export const answer = {
  yesButton: (firmName: string) => `Yes, we booked ${firmName}`,
  noButton: (firmName: string) => `No, we did not book ${firmName}`,
  answeredYes: (firmName: string) => `Thank you. You told us you booked ${firmName}.`,
  answeredNo: (firmName: string) => `Thank you. You told us you did not book ${firmName}.`,
  change: 'Change my answer',
  why: 'Your answer helps Mandap keep vendors honest about the bookings they report. It is shown to the vendor.',
  invalidLink:
    'This link has run out or is not valid. Sign in to Mandap and open your conversation with the vendor to answer there.',
  noToken: 'This page is opened from the link in our e-mail. Please use the link in the e-mail.',
  notBooked:
    'This vendor has not marked your enquiry Booked (or changed it since), so there is nothing to answer now.',
  failed: 'Your answer was not saved. Check your connection and try again.',
  pageTitle: 'Your booking',
};

export const disputeReasonLabels = {
  cancelled: 'The booking was cancelled',
  not_genuine: 'Not a genuine lead',
  wrong_value: 'The value is wrong',
};

// What the commission's forms and routes say (COMMISSION_MESSAGES)
// Fixed texts, so that the server's refusals translate (COMMISSION_LIMITS: 5 to 1000).
export const noteRequired = 'Tell us what happened, in at least 5 characters.';
export const noteTooLong = 'Please use at most 1000 characters.';
export const windowClosed = (until: string, then: string) =>
  `The time to dispute this statement ended on ${until} (India time). ${then}`;
export const decisionNoteRequired = 'Write a note for the vendor, at least 5 characters.';
export const monthNotOver = (label: string, startsOn: string) =>
  `${label} has not ended yet (India time): its statements are made from ${startsOn}.`;

// The notices of statements and disputes, to the vendor (COMMISSION_NOTICES)
export const statementIssuedTitle = (month: string) => `Your commission statement for ${month}`;
export const statementIssuedBody = (lines: number, commission: string, until: string) =>
  `${lines} ${lines === 1 ? 'booking' : 'bookings'} after your free period, ` +
  `${commission} commission. Please check it: you can dispute a line ` +
  `until ${until} (India time).`;
export const disputeAcceptedTitle = (enquiryId: number) =>
  `Your dispute of enquiry ${enquiryId} was accepted`;
export const disputeRejectedTitle = (enquiryId: number) =>
  `Your dispute of enquiry ${enquiryId} was rejected`;
export const disputeAcceptedBody = (enquiryId: number, month: string, note: string) =>
  `The line of enquiry ${enquiryId} on your ${month} statement has been corrected. Mandap's note: ${note}`;
export const disputeRejectedBody = (enquiryId: number, month: string, note: string) =>
  `The line of enquiry ${enquiryId} on your ${month} statement stands. Mandap's note: ${note}`;
