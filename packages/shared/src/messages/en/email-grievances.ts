// The e-mails a grievance's sender receives (issue 32): in the language the grievance was sent in.

import type { GrievanceSubject } from '../../grievances';
import { grievanceSubjectLabel } from '../../grievances';

export const receiptSubject = (reference: string) =>
  `Your grievance ${reference} has been received`;
export const receiptText = (g: {
  name: string;
  subject: GrievanceSubject;
  receivedAt: string;
  reference: string;
  acknowledgeWithinHours: number;
  acknowledgeBy: string;
  resolveBy: string;
  details: string;
  link: string | null;
  officerEmail: string;
}) =>
  [
    `Dear ${g.name},`,
    '',
    `We have received your grievance about ${grievanceSubjectLabel(g.subject).toLowerCase()} on ${g.receivedAt} (India time).`,
    `Your reference number is ${g.reference}. Please quote it in any message about this grievance.`,
    '',
    'What happens next:',
    `- Our grievance officer will acknowledge it within ${g.acknowledgeWithinHours} hours, by ${g.acknowledgeBy}.`,
    `- We will resolve it within one month of receiving it, by ${g.resolveBy}, and write to you at this address with the outcome.`,
    '',
    'What you told us:',
    g.details,
    ...(g.link ? ['', `About: ${g.link}`] : []),
    '',
    `If you need to add anything, reply to ${g.officerEmail} quoting ${g.reference}.`,
  ].join('\n');

export const replySubject = (reference: string) => `Re: your grievance ${reference}`;
export const dear = (name: string) => `Dear ${name},`;
export const referenceLine = (reference: string) => `Reference: ${reference}`;
export const officerSignature = (name: string) => `${name}, Grievance Officer, Mandap`;
