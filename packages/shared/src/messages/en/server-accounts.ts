// server-accounts: moved from the code that says them (issue 32).
export const auth = 'Invalid email or password. Please check your credentials and try again.';
export const account = 'Account not found. Please check your email or register as a new vendor.';
export const server = 'Connection error. Please check your internet connection or try again later.';
export const general = 'Login failed. Please try again.';
export const appealLink = 'Appeal the suspension of your account';
export const loginFallback = 'Invalid credentials. Please try again.';
export const loginNetwork = 'An error occurred while submitting the form. Please try again later.';
export const registrationFallback = 'Registration failed. Please try again.';
export const registrationNetwork = 'An error occurred while submitting the form. Please try again.';
export const saved = 'Profile updated successfully!';
export const failed = 'An error occurred. Please try again later.';
export const profileHeading = 'Profile';
export const passwordHeading = 'Password';
export const sessionsHeading = 'Where you are signed in';
export const currentPasswordRequired = 'Please enter your current password.';
export const wrongCurrentPassword = 'Your current password is not correct.';
export const samePassword = 'Choose a new password that is different from your current one.';
export const passwordChanged =
  'Your password was changed. You have been signed out everywhere else.';
export const passwordFailed = 'Your password could not be changed. Please try again.';
export const changePassword = 'Change password';
export const changingPassword = 'Changing...';
export const sessionNotFound = 'This sign-in was not found. It may have ended already.';
export const sessionIsCurrent =
  'This is the device you are using now. Use Logout to sign out here.';
export const sessionsFailed = 'We could not load where you are signed in. Please try again.';
export const thisDevice = 'This device';
export const unknownDevice = 'Unknown device';
export const lastUsed = 'Last used';
export const signOut = 'Sign out';
export const signingOut = 'Signing out...';
export const signOutOthers = 'Sign out everywhere else';
export const signOutOthersTitle = 'Sign out everywhere else?';
export const signOutOthersConfirm =
  'Every other browser and device signed in to your account will be signed out. This device stays signed in.';
export const keepSignedIn = 'Keep signed in';
export const signedOutOne = 'That device was signed out.';
export const signedOutOthers = 'You were signed out everywhere else.';
export const signOutFailed = 'That could not be signed out. Please try again.';
export const onlyThisDevice = 'You are signed in on this device only.';
export const passwordChangedMailSubject = 'Your Mandap password was changed';
export const forgotLink = 'Forgot password?';
export const forgotHeading = 'Forgot your password?';
export const forgotIntro =
  'Type the e-mail address of your account. We will send you a link to set a new password.';
export const forgotSent =
  'If an account uses this address, we have sent it a link to set a new password. The link works for 30 minutes. Check your spam folder if it does not arrive.';
export const resetHeading = 'Set a new password';
export const resetIntro = 'Choose a new password for your Mandap account.';
export const passwordsDiffer = 'The two passwords are not the same';
export const linkExpired = 'This link has expired or was already used. Ask for a new one.';
export const askAgain = 'Ask for a new link';
export const resetDone =
  'Your password has been changed, and every device signed in to your account was signed out. Sign in with your new password.';
export const signIn = 'Sign in';
export const changeEmailHeading = 'Change e-mail address';
export const changeEmailIntro =
  'We will send a link to the new address. Your e-mail changes only when you follow it.';
export const sameEmail = 'This is already your e-mail address';
export const emailTaken = 'Another account already uses this e-mail address';
export const wrongPassword = 'Your current password is not right';
export const confirmHeading = 'Confirm your new e-mail address';
export const confirming = 'Confirming your new e-mail address...';
export const confirmAskAgain = 'Ask for a new link from My Account';
export const failed2 = 'Something went wrong. Please try again.';
export const mailSubject = 'Confirm your e-mail for Mandap';
export const checking = 'Checking your link…';
export const verified = 'Your e-mail is verified';
export const continueText = 'Continue where you were';
export const goHome = 'Go to Mandap';
export const failedHeading = 'This link cannot be used';
export const linkInvalid =
  'This link has run out or has already been used. A newer link replaces an older one. Please ask for a new link.';
export const linkOldAddress =
  'This link was sent to an address that is no longer the e-mail of your account. Please ask for a new link.';
export const signInForNewLink = 'Sign in to ask for a new link.';
export const noToken =
  'This page needs the link from your e-mail. Please open the link in the e-mail again.';
export const resend = 'Send the link again';
export const resending = 'Sending…';
export const alreadyVerified = 'Your e-mail address is already verified.';
export const resendFailed = 'The link could not be sent. Please try again later.';
export const sendAgainAfter = 'Once you have opened the link, press Send again.';
export const payAfter = 'Once you have opened the link, continue to the payment.';
export const continueToPayment = 'Continue to payment';
export const badge = 'E-mail verified';
export const emailTaken2 = 'An account with this email already exists. Please sign in instead.';
export const invalidCredentials = 'Invalid credentials';
export const accountNotFound = 'Account not found';

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;
export const tooManyResetRequests = (minutes: number) =>
  `Too many requests for a password link. Please try again in ${minutesText(minutes)}.`;
export const changeEmailSent = (masked: string) =>
  `We have sent a link to ${masked}. Follow it within 24 hours to confirm your new e-mail address. Until then your e-mail stays as it is.`;
export const tooManyEmailChanges = (minutes: number) =>
  `Too many requests to change your e-mail address. Please try again in ${minutesText(minutes)}.`;
export const confirmDone = (email: string) =>
  `Your e-mail address is now ${email}. Use it to sign in from now on.`;
export const verifiedDetail = (email: string) =>
  `${email} is confirmed as the e-mail of your Mandap account.`;
export const linkSent = (maskedEmail: string) =>
  `We sent a new link to ${maskedEmail}. It works for 7 days.`;
export const tooManyLinks = (minutes: number) =>
  `You have asked for several links already. Please try again in ${minutesText(minutes)}.`;
export const enquiryGate = (maskedEmail: string) =>
  `Please verify your e-mail address before sending an enquiry. We sent a link to ${maskedEmail}.`;
export const paymentGate = (maskedEmail: string) =>
  `Please verify your e-mail address before paying for a listing. We sent a link to ${maskedEmail}.`;
export const tooManyAccounts = (minutes: number) =>
  `Too many accounts have been created from your network in the last hour. Please try again in ${minutesText(minutes)}, or sign in if you already have an account.`;
export const tooManyLoginAttempts = (minutes: number) =>
  `Too many failed sign-in attempts. Please try again in ${minutesText(minutes)}.`;
export const phoneTooFew = (digits: number) =>
  `Please enter a valid 10-digit phone number: this one has ${digits} digit${digits === 1 ? '' : 's'}.`;
export const phoneTooMany = (digits: number) =>
  `Please enter a valid 10-digit phone number: this one has ${digits} digits.`;
