// The reports module's front door (issue 28, decision 0065): reports of listings and chat
// messages, the reports' hourly limit (reviews' reports count too), the console's two queues and
// their dismissals, and what the suspension flow calls to close reports as actioned.
export {
  type ReportQueueRoutesOptions,
  type ReportRoutesOptions,
  reportQueueRoutes,
  reportRoutes,
} from './routes';
export {
  type ActionedReport,
  admitReport,
  closeListingReports,
  closeMessageReportsOf,
  openListingAndMessageReports,
  reporterNotices,
} from './service';
