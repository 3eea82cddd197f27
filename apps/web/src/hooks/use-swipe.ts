import { type PointerEvent, useRef } from 'react';

/** How far a finger must travel sideways before it counts as a swipe, in CSS pixels. */
const SWIPE_PX = 40;

/**
 * Pointer handlers that turn a sideways swipe into previous or next. The element needs
 * `touch-action: pan-y` so the browser keeps vertical scrolling and leaves sideways moves to
 * us. `swiped()` tells a click handler that the click ended a swipe and is not a tap.
 */
export function useSwipe(onSwipe: (direction: 'previous' | 'next') => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const lastWasSwipe = useRef(false);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    lastWasSwipe.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    lastWasSwipe.current = true;
    onSwipe(dx < 0 ? 'next' : 'previous');
  };
  const onPointerCancel = () => {
    start.current = null;
  };

  return {
    handlers: { onPointerDown, onPointerUp, onPointerCancel },
    swiped: () => lastWasSwipe.current,
  };
}
