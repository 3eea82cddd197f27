import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHideOnScroll } from './use-hide-on-scroll';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
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
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(50);
    expect(result.current.hidden).toBe(true);
    scrollTo(400);
    expect(result.current.hidden).toBe(true);
    scrollTo(380);
    expect(result.current.hidden).toBe(false);
    scrollTo(600);
    expect(result.current.hidden).toBe(true);
  });

  it('always shows within 10px of the top, even while scrolling down', () => {
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(4);
    expect(result.current.hidden).toBe(false);
    scrollTo(10);
    expect(result.current.hidden).toBe(false);
    scrollTo(11);
    expect(result.current.hidden).toBe(true);
    scrollTo(300);
    scrollTo(8);
    expect(result.current.hidden).toBe(false);
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
