// The console's commission disputes (decision 0075): disputed statement lines, for admins. The
// dispute reasons, the couple's answers and the month's words are commission.ts'.

export const title = 'Commission disputes';
export const undecided = 'Waiting for a decision';
export const decided = 'Decided';
export const loading = 'Loading the disputes…';
export const emptyUndecided = 'No dispute is waiting for a decision.';
export const emptyDecided = 'No dispute has been decided yet.';
export const countUndecided = (n: number) => `${n} waiting, the one filed longest ago first.`;
export const countDecided = (n: number) => `${n} decided, the latest first.`;
export const accept = 'Accept the dispute';
export const reject = 'Reject the dispute';
export const noteLabel = 'Note for the vendor';
export const confirm = {
  accept: (enquiryId: number, outcome: string) =>
    `Accept the dispute of enquiry ${enquiryId}? ${outcome} The vendor is told, with your note.`,
  reject: (enquiryId: number) =>
    `Reject the dispute of enquiry ${enquiryId}? The line stands. The vendor is told, with your note.`,
} as const;
export const done = {
  accept: 'Dispute accepted. The vendor has been told.',
  reject: 'Dispute rejected. The vendor has been told.',
} as const;
/** What accepting does to the line: a new commission (formatted), or none when removed. */
export const acceptOutcome = (newCommission: string | null) =>
  newCommission === null
    ? 'The line is removed from the statement.'
    : `The line's commission becomes ${newCommission}.`;
export const formLabel = (label: string, enquiryId: number) => `${label}: enquiry ${enquiryId}`;
export const heading = (enquiryId: number, firmName: string, reason: string) =>
  `Enquiry ${enquiryId} of ${firmName}: ${reason}`;
export const vendor = 'Vendor';
export const vendorLink = (name: string, id: number) => `${name} (vendor ${id})`;
export const statement = 'Statement';
export const statementValue = (month: string, id: number) => `${month} (statement ${id})`;
export const couple = 'Couple';
export const eventDate = 'Event date';
export const bookedOn = 'Booked on';
export const valueAsMarked = 'Value as marked';
export const commission = (percent: string) => `Commission (${percent})`;
export const rightValue = 'Right value, says the vendor';
export const rightValueText = (value: string, commission: string) =>
  `${value} (commission ${commission})`;
export const coupleAnswer = "Couple's answer";
export const disputed = 'Disputed';
export const vendorNote = "Vendor's note";
export const decision = 'Decision';
export const accepted = 'Accepted';
export const rejected = 'Rejected';
export const whichDisputes = 'Which disputes';
