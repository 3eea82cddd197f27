import { z } from 'zod';
import { EmailSchema, NewPasswordSchema, PersonNameSchema, PhoneSchema } from './fields';

// The roles and the login screens' messages are in ../accounts, without zod (the login page's
// first view shows them).
export {
  LOGIN_ERROR_KINDS,
  type LoginErrorKind,
  PROFILE_MESSAGES,
  ROLES,
  type Role,
  USER_MESSAGES,
  VENDOR_LOGIN_MESSAGES,
} from '../accounts';

/** Vendor and user registration (spec 2.4, 2.5, 5): the same four fields for both roles. */
export const RegisterSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  password: NewPasswordSchema,
});
export type Register = z.infer<typeof RegisterSchema>;

/** Vendor and user login (spec 5): email and password, both required. */
export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required', abort: true })
    .max(128),
});
export type Login = z.infer<typeof LoginSchema>;

/** The vendor's own profile edit (spec 2.6): the registration formats. */
export const UpdateProfileSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
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

/** GET /api/session: who is signed in, if anyone. */
export const SessionReplySchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('vendor'), vendor: VendorProfileSchema }),
  z.object({ role: z.literal('user'), user: UserProfileSchema }),
  z.object({ role: z.literal(null) }),
]);
export type SessionReply = z.infer<typeof SessionReplySchema>;

/** `POST /api/account/email/verify`: the token of the link in the verification e-mail. */
export const VerifyEmailSchema = z.object({
  token: z.string({ error: 'The link has no token.' }).min(1, 'The link has no token.').max(200),
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
