// Every area of this language's catalogue, for the server (which speaks both languages at once)
// and the completeness check (../complete.ts). Browser code imports an area's file itself, so
// that a page carries only the messages it uses. One line per area file, in name order.
export * as adminCommission from './admin-commission';
export * as adminConsole from './admin-console';
export * as adminGrievances from './admin-grievances';
export * as adminModeration from './admin-moderation';
export * as adminReports from './admin-reports';
export * as adminSuspensions from './admin-suspensions';
export * as language from './language';
export * as layout from './layout';
export * as locale from './locale';
