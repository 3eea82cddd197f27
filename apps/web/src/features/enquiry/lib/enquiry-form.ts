import { eventDateError } from '@mandap/shared/enquiries';
import type { EnquiryFields } from '@mandap/shared/schemas/enquiries';

/** The enquiry form as typed: every field text, as the inputs hold it. */
export interface EnquiryFormValues {
  eventDate: string;
  /** An EVENT_TYPES value, or '' before one is chosen. */
  eventType: string;
  city: string;
  guests: string;
  budgetRupees: string;
  message: string;
  phone: string;
  email: string;
}

/** The form's fields in the order they are shown: the first refused one gets the focus. */
export const ENQUIRY_FIELDS = [
  'eventDate',
  'eventType',
  'city',
  'guests',
  'budgetRupees',
  'message',
  'phone',
  'email',
] as const satisfies readonly (keyof EnquiryFormValues)[];

export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

export const EMPTY_ENQUIRY: EnquiryFormValues = {
  eventDate: '',
  eventType: '',
  city: '',
  guests: '',
  budgetRupees: '',
  message: '',
  phone: '',
  email: '',
};

/** A number as people type it: '2,000', '1 200'. */
function digitsOf(text: string): string {
  return text.replace(/[,\s₹]/g, '');
}

/**
 * The typed form as the shared schema's input: an empty budget is 'not given', not zero; a typed
 * one ('1,50,000', '₹ 1,50,000') is read by the schema's own amount parser (money.ts).
 */
export function enquiryInput(values: EnquiryFormValues): Record<string, unknown> {
  const budget = values.budgetRupees.trim();
  return {
    ...values,
    eventType: values.eventType === '' ? undefined : values.eventType,
    guests: digitsOf(values.guests),
    budgetRupees: budget === '' ? null : budget,
  };
}

export interface EnquiryCheck {
  /** The first message per refused field. */
  errors: Partial<Record<EnquiryField, string>>;
  /** The enquiry as the API takes it, when every field passed (phone and email included). */
  enquiry: EnquiryFields | null;
}

/**
 * The form checked by the server's own rules: EnquiryFieldsSchema, and the event date against
 * India's `today`. `contactOptional`: a visitor may leave phone and email empty (their account
 * fills them after signing in); what they do type is still checked. The schema is loaded at the
 * first check: the storefront's first view has no zod.
 */
export async function checkEnquiry(
  values: EnquiryFormValues,
  { today, contactOptional = false }: { today: string; contactOptional?: boolean },
): Promise<EnquiryCheck> {
  const { EnquiryFieldsSchema } = await import('@mandap/shared/schemas/enquiries');
  const errors: EnquiryCheck['errors'] = {};
  const parsed = EnquiryFieldsSchema.safeParse(enquiryInput(values));
  for (const issue of parsed.error?.issues ?? []) {
    const field = ENQUIRY_FIELDS.find((name) => name === issue.path[0]);
    if (!field || errors[field] !== undefined) continue;
    if (
      contactOptional &&
      (field === 'phone' || field === 'email') &&
      values[field].trim() === ''
    ) {
      continue;
    }
    errors[field] = issue.message;
  }
  if (errors.eventDate === undefined && values.eventDate.trim() !== '') {
    const tooEarlyOrLate = eventDateError(values.eventDate.trim(), today);
    if (tooEarlyOrLate) errors.eventDate = tooEarlyOrLate;
  }
  const passed = Object.keys(errors).length === 0;
  return { errors, enquiry: passed && parsed.success ? parsed.data : null };
}
