import { createHash, randomBytes } from 'node:crypto';
import {
  ANSWER_LINK_LIFETIME_MS,
  BOOKING_ANSWER_TEXTS,
  type CoupleAnswer,
} from '@mandap/shared/commission';
import { indianDate } from '@mandap/shared/dates';
import type { Language } from '@mandap/shared/messages/languages';
import type { BookingQuestionReply } from '@mandap/shared/schemas/commission';
import type { Enquiry } from '@mandap/shared/schemas/enquiries';
import type { Database, Db } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import type { JobDefinition, JobQueue } from '../../platform/jobs/queue';
import { messagesIn, siteLink } from '../../platform/mail-language';
import type { Mail, Mailer } from '../notifications/index';
import * as repo from './repository';
import { type BookingQuestionMail, NO_SUCH_CONVERSATION, ownEnquiryView } from './service';

// The couple's answer to "Did you book <vendor> for <date>?" (issue 30, decision 0075), asked
// once a vendor marks their enquiry Booked: in the app (two buttons in the conversation) and by
// e-mail. The e-mail's two links carry a random 256-bit token (only its SHA-256 is kept, on the
// enquiry, with when it runs out) and the answer; a link opens a page with one button, and only
// that button's POST records the answer: a mail scanner following the links records nothing.

/** The data of a booking-question job: the enquiry, and the booking it asks about. */
export type BookingQuestionEmail = { enquiryId: number; bookedAt: string };

export function hashAnswerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape of a token in a link: 43 base64url characters (32 bytes). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The page an answer link opens (apps/web's /booking-answer). */
export function answerLink(
  publicUrl: string,
  token: string,
  answer: CoupleAnswer,
  language: Language = 'en',
): string {
  return siteLink(publicUrl, language, `/booking-answer?token=${token}&answer=${answer}`);
}

export interface BookingQuestionDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
}

/**
 * The couple's e-mail of one booking, or null when there is nothing to ask any more (the enquiry
 * was declined or booked again since, or the couple's account is gone or closing). The token is
 * made here, when the job runs, so the queue's table never holds it; a retry makes a new one,
 * which replaces the first.
 */
export async function composeBookingQuestion(
  deps: BookingQuestionDeps,
  job: BookingQuestionEmail,
): Promise<Mail | null> {
  return deps.db.transaction(async (tx) => {
    const row = await repo.findBookingQuestion(tx, job.enquiryId);
    if (
      row?.status !== 'booked' ||
      row.bookedAt?.toISOString() !== job.bookedAt ||
      row.userClosedAt !== null
    ) {
      return null;
    }
    const now = deps.clock();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + ANSWER_LINK_LIFETIME_MS);
    await repo.setAnswerToken(tx, row.id, hashAnswerToken(token), expiresAt);
    // In the couple's language, its links to that language's page (issue 32).
    const language = row.userLanguage;
    const messages = messagesIn(language);
    const day = messages.emailFormat.day(row.eventDate);
    return {
      to: row.userEmail,
      subject: messages.emailBookings.bookingQuestionSubject(row.firmName, day),
      text: messages.emailBookings.bookingQuestionText({
        coupleName: row.userName,
        firmName: row.firmName,
        day,
        yesLink: answerLink(deps.publicUrl, token, 'yes', language),
        noLink: answerLink(deps.publicUrl, token, 'no', language),
        until: messages.emailFormat.day(indianDate(expiresAt)),
      }),
    };
  });
}

/** The job that sends one booking question (retried as account e-mails are). */
export function bookingQuestionJob(deps: BookingQuestionDeps): JobDefinition<BookingQuestionEmail> {
  return {
    name: 'booking-question-email',
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    timeoutSeconds: 120,
    async run(job) {
      const mail = await composeBookingQuestion(deps, job);
      if (mail) await deps.mailer.send(mail);
    },
  };
}

export interface BookingQuestionMailOptions {
  database: Database;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
  clock: () => Date;
}

/** The booking questions' e-mails, each a job on the queue (app.ts makes it once). */
export function createBookingQuestionMail(
  options: BookingQuestionMailOptions,
): BookingQuestionMail {
  const { database, jobs, mailer, publicUrl, log, clock } = options;
  const send = jobs.define(bookingQuestionJob({ db: database.db, mailer, publicUrl, clock }));
  return {
    async queue(enquiryId, bookedAt) {
      const at = bookedAt.toISOString();
      try {
        // One question per booking, however often this is called.
        await send({ enquiryId, bookedAt: at }, { key: `${enquiryId}:${at}` });
      } catch (error) {
        log.error(
          { enquiry: enquiryId, reason: error instanceof Error ? error.message : String(error) },
          'booking question e-mail could not be queued',
        );
      }
    },
  };
}

/** A link that is not (or no longer) a question's: one answer for all of them. */
function invalidLink(): DomainError {
  return new DomainError('not_found', BOOKING_ANSWER_TEXTS.invalidLink);
}

function tokenHashOf(token: string): string {
  // A malformed token is hashed and looked up like any other: the reply takes the same time.
  return hashAnswerToken(TOKEN_SHAPE.test(token) ? token : `malformed:${token}`);
}

/** What an e-mailed link's page shows: the question, and any answer given already. */
export async function questionByToken(
  db: Db,
  token: string,
  now: Date,
): Promise<BookingQuestionReply> {
  const row = await repo.findByAnswerToken(db, tokenHashOf(token), now);
  if (!row) throw invalidLink();
  return {
    firmName: row.firmName,
    eventDate: row.eventDate,
    booked: row.status === 'booked',
    answer: row.coupleAnswer,
    answeredAt: row.coupleAnsweredAt?.toISOString() ?? null,
  };
}

/** The one button of an e-mailed link's page: records the answer while the booking stands. */
export async function answerByToken(
  db: Db,
  token: string,
  answer: CoupleAnswer,
  now: Date,
): Promise<BookingQuestionReply> {
  return db.transaction(async (tx) => {
    const row = await repo.findByAnswerToken(tx, tokenHashOf(token), now, true);
    if (!row) throw invalidLink();
    if (row.status !== 'booked') throw new DomainError('conflict', BOOKING_ANSWER_TEXTS.notBooked);
    await repo.recordAnswer(tx, row.id, answer, 'email', now);
    return {
      firmName: row.firmName,
      eventDate: row.eventDate,
      booked: true,
      answer,
      answeredAt: now.toISOString(),
    };
  });
}

/** The couple answers in the app, in their conversation with the vendor. */
export async function answerInApp(
  db: Db,
  userId: number,
  enquiryId: number,
  answer: CoupleAnswer,
  now: Date,
): Promise<Enquiry> {
  const party = { role: 'user', userId } as const;
  await db.transaction(async (tx) => {
    const locked = await repo.lockOwnEnquiry(tx, party, enquiryId);
    if (!locked) throw new DomainError('not_found', NO_SUCH_CONVERSATION);
    if (locked.status !== 'booked') {
      throw new DomainError('conflict', BOOKING_ANSWER_TEXTS.notBooked);
    }
    await repo.recordAnswer(tx, enquiryId, answer, 'app', now);
  });
  return ownEnquiryView(db, party, enquiryId, now);
}
