// account-screens: the suspended vendor's appeal page, and the
// words around names and devices the account pages show (issue 32).

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
