import { useCallback, useEffect, useRef } from 'react';
import { type Blocker, type BlockerFunction, useBlocker } from 'react-router';

export interface UnsavedChanges {
  /** 'blocked' while the person is asked whether to leave: proceed() leaves, reset() stays. */
  blocker: Blocker;
  /** Lets every later navigation through without asking (the form sends the person on itself). */
  allowLeaving: () => void;
}

/**
 * Guards a form with unsaved changes: a link or navigation to another page in the app is held
 * for the person to confirm (show `blocker` in a LeaveFormDialog), and a reload, a closed tab or
 * a typed address gets the browser's own question. Changes of the query or hash alone pass.
 */
export function useUnsavedChanges(unsaved: boolean): UnsavedChanges {
  const latest = useRef(unsaved);
  latest.current = unsaved;
  const allowed = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      latest.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);
  return { blocker, allowLeaving };
}
