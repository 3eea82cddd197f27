// The enquiries module's front door.
export { createBookingQuestionMail } from './booking-question';
export {
  conversationRoutes,
  type EnquiryRoutesOptions,
  publicBookingAnswerRoutes,
  userEnquiryRoutes,
  vendorEnquiryRoutes,
} from './routes';
export type { BookingQuestionMail } from './service';
export {
  HOME_LIST_LIMIT,
  upcomingBookings,
  vendorResponseFigures,
  waitingEnquiries,
} from './service';
