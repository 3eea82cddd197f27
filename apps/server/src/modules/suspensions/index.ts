// The suspensions module's front door (issue 28, decision 0066): the console's actions on
// listings and accounts (suspend, restore, remove media, refund), and appeals. It reaches
// accounts, listings, payments, notifications and audit only through their index.ts.
export {
  publicAppealRoutes,
  type SuspensionRoutesOptions,
  suspensionRoutes,
  vendorSuspensionRoutes,
} from './routes';
