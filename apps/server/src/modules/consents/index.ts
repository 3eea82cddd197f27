// The privacy module's front door (issue 29, decision 0071): the consent ledger.
export { type ConsentRoutesOptions, consentRoutes } from './routes';
export {
  acceptNotice,
  type ConsentAccount,
  checkSignUpNotice,
  getConsents,
  noticeUpdateFor,
  recordSignUpConsents,
  setMarketingEmails,
} from './service';
