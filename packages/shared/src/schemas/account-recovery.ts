import * as t from '@mandap/shared/messages/en/validation-accounts';
import { z } from 'zod';
import { RECOVERY_MESSAGES } from '../account-recovery';
import { EmailSchema, NewPasswordSchema } from './fields';

// "Forgot password?" and the change of an account's e-mail address (decision 0068).

/** POST /api/{vendor,user}/password/forgot. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** A token from an e-mailed link: any text (a malformed one is refused like an unknown one). */
const LinkTokenSchema = z.string({ error: RECOVERY_MESSAGES.linkExpired }).max(200);

/** POST /api/{vendor,user}/password/reset. */
export const ResetPasswordSchema = z.object({
  token: LinkTokenSchema,
  password: NewPasswordSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** The reset page's form: the new password twice. */
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: RECOVERY_MESSAGES.passwordsDiffer,
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** POST /api/account/email: the new address and the current password. */
export const ChangeEmailSchema = z.object({
  newEmail: EmailSchema,
  password: z
    .string({ error: t.passwordIsRequired })
    .min(1, { error: t.passwordIsRequired, abort: true })
    .max(128),
});
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

/** POST /api/account/email/confirm. */
export const ConfirmEmailSchema = z.object({ token: LinkTokenSchema });
export type ConfirmEmail = z.infer<typeof ConfirmEmailSchema>;

/** The reply to a request that sends a link: what to tell the person. */
export const LinkSentReplySchema = z.object({ message: z.string() });

/** The reply to a followed confirmation link. */
export const EmailConfirmedReplySchema = z.object({
  role: z.enum(['vendor', 'user']),
  email: z.string(),
});
export type EmailConfirmedReply = z.infer<typeof EmailConfirmedReplySchema>;
