// The operators module's front door (issue 28, decision 0061): the console's routes, its session
// lookup and sweep, and what `npm run operator` does.
export { type OperatorRoutesOptions, operatorRoutes } from './routes';
export {
  createOperator,
  disableOperator,
  findOperatorSession,
  listOperators,
  sweepOperatorSessions,
} from './service';
