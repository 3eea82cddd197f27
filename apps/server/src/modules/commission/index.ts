// The commission module's front door (issue 30, decision 0075): monthly statements of the
// bookings vendors mark after their free period, their disputes, and what a statement comes to.
export { DISPUTE_QUEUE_LIMIT, decideDispute, disputeLine, disputeQueue } from './disputes';
export {
  type CommissionRoutesOptions,
  commissionConsoleRoutes,
  vendorCommissionRoutes,
} from './routes';
export {
  buildMonthlyStatements,
  buildPreviousMonthStatements,
  getStatement,
  lineOutcome,
  listStatements,
  parseMonth,
  type StatementDeps,
  type StatementMonth,
  type StatementRun,
  type StatementTotals,
  statementTotals,
} from './statements';
export { type CommandLog, runStatementsCommand } from './statements-command';
