import { z } from 'zod';
import { NoticeUpdateSchema, SignUpConsentSchema } from './consents';
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
});
export type VendorProfile = z.infer<typeof VendorProfileSchema>;

export const UserProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
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
