import type {
  Conversation,
  ConversationSummary,
  Enquiry,
  InboxCounts,
  Message,
  Notification,
} from '@mandap/shared/schemas/enquiries';
import type { FakeHandler } from '@/test/fake-api';
import { json } from '@/test/fake-api';
import { enquiry as storefrontEnquiry } from '@/test/marketplace-data';

export const NO_COUNTS: InboxCounts = {
  unreadMessages: 0,
  unreadNotifications: 0,
  newEnquiries: 0,
};

/** GET /api/inbox/counts as the badges poll it. */
export const countsHandler =
  (counts: InboxCounts = NO_COUNTS): FakeHandler =>
  () =>
    json(200, counts);

/** An enquiry to the vendor's listing 41, as the inbox's API answers it. */
export function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return storefrontEnquiry({
    id: 7,
    listingId: 41,
    firmName: 'Shaadi Studio',
    listingUrl: '/Vendors/41/shaadi-studio',
    eventDate: '2026-12-12',
    eventType: 'sangeet',
    message: 'Are you free for our sangeet?',
    createdAt: '2025-11-01T09:00:00.000Z',
    ...overrides,
  });
}

export function message(overrides: Partial<Message> & Pick<Message, 'id'>): Message {
  return {
    from: 'user',
    mine: true,
    body: `Message ${overrides.id}`,
    sentAt: `2025-11-01T09:${String(overrides.id).padStart(2, '0')}:00.000Z`,
    ...overrides,
  };
}

/** A user's view of enquiry 7 with Shaadi Studio: their enquiry, then the vendor's answer. */
export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    enquiry: enquiry(),
    otherName: 'Shaadi Studio',
    messages: [
      message({ id: 1, body: 'Are you free for our sangeet?' }),
      message({ id: 2, from: 'vendor', mine: false, body: 'Yes, we are free that day.' }),
    ],
    olderBefore: null,
    ...overrides,
  };
}

export function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 7,
    listingId: 41,
    firmName: 'Shaadi Studio',
    otherName: 'Shaadi Studio',
    eventDate: '2026-12-12',
    status: 'replied',
    lastMessage: {
      body: 'Yes, we are free that day.',
      mine: false,
      sentAt: '2025-11-01T09:02:00.000Z',
    },
    unread: 0,
    ...overrides,
  };
}

export function notification(
  overrides: Partial<Notification> & Pick<Notification, 'id'>,
): Notification {
  return {
    kind: 'message',
    title: 'New message from Shaadi Studio',
    body: 'Yes, we are free that day.',
    link: '/chat/7',
    createdAt: '2025-11-01T09:02:00.000Z',
    read: false,
    ...overrides,
  };
}
