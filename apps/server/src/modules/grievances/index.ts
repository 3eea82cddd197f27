// The grievances module's front door (issue 28, decision 0062).
export { type GrievanceRoutesOptions, publicGrievanceRoutes } from './routes';
export {
  acknowledgeGrievance,
  closeGrievance,
  GRIEVANCE_RATE,
  type GrievanceMail,
  type GrievanceSummary,
  grievanceReplies,
  listGrievances,
  replyToGrievance,
} from './service';
export { createGrievanceMail } from './setup';
