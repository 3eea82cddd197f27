import { addDays } from './dates';

// Enquiries' event types, statuses and date rule (issue 15), without zod: the storefront's first
// view shows them; the schemas are in schemas/enquiries.ts.

export const EVENT_TYPES = [
  'wedding',
  'engagement',
  'reception',
  'mehndi',
  'haldi',
  'sangeet',
  'birthday',
  'corporate',
  'other',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  wedding: 'Wedding',
  engagement: 'Engagement',
  reception: 'Reception',
  mehndi: 'Mehndi',
  haldi: 'Haldi',
  sangeet: 'Sangeet',
  birthday: 'Birthday',
  corporate: 'Corporate event',
  other: 'Other',
};

export const ENQUIRY_STATUSES = ['new', 'replied', 'booked', 'declined'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  replied: 'Replied',
  booked: 'Booked',
  declined: 'Declined',
};

/**
 * The same statuses as the couple who sent the enquiry reads them (issue 31): theirs is 'Sent'
 * until the vendor answers, not 'New', which is the vendor's word for what is waiting for them.
 */
export const COUPLE_ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  ...ENQUIRY_STATUS_LABELS,
  new: 'Sent',
};

/** An enquiry's status in the words of who is looking: the vendor, or the couple who sent it. */
export function enquiryStatusLabel(status: EnquiryStatus, viewer: 'vendor' | 'user'): string {
  return (viewer === 'user' ? COUPLE_ENQUIRY_STATUS_LABELS : ENQUIRY_STATUS_LABELS)[status];
}

/** How far ahead an event may be: enquiries and booked dates beyond this are typing mistakes. */
export const MAX_DAYS_AHEAD = 3 * 366;

/**
 * Why an event date cannot be used on `today` (India's day), or null. The schema checks the
 * shape; this checks the calendar, with the server's clock on the server.
 */
export function eventDateError(day: string, today: string): string | null {
  if (day < today) return 'The event date cannot be in the past.';
  if (day > addDays(today, MAX_DAYS_AHEAD)) return 'Choose an event date within the next 3 years.';
  return null;
}
