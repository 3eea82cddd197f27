// Names of months and weekdays, for dates printed the same by the server and any browser.

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Each weekday, Sunday first: short name, full name, and two letters for a calendar's head. */
export const weekdays = [
  ['Sun', 'Sunday', 'Su'],
  ['Mon', 'Monday', 'Mo'],
  ['Tue', 'Tuesday', 'Tu'],
  ['Wed', 'Wednesday', 'We'],
  ['Thu', 'Thursday', 'Th'],
  ['Fri', 'Friday', 'Fr'],
  ['Sat', 'Saturday', 'Sa'],
] as const;
