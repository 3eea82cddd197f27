// server-moderation: moved from the code that says them (issue 32).
export const decidedElsewhere =
  'Someone else has already decided this review, or it changed (a new report or an edit) since you opened it. The queue now shows it as it is: look again before deciding.';
export const notReported = 'This review has no open report to dismiss.';
export const notHidden = 'This review is not hidden, so it cannot be restored.';
export const alreadyHidden = 'This review is hidden already.';
export const noSuchReview = 'No such review was found.';
export const reasonRequired = 'Choose a reason from the list.';
export const detailsRequired = 'Say in the details why, as the reason is "Another reason".';
export const auditContentOnly =
  'Moderators see the audit entries about content (reviews, listings and chat messages) and grievances only.';
export const emptyQueue = 'No reported reviews are waiting. Well done.';
export const emptyHidden = 'No reviews are hidden.';
export const dismiss = 'Dismiss the reports? The review stays shown and its reporters are told.';
export const hide =
  'Hide this review? It leaves the rating and search at once; its author and reporters are told.';
export const restore =
  'Restore this review? It is shown and counted again at once; its author is told.';
export const doneDismiss = 'Reports dismissed. The review stays shown.';
export const doneHide = 'Review hidden.';
export const doneRestore = 'Review restored.';
export const decidedElsewhere2 =
  'Someone else has already acted on this, or it changed since you opened it. The page now shows it as it is: look again before acting.';
export const noSuchListing = 'No such listing was found.';
export const noSuchAccount = 'No such account was found.';
export const noSuchMedia = 'No such photo or video was found on this listing.';
export const noSuchAppeal = 'No such appeal was found.';
export const alreadySuspended = 'This is suspended by Mandap already.';
export const notSuspended = 'This is not suspended by Mandap, so there is nothing to restore.';
export const storefrontSuspended = 'This listing is suspended by Mandap and cannot be shown.';
export const adminOnly = 'Only an admin can refund a payment.';
export const noPayment = 'This listing has no paid payment to refund.';
export const refundTooLarge = 'A refund can be at most what was paid.';
export const appealNotSuspended =
  'Only a suspension by Mandap can be appealed, and this is not suspended.';
export const appealedAlready =
  'You have appealed this suspension already; a second appeal is not taken.';
export const appealDecided = 'This appeal has been decided already.';
export const appealSameOperator =
  'You suspended this, so another operator must decide the appeal: the decision needs a second pair of eyes.';
export const accountNotSuspended = 'This account is not suspended, so there is nothing to appeal.';
export const emptyAppeals = 'No appeals are waiting.';
export const searchEmpty =
  'Nothing was found. Search by a listing id, a vendor id (such as VND-…) or an e-mail.';
export const suspendedByMandap = 'Suspended by Mandap';
export const appealSent =
  'Your appeal was sent. An operator who did not suspend it will decide, and you will be told.';
export const appealPending = 'Appeal sent: waiting for a decision.';
export const appealUpheldLabel = 'Appeal decided: the suspension stands.';
export const suspendListing =
  'Suspend this listing? It leaves search and its page at once; the vendor is told.';
export const restoreListing =
  'Restore this listing? It is shown again as it was before; the vendor is told.';
export const suspendAccount =
  'Suspend this account? Its sessions end at once and sign-in is refused; it is told.';
export const restoreAccount = 'Restore this account? It can sign in again; it is told.';
export const removeMedia =
  'Remove this file? It is deleted from storage for good; the vendor is told.';
export const refund = 'Refund this payment? The listing is suspended; the vendor is told.';
export const uphold = 'Keep the suspension? The vendor is told the appeal was not upheld.';
export const restoreAppeal = 'Restore on appeal? The vendor is told.';
export const remove_media = 'File removed.';
export const doneRefund = 'Refunded, and the listing suspended.';
export const detailsRequired2 =
  'Tell us what is wrong in the details, as the reason is "Something else".';
export const ownListing = 'You cannot report your own listing.';
export const noSuchMessage = 'No such message was found in this conversation.';
export const listingDialogTitle = 'Report this listing';
export const messageDialogTitle = 'Report this message';
export const reasonLegend = 'What is wrong?';
export const detailsLabel = 'Details (required for "Something else")';
export const send = 'Send the report';
export const cancel = 'Cancel';
export const close = 'Close';
export const thanks =
  'Thank you. Our moderators will look at your report; we will tell you the outcome in your notifications and by e-mail.';
export const network = 'Could not send the report. Check your connection and try again.';
export const decidedElsewhere3 =
  'Someone else has already decided these reports, or a new report came since you opened them. The queue now shows them as they are: look again before deciding.';
export const nothingOpen = 'There is no open report to dismiss here.';
export const noSuchMessage2 = 'No such message was found.';
export const emptyListings = 'No reported listings are waiting.';
export const emptyMessages = 'No reported messages are waiting.';
export const confirmDismiss =
  'Dismiss the open reports? The content stays up and each reporter is told.';
export const dismissed = 'Reports dismissed. The reporters are told.';
