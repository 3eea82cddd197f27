import type { VendorHome } from '@mandap/shared/schemas/vendor-home';

// GET /api/vendor/home replies for the web tests (issue 31).

/** A home with nothing waiting, no listings, no figures. */
export function emptyVendorHome(overrides: Partial<VendorHome> = {}): VendorHome {
  return {
    waitingEnquiries: [],
    waitingCount: 0,
    bookings: [],
    reviews: [],
    reviewsCount: 0,
    listings: [],
    listingCount: 0,
    month: { thisMonth: { views: 0, enquiries: 0 }, lastMonth: { views: 0, enquiries: 0 } },
    response: {
      received: 0,
      replied: 0,
      ratePercent: null,
      medianReplyMinutes: null,
      replyTimeText: null,
      shownOnStorefront: false,
      badges: [],
    },
    ...overrides,
  };
}

/** A busy vendor's home: something in every section. */
export function busyVendorHome(overrides: Partial<VendorHome> = {}): VendorHome {
  return emptyVendorHome({
    waitingEnquiries: [
      {
        enquiryId: 71,
        listingId: 42,
        firmName: 'Dhol Baaje Band',
        coupleName: 'Ravi Kumar',
        eventType: 'wedding',
        eventDate: '2027-02-14',
        receivedAt: '2026-11-26T09:00:00.000Z',
        waiting: 'waiting 2 days',
      },
      {
        enquiryId: 75,
        listingId: 42,
        firmName: 'Dhol Baaje Band',
        coupleName: 'Asha Verma',
        eventType: 'sangeet',
        eventDate: '2027-01-20',
        receivedAt: '2026-11-28T06:00:00.000Z',
        waiting: 'waiting 3 hours',
      },
    ],
    waitingCount: 2,
    bookings: [
      {
        enquiryId: 60,
        listingId: 42,
        firmName: 'Dhol Baaje Band',
        coupleName: 'Meera Shah',
        eventType: 'reception',
        eventDate: '2026-11-29',
        thisWeek: true,
      },
      {
        enquiryId: 61,
        listingId: 42,
        firmName: 'Dhol Baaje Band',
        coupleName: 'Kabir Rao',
        eventType: 'wedding',
        eventDate: '2027-03-05',
        thisWeek: false,
      },
    ],
    reviews: [
      {
        reviewId: 9,
        listingId: 42,
        firmName: 'Dhol Baaje Band',
        rating: 4,
        title: 'Everyone danced',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    reviewsCount: 1,
    listings: [
      {
        listingId: 43,
        firmName: 'Marigold Rasoi',
        category: 'catering',
        vendorUniqueId: 'VND-7K3M9QX2',
        needs: ['payment', 'photos', 'prices'],
        freeUntilDay: null,
      },
      {
        listingId: 42,
        firmName: 'Dhol Baaje Band',
        category: 'band',
        vendorUniqueId: 'VND-7K3M9QX2',
        needs: ['freeEnding'],
        freeUntilDay: '2026-12-10',
      },
    ],
    listingCount: 2,
    month: { thisMonth: { views: 120, enquiries: 6 }, lastMonth: { views: 95, enquiries: 4 } },
    response: {
      received: 8,
      replied: 8,
      ratePercent: 100,
      medianReplyMinutes: 40,
      replyTimeText: 'Usually replies within 40 minutes',
      shownOnStorefront: true,
      badges: ['Replies fast'],
    },
    ...overrides,
  });
}
