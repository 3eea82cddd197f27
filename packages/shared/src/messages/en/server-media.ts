// server-media: moved from the code that says them (issue 32).
export const weAreCheckingManyUploads =
  'We are checking many uploads right now. Please try again in a minute.';
