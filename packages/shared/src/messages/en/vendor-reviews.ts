// The vendor's Reviews screen (issue 31): every review of their services, and their replies.

export const reviews = {
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
  stars: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'} out of 5`,
  verified: (month: string) => `Verified enquiry · ${month}`,
  event: (month: string) => `Event · ${month}`,
  reported: 'Reported: our team is looking at it',
  photosLabel: (author: string) => `Photos in ${author}'s review`,
  photoLabel: (n: number, of: number) => `Open photo ${n} of ${of}`,
  yourReply: 'Your public reply',
  replyLabel: 'Your public reply',
  replyHint: 'Everyone can read it under the review. You can reply once.',
  send: 'Send reply',
  sending: 'Sending...',
  replyFailed: 'Your reply could not be sent just now. Please try again.',
  unreachable: 'Mandap could not be reached. Check your connection and try again.',
};
