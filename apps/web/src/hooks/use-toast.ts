import { LIMITS } from '@mandap/shared/limits';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastTone = 'success' | 'error';

export interface ToastMessage {
  tone: ToastTone;
  text: string;
}

/** One short-lived message at a time, gone after `durationMs` (spec 9: toasts last 3 seconds). */
export function useToast(durationMs: number = LIMITS.toastMs) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (tone: ToastTone, text: string) => {
      clearTimeout(timer.current);
      setToast({ tone, text });
      timer.current = setTimeout(() => setToast(null), durationMs);
    },
    [durationMs],
  );

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setToast(null);
  }, []);

  return { toast, show, dismiss };
}
