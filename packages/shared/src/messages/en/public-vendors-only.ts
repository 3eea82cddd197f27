// What a signed-in couple sees on a vendor's page.

export const vendorsOnlyTitle = 'This page is for vendors';
export const vendorsOnlyBody =
  'You are signed in as a couple. The Vendor Portal and its pages are for vendors who list their services on Mandap.';
export const goToMyAccount = 'Go to My Account';
export const signOutForVendor = 'Sign out and sign in as a vendor';
export const signingOut = 'Signing out...';
export const signOutFailed = 'We could not sign you out. Check your connection and try again.';
