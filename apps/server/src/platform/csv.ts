// CSV for the downloads people open in a spreadsheet (analytics, the audit log).

/**
 * A CSV cell. Text that a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) is prefixed with an apostrophe (OWASP's advice on CSV injection); a cell with
 * a comma, quote or line break is quoted.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV (RFC 4180: CRLF line ends). */
export function csvLines(rows: readonly (readonly (string | number | null)[])[]): string {
  return `${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
