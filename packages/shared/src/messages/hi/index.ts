// Every area of this language's catalogue, for the server (which speaks both languages at once)
// and the completeness check (../complete.ts). Browser code imports an area's file itself, so
// that a page carries only the messages it uses. One line per area file, in name order.
export * as emailAccounts from './email-accounts';
export * as emailBookings from './email-bookings';
export * as emailFormat from './email-format';
export * as emailGrievances from './email-grievances';
export * as emailNotices from './email-notices';
export * as emailSettings from './email-settings';
export * as language from './language';
export * as layout from './layout';
export * as locale from './locale';
