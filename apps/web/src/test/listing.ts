import type { ListingDetail, ListingSummary } from '@mandap/shared/schemas/listings';
import { VENDOR } from '@/test/fake-api';

/**
 * The text fields of a listing as a vendor fills in the listing form, in the form's order (and
 * the order the form sends them in).
 */
export const LISTING_TEXT = {
  firmName: 'Shubh Palace',
  email: 'stay@shubh.in',
  phone: '9876543210',
  houseNo: '12',
  city: 'Jaipur',
  nearBy: 'Hawa Mahal',
  district: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302002',
  description: 'Rooms and a hall.',
} as const;

export type ListingTextField = keyof typeof LISTING_TEXT;

/** Each text field's label on the listing form (the firm name's changes with the category). */
export const LISTING_TEXT_LABELS: Readonly<Record<ListingTextField, string>> = {
  firmName: 'Firm name',
  email: 'Email',
  phone: 'Phone',
  houseNo: 'House No.',
  city: 'City',
  nearBy: 'Nearby location',
  district: 'District',
  state: 'State',
  pincode: 'Pincode',
  description: 'Tell us about your services',
};

/** One of the signed-in vendor's listings as GET /api/vendor/listings answers. */
export function listingSummary(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    listingId: 41,
    category: 'photo-video',
    firmName: 'Shaadi Studio',
    email: 'studio@example.in',
    phone: '9876543210',
    vendorUniqueId: VENDOR.vendorUniqueId,
    status: 'active',
    plan: 'basic',
    amountPaise: 99_900,
    createdAt: '2025-10-01T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * One of the vendor's listings as GET /api/vendor/listings/:id answers (what the edit, prices,
 * payment and availability screens read); `overrides` may change its summary's fields too.
 */
export function listingDetail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    ...listingSummary(),
    houseNo: '12',
    city: 'Jaipur',
    nearBy: 'MI Road',
    district: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302001',
    description: 'Wedding photography.',
    starRating: null,
    features: [],
    highlights: [],
    media: [],
    ...overrides,
  };
}
