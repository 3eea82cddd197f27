// The couple's e-mail asking whether they booked the vendor who marked their enquiry Booked
// (issue 30), in the couple's language (issue 32).

export const bookingQuestionSubject = (firmName: string, day: string) =>
  `Did you book ${firmName} for ${day}?`;
export const bookingQuestionText = (q: {
  coupleName: string;
  firmName: string;
  day: string;
  yesLink: string;
  noLink: string;
  until: string;
}) =>
  [
    `Dear ${q.coupleName},`,
    '',
    `${q.firmName} has marked your enquiry for ${q.day} as Booked on Mandap.`,
    '',
    `Did you book ${q.firmName} for ${q.day}?`,
    '',
    `Yes, we booked them: ${q.yesLink}`,
    `No, we did not: ${q.noLink}`,
    '',
    'Each link opens a page with one button; your answer is saved when you press it. You can',
    `also answer in your conversation with ${q.firmName} on Mandap. The links work until`,
    `${q.until}.`,
    '',
    'Your answer helps Mandap keep vendors honest about the bookings they report. It is shown to the vendor.',
    '',
    '-- ',
    'Mandap',
    '',
  ].join('\n');
