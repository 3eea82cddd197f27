// The vendor's analytics (R13): the screen, its cards, charts and table. Days come formatted.

export const documentTitle = 'Analytics · Mandap';
export const vendorPortal = 'Vendor Portal';
export const heading = 'Analytics';
export const allYourServices = 'all your services';
export const thisService = 'this service';
export const periodOf = (from: string, to: string, subject: string) =>
  `${from} to ${to}, ${subject}`;
export const service = 'Service';
export const allServices = 'All services';
export const serviceNumber = (id: number) => `Service #${id}`;
export const range = 'Range';
export const lastDays = (days: number) => `Last ${days} days`;
/** 'Last 30 days' shown as 'Last ' (hidden on phones) and '30 days'. */
export const lastWord = 'Last ';
export const days = (days: number) => `${days} days`;
export const showAsCharts = 'Show as charts';
export const showAsTable = 'Show as table';
export const downloadCsv = 'Download CSV';
export const updating = 'Updating...';
export const loading = 'Loading your analytics...';
export const showAllServices = 'Show all services';
export const loadFailed = 'We could not load your analytics. Check your connection and try again.';
export const reloadFailed =
  'We could not load these analytics. Check your connection and try again.';
export const numbersByDay = 'Numbers by day';
export const numbersByDayCaption = (from: string, to: string) =>
  `Numbers by day, ${from} to ${to}, newest first`;
export const numbersByDayScrollable = 'Numbers by day, scrollable';
export const day = 'Day';
export const total = 'Total';
export const noServices = 'You have no services on Mandap yet.';
export const noDataAll =
  'No data yet for your services: views, search appearances, enquiries and shortlists will show here from their first day on Mandap.';
export const noDataOne =
  'No data yet for this service: views, search appearances, enquiries and shortlists will show here from its first day on Mandap.';
export const addService = 'Add a service';
export const chooseLongerRange = 'Choose a longer range to look further back.';

// The measures: a card's and a column's title, and what its chart shows
export const measureLabels = {
  views: 'Storefront views',
  appearances: 'Search appearances',
  enquiries: 'Enquiries',
  shortlists: 'Shortlists',
  enquiryRate: 'Enquiries per 100 views',
};
export const measurePerDay = {
  views: 'Storefront views per day',
  appearances: 'Search appearances per day',
  enquiries: 'Enquiries per day',
  shortlists: 'Shortlists per day',
  enquiryRate: 'Enquiries per 100 views, day by day',
};
export const noRate =
  'No storefront views in this period, so there is no enquiry rate to chart yet.';
export const noViewsYet = 'no views yet';
export const overPeriod = (value: string) => `${value} over the period`;
export const inTotal = (value: string) => `${value} in total`;
export const chartName = (perDay: string, from: string, to: string, summary: string) =>
  `${perDay}, ${from} to ${to}: ${summary}`;

// The change against the previous period
export const noChange = 'No change';
export const noViewsInPeriod = 'No views in this period';
export const isNew = 'New';
export const points = (signed: string, n: number) =>
  `${signed}${Math.abs(n) === 1 ? ' point' : ' points'}`;
export const versusPrevious = (change: string, days: number) =>
  `${change} vs previous ${days} days`;
