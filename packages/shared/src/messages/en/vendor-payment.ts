// The payment page: a listing's plan or a commission invoice, the sandbox checkout, refunds.
// Spec 2.13 and 8 'Payment' word for word, the rest ours. Amounts come formatted ('₹699').

export const documentTitle = 'Payment · Mandap';
export const listingPayment = 'Listing Payment';
export const initializing = 'Initializing Payment...';
export const verifyingHeading = 'Verifying Payment...';
export const paymentComplete = 'Payment Complete';
export const incompleteLink =
  'This payment link is incomplete. Please open it again from your services.';
export const orderFailed = 'Order creation failed!';
export const orderNotFound = 'This listing was not found among your services.';
export const verifyFailed = 'Payment verification failed. Please contact support.';
export const verifyError = 'Error verifying payment. Please contact support.';
export const cancelled = 'Payment cancelled. You can try again.';
export const checkoutUnavailable =
  'The payment window could not be opened. Please check your connection and try again.';
export const sessionEnded = 'Your session has ended. Please log in again.';
export const alreadyPaid = 'This listing is already paid.';
export const declined = 'Your card was declined. Please try another card.';
export const sandboxFailed = 'The payment could not be completed. Please try again.';
export const refundFailed = 'The refund could not be requested. Please try again.';
export const refundPeriodOver = 'The refund period for this listing is over.';
export const refundRule =
  'Under our terms, a refund is 100% of the amount within 7 days of payment; after that it is 40% of the amount, pro rata to the free period that remains.';
export const redirecting = (seconds: number) =>
  `Payment successful! Redirecting in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}...`;
export const confirmRefund = (amount: string) => `Confirm refund of ${amount}`;
export const refundRequested = (amount: string) =>
  `Refund of ${amount} requested. Your listing is now inactive.`;
export const pay = (amount: string) => `Pay ${amount}`;

// The page's steps
export const creatingOrder = 'Creating your order...';
export const tryAgain = 'Try again';
export const completeInCheckout = 'Complete the payment in the checkout window.';
export const openCheckoutAgain = 'Open checkout again';
export const verifyingPayment = 'Verifying your payment...';
export const paymentReference = (id: string) => `Payment reference: ${id}. Write to `;
export const withIt = ' with it.';
export const tryVerifyingAgain = 'Try verifying again';
export const goToServices = 'Go to your services';
export const listing = 'Listing';
export const amount = 'Amount';
export const secondsLeft = (left: number, total: number) => `${left} of ${total} seconds left`;
export const redirectingToServices = 'Redirecting to your services';
export const listingNowActive = 'Your listing is now active.';
export const goToServicesNow = 'Go to your services now';

// A commission invoice (decision 0076)
export const invoiceHeading = 'Commission Payment';
export const invoiceSummaryLabel = 'Commission invoice';
export const invoiceIncompleteLink =
  'This payment link is incomplete. Please open it again from the Billing page.';
export const invoiceNotFound = 'This commission invoice was not found among yours.';
export const invoiceAlreadyPaid = 'This commission invoice is already paid.';
export const backToBilling = 'Go to Billing';
export const invoicePaidNext = 'Your commission invoice is paid.';
export const redirectingToBilling = 'Redirecting to Billing';
export const goToBillingNow = 'Go to Billing now';

// Already paid: the listing's status and its refund
export const statusLabels = {
  pending_payment: 'Pending payment',
  active: 'Active',
  suspended: 'Suspended',
  expired: 'Expired',
};
export const status = 'Status';
export const loadingListing = 'Loading your listing...';
export const checkingRefundable = 'Checking the refundable amount...';
export const refund = 'Refund';
export const refundableNow = 'Refundable now:';
export const youPaid = (amount: string, day: string) => `You paid ${amount} on ${day}. `;
export const readTerms = 'Read the terms and conditions';
export const requestingRefund = 'Requesting refund...';
export const keepListing = 'Keep my listing';
export const backToServices = 'Back to your services';
export const requestRefund = 'Request refund';

// The sandbox checkout
export const methodUpi = 'UPI';
export const methodCard = 'Card';
export const sandboxTitle = 'Mandap Sandbox Checkout';
export const cancelPayment = 'Cancel payment';
export const upiPayment = 'UPI payment';
export const cardDetails = 'Card details';
export const payWith = 'Pay with';
export const testMode = 'Test mode: no real money is charged.';
export const success = 'Success:';
export const failure = 'Failure:';
export const decline = 'Decline:';
export const anyExpiry = 'Any future expiry and any CVV.';
export const upiId = 'UPI ID';
export const upiHint = 'The UPI ID of your bank or UPI app (Google Pay, PhonePe, Paytm, BHIM).';
export const cardNumber = 'Card number';
export const expiry = 'Expiry (MM/YY)';
export const expiryPlaceholder = 'MM/YY';
export const cvv = 'CVV';
export const nameOnCard = 'Name on card';
export const processing = 'Processing...';
export const sandboxFootnote = 'Mandap sandbox: the same steps as a real UPI or card payment';
export const payByUpi = 'Pay by UPI';
export const cardMessages = {
  cardNumber: 'Please enter a valid card number',
  expiry: 'Please enter the expiry as MM/YY',
  expired: 'This card has expired',
  cvv: 'Please enter the 3 or 4 digit CVV',
  name: 'Please enter the name on the card',
};
