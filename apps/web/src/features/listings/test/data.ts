import type { ListingDetail, ListingSummary } from '@mandap/shared/schemas/listings';
import { VENDOR } from '@/test/fake-api';

export function summary(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    listingId: 41,
    category: 'dj',
    firmName: 'Beat Box DJs',
    email: 'beats@example.in',
    phone: '9876543210',
    vendorUniqueId: VENDOR.vendorUniqueId,
    status: 'active',
    plan: 'basic',
    amountPaise: 99900,
    createdAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function detail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    ...summary(),
    houseNo: '12',
    city: 'Pune',
    nearBy: 'FC Road',
    district: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    description: 'Sound and lights for sangeet nights.',
    starRating: null,
    features: [],
    highlights: [],
    media: [],
    ...overrides,
  };
}
