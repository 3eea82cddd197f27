import { z } from 'zod';
import { EXPORT_STATES, PRIVACY_MESSAGES } from '../privacy';

// "Download my data" and "Delete my account" (issue 29, decision 0072).

/** GET /api/account/export: the account's latest export, if any. */
export const DataExportStateSchema = z.object({
  state: z.enum(EXPORT_STATES),
  /** The export's id (its download path), unless state is 'none'. */
  id: z.string().nullable(),
  requestedAt: z.string().nullable(),
  /** Until when a ready export can be downloaded. */
  expiresAt: z.string().nullable(),
  bytes: z.number().int().nullable(),
  /** The download path while ready. */
  downloadUrl: z.string().nullable(),
  /** Requests left in the rolling day (PRIVACY_LIMITS.exportsPerDay). */
  requestsLeft: z.number().int().min(0),
});
export type DataExportState = z.infer<typeof DataExportStateSchema>;

/** POST /api/account/delete: the password, confirmed. */
export const DeleteAccountSchema = z.object({
  password: z
    .string({ error: PRIVACY_MESSAGES.passwordRequired })
    .min(1, { error: PRIVACY_MESSAGES.passwordRequired, abort: true })
    .max(128),
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** The reply to a deletion: when the account will be erased unless its owner signs in first. */
export const AccountClosedSchema = z.object({ eraseAfter: z.string() });
export type AccountClosed = z.infer<typeof AccountClosedSchema>;
