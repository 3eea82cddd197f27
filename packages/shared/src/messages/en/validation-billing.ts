// validation-billing: moved from the code that says them (issue 32).
export const legalNameIsRequired = 'Legal name is required';
export const legalNameMustBeAt = 'Legal name must be at least 2 characters';
export const pleaseUseAtMost200 = 'Please use at most 200 characters';
export const billingAddressIsRequired = 'Billing address is required';
export const pleaseGiveTheFullBilling =
  'Please give the full billing address, with the town and pincode';
export const pleaseUseAtMost500 = 'Please use at most 500 characters';
export const pleaseChooseTheStateOf = 'Please choose the state of the billing address';
export const plan_invoice = 'Tax Invoice';
export const credit_note = 'Credit Note';
export const answerYesOrNo = 'Answer yes or no.';
export const tokenMessage = 'This link is not complete. Please open the link in the e-mail again.';
export const upiIdMessage = 'Please enter a valid UPI ID, such as yourname@okhdfcbank.';
export const cardOrUpi =
  'Send the order and a card number or a UPI ID as a JSON object: { orderId, cardNumber } or { orderId, vpa }.';
export const thePaymentOrderIsMissing =
  'The payment order is missing. Please start the payment again.';
export const thisPaymentOrderIsNot =
  'This payment order is not valid. Please start the payment again.';
export const pleaseEnterTheCardNumber = 'Please enter the card number.';
export const pleaseEnterAValidCard = 'Please enter a valid card number.';
export const pleaseEnterYourUpiId = 'Please enter your UPI ID.';
export const paysForOne = 'Say what the payment is for: a listingId or a documentId (not both).';
