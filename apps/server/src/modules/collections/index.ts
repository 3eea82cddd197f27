// The collections module's front door (issue 30, decision 0076): commission invoices issued from
// statements, their reminders, listings hidden while one is overdue, and their payment's effect.
export { type CollectionRoutesOptions, vendorCollectionRoutes } from './routes';
export {
  type CollectionDeps,
  type CollectionRun,
  collectCommission,
  commissionDue,
  invoiceStatement,
  invoiceToPay,
  settleCommissionInvoice,
} from './service';
