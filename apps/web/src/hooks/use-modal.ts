import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
}

interface ModalOptions {
  /** The element focused on open (else the panel). */
  initialFocus: RefObject<HTMLElement | null>;
  /** Escape: absent while Escape must do nothing. */
  onEscape: (() => void) | undefined;
}

/**
 * Makes `panel` modal while it is mounted: the rest of the page inert and unscrolled, focus
 * moved in and kept in (Tab and Shift+Tab wrap), Escape handled, and focus given back to what
 * had it when the modal closes. `panel` is rendered in a portal directly under <body>.
 */
export function useModal(panel: RefObject<HTMLElement | null>, options: ModalOptions): void {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Everything beside the portal stops taking focus and clicks.
    let host: Element = node;
    while (host.parentElement && host.parentElement !== document.body) host = host.parentElement;
    const others = Array.from(document.body.children).filter(
      (element) => element !== host && !element.hasAttribute('inert'),
    );
    for (const element of others) element.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (latest.current.initialFocus.current ?? node).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        const onEscape = latest.current.onEscape;
        if (onEscape) {
          event.preventDefault();
          onEscape();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(node);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        node.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !node.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !node.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes anyway (a click on the page behind) comes back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !node.contains(event.target)) {
        (focusableIn(node)[0] ?? node).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      for (const element of others) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [panel]);
}
