import * as t from '@mandap/shared/messages/en/validation-accounts';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../accounts';
import { languageRefused as LANGUAGE_REFUSED } from '../messages/en/email-accounts';
import { LANGUAGES } from '../messages/languages';
import { NoticeUpdateSchema, SignUpConsentSchema } from './consents';
import { EmailSchema, NewPasswordSchema, PersonNameSchema, PhoneSchema } from './fields';

// The roles and the login screens' messages are in ../accounts, without zod (the login page's
// first view shows them).
export {
  ACCOUNT_MESSAGES,
  LOGIN_ERROR_KINDS,
  type LoginErrorKind,
  PROFILE_MESSAGES,
  ROLES,
  type Role,
  USER_MESSAGES,
  VENDOR_LOGIN_MESSAGES,
} from '../accounts';

/**
 * Vendor and user registration (spec 2.4, 2.5, 5): the same four fields for both roles, and the
 * consents of issue 29 (18 or older, the privacy notice accepted, marketing e-mails or not).
 */
export const RegisterSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  password: NewPasswordSchema,
  ...SignUpConsentSchema.shape,
});
export type Register = z.infer<typeof RegisterSchema>;

/** Vendor and user login (spec 5): email and password, both required. */
export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: t.passwordIsRequired })
    .min(1, { error: t.passwordIsRequired, abort: true })
    .max(128),
});
export type Login = z.infer<typeof LoginSchema>;

/**
 * The vendor's own profile edit (spec 2.6): the registration formats. The e-mail address is not
 * edited here: it changes only through a link sent to the new address (decision 0068); an
 * `email` sent is ignored.
 */
export const UpdateProfileSchema = z.object({
  name: PersonNameSchema,
  phone: PhoneSchema,
});
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

/** What the browser may know of a vendor (never a credential). */
export const VendorProfileSchema = z.object({
  vendorUniqueId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Whether the account's current e-mail address is verified (decision 0069). */
  emailVerified: z.boolean(),
});
export type VendorProfile = z.infer<typeof VendorProfileSchema>;

export const UserProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Whether the account's current e-mail address is verified (decision 0069). */
  emailVerified: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/**
 * A newer privacy notice than the account accepted, with what changed (null: none); optional, so
 * a reply without it reads as nothing to accept (decision 0071).
 */
const noticeUpdate = NoticeUpdateSchema.nullable().optional();

/** GET /api/session: who is signed in, if anyone. */
export const SessionReplySchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('vendor'), vendor: VendorProfileSchema, noticeUpdate }),
  z.object({ role: z.literal('user'), user: UserProfileSchema, noticeUpdate }),
  z.object({ role: z.literal(null) }),
]);
export type SessionReply = z.infer<typeof SessionReplySchema>;

/** PATCH /api/account/profile: the name and phone of the signed-in account (issue 29). */
export const UpdateContactSchema = z.object({
  name: PersonNameSchema,
  phone: PhoneSchema,
});
export type UpdateContact = z.infer<typeof UpdateContactSchema>;

/** The signed-in account's profile, vendor or user (the account routes' replies). */
export const AccountProfileSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('vendor'), vendor: VendorProfileSchema }),
  z.object({ role: z.literal('user'), user: UserProfileSchema }),
]);
export type AccountProfile = z.infer<typeof AccountProfileSchema>;

/**
 * POST /api/account/password: the current password (checked, and counted with the sign-in's
 * failures when wrong) and a new one by the rules of spec 5, different from the current one.
 */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired, abort: true })
      .max(128),
    newPassword: NewPasswordSchema,
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    path: ['newPassword'],
    error: ACCOUNT_MESSAGES.samePassword,
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** One live session of the account, as its owner sees it (never its token or token hash). */
export const AccountSessionSchema = z.object({
  /** The session's public id (opaque; decision 0070). */
  id: z.string(),
  /** "Chrome on Android", or null when the browser did not say or is not recognised. */
  device: z.string().nullable(),
  /** The approximate place, when known (nothing fills it yet). */
  place: z.string().nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the request that asked: "This device". */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

/** GET /api/account/sessions: the current session first, then the most recently used. */
export const AccountSessionsSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export type AccountSessions = z.infer<typeof AccountSessionsSchema>;

/** The path parameter of DELETE /api/account/sessions/:id. */
export const AccountSessionParamsSchema = z.object({ id: z.string().max(64) });

/** POST /api/account/sessions/sign-out-others: how many sessions ended. */
export const SignedOutOthersSchema = z.object({ ended: z.number().int().nonnegative() });
/** `POST /api/account/email/verify`: the token of the link in the verification e-mail. */
export const VerifyEmailSchema = z.object({
  token: z.string({ error: t.theLinkHasNoToken }).min(1, t.theLinkHasNoToken).max(200),
});
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;

/** `POST /api/account/email/verify` 200: the address now verified. */
export const VerifyEmailReplySchema = z.object({
  role: z.enum(['vendor', 'user']),
  email: z.string(),
});
export type VerifyEmailReply = z.infer<typeof VerifyEmailReplySchema>;

/** `POST /api/account/email/verification` 200: a new link sent, or none needed. */
export const ResendVerificationReplySchema = z.object({
  sent: z.boolean(),
  alreadyVerified: z.boolean(),
  message: z.string(),
});
export type ResendVerificationReply = z.infer<typeof ResendVerificationReplySchema>;

/** `PUT /api/account/language` and `GET` of it: the account's language (issue 32). */
export const AccountLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { error: LANGUAGE_REFUSED }),
});
export type AccountLanguage = z.infer<typeof AccountLanguageSchema>;
