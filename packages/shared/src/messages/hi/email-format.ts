// How e-mails write dates and counts in Hindi (issue 32): '15 जनवरी 2026', 1,25,000.
const LONG_DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** A moment, India time: '3 मार्च 2027, 4:05 pm'. */
export const dateTime = (at: Date) => {
  const date = at.toLocaleDateString('hi-IN', { ...LONG_DAY, timeZone: 'Asia/Kolkata' });
  const time = at
    .toLocaleTimeString('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    })
    .replace(/\b(AM|PM)\b/i, (m) => m.toLowerCase());
  return `${date}, ${time}`;
};
/** A calendar day ('YYYY-MM-DD'): '14 फ़रवरी 2027'. */
export const day = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('hi-IN', { ...LONG_DAY, timeZone: 'UTC' });
/** Hindi months are not shortened (जन॰ reads badly): the same as `day`. */
export const dayShort = (isoDay: string) => day(isoDay);
/** A count the Indian way: 1,25,000 (digits as every Indian form writes them). */
export const count = (n: number) => n.toLocaleString('en-IN');
