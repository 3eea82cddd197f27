import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('offers the first, the last and two pages either side of the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, { gapAfter: 3 }, 20]);
    expect(pageWindow(10, 20)).toEqual([
      1,
      { gapAfter: 1 },
      8,
      9,
      10,
      11,
      12,
      { gapAfter: 12 },
      20,
    ]);
    // A gap of one page shows that page instead of an ellipsis.
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, { gapAfter: 6 }, 20]);
    expect(pageWindow(20, 20)).toEqual([1, { gapAfter: 1 }, 18, 19, 20]);
  });
});
