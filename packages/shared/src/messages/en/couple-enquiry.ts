// 'Send an enquiry' on a storefront, and what follows it: the similar vendors (issue 15, 31).

export const heading = 'Send an enquiry';
export const intro = (firmName: string) =>
  `Tell ${firmName} about your event; their reply comes to your Chat.`;
export const vendorSignedIn = (firmName: string) =>
  `Enquiries are sent from a user account. You are signed in as a vendor: sign in with a user account to send ${firmName} an enquiry.`;
export const signInAsUser = 'Sign in as a user';
export const unreachable = 'Mandap could not be reached. Check your connection and send again.';
export const sendFailed = 'Your enquiry could not be sent just now. Please try again.';
export const keptNotSent =
  'The enquiry you wrote before signing in was not sent: please correct the fields marked below.';
export const eventDate = 'Event date';
export const eventType = 'Event type';
export const chooseEventType = 'Choose the type of event';
export const city = 'City';
export const guests = 'Number of guests';
export const guestsPlaceholder = 'For example 200';
export const budget = 'Budget in rupees (optional)';
export const budgetPlaceholder = 'For example 1,50,000';
export const message = 'Message';
export const messagePlaceholder = (firmName: string) =>
  `Tell ${firmName} what you need: the services, timings and anything special.`;
export const messageHint = 'Up to 2,000 characters.';
export const phone = 'Your phone';
export const phoneHint = 'The vendor can call you on it.';
export const email = 'Your email';
export const bookedWarning = (firmName: string, day: string) =>
  `${firmName} has marked ${day} as booked.`;
export const bookedWarningHint = 'You can still ask: press Send anyway, or choose another date.';
export const sendingKept = 'Sending the enquiry you wrote before signing in...';
export const keptHeading = (firmName: string) =>
  `Your enquiry is kept. Sign in to send it to ${firmName}.`;
export const keptHint =
  'Sign in or create a user account; it is sent as soon as you are back on this page.';
export const signIn = 'Sign in';
export const createAccount = 'Create an account';
export const signInFirst =
  'You will be asked to sign in or create a user account before it is sent. What you typed is kept, and a phone or email left empty is taken from your account.';
export const sending = 'Sending...';
export const sendAnyway = 'Send anyway';
export const sendEnquiry = 'Send enquiry';

// After sending
export const sent = (firmName: string) =>
  `Your enquiry was sent to ${firmName}. You will find their reply in Chat.`;
export const openConversation = 'Open the conversation';
export const writeAnother = 'Write another enquiry';
export const sendToSelected = (count: number) =>
  count === 0
    ? 'Send to selected vendors'
    : `Send to ${count} selected ${count === 1 ? 'vendor' : 'vendors'}`;
export const tickOne = 'Tick at least one vendor.';
export const forwardFailed = 'Your enquiry could not be sent to them. Please try again.';
export const similarHeading = 'Ask similar vendors too';
export const similarIntro =
  'They offer the same service in the same city at close prices and have not marked your date booked. Tick the ones you would like to send the same enquiry to.';
export const alsoSentTo = 'Your enquiry was also sent to:';
export const conversationWith = (firmName: string) => `Conversation with ${firmName}`;
export const conversation = 'Conversation';
export const similarVendors = 'Similar vendors';
export const viewVendor = (firmName: string) => `View ${firmName}`;
export const view = 'View';
