import { describe, expect, it } from 'vitest';
import { addMonthsInIndia, grievanceDeadlines, indianDateTime } from './grievances';

describe('grievance deadlines (India time)', () => {
  it('gives 48 hours to acknowledge and one calendar month to resolve', () => {
    // 3 March 2027, 4:05 pm in India.
    const received = new Date('2027-03-03T10:35:00Z');
    const { acknowledgeBy, resolveBy } = grievanceDeadlines(received);
    expect(indianDateTime(acknowledgeBy)).toBe('5 Mar 2027, 4:05 pm');
    expect(indianDateTime(resolveBy)).toBe('3 Apr 2027, 4:05 pm');
  });

  it("counts the month on India's calendar, ending at a shorter month's last day", () => {
    // 31 January 2027, 1:00 am in India is still 30 January in UTC.
    const lateJanuary = new Date('2027-01-30T19:30:00Z');
    expect(indianDateTime(addMonthsInIndia(lateJanuary, 1))).toBe('28 Feb 2027, 1:00 am');
    expect(indianDateTime(addMonthsInIndia(new Date('2028-01-31T06:30:00Z'), 1))).toBe(
      '29 Feb 2028, 12:00 pm',
    );
    expect(indianDateTime(addMonthsInIndia(new Date('2027-12-15T06:30:00Z'), 1))).toBe(
      '15 Jan 2028, 12:00 pm',
    );
  });
});
