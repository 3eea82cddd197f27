// The grievances module's front door (issue 28, decisions 0062 and 0064).
export { type GrievanceConsoleRoutesOptions, grievanceConsoleRoutes } from './console-routes';
export { type GrievanceRoutesOptions, publicGrievanceRoutes } from './routes';
export {
  acknowledgeGrievance,
  closeGrievance,
  GRIEVANCE_RATE,
  type GrievanceMail,
  type GrievanceSummary,
  grievanceCounts,
  grievanceReplies,
  listGrievances,
  replyToGrievance,
} from './service';
export { createGrievanceMail } from './setup';
