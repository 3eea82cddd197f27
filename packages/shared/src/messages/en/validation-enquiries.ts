// validation-enquiries: moved from the code that says them (issue 32).
export const enterTheNumberOfGuests = 'Enter the number of guests, for example 200.';
export const enterTheNumberOfGuests2 =
  'Enter the number of guests as a whole number, for example 200.';
export const budgetExample = 'Enter your budget in whole rupees, for example 1,50,000';
export const chooseTheDateOfYour = 'Choose the date of your event.';
export const chooseTheTypeOfEvent = 'Choose the type of event.';
export const enterTheCityOfYour = 'Enter the city of your event.';
export const theCityCanBeAt = 'The city can be at most 80 characters.';
export const writeAMessageToThe = 'Write a message to the vendor.';
export const tickAtLeastOneVendor = 'Tick at least one vendor.';
export const writeAMessage = 'Write a message.';
export const statusIsBookedOrDeclined = 'Status is booked or declined.';
export const chooseFrom1To5 = 'Choose from 1 to 5 stars.';
export const giveYourReviewATitle = 'Give your review a title.';
export const writeYourReview = 'Write your review.';
export const pageIsAWholeNumber = 'Page is a whole number.';
export const pageStartsAt1 = 'Page starts at 1.';
export const pageCanBeAtMost = 'Page can be at most 1000.';
export const writeYourReply = 'Write your reply.';
export const tellUsWhatIsWrong = 'Tell us what is wrong with this review.';
export const grievanceLinkMessage =
  'Paste a link to a listing or a review on Mandap (it starts with /Vendors/), or leave this empty.';
export const chooseWhatYourGrievanceIs = 'Choose what your grievance is about.';
export const pleaseDescribeYourGrievance = 'Please describe your grievance.';
