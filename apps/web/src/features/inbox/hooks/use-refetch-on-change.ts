import { useEffect, useRef } from 'react';

/**
 * Calls `refetch` when `value` changes after it is first known: the badge poll (a few numbers
 * every 20 s) tells a list when to ask again, so the list needs no timer of its own.
 */
export function useRefetchOnChange(value: string | number | undefined, refetch: () => unknown) {
  const last = useRef(value);
  useEffect(() => {
    if (value === undefined) return;
    if (last.current !== undefined && value !== last.current) refetch();
    last.current = value;
  }, [value, refetch]);
}
