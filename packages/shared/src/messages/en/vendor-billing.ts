// The Billing screen, a tax document's page, commission due and the commission statements.
// Amounts, days and months come formatted ('₹1,25,000', '14 February 2027', 'March 2027').

export const documentTitle = 'Billing · Mandap';
export const vendorPortal = 'Vendor Portal';
export const withSite = (title: string) => `${title} · Mandap`;

/** The Billing screen and the document page. */
export const billing = {
  heading: 'Billing',
  intro:
    'Your billing details, the tax invoices and credit notes Mandap issued to you, and your commission.',
  detailsHeading: 'Billing details',
  detailsIntro:
    'Who Mandap’s invoices are made out to. Your state decides the tax: CGST and SGST inside ' +
    'Mandap’s state, IGST from other states. Changes apply to documents issued from now on.',
  noDetails:
    'No billing details yet: invoices are made out to your name and your listing’s address.',
  savedAt: (when: string) => `Saved ${when}.`,
  gstinSaved: (gstin: string) => `GSTIN ${gstin}.`,
  legalName: 'Legal name',
  legalNameHint: 'As on your GST registration or PAN, for example your firm’s name.',
  address: 'Billing address',
  addressHint: 'The full address, with the town and pincode.',
  state: 'State',
  chooseState: 'Choose a state',
  gstin: 'GSTIN (optional)',
  gstinHint: 'Leave it empty if you are not registered for GST.',
  save: 'Save billing details',
  saving: 'Saving...',
  saved: 'Your billing details are saved.',
  saveFailed: 'We could not save your billing details. Please try again.',
  detailsLoadFailed: 'We could not load your billing details. Please try again.',
  tryAgain: 'Try again',
  loading: 'Loading...',
  planInvoicesHeading: 'Plan invoices',
  noPlanInvoices: 'No plan invoices yet. Each plan you pay for gets one.',
  creditNotesHeading: 'Credit notes',
  noCreditNotes: 'No credit notes yet. Each refund gets one.',
  documentsLoadFailed: 'We could not load your documents. Please try again.',
  columns: { number: 'Number', date: 'Date', amount: 'Amount', actions: 'Document' },
  view: 'View',
  viewLabel: (number: string) => `View ${number}`,
  downloadPdf: 'Download PDF',
  downloadPdfLabel: (number: string) => `Download PDF of ${number}`,
  csvHeading: 'For your accountant',
  csvIntro:
    'Every document and commission line in one CSV file, amounts in rupees, dates in India time.',
  downloadCsv: 'Download CSV',
  backToBilling: 'Back to Billing',
  print: 'Print',
  documentLoading: 'Loading the document...',
  documentNotFound: 'This document was not found among yours.',
  documentLoadFailed: 'We could not load this document. Please try again.',
};

/** Commission invoices on the Billing screen (COLLECTION_TEXTS). */
export const collection = {
  sectionTitle: 'Commission due',
  sectionIntro:
    'After each month, the commission on the bookings that stand becomes a tax invoice, payable within 30 days.',
  loading: 'Loading commission invoices...',
  loadFailed: 'Commission invoices could not be loaded. Please try again.',
  retry: 'Try again',
  none: 'No commission invoices yet.',
  nothingDue: 'Nothing is due.',
  totalDue: (amount: string) => `Total due: ${amount}`,
  unpaidTitle: 'To pay',
  paidTitle: 'Paid',
  invoiceLabel: (number: string) => `Commission invoice ${number}`,
  forMonth: (month: string, bookings: number) =>
    `${month}, ${bookings} ${bookings === 1 ? 'booking' : 'bookings'}`,
  amount: 'Amount',
  dueBy: 'Due by',
  paidOn: 'Paid on',
  overdue: 'Overdue',
  due: 'Due',
  paid: 'Paid',
  pay: (number: string) => `Pay ${number}`,
  waiting: (month: string) =>
    `Your statement for ${month} waits for Mandap's decision on your dispute. Its invoice follows once every dispute on it is decided.`,
  hiddenListings: (number: string) =>
    `Your listings are hidden from search because commission invoice ${number} is overdue. Pay it to show them again.`,
};

