import * as t from '@mandap/shared/messages/en/validation-accounts';
import { z } from 'zod';
import {
  CONSENT_PURPOSES,
  CONSENT_SOURCES,
  NOTICE_VERSION_PATTERN,
  SIGN_UP_CONSENT_TEXTS,
} from '../privacy-notice';

// The consent ledger's requests and replies (issue 29, decision 0071); the texts are in ../privacy.

/** A notice version, as sign-up and the "I have read this" button send it. */
export const NoticeVersionSchema = z
  .string({ error: SIGN_UP_CONSENT_TEXTS.noticeOutdated })
  .regex(NOTICE_VERSION_PATTERN, { error: SIGN_UP_CONSENT_TEXTS.noticeOutdated });

/** A required box: `true`, else `message` (a missing box says the same as an unticked one). */
function requiredBox(message: string) {
  return z.boolean({ error: message }).refine((ticked) => ticked, { error: message });
}

/** What sign-up adds to the account's fields (both roles): the 18+ box, the notice, marketing. */
export const SignUpConsentSchema = z.object({
  ageConfirmed: requiredBox(SIGN_UP_CONSENT_TEXTS.adultRequired),
  noticeAccepted: requiredBox(SIGN_UP_CONSENT_TEXTS.noticeRequired),
  /** The version of the notice the form showed; recorded with the account. */
  noticeVersion: NoticeVersionSchema,
  /** Optional and unticked by default: marketing e-mails only when asked for. */
  marketingEmails: z.boolean().default(false),
});
export type SignUpConsent = z.infer<typeof SignUpConsentSchema>;

/** A newer notice than the one the account accepted: the version and what changed since. */
export const NoticeUpdateSchema = z.object({
  version: z.string(),
  changes: z.array(z.string()),
});
export type NoticeUpdate = z.infer<typeof NoticeUpdateSchema>;

/** One row of the ledger, as its owner sees it. */
export const ConsentEntrySchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  given: z.boolean(),
  noticeVersion: z.string(),
  source: z.enum(CONSENT_SOURCES),
  at: z.string(),
});
export type ConsentEntry = z.infer<typeof ConsentEntrySchema>;

/** GET /api/account/consents: the account's choices now, and its ledger, newest first. */
export const ConsentsReplySchema = z.object({
  marketingEmails: z.boolean(),
  notice: z.object({
    current: z.string(),
    accepted: z.string().nullable(),
    acceptedAt: z.string().nullable(),
  }),
  history: z.array(ConsentEntrySchema),
});
export type ConsentsReply = z.infer<typeof ConsentsReplySchema>;

/** PUT /api/account/consents: marketing e-mails on or off. */
export const UpdateConsentsSchema = z.object({
  marketingEmails: z.boolean({ error: t.chooseWhetherToReceiveMarketing }),
});
export type UpdateConsents = z.infer<typeof UpdateConsentsSchema>;

/** POST /api/account/notice-acceptance: "I have read this" for the version shown. */
export const AcceptNoticeSchema = z.object({ version: NoticeVersionSchema });
export type AcceptNotice = z.infer<typeof AcceptNoticeSchema>;
