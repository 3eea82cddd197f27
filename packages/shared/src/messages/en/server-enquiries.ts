// server-enquiries: moved from the code that says them (issue 32).
export const idMessage = 'An enquiry is named by its number, for example 12.';
export const bothMessage =
  'Ask for the messages before one or after one, not both: drop before or after.';
export const noSuchEnquiry = 'No such enquiry was found.';
export const noSuchConversation = 'No such conversation was found.';
export const listingNotTakingEnquiries =
  'This vendor is not listed on Mandap right now, so it cannot receive enquiries. Please choose another vendor.';
export const notAmongSimilar =
  'This enquiry can only be sent to the similar vendors offered for it. Please tick them again from the list.';
