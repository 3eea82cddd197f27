import * as a from '@mandap/shared/messages/en/account-screens';
import * as t from '@mandap/shared/messages/en/validation-listings';
import { z } from 'zod';
import type { Category } from '../catalogue/categories';
import { LIMITS } from '../limits';
import { HOTEL_STAR_RATINGS, PLAN_IDS } from '../plans';
import { EmailSchema, PhoneSchema, PincodeSchema, requiredText } from './fields';

/** Form values of a registration form as the browser sends them (multipart text fields). */
export interface ListingFormValues {
  firmName: string;
  email: string;
  phone: string;
  houseNo: string;
  city: string;
  nearBy: string;
  district: string;
  state: string;
  pincode: string;
  description: string;
  features: string[];
  plan: string;
  starRating?: string;
}

/** The input a listing field is typed into: its element, keyboard and autofill follow. */
export type ListingInput = 'text' | 'email' | 'tel' | 'numeric' | 'textarea';

/** The part of the registration form a field sits in (spec 2.7's sections). */
export type ListingFieldSection = 'information' | 'address' | 'description';

/** A field's words on one screen. */
export interface ListingFieldText {
  label: string;
  placeholder?: string;
}

interface ListingFieldSpec<Name extends string> extends ListingFieldText {
  name: Name;
  input: ListingInput;
  autoComplete?: string;
  section: ListingFieldSection;
  /** Spans both columns of a two-column form. */
  wide?: true;
  /** The edit screens' words where they are not the registration form's (spec 2.10, 2.11). */
  onEdit?: ListingFieldText;
}

const FIELDS = [
  {
    name: 'firmName',
    label: t.firmName,
    input: 'text',
    autoComplete: 'organization',
    section: 'information',
    wide: true,
  },
  { name: 'email', label: t.email, input: 'email', autoComplete: 'email', section: 'information' },
  {
    name: 'phone',
    label: t.phone,
    input: 'tel',
    autoComplete: 'tel-national',
    placeholder: a.phonePlaceholder,
    section: 'information',
  },
  {
    name: 'houseNo',
    label: t.houseNo,
    input: 'text',
    autoComplete: 'address-line1',
    section: 'address',
  },
  {
    name: 'city',
    label: t.city,
    input: 'text',
    autoComplete: 'address-level2',
    section: 'address',
  },
  {
    name: 'nearBy',
    label: t.nearbyLocation,
    input: 'text',
    placeholder: t.placeholder,
    section: 'address',
    onEdit: { label: t.nearbyLocation },
  },
  { name: 'district', label: t.district, input: 'text', section: 'address' },
  {
    name: 'state',
    label: t.state,
    input: 'text',
    autoComplete: 'address-level1',
    section: 'address',
  },
  {
    name: 'pincode',
    label: t.pincode,
    input: 'numeric',
    autoComplete: 'postal-code',
    placeholder: a.pincodePlaceholder,
    section: 'address',
    onEdit: { label: t.pincode },
  },
  {
    name: 'description',
    label: t.tellUsAboutYourServices,
    input: 'textarea',
    placeholder: t.placeholder2,
    section: 'description',
    onEdit: { label: t.description, placeholder: t.tellUsAboutYourServices },
  },
] as const satisfies readonly ListingFieldSpec<keyof ListingFormValues>[];

/** The name of one of the listing's text fields. */
export type ListingFieldName = (typeof FIELDS)[number]['name'];

/** One of the listing's text fields, as the registration and edit forms show it. */
export type ListingField = ListingFieldSpec<ListingFieldName>;

/**
 * The listing's text fields in form order, shared by the registration and edit forms: both render
 * from it, and their field order and defaults follow from it. The firm name's label on the
 * registration form is the category's own ('Band name'): that screen passes it.
 */
export const LISTING_FIELDS: readonly ListingField[] = FIELDS;

/** The names of the listing's text fields, in form order. */
export const LISTING_TEXT_FIELDS: readonly ListingFieldName[] = LISTING_FIELDS.map(
  (field) => field.name,
);

/** The listing's text values, one per field of LISTING_FIELDS. */
export type ListingText = Pick<ListingFormValues, ListingFieldName>;

/** The listing's text values, each from `valueFor` (a form's defaults: empty, or as stored). */
export function listingText(valueFor: (name: ListingFieldName) => string): ListingText {
  return Object.fromEntries(
    LISTING_TEXT_FIELDS.map((name) => [name, valueFor(name)]),
  ) as ListingText;
}

const HOTEL_STARS = HOTEL_STAR_RATINGS.map(String) as ['2', '3', '4', '5'];

