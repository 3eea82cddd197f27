import { z } from 'zod';
import {
  GRIEVANCE_LIMITS,
  GRIEVANCE_LINK_PATH,
  GRIEVANCE_STATUSES,
  GRIEVANCE_SUBJECT_VALUES,
} from '../grievances';
import { EmailSchema, requiredText } from './fields';

// Grievances (issue 28, decision 0062): the public form and its reply, and the grievance officer
// the public page names. What the browser and the server agree on.

export {
  GRIEVANCE_DEADLINES,
  GRIEVANCE_LIMITS,
  GRIEVANCE_STATUSES,
  GRIEVANCE_SUBJECTS,
  type GrievanceStatus,
  type GrievanceSubject,
  grievanceDeadlines,
  grievanceSubjectLabel,
} from '../grievances';

export const GRIEVANCE_LINK_MESSAGE =
  'Paste a link to a listing or a review on Mandap (it starts with /Vendors/), or leave this empty.';

/**
 * The path and host of a grievance's link, or null when it is not a storefront (or one of its
 * reviews) on a web address: `/Vendors/12/dj-sonu#review-40`, or the same after http(s)://host.
 * Whether the host is this site's is the server's to check.
 */
export function grievanceLinkParts(link: string): { host: string | null; path: string } | null {
  if (link.startsWith('/')) {
    return GRIEVANCE_LINK_PATH.test(link) && !link.startsWith('//')
      ? { host: null, path: link }
      : null;
  }
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    return null;
  }
  if (url.search) return null;
  const path = `${url.pathname}${url.hash}`;
  return GRIEVANCE_LINK_PATH.test(path) ? { host: url.host.toLowerCase(), path } : null;
}

/** The public grievance form (POST /api/grievances): anyone may send it, signed in or not. */
export const NewGrievanceSchema = z.object({
  name: requiredText('Please tell us your name.').max(
    GRIEVANCE_LIMITS.nameMaxLength,
    `Your name can be at most ${GRIEVANCE_LIMITS.nameMaxLength} characters.`,
  ),
  email: EmailSchema,
  subject: z.enum(GRIEVANCE_SUBJECT_VALUES, { error: 'Choose what your grievance is about.' }),
  details: requiredText('Please describe your grievance.')
    .min(
      GRIEVANCE_LIMITS.detailsMinLength,
      `Please describe your grievance in at least ${GRIEVANCE_LIMITS.detailsMinLength} characters.`,
    )
    .max(
      GRIEVANCE_LIMITS.detailsMaxLength,
      `Please keep the details to ${GRIEVANCE_LIMITS.detailsMaxLength} characters.`,
    ),
  link: z
    .string({ error: GRIEVANCE_LINK_MESSAGE })
    .trim()
    .max(GRIEVANCE_LIMITS.linkMaxLength, GRIEVANCE_LINK_MESSAGE)
    .refine((link) => link === '' || grievanceLinkParts(link) !== null, GRIEVANCE_LINK_MESSAGE)
    .optional()
    .transform((link) => (link ? link : undefined)),
});
export type NewGrievanceInput = z.input<typeof NewGrievanceSchema>;
export type NewGrievance = z.output<typeof NewGrievanceSchema>;

/** What a grievance's sender is told at once: its reference and the deadlines. */
export const GrievanceReceiptSchema = z.object({
  /** 'GRV-20270303-7KQ2MX'. */
  reference: z.string(),
  receivedAt: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
});
export type GrievanceReceipt = z.infer<typeof GrievanceReceiptSchema>;

/** The grievance officer the public page names (from the server's settings). */
export const GrievanceOfficerSchema = z.object({
  name: z.string(),
  email: z.string(),
  address: z.string(),
});
export type GrievanceOfficer = z.infer<typeof GrievanceOfficerSchema>;

export const GrievanceStatusSchema = z.enum(GRIEVANCE_STATUSES);
