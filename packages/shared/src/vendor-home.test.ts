import { describe, expect, it } from 'vitest';
import {
  earnedBadges,
  enoughToSay,
  median,
  replyTimeWords,
  responseFigures,
  usuallyRepliesText,
  waitingWords,
} from './vendor-home';

describe('response figures (decision 0077)', () => {
  it('takes the median, the middle two averaged for an even count', () => {
    expect(median([])).toBeNull();
    expect(median([30])).toBe(30);
    expect(median([600, 20, 90])).toBe(90);
    expect(median([20, 40, 90, 600])).toBe(65);
  });

  it('rates replies as whole percent, null without enquiries', () => {
    expect(responseFigures(0, [])).toEqual({
      received: 0,
      replied: 0,
      ratePercent: null,
      medianReplyMinutes: null,
    });
    expect(responseFigures(3, [10, 20])).toMatchObject({ ratePercent: 67, medianReplyMinutes: 15 });
  });

  it.each([
    [0, 'within 5 minutes'],
    [3, 'within 5 minutes'],
    [12, 'within 15 minutes'],
    [55.5, 'within an hour'],
    [60, 'within an hour'],
    [61, 'within 2 hours'],
    [120, 'within 2 hours'],
    [12 * 60, 'within 12 hours'],
    [12 * 60 + 1, 'within a day'],
    [24 * 60, 'within a day'],
    [24 * 60 + 1, 'within 2 days'],
  ])('words %s minutes as "%s"', (minutes, words) => {
    expect(replyTimeWords(minutes)).toBe(words);
  });

  it('says "Usually replies within …" only with a reply to measure', () => {
    expect(usuallyRepliesText(responseFigures(5, []))).toBeNull();
    expect(usuallyRepliesText(responseFigures(5, [100]))).toBe('Usually replies within 2 hours');
  });

  it('needs 5 enquiries to say anything, and earns "Replies fast" at 90% and under 2 hours', () => {
    expect(enoughToSay(responseFigures(4, [1, 1, 1, 1]))).toBe(false);
    expect(earnedBadges(responseFigures(4, [1, 1, 1, 1]))).toEqual([]);
    expect(enoughToSay(responseFigures(5, [1]))).toBe(true);
    // 9 of 10 (90%), median 119 minutes: earned.
    expect(earnedBadges(responseFigures(10, Array(9).fill(119)))).toEqual(['Replies fast']);
    // 120 minutes is not under 2 hours.
    expect(earnedBadges(responseFigures(10, Array(9).fill(120)))).toEqual([]);
    // 8 of 10 (80%) is not enough.
    expect(earnedBadges(responseFigures(10, Array(8).fill(5)))).toEqual([]);
  });

  it('words a wait in whole minutes, hours or days', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(waitingWords(ago(20_000), now)).toBe('waiting less than a minute');
    expect(waitingWords(ago(60_000), now)).toBe('waiting 1 minute');
    expect(waitingWords(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe('waiting 3 hours');
    expect(waitingWords(ago(25 * 3_600_000), now)).toBe('waiting 1 day');
    expect(waitingWords(ago(50 * 3_600_000), now)).toBe('waiting 2 days');
  });
});
