import { z } from 'zod';
import { EmailSchema, NewPasswordSchema, PersonNameSchema, PhoneSchema } from './fields';

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

export const ROLES = ['vendor', 'user'] as const;
export type Role = (typeof ROLES)[number];

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

/** GET /api/session: who is signed in, if anyone. */
export const SessionReplySchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('vendor'), vendor: VendorProfileSchema }),
  z.object({ role: z.literal('user'), user: UserProfileSchema }),
  z.object({ role: z.literal(null) }),
]);
export type SessionReply = z.infer<typeof SessionReplySchema>;

/**
 * Why a login failed, so the form can show spec 8's message: 'auth' (wrong password),
 * 'account' (no such account), 'rate_limited' (too many failures; the message says when to retry).
 */
export const LOGIN_ERROR_KINDS = ['auth', 'account', 'rate_limited'] as const;
export type LoginErrorKind = (typeof LOGIN_ERROR_KINDS)[number];

/** Spec 8 'Vendor login': what the vendor login form shows for each kind of failure. */
export const VENDOR_LOGIN_MESSAGES = {
  auth: 'Invalid email or password. Please check your credentials and try again.',
  account: 'Account not found. Please check your email or register as a new vendor.',
  server: 'Connection error. Please check your internet connection or try again later.',
  general: 'Login failed. Please try again.',
} as const;

/** Spec 8 'User login and registration'. */
export const USER_MESSAGES = {
  loginFallback: 'Invalid credentials. Please try again.',
  loginNetwork: 'An error occurred while submitting the form. Please try again later.',
  registrationFallback: 'Registration failed. Please try again.',
  registrationNetwork: 'An error occurred while submitting the form. Please try again.',
} as const;

/** Spec 8 'Profile'. */
export const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully!',
  failed: 'An error occurred. Please try again later.',
} as const;
