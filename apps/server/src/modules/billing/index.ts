// The billing module's front door (issue 30, decision 0073): billing details, tax invoices,
// credit notes and their numbers.
export { getBillingDetails, saveBillingDetails } from './details';
export {
  documentView,
  issueDocument,
  issuePlanInvoice,
  issueRefundCreditNote,
  type NewDocument,
  planInvoiceOf,
  recipientFor,
  supplierOf,
  type TaxDocumentRow,
  takeNumber,
  vendorDocument,
  vendorDocuments,
} from './documents';
export { type BillingRoutesOptions, vendorBillingRoutes } from './routes';
