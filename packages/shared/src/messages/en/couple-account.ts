// My Account (/profile): who is signed in, signing out, and changing the e-mail address.

export const documentTitle = 'My Account · Mandap';
export const heading = 'My Account';
export const vendorAccount = 'Vendor account';
export const userAccount = 'User account';
export const vendorId = 'Vendor ID';
export const goToVendorPortal = 'Go to Vendor Portal';
export const loggingOut = 'Logging out...';
export const logout = 'Logout';
export const logoutFailed = 'Could not log out. Please try again.';
export const currentEmail = 'Now: ';
export const newEmail = 'New e-mail address';
export const currentPassword = 'Current password';
export const sending = 'Sending...';
export const sendConfirmationLink = 'Send confirmation link';