/** The commission statements and a statement's page. */
export const statement = {
  cancel: 'Cancel',
  statementsHeading: 'Commission statements',
  statementsLoading: 'Loading your statements...',
  statementsFailed: 'We could not load your statements. Check your connection and try again.',
  statementsEmpty:
    'No statements yet. Bookings you mark after your free period appear on a statement on the 1st of the next month.',
  statementsList: 'Statements, newest first',
  statementTitle: (month: string) => `Statement for ${month}`,
  statementSummary: (lines: number, commission: string) =>
    `${lines} ${lines === 1 ? 'booking' : 'bookings'} · Commission ${commission}`,
  disputesUntil: (when: string) => `Disputes until ${when}`,
  waiting: (n: number) => `${n} ${n === 1 ? 'dispute' : 'disputes'} waiting for Mandap`,
  pageTitle: 'Commission statement',
  backToBilling: 'Billing',
  statementLoading: 'Loading the statement...',
  statementFailed: 'We could not load this statement. Check your connection and try again.',
  facts: {
    status: 'Status',
    issued: 'Issued',
    bookings: 'Bookings',
    value: 'Value of bookings that stand',
    commission: 'Commission',
    commissionIssued: 'Commission as issued',
    disputesUntil: 'Disputes until',
    bookedOn: 'Booked on',
    lineValue: 'Value',
    lineCommission: (percent: string) => `Commission (${percent})`,
    coupleAnswer: "Couple's answer",
    yourDispute: 'Your dispute',
    mandapNote: "Mandap's note",
  },
  was: (now: string, was: string) => `${now} (was ${was})`,
  undecidedNotice: (n: number) =>
    `${n} ${n === 1 ? 'dispute is' : 'disputes are'} waiting for Mandap's decision. No invoice is made until every dispute is decided.`,
  openNotice: (until: string) =>
    `If a line is wrong, dispute it by ${until} (India time): the booking was cancelled, it was not a genuine lead, or its value is wrong.`,
  linesList: 'Bookings on this statement',
  lineHeading: (enquiryId: number, coupleFirstName: string, eventDay: string) =>
    `Enquiry ${enquiryId}: ${coupleFirstName}, ${eventDay}`,
  disputeButton: (enquiryId: number) => `Dispute enquiry ${enquiryId}`,
  reasonLabel: 'What is wrong?',
  chooseReason: 'Choose a reason',
  rightValueLabel: 'The right value (₹)',
  noteLabel: 'Note for Mandap',
  sendDispute: 'Send dispute',
  disputeFailed: 'Your dispute was not sent. Check your connection and try again.',
  disputeSent: (enquiryId: number) =>
    `Your dispute of enquiry ${enquiryId} was sent. Mandap will decide it.`,
};

export const statementStatusLabels = {
  open: 'Open for disputes',
  invoiced: 'Invoiced',
  nothing_due: 'Nothing due',
};
export const lineStateLabels = {
  stands: 'Stands',
  disputed: 'Disputed: waiting for Mandap',
  dropped: 'Dispute accepted: removed',
  corrected: 'Dispute accepted: value corrected',
  upheld: 'Dispute rejected: stands',
};
export const coupleAnswerLabels = {
  yes: 'Couple says booked',
  no: 'Couple says not booked',
  none: 'Couple has not answered',
};
export const disputeReasonLabels = {
  cancelled: 'The booking was cancelled',
  not_genuine: 'Not a genuine lead',
  wrong_value: 'The value is wrong',
};

/** What a tax document prints (TAX_DOCUMENT_TEXTS; the PDF, made by the server, stays English). */
export const taxDocument = {
  titles: {
    plan_invoice: 'Tax Invoice',
    commission_invoice: 'Tax Invoice',
    credit_note: 'Credit Note',
  },
  subtitles: {
    plan_invoice: 'Listing plan',
    commission_invoice: 'Commission on bookings',
    credit_note: 'Refund',
  },
  specimen: 'SPECIMEN',
  specimenNote:
    "Issued with development placeholders for Mandap's details: a specimen, not a valid tax document.",
  supplier: 'Supplier',
  recipient: 'Billed to',
  gstin: 'GSTIN',
  state: 'State',
  unregistered: 'Not registered',
  number: {
    plan_invoice: 'Invoice number',
    commission_invoice: 'Invoice number',
    credit_note: 'Credit note number',
  },
  date: 'Date',
  placeOfSupply: 'Place of supply',
  reverseCharge: 'Tax payable on reverse charge',
  reverseChargeAnswer: 'No',
  refersTo: 'Against invoice',
  lineNumber: '#',
  description: 'Description',
  sac: 'SAC',
  taxableValue: 'Taxable value',
  cgst: (percent: number) => `CGST @ ${percent}%`,
  sgst: (percent: number) => `SGST @ ${percent}%`,
  igst: (percent: number) => `IGST @ ${percent}%`,
  total: 'Total',
  totalInWords: 'Total in words',
  footer: 'This is a computer-generated document; no signature is required.',
};
