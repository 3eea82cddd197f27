// Chat, the vendor's Enquiries inbox, the notification centre and the booking question's page
// (issue 15, issue 31): what the people on both sides of a conversation read.

// An enquiry's status, as the vendor and as the couple who sent it read it.
export const statusLabels = {
  new: 'New',
  replied: 'Replied',
  booked: 'Booked',
  declined: 'Declined',
};
export const coupleStatusLabels = {
  new: 'Sent',
  replied: 'Replied',
  booked: 'Booked',
  declined: 'Declined',
};

// Chat
export const chatTitle = 'Chat · Mandap';
export const chatHeading = 'Chat';
export const yourConversations = 'Your conversations';
export const loadingConversations = 'Loading your conversations...';
export const conversationsFailed =
  'We could not load your conversations. Check your connection and try again.';
export const noConversations = 'No conversations yet';
export const noConversationsVendor =
  'When a couple sends an enquiry to one of your services, it opens a conversation here.';
export const noConversationsCouple =
  "Send an enquiry from a vendor's page and your conversation with them appears here.";
export const searchVendors = 'Search vendors';
export const conversation = 'Conversation';
export const backToChat = 'Back to Chat';
export const conversationNotFound = 'This conversation was not found.';
export const chooseConversation = 'Choose a conversation to read it and reply.';
export const conversations = 'Conversations';
export const eventDayShort = (day: string) => `Event ${day}`;
export const youWrote = (body: string) => `You: ${body}`;
export const unreadCount = (n: number) => `${n} unread`;

// A conversation
export const loadingConversation = 'Loading the conversation...';
export const conversationElsewhere =
  'It may have been opened from another account. Sign in as the person it was sent to or from.';
export const conversationFailed =
  'We could not load this conversation. Check your connection and try again.';
export const newMessageFrom = (name: string, text: string) => `New message from ${name}: ${text}`;
export const newMessagesFrom = (n: number, name: string, text: string) =>
  `${n} new messages from ${name}. The latest: ${text}`;
export const olderLoaded = (n: number) =>
  `${n} earlier ${n === 1 ? 'message' : 'messages'} loaded above.`;
export const startOfConversation = ' This is the start of the conversation.';
export const olderFailed =
  'Earlier messages could not be loaded. Check your connection and try again.';
export const eventOn = (day: string) => `Event on ${day}`;
export const noMessages = 'No messages yet.';
export const loadingOlder = 'Loading earlier messages...';
export const olderFailedRetry = 'Earlier messages could not be loaded. Try again';
export const loadOlder = 'Load earlier messages';
export const messages = 'Messages';
export const you = 'You';

// The reply box, and what it says offline (decision 0078)
export const sendFailed = 'Your message was not sent. Check your connection and try again.';
export const offline = 'You are offline. Messages you send will go when you are back online.';
export const waitingOffline =
  'You are offline. Your message will be sent when you are back online.';
export const writeMessage = 'Write a message.';
export const replyTo = (name: string) => `Reply to ${name}`;
export const replyPlaceholder = 'Write your message. Phone numbers and links are fine.';
export const charactersLeft = (left: string, max: string) => `${left} of ${max} characters left`;
export const charactersOver = (over: string, max: string) =>
  `${over} characters over the ${max} limit`;
export const ctrlEnterSends = ' · Ctrl+Enter sends';
export const waitingToSend = 'Waiting to send...';
export const sending = 'Sending...';
export const send = 'Send';

// The enquiry's details
export const enquiryDetails = 'Enquiry details';
export const sentAt = (when: string) => `Sent ${when}`;
export const service = 'Service';
export const couple = 'Couple';
export const eventDate = 'Event date';
export const eventType = 'Event type';
export const city = 'City';
export const guests = 'Guests';
export const budget = 'Budget';
export const phone = 'Phone';
export const email = 'Email';
export const notGiven = 'Not given';

// The vendor's status actions
export const statusFailed = 'The status was not changed. Check your connection and try again.';
export const markBooked = 'Mark booked';
export const markingAlsoBooks = (day: string, firmName: string) =>
  `Marking it booked also marks ${day} as booked for ${firmName}, so couples see the date is taken.`;
export const cancel = 'Cancel';
export const decline = 'Decline';
export const markedBooked = (day: string, firmName: string) =>
  `Marked booked. ${day} is now booked for ${firmName}. `;
export const seeBookedDates = 'See booked dates';
export const declined = (coupleName: string) => `Declined. ${coupleName} has been told.`;
export const bookTitle = 'Mark this enquiry booked?';
export const bookMessage = (day: string, firmName: string, askedToConfirm: string) =>
  `This blocks ${day} on your calendar: couples will see ${firmName} is booked that day. ${askedToConfirm}`;
export const bookConfirm = 'Yes, mark booked';
export const bookBusy = 'Marking booked...';
export const declineTitle = 'Decline this enquiry?';
export const declineMessage = (coupleName: string) =>
  `${coupleName} will be told that you cannot take it. This cannot be undone.`;
export const declineConfirm = 'Yes, decline';
export const declineBusy = 'Declining...';
export const keep = 'Not now';
export const actionsLabel = 'Enquiry status';

// The booking question's page (decision 0075)
export const loadingBooking = 'Loading your booking...';
export const answeredBefore = (answer: 'yes' | 'no', wanted: 'yes' | 'no' | null) =>
  `You answered before: ${answer === 'yes' ? 'yes' : 'no'}. Press the button to answer ${wanted ?? 'again'}.`;

// The vendor's Enquiries inbox
export const enquiriesTitle = 'Enquiries · Mandap';
export const vendorPortal = 'Vendor Portal';
export const enquiriesHeading = 'Enquiries';
export const allEnquiries = 'All enquiries';
export const filterEnquiries = 'Filter enquiries';
export const allServices = 'All services';
export const serviceNumber = (id: number) => `Service #${id}`;
export const status = 'Status';
export const allStatuses = 'All statuses';
export const loadingEnquiries = 'Loading your enquiries...';
export const enquiriesFailed =
  'We could not load your enquiries. Check your connection and try again.';
export const noMatches = 'No enquiries match these filters.';
export const showAll = 'Show all enquiries';
export const noEnquiries = 'No enquiries yet';
export const noEnquiriesHint = 'When couples send enquiries to your services, they appear here.';
export const manageServices = 'Manage Services';
export const enquiriesNewestFirst = 'Enquiries, newest first';
export const enquiry = 'Enquiry';
export const backToEnquiries = 'Back to Enquiries';
export const chooseEnquiry = 'Choose an enquiry to see its details and reply.';
export const guestCount = (n: string) => `${n} guests`;
export const budgetOf = (amount: string) => `Budget ${amount}`;

// The notification centre
export const notificationsTitle = 'Notifications · Mandap';
export const notificationsHeading = 'Notifications';
export const allCaughtUp = 'All caught up.';
export const markAllRead = 'Mark all as read';
export const markReadFailed =
  'Your notifications were not marked as read. Check your connection and try again.';
export const yourNotifications = 'Your notifications';
export const loadingNotifications = 'Loading your notifications...';
export const notificationsFailed =
  'We could not load your notifications. Check your connection and try again.';
export const noNotifications = 'No notifications yet';
export const noNotificationsHint = 'New enquiries, replies and booking updates appear here.';
export const notificationsNewestFirst = 'Notifications, newest first';
export const unreadPrefix = 'Unread: ';
