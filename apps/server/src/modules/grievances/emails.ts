import { GRIEVANCE_DEADLINES, grievanceDeadlines } from '@mandap/shared/grievances';
import { messagesIn } from '../../platform/mail-language';
import type { Mail } from '../notifications/index';
import type { GrievanceRow, ReplyRow } from './repository';

// The e-mails a grievance's sender receives, in the language the grievance was sent in (issue 32;
// texts in the catalogue's email-grievances).

/** Who the e-mails are signed by: the grievance officer of the settings. */
export interface OfficerSignature {
  name: string;
  email: string;
  address: string;
}

function signature(row: GrievanceRow, officer: OfficerSignature): string[] {
  const m = messagesIn(row.language).emailGrievances;
  return ['-- ', m.officerSignature(officer.name), officer.email, officer.address, ''];
}

/** The acknowledgement sent at once: the reference, what happens next, and the deadlines. */
export function receiptMail(row: GrievanceRow, officer: OfficerSignature): Mail {
  const { acknowledgeBy, resolveBy } = grievanceDeadlines(row.createdAt);
  const messages = messagesIn(row.language);
  const m = messages.emailGrievances;
  const when = messages.emailFormat.dateTime;
  return {
    to: row.email,
    subject: m.receiptSubject(row.reference),
    text: [
      m.receiptText({
        name: row.name,
        subject: row.subject,
        receivedAt: when(row.createdAt),
        reference: row.reference,
        acknowledgeWithinHours: GRIEVANCE_DEADLINES.acknowledgeWithinHours,
        acknowledgeBy: when(acknowledgeBy),
        resolveBy: when(resolveBy),
        details: row.details,
        link: row.link,
        officerEmail: officer.email,
      }),
      '',
      ...signature(row, officer),
    ].join('\n'),
  };
}

/** The officer's reply to a grievance. */
export function replyMail(row: GrievanceRow, reply: ReplyRow, officer: OfficerSignature): Mail {
  const m = messagesIn(row.language).emailGrievances;
  return {
    to: row.email,
    subject: m.replySubject(row.reference),
    text: [
      m.dear(row.name),
      '',
      reply.body,
      '',
      m.referenceLine(row.reference),
      '',
      ...signature(row, officer),
    ].join('\n'),
  };
}
