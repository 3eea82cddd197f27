// account-screens: the couple's booking answer page, the suspended vendor's appeal page, and the
// words around names and devices the account pages show (issue 32).

// The booking question's answer page (/booking-answer) and the chat's booking question.
export const bookingYes = (firmName: string) => `Yes, we booked ${firmName}`;
export const bookingNo = (firmName: string) => `No, we did not book ${firmName}`;
export const bookingAnsweredYes = (firmName: string) =>
  `Thank you. You told us you booked ${firmName}.`;
export const bookingAnsweredNo = (firmName: string) =>
  `Thank you. You told us you did not book ${firmName}.`;
export const bookingChange = 'Change my answer';
export const bookingWhy =
  'Your answer helps Mandap keep vendors honest about the bookings they report. It is shown to the vendor.';
export const bookingInvalidLink =
  'This link has run out or is not valid. Sign in to Mandap and open your conversation with the vendor to answer there.';
export const bookingNoToken =
  'This page is opened from the link in our e-mail. Please use the link in the e-mail.';
export const bookingNotBooked =
  'This vendor has not marked your enquiry Booked (or changed it since), so there is nothing to answer now.';
export const bookingFailed = 'Your answer was not saved. Check your connection and try again.';
export const bookingPageTitle = 'Your booking';

// The appeal page of a suspended vendor account (/appeal).
export const appealAccountTitle = 'Appeal a suspended account';
export const appealAccountIntro =
  'Your vendor account is suspended by Mandap. Sign in here with the same e-mail and password ' +
  'to write your appeal; an operator who did not suspend it will decide, and you will be told ' +
  'by e-mail. An appeal is taken once.';
export const appealEmailRequired = 'Enter the e-mail of your vendor account.';
export const appealPasswordRequired = 'Enter your password.';
export const appealAccountSent =
  'Your appeal was sent. An operator who did not suspend your account will decide, and you will be told by e-mail.';
export const appealBackToSignIn = 'Back to Vendor Login';

/** A signed-in device in words: "Chrome on Windows" (the names stay as they are). */
export const deviceOn = (browser: string, system: string) => `${browser} on ${system}`;

/** The name shown for a closed account (stored in English, shown in the page's language). */
export const deletedUser = 'Deleted user';

// The registration and listing forms' placeholders.
export const phonePlaceholder = '10-digit mobile number';
export const pincodePlaceholder = '6-digit pincode';
