/**
 * Cities offered on the home page and as 'where' suggestions: India's largest wedding markets.
 * A fixed list, so the home page needs no extra query and reads the same for everyone.
 */
export const POPULAR_CITIES = [
  'Delhi',
  'Mumbai',
  'Bengaluru',
  'Hyderabad',
  'Jaipur',
  'Chennai',
  'Kolkata',
  'Pune',
  'Ahmedabad',
  'Lucknow',
  'Chandigarh',
  'Udaipur',
] as const;
