// server-operators: moved from the code that says them (issue 32).
export const confirm = 'Confirm';
export const cancel = 'Cancel';
export const signIn = 'Please sign in to the operator console to continue.';
export const adminOnly = 'Only an admin may see this.';
export const secondFactorFirst = 'Enter the code from your authenticator app to finish signing in.';
export const enrolFirst = 'Set up your authenticator app to finish setting up your account.';
export const invalidCredentials = 'Invalid email or password.';
export const invalidCode =
  'That code is not right, or was already used. Enter a new code from your app.';
export const setupLinkInvalid =
  'This set-up link has expired or was already used. Ask an admin for a new one (npm run operator -- create).';
export const codeRequired =
  'Enter the 6-digit code from your authenticator app, or a recovery code.';
export const tokenRequired = 'The set-up link is incomplete. Open the whole link you were given.';
export const network = 'Connection error. Please check your connection and try again.';
export const recoveryCodesOnce =
  'Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are shown only now.';
export const changedElsewhere =
  'Someone else has already acted on this grievance (acknowledged, replied or closed it) since you opened it. It now shows as it is: read it again before you act.';
export const alreadyAcknowledged = 'This grievance is acknowledged already.';
export const closed = 'This grievance is closed; it cannot change.';
export const noSuchGrievance = 'No grievance has this reference.';
export const outcomeRequired = 'Choose an outcome from the list.';
export const detailsRequired =
  'Say in the details what the outcome was, as it is "Another outcome".';
export const replyRequired = 'Write the reply.';
export const emptyOpen = 'No grievances are open. Well done.';
export const emptyClosed = 'No grievance has been closed yet.';
export const confirmClose =
  'Close this grievance? The outcome is e-mailed to the sender and the grievance cannot change afterwards.';
export const acknowledge = 'Grievance acknowledged.';
export const reply = 'Reply sent. It is e-mailed to the sender.';
export const close = 'Grievance closed. The outcome is e-mailed to the sender.';
export const overdue = 'Overdue';
export const pleaseRemoveTheUnusualCharacters = 'Please remove the unusual characters.';
