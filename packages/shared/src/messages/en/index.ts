// Every area of this language's catalogue, for the server (which speaks both languages at once)
// and the completeness check (../complete.ts). Browser code imports an area's file itself, so
// that a page carries only the messages it uses. One line per area file, in name order.
export * as coupleAccount from './couple-account';
export * as coupleEnquiry from './couple-enquiry';
export * as coupleEventTypes from './couple-event-types';
export * as coupleGrievances from './couple-grievances';
export * as coupleInbox from './couple-inbox';
export * as couplePrivacy from './couple-privacy';
export * as coupleReports from './couple-reports';
export * as language from './language';
export * as layout from './layout';
export * as legalPrivacyNotice from './legal-privacy-notice';
export * as legalTerms from './legal-terms';
export * as locale from './locale';
