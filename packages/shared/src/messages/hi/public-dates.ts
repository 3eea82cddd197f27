// Names of months and weekdays, for dates printed the same by the server and any browser.

export const monthNames = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const;

/** Each weekday, Sunday first: short name, full name, and two letters for a calendar's head. */
export const weekdays = [
  ['रवि', 'रविवार', 'र'],
  ['सोम', 'सोमवार', 'सो'],
  ['मंगल', 'मंगलवार', 'मं'],
  ['बुध', 'बुधवार', 'बु'],
  ['गुरु', 'गुरुवार', 'गु'],
  ['शुक्र', 'शुक्रवार', 'शु'],
  ['शनि', 'शनिवार', 'श'],
] as const;
