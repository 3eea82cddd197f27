import { describe, expect, it } from 'vitest';
import { csvCell } from '../../platform/csv';

describe('csvCell', () => {
  it('writes numbers and days as they are, and nothing for a missing rate', () => {
    expect(csvCell(12)).toBe('12');
    expect(csvCell(16.7)).toBe('16.7');
    expect(csvCell('2026-03-01')).toBe('2026-03-01');
    expect(csvCell(null)).toBe('');
  });

  it('keeps text that a spreadsheet would run as a formula from running', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(
      `"'=HYPERLINK(""http://evil.example"")"`,
    );
    for (const start of ['+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1`).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('Sharma, Sons')).toBe('"Sharma, Sons"');
  });
});
