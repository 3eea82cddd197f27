import type { ListingDetail, ListingSummary } from '@mandap/shared/schemas/listings';
import { listingDetail, listingSummary } from '@/test/listing';

/** The listings screens' DJ in Pune. */
const BEAT_BOX = {
  category: 'dj',
  firmName: 'Beat Box DJs',
  email: 'beats@example.in',
  createdAt: '2026-01-02T10:00:00.000Z',
} as const;

export function summary(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return listingSummary({ ...BEAT_BOX, ...overrides });
}

export function detail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return listingDetail({
    ...BEAT_BOX,
    city: 'Pune',
    nearBy: 'FC Road',
    district: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    description: 'Sound and lights for sangeet nights.',
    ...overrides,
  });
}
