import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page's heading may take to appear (its data loading) before focus gives up. */
export const HEADING_WAIT_MS = 5000;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(element: Element | null): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/** Focuses the first h1 in `container`, focusable by script only; false when there is none. */
function focusHeading(container: HTMLElement): boolean {
  const heading = container.querySelector('h1');
  if (!heading) return false;
  // tabindex -1: reachable by script, not by Tab, and without a ring (index.css).
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a client-side route change, focus moves to the new page's main heading, so a keyboard
 * or screen-reader user starts at the top of the new page and hears its name, once (no live
 * region says it again). Not on the first load, not when only the query or the hash changes (a
 * search filter keeps its focus), and not when focus is on a field still in the page (a filter
 * that changes the path). A page whose heading waits for its data gets focus when it appears,
 * unless focus moved meanwhile.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const container = main.current;
    const active = document.activeElement;
    if (!container || (isField(active) && active.isConnected)) return;
    if (focusHeading(container)) return;

    const focusedBefore = document.activeElement;
    const observer = new MutationObserver(() => {
      if (document.activeElement !== focusedBefore || focusHeading(container)) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
