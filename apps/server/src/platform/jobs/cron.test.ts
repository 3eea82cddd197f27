import { describe, expect, it } from 'vitest';
import { cronMatches, parseCron } from './cron';

// The in-process runner's reading of cron (pg-boss reads the same expressions with cron-parser).

const at = (iso: string) => new Date(iso);

describe('cron schedules', () => {
  it('matches the minutes an expression names, in UTC by default', () => {
    const hourly = parseCron('7 * * * *');
    expect(cronMatches(hourly, at('2026-03-01T10:07:00Z'))).toBe(true);
    expect(cronMatches(hourly, at('2026-03-01T10:07:59Z'))).toBe(true);
    expect(cronMatches(hourly, at('2026-03-01T10:08:00Z'))).toBe(false);

    const tenMinutes = parseCron('*/10 * * * *');
    expect(cronMatches(tenMinutes, at('2026-03-01T10:30:00Z'))).toBe(true);
    expect(cronMatches(tenMinutes, at('2026-03-01T10:35:00Z'))).toBe(false);

    const officeHours = parseCron('0,30 9-17 * * 1-5');
    expect(cronMatches(officeHours, at('2026-03-02T09:30:00Z'))).toBe(true); // a Monday
    expect(cronMatches(officeHours, at('2026-03-01T09:30:00Z'))).toBe(false); // a Sunday
    expect(cronMatches(officeHours, at('2026-03-02T18:00:00Z'))).toBe(false);
  });

  it('reads the clock of the time zone given', () => {
    // 00:30 in India is 19:00 UTC the day before.
    const daily = parseCron('30 0 * * *');
    expect(cronMatches(daily, at('2026-03-01T19:00:00Z'), 'Asia/Kolkata')).toBe(true);
    expect(cronMatches(daily, at('2026-03-01T19:00:00Z'))).toBe(false);
  });

  it('takes either day when both the day of the month and the weekday are given, as cron does', () => {
    const firstOrSunday = parseCron('0 0 1 * 0');
    expect(cronMatches(firstOrSunday, at('2026-03-01T00:00:00Z'))).toBe(true); // the 1st (a Sunday)
    expect(cronMatches(firstOrSunday, at('2026-04-01T00:00:00Z'))).toBe(true); // the 1st
    expect(cronMatches(firstOrSunday, at('2026-03-08T00:00:00Z'))).toBe(true); // a Sunday
    expect(cronMatches(firstOrSunday, at('2026-03-09T00:00:00Z'))).toBe(false);
    expect(cronMatches(parseCron('0 0 * * 7'), at('2026-03-08T00:00:00Z'))).toBe(true);
  });

  it('says which part of an expression it cannot read', () => {
    expect(() => parseCron('7 * * *')).toThrow(
      'Cron "7 * * *" must have 5 fields: minute hour day month weekday',
    );
    expect(() => parseCron('7 25 * * *')).toThrow('Cron "7 25 * * *": "25" is outside 0-23');
    expect(() => parseCron('7 * * JAN *')).toThrow(
      'Cron "7 * * JAN *": "JAN" is not a number, range or step',
    );
    expect(() => parseCron('*/0 * * * *')).toThrow('"*/0" is outside 0-59 or empty');
  });
});
