// The billing module's front door (issue 30, decision 0073): billing details, tax invoices,
// credit notes and their numbers; their PDFs, notices and the CSV for the accountant (0074).
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
export { type DocumentFile, documentAttachments, vendorDocumentPdf } from './downloads';
export { billingCsv } from './export';
export { announceDocument } from './notices';
export { renderDocumentPdf } from './pdf';
export { type BillingRoutesOptions, vendorBillingRoutes } from './routes';
