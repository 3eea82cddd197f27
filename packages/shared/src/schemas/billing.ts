import * as t from '@mandap/shared/messages/en/validation-billing';
import { z } from 'zod';
import { GST_STATES, gstinProblem, isGstStateCode, normaliseGstin } from '../gst';
import { requiredText } from './fields';

// Billing details and tax documents as the API carries them (issue 30, decision 0073).

/** A vendor's billing details as the form sends them; the GSTIN is optional. */
export const BillingDetailsBodySchema = z
  .object({
    legalName: requiredText(t.legalNameIsRequired)
      .min(2, t.legalNameMustBeAt)
      .max(200, t.pleaseUseAtMost200),
    address: requiredText(t.billingAddressIsRequired)
      .min(10, t.pleaseGiveTheFullBilling)
      .max(500, t.pleaseUseAtMost500),
    stateCode: z
      .string({ error: t.pleaseChooseTheStateOf })
      .refine(isGstStateCode, { error: t.pleaseChooseTheStateOf }),
    gstin: z
      .string()
      .trim()
      .transform((text) => (text === '' ? null : normaliseGstin(text)))
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((body, ctx) => {
    if (body.gstin === null) return;
    const problem = gstinProblem(body.gstin, body.stateCode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });
export type BillingDetailsBody = z.input<typeof BillingDetailsBodySchema>;

export const BillingDetailsSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  stateCode: z.string(),
  gstin: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;

/** The billing details screen's answer: the details, or null before the vendor gave any. */
export const BillingDetailsReplySchema = z.object({ details: BillingDetailsSchema.nullable() });

export const TAX_DOCUMENT_KINDS = ['plan_invoice', 'commission_invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** How a document names its kind: the title printed on it. */
export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  plan_invoice: t.plan_invoice,
  commission_invoice: t.plan_invoice,
  credit_note: t.credit_note,
};

export const DocumentPartySchema = z.object({
  name: z.string(),
  address: z.string(),
  stateCode: z.string(),
  gstin: z.string().nullable(),
});

export const DocumentLineSchema = z.object({
  description: z.string(),
  sac: z.string(),
  taxablePaise: z.number().int(),
});

/** One issued document, with everything it prints. */
export const TaxDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.iso.datetime(),
  supplier: DocumentPartySchema,
  recipient: DocumentPartySchema,
  placeOfSupply: z.string(),
  taxKind: z.enum(['intra', 'inter']),
  lines: z.array(DocumentLineSchema),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
  totalInWords: z.string(),
  specimen: z.boolean(),
  /** A credit note: the number of the invoice it corrects. */
  refersToNumber: z.string().nullable(),
});
export type TaxDocument = z.infer<typeof TaxDocumentSchema>;

export const TaxDocumentListSchema = z.object({ documents: z.array(TaxDocumentSchema) });

/** The states a billing address may be in, for the form's list, by name. */
export const BILLING_STATE_OPTIONS = Object.entries(GST_STATES)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));
