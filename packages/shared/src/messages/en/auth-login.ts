// Vendor and user login, the password field, and "Forgot password?" (features/auth).

export const vendorLoginHeading = 'Vendor Login';
export const vendorLoginSubtitle = 'Sign in to access your vendor dashboard';
export const vendorLoginTitle = 'Vendor Login · Mandap';
export const vendorLoginDescription =
  'Vendor Login for Mandap, the marketplace of wedding and event vendors across India: sign in to access your vendor dashboard.';
export const userLoginHeading = 'User Login';
export const userLoginSubtitle = 'Sign in to plan your event';
export const userLoginTitle = 'User Login · Mandap';
export const userLoginDescription =
  'User Login for Mandap, the marketplace of wedding and event vendors across India: sign in to plan your event.';
export const registerAsVendor = 'Register as a Vendor';
export const registerAsUser = 'Register as a User';
export const areYouVendor = 'Are you a vendor?';
export const noAccount = "Don't have an account?";

export const email = 'Email';
export const password = 'Password';
export const signIn = 'Sign in';
export const signingIn = 'Processing';

// The password field: show/hide, and for a new password its strength and rules (spec 5).
export const showPassword = 'Show password';
export const hidePassword = 'Hide password';
export const passwordStrength = 'Password strength';
export const passwordRules = 'Password rules';
export const ruleMet = 'Met:';
export const ruleNotMet = 'Not met:';
export const strengthLabels = {
  0: 'Too weak',
  25: 'Weak',
  50: 'Fair',
  75: 'Good',
  100: 'Strong',
};

// Forgot password and the reset link's page (decision 0068).
export const backToSignIn = 'Back to sign in';
export const sending = 'Sending...';
export const sendMeLink = 'Send me a link';
export const newPassword = 'New password';
export const newPasswordAgain = 'New password again';
export const saving = 'Saving...';
export const setNewPassword = 'Set new password';
export const tryAgain = 'Try again';
/** A page's title in the browser tab: 'Forgot your password? · Mandap'. */
export const pageTitle = (heading: string) => `${heading} · Mandap`;