/**
 * The registration form of one category (spec 2.7, 5; R2, R3): the category's own
 * name-required message, its feature options, and the hotel's star rating. The amount is not
 * here: the server computes it.
 */
export function createListingSchema(category: Category) {
  const base = z.object({
    firmName: requiredText(category.nameRequiredMessage).max(120, t.pleaseUseAtMost120),
    email: EmailSchema,
    phone: PhoneSchema,
    houseNo: requiredText(t.houseNoIsRequired).max(120, t.pleaseUseAtMost120),
    city: requiredText(t.cityIsRequired).max(80, t.pleaseUseAtMost80),
    nearBy: requiredText(t.nearbyLocationIsRequired).max(120, t.pleaseUseAtMost120),
    district: requiredText(t.districtIsRequired).max(80, t.pleaseUseAtMost80),
    state: requiredText(t.stateIsRequired).max(80, t.pleaseUseAtMost80),
    pincode: PincodeSchema,
    description: requiredText(t.descriptionIsRequired).max(
      LIMITS.descriptionMaxLength,
      `Please keep the description under ${LIMITS.descriptionMaxLength} characters`,
    ),
    features: z
      .array(
        z.enum(category.features as [string, ...string[]], {
          error: t.pleaseChooseFromTheListed,
        }),
      )
      .default([])
      .transform((features) => [...new Set(features)]),
    plan: z.enum(PLAN_IDS, { error: t.pleaseSelectAPlan }),
  });
  // Only hotels have a star rating; anything sent for another category is ignored.
  if (category.slug !== 'hotel')
    return base.extend({
      starRating: z
        .unknown()
        .optional()
        .transform(() => undefined),
    });
  return base.extend({
    starRating: z
      .enum(HOTEL_STARS, { error: t.pleaseSelectHotelCategory })
      .transform((stars) => Number(stars) as 2 | 3 | 4 | 5),
  });
}
export type CreateListing = z.output<ReturnType<typeof createListingSchema>>;

/**
 * The Edit Services screen's highlight checkboxes (spec 2.10, R10): stored as these English
 * names in every language; shown by their catalogue names (messages/<language>/catalogue-features).
 */
export const HIGHLIGHTS = [
  'Fast Service',
  '24/7 Support',
  'Affordable Price',
  'Premium Quality',
] as const;

/**
 * Editing a listing's details (R10): the registration form's fields and rules, without the plan
 * and price (already paid for) or the category (not editable), plus the highlights.
 */
export function updateListingSchema(category: Category) {
  return createListingSchema(category)
    .omit({ plan: true, starRating: true })
    .extend({
      highlights: z
        .array(z.enum(HIGHLIGHTS, { error: t.pleaseChooseFromTheListed2 }))
        .default([])
        .transform((h) => HIGHLIGHTS.filter((x) => h.includes(x))),
    });
}
export type UpdateListing = z.output<ReturnType<typeof updateListingSchema>>;

export const LISTING_STATUSES = ['pending_payment', 'active', 'suspended', 'expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The reply to a successful listing-form submission (R6). */
export const CreatedListingSchema = z.object({
  listingId: z.number().int(),
  vendorUniqueId: z.string(),
  status: z.enum(LISTING_STATUSES),
  amountPaise: z.number().int(),
});
export type CreatedListingReply = z.infer<typeof CreatedListingSchema>;

/** One row of the vendor's list of listings (spec 3 'Service list item', with status, R4). */
export const ListingSummarySchema = z.object({
  listingId: z.number().int(),
  category: z.string(),
  firmName: z.string(),
  email: z.string(),
  phone: z.string(),
  vendorUniqueId: z.string(),
  status: z.enum(LISTING_STATUSES),
  plan: z.enum(PLAN_IDS),
  amountPaise: z.number().int(),
  createdAt: z.string(),
});
export type ListingSummary = z.infer<typeof ListingSummarySchema>;

export const ListingMediaSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['image', 'video']),
  url: z.string(),
  thumbUrl: z.string().nullable(),
  contentType: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** A listing with everything the vendor entered. */
export const ListingDetailSchema = ListingSummarySchema.extend({
  houseNo: z.string(),
  city: z.string(),
  nearBy: z.string(),
  district: z.string(),
  state: z.string(),
  pincode: z.string(),
  description: z.string(),
  starRating: z.number().int().nullable(),
  features: z.array(z.string()),
  highlights: z.array(z.string()),
  media: z.array(ListingMediaSchema),
});
export type ListingDetail = z.infer<typeof ListingDetailSchema>;
