import { LIMITS } from '@mandap/shared/limits';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface HideOnScroll {
  /** True while the page is being scrolled down, away from the top. */
  hidden: boolean;
  /** Shows the bar again, e.g. when one of its links receives keyboard focus. */
  reveal: () => void;
}

/**
 * Hide a fixed bar while scrolling down and show it on scrolling up (spec 2.15). Within
 * `revealTopPx` of the top it always shows, which also covers iOS overscroll bounce.
 */
export function useHideOnScroll(revealTopPx: number = LIMITS.navRevealTopPx): HideOnScroll {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= revealTopPx) setHidden(false);
      else if (y > lastY.current) setHidden(true);
      else if (y < lastY.current) setHidden(false);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [revealTopPx]);

  const reveal = useCallback(() => setHidden(false), []);
  return { hidden, reveal };
}
