// The moderation module's front door (issue 28, decision 0063): the console's queue of reported
// reviews, its decisions, and the audit log's screen and export. It reaches reviews,
// notifications and audit only through their index.ts.
export { type ModerationRoutesOptions, moderationRoutes } from './routes';
