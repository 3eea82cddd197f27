import { LIMITS } from '@mandap/shared/limits';
import * as t from '@mandap/shared/messages/en/layout';
import { Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { shareOrCopy } from '@/lib/share';

// The public pages, those worth a link (issue 31): home, search, storefronts, the directory and the
// legal pages. Sign-in, accounts, the portal, chat and the console are nobody else's to open.
const SHAREABLE =
  /^\/(?:|vendors(?:\/.*)?|vendorlist|terms-and-conditions|privacy-policy|grievances)\/?$/i;

/** Whether "Share" is offered on a page: its public pages only. */
export function isShareablePath(pathname: string): boolean {
  return SHAREABLE.test(pathname);
}

interface ShareButtonProps {
  className?: string;
}

/** Shares the current page, or copies its link where the browser has no share sheet. */
export function ShareButton({ className }: ShareButtonProps) {
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const announce = (message: string) => {
    setStatus(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(''), LIMITS.toastMs);
  };

  const onClick = async () => {
    const outcome = await shareOrCopy({ title: document.title, url: window.location.href });
    if (outcome === 'copied') announce(t.linkCopied);
    else if (outcome === 'failed') announce(t.couldNotCopyLink);
  };

  return (
    <>
      <button type="button" onClick={onClick} className={className}>
        <Share2 aria-hidden="true" className="size-5" />
        {t.share}
      </button>
      <p
        role="status"
        className={
          status
            ? 'absolute bottom-full left-1/2 mb-3 -translate-x-1/2 rounded-full bg-stone-900 px-4 py-2 text-sm font-medium whitespace-nowrap text-white shadow-lg'
            : 'sr-only'
        }
      >
        {status}
      </p>
    </>
  );
}
