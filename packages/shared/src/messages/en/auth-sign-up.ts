// Vendor and user registration (spec 2.4, 2.5). The spec's headings stay word for word.

export const vendorHeading = 'Create Your Account';
export const vendorTitle = 'Vendor Registration · Mandap';
export const vendorForWhom = 'A vendor account, to list your services and answer couples.';
export const vendorOtherQuestion = 'Planning a wedding or event?';
export const userHeading = 'Create Your Account (As A user)';
export const userTitle = 'User Registration · Mandap';
export const userForWhom =
  'For couples and families planning a wedding or event: shortlist and contact vendors.';
export const userOtherQuestion = 'Offering a service?';
export const registerAsVendor = 'Register as a Vendor';
export const registerAsUser = 'Register as a User';
export const alreadyHaveAccount = 'Already have an account?';
export const signIn = 'Sign in';

export const name = 'Name';
export const password = 'Password';
export const registered = 'Registration successful! Redirecting to login...';
export const creatingAccount = 'Creating your account...';
export const createAccount = 'Create Account';
