// The enquiries module's front door.
export {
  conversationRoutes,
  type EnquiryRoutesOptions,
  userEnquiryRoutes,
  vendorEnquiryRoutes,
} from './routes';
