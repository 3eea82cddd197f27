import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHideOnScroll } from './use-hide-on-scroll';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

/** Scrolls to each position in turn; whether the bar is hidden after each. */
function hiddenAfterScrolling(positions: number[]): boolean[] {
  const { result } = renderHook(() => useHideOnScroll());
  return positions.map((y) => {
    scrollTo(y);
    return result.current.hidden;
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useHideOnScroll', () => {
  it('is shown at first', () => {
    const { result } = renderHook(() => useHideOnScroll());
    expect(result.current.hidden).toBe(false);
  });

  it('hides when scrolling down past 10px and shows again when scrolling up', () => {
    expect(hiddenAfterScrolling([50, 400, 380, 600])).toEqual([true, true, false, true]);
  });

  it('always shows within 10px of the top, even while scrolling down', () => {
    expect(hiddenAfterScrolling([4, 10, 11, 300, 8])).toEqual([false, false, true, true, false]);
  });

  it('reveal() shows a hidden bar', () => {
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(200);
    expect(result.current.hidden).toBe(true);
    act(() => result.current.reveal());
    expect(result.current.hidden).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const { result, unmount } = renderHook(() => useHideOnScroll());
    unmount();
    scrollTo(500);
    expect(result.current.hidden).toBe(false);
  });
});
