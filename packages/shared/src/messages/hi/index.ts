// Every area of this language's catalogue, for the server (which speaks both languages at once)
// and the completeness check (../complete.ts). Browser code imports an area's file itself, so
// that a page carries only the messages it uses. One line per area file, in name order.
export * as adminCommission from './admin-commission';
export * as adminConsole from './admin-console';
export * as adminGrievances from './admin-grievances';
export * as adminModeration from './admin-moderation';
export * as adminReports from './admin-reports';
export * as adminSuspensions from './admin-suspensions';
export * as authAccount from './auth-account';
export * as authLogin from './auth-login';
export * as authSignUp from './auth-sign-up';
export * as catalogueCategories from './catalogue-categories';
export * as cataloguePlans from './catalogue-plans';
export * as language from './language';
export * as layout from './layout';
export * as locale from './locale';
export * as registrationForm from './registration-form';
export * as registrationMedia from './registration-media';
export * as serverAccounts from './server-accounts';
export * as serverBilling from './server-billing';
export * as serverEnquiries from './server-enquiries';
export * as serverErrors from './server-errors';
export * as serverListings from './server-listings';
export * as serverMarketplace from './server-marketplace';
export * as serverMedia from './server-media';
export * as serverModeration from './server-moderation';
export * as serverOperators from './server-operators';
export * as serverReviews from './server-reviews';
export * as validationAccounts from './validation-accounts';
export * as validationBilling from './validation-billing';
export * as validationEnquiries from './validation-enquiries';
export * as validationFields from './validation-fields';
export * as validationListings from './validation-listings';
export * as validationMedia from './validation-media';
