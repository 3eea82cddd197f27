// The payments module's front door.
export type { PaymentProvider } from './provider';
export { paymentSetup } from './provider-setup';
export { type PaymentRoutesOptions, publicPaymentRoutes, vendorPaymentRoutes } from './routes';
export { SANDBOX_CARDS, SANDBOX_UPI_IDS, type SandboxProvider } from './sandbox';
export {
  type AdminRefundDone,
  adminRefundListing,
  adminRefundQuote,
  reconcile,
} from './service';
export { hmacHex, paymentSignature } from './signatures';
