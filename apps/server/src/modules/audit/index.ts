// The audit module's front door (issue 28, decision 0060). Audit owns audit_log and is the only
// writer of it: other modules record their actions with appendAudit, inside their transactions.
export {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditActor,
  type AuditObjectType,
  operatorActor,
  systemActor,
  userActor,
  vendorActor,
} from './actions';
export type { AuditSummary } from './chain';
export { AuditRedactionError } from './redaction';
export {
  type AuditEntry,
  type AuditEntryView,
  type AuditQuery,
  type AuditTrace,
  appendAudit,
  auditCsv,
  type ChainReport,
  chainReportText,
  listAuditEntries,
  NO_TRACE,
  verifyAuditChain,
} from './service';
export { type AuditTrail, createAuditTrail } from './setup';
