import { type ReactElement, Suspense, useState } from 'react';

/**
 * Hydration in slices (issue 17, decision 0049). Hydrating a whole server-rendered page is one
 * task of 100 ms and more on a phone's CPU: the page looks ready but ignores taps until it ends.
 * A part of the page wrapped in `HydrateLater` keeps the server's HTML and is hydrated in a task
 * of its own after the parts before it, one part per task, so that no single task blocks for
 * long and a tap is answered between two parts.
 *
 * Only the first hydration of a server-rendered page is sliced (`sliceHydration`, called by the
 * browser's entry around it); every later render, and every page the browser renders itself,
 * renders the part at once.
 */

interface Slot {
  ready: boolean;
  promise: Promise<void>;
}

let slicing = false;
const waiting: (() => void)[] = [];
let channel: MessageChannel | undefined;

/** Asks for a new task: a message is one, without a timer's minimum delay. */
function nextTask(): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = releaseNext;
  }
  channel.port2.postMessage(null);
}

function releaseNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) {
    nextTask();
  } else {
    channel?.port1.close();
    channel = undefined;
  }
}

function takeSlot(): Slot {
  let resolve = () => {};
  const slot: Slot = { ready: false, promise: new Promise<void>((done) => (resolve = done)) };
  waiting.push(() => {
    slot.ready = true;
    resolve();
  });
  if (waiting.length === 1) nextTask();
  return slot;
}

/**
 * Slices the hydration that follows: the parts met until the returned function is called wait,
 * and are hydrated in the order they come in the page, one per task.
 */
export function sliceHydration(): () => void {
  slicing = true;
  return () => {
    slicing = false;
  };
}

function Gate({ slot, children }: { slot: Slot | null; children: ReactElement }) {
  // Suspending while hydrating keeps the server's HTML in place until the slot's task.
  if (slot && !slot.ready) throw slot.promise;
  return children;
}

/**
 * A part of a server-rendered page hydrated in a task of its own. `children` is one element
 * that renders exactly one HTML element (never nothing, never a fragment): the server's HTML kept
 * meanwhile is that element.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const [slot] = useState(() => (slicing ? takeSlot() : null));
  return (
    <Suspense fallback={null}>
      <Gate slot={slot}>{children}</Gate>
    </Suspense>
  );
}
