/** Where a sign-in's notice waits for the page it goes on to (decision 0072). */
export const signInNoticeKey = ['sign-in-notice'] as const;
