import type { NewGrievance } from '@mandap/shared/schemas/grievances';

/** The grievance form as typed. */
export interface GrievanceFormValues {
  name: string;
  email: string;
  /** A GRIEVANCE_SUBJECTS value, or '' before one is chosen. */
  subject: string;
  details: string;
  link: string;
}

/** The form's fields in the order they are shown: the first refused one gets the focus. */
export const GRIEVANCE_FIELDS = [
  'name',
  'email',
  'subject',
  'details',
  'link',
] as const satisfies readonly (keyof GrievanceFormValues)[];

export type GrievanceField = (typeof GRIEVANCE_FIELDS)[number];

export const EMPTY_GRIEVANCE: GrievanceFormValues = {
  name: '',
  email: '',
  subject: '',
  details: '',
  link: '',
};

/** The form checked by the server's own schema (loaded at the first check). */
export async function checkGrievance(values: GrievanceFormValues): Promise<{
  errors: Partial<Record<GrievanceField, string>>;
  grievance: NewGrievance | null;
}> {
  const { NewGrievanceSchema } = await import('@mandap/shared/schemas/grievances');
  const parsed = NewGrievanceSchema.safeParse({
    ...values,
    subject: values.subject === '' ? undefined : values.subject,
  });
  const errors: Partial<Record<GrievanceField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = GRIEVANCE_FIELDS.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors, grievance: parsed.success ? parsed.data : null };
}
