import * as t from '@mandap/shared/messages/en/public-ui';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { ToastMessage } from '@/hooks/use-toast';

interface ToastProps {
  toast: ToastMessage | null;
  onDismiss: () => void;
}

const regionClass =
  'pointer-events-none fixed inset-x-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-50 flex justify-center md:inset-x-auto md:right-6 md:bottom-6';

/**
 * A message floating above the page. Success is announced politely (role="status"), failure at
 * once (role="alert"); both regions stay in the page so screen readers hear what appears in them.
 */
export function Toast({ toast, onDismiss }: ToastProps) {
  return (
    <>
      <div role="status" className={regionClass}>
        {toast?.tone === 'success' ? <ToastCard toast={toast} onDismiss={onDismiss} /> : null}
      </div>
      <div role="alert" className={regionClass}>
        {toast?.tone === 'error' ? <ToastCard toast={toast} onDismiss={onDismiss} /> : null}
      </div>
    </>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ToastMessage; onDismiss: () => void }) {
  const success = toast.tone === 'success';
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl px-4 py-3 text-sm font-medium shadow-lg ${
        success ? 'bg-emerald-700 text-white' : 'bg-red-700 text-white'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1">{toast.text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t.dismiss}
        className="-m-1 rounded-full p-1 transition hover:bg-white/15"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
