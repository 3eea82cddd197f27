import type { ListingDetail } from '@mandap/shared/schemas/listings';

/** One of the vendor's listings as GET /api/vendor/listings/:id answers. */
export function listingDetail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    listingId: 41,
    category: 'photo-video',
    firmName: 'Shaadi Studio',
    email: 'studio@example.in',
    phone: '9876543210',
    vendorUniqueId: 'VND-7K3M9QX2',
    status: 'active',
    plan: 'basic',
    amountPaise: 99_900,
    createdAt: '2025-10-01T09:00:00.000Z',
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
