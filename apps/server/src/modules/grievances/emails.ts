import {
  GRIEVANCE_DEADLINES,
  grievanceDeadlines,
  grievanceSubjectLabel,
  indianDateTime,
} from '@mandap/shared/grievances';
import type { Mail } from '../notifications/index';
import type { GrievanceRow, ReplyRow } from './repository';

// The e-mails a grievance's sender receives, written in one place.

/** Who the e-mails are signed by: the grievance officer of the settings. */
export interface OfficerSignature {
  name: string;
  email: string;
  address: string;
}

function signature(officer: OfficerSignature): string[] {
  return ['-- ', `${officer.name}, Grievance Officer, Mandap`, officer.email, officer.address, ''];
}

/** The acknowledgement sent at once: the reference, what happens next, and the deadlines. */
export function receiptMail(row: GrievanceRow, officer: OfficerSignature): Mail {
  const { acknowledgeBy, resolveBy } = grievanceDeadlines(row.createdAt);
  return {
    to: row.email,
    subject: `Your grievance ${row.reference} has been received`,
    text: [
      `Dear ${row.name},`,
      '',
      `We have received your grievance about ${grievanceSubjectLabel(row.subject).toLowerCase()} on ${indianDateTime(row.createdAt)} (India time).`,
      `Your reference number is ${row.reference}. Please quote it in any message about this grievance.`,
      '',
      'What happens next:',
      `- Our grievance officer will acknowledge it within ${GRIEVANCE_DEADLINES.acknowledgeWithinHours} hours, by ${indianDateTime(acknowledgeBy)}.`,
      `- We will resolve it within one month of receiving it, by ${indianDateTime(resolveBy)}, and write to you at this address with the outcome.`,
      '',
      'What you told us:',
      row.details,
      ...(row.link ? ['', `About: ${row.link}`] : []),
      '',
      `If you need to add anything, reply to ${officer.email} quoting ${row.reference}.`,
      '',
      ...signature(officer),
    ].join('\n'),
  };
}

/** The officer's reply to a grievance. */
export function replyMail(row: GrievanceRow, reply: ReplyRow, officer: OfficerSignature): Mail {
  return {
    to: row.email,
    subject: `Re: your grievance ${row.reference}`,
    text: [
      `Dear ${row.name},`,
      '',
      reply.body,
      '',
      `Reference: ${row.reference}`,
      '',
      ...signature(officer),
    ].join('\n'),
  };
}
