// server-billing: moved from the code that says them (issue 32).
export const noSuchInvoice = 'No such commission invoice was found among yours.';
export const alreadyPaid = 'This commission invoice is already paid.';
export const bookingValueRequired = "Enter the booking's value in rupees, for example 1,50,000.";
export const bookingValueInvalid =
  "Enter the booking's value in rupees, for example 1,50,000 or 150000 (at most two decimals).";
export const reasonRequired = 'Choose why this line is wrong.';
export const rightValueRequired =
  'Enter the right value of the booking in rupees, for example 1,20,000.';
export const rightValueSame = 'The right value must differ from the value on the statement.';
export const rightValueOnlyForWrongValue =
  'A right value goes only with "The value is wrong". Clear it, or choose that reason.';
export const noSuchStatement = 'No such statement was found.';
export const noSuchLine = 'No such line was found on this statement.';
export const ifSomethingOnItIs =
  'If something on it is wrong, write to us through the grievance page.';
export const alreadyDisputed =
  'This line is disputed already. Mandap will decide it and tell you; a line is disputed once.';
export const statementClosed =
  'This statement is no longer open: its commission has been invoiced. If something on it is wrong, write to us through the grievance page.';
export const decisionRequired = 'Choose accept or reject.';
export const noSuchDispute = 'No such dispute was found.';
export const alreadyDecided = 'Someone decided this dispute already. The queue has been refreshed.';
export const monthFormat = 'A month is written YYYY-MM, for example 2027-03.';
export const noSuchDocument = 'No such document.';
export const aStatementIsNamedBy = 'A statement is named by its number, for example 12.';
export const aLineIsNamedBy = 'A line is named by its number, for example 40.';
export const theSandboxCheckoutIsNot = 'The sandbox checkout is not enabled.';
export const providerDown =
  'The payment provider did not answer. Please try again in a few minutes.';
export const noOrder = 'No such payment order was found. Please start the payment again.';
export const alreadyRefunded = 'This listing has already been refunded.';
export const thisOrderIsAlreadySettled = 'This order is already settled.';
export const upi_failed = 'The UPI payment failed. Please try again or pay by card.';
export const upi_unknown =
  'In the sandbox, pay with the UPI ID success@razorpay (failure@razorpay fails).';
export const thisOrderIsAlreadyPaid = 'This order is already paid.';
export const thisOrderIsNoLonger = 'This order is no longer open. Please start the payment again.';
export const theWebhookBodyIsNot = 'The webhook body is not JSON.';
export const theWebhookBodyIsNot2 = 'The webhook body is not a payment event Mandap can read.';
export const invalidWebhookSignature = 'Invalid webhook signature.';
export const onlyAPaidListingCan = 'Only a paid listing can be refunded.';
