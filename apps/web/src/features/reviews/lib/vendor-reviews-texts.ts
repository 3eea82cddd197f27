/** The words of the vendor's Reviews screen (issue 31), in one place. */
export const VENDOR_REVIEWS_TEXTS = {
  title: 'Reviews · Mandap',
  back: 'Vendor Portal',
  heading: 'Reviews',
  intro:
    'Every review of your services, newest first, with those waiting for your reply on top. Your reply is public and is given once.',
  loading: 'Loading your reviews...',
  loadFailed: 'We could not load your reviews. Check your connection and try again.',
  empty:
    'No reviews yet. Couples can review you after their event with you; each new review is sent to you here and by e-mail.',
  waiting: (n: number) =>
    n === 0
      ? 'Every review has your reply.'
      : `${n} ${n === 1 ? 'review is' : 'reviews are'} waiting for your reply.`,
  listLabel: 'Reviews of your services',
  waitingBadge: 'Waiting for your reply',
  replyFormLabel: (author: string, title: string) => `Reply to ${author}'s review "${title}"`,
  replied: 'Reply posted. Couples see it under the review.',
} as const;
