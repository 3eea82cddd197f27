import { LIMITS } from '@mandap/shared/limits';
import * as t from '@mandap/shared/messages/en/public-shortlist';
import type { SearchResult } from '@mandap/shared/schemas/marketplace';
import { Heart, X } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useShortlistQuery, useShortlistToggle } from '@/features/shortlist/api/shortlist';
import { keepWantedListing, takeWantedListing } from '@/features/shortlist/lib/wanted-listings';
import { useSession } from '@/hooks/use-session';
import { refusalMessage } from '@/lib/api-client';
import { withRedirectTo } from '@/lib/safe-redirect';

interface ShortlistHeartProps {
  /** The listing as a search card: what the shortlist shows at once when it is added. */
  listing: SearchResult;
  /** 'card' sits on a result card's photo; 'page' beside a storefront's heading. */
  variant?: 'card' | 'page';
  /**
   * Places the heart: the box it sits at the right of, and that a note (an error, the vendor's
   * note) opens in under it. The box lets clicks through to what is beneath it.
   */
  className?: string;
}

interface Note {
  tone: 'error' | 'info';
  text: string;
}

/** Shown to a vendor who presses the heart: the shortlist belongs to couples' accounts. */
export const VENDOR_SHORTLIST_NOTE = t.vendorNote;

const buttonClass = {
  card: 'size-10 bg-white/95 shadow-sm ring-1 ring-maroon-100 hover:bg-white',
  page: 'size-11 border border-maroon-200 bg-white shadow-sm hover:bg-maroon-50',
} as const;

/**
 * The shortlist heart: a toggle button whose pressed state screen readers announce. The server's
 * render and the browser's first render always show it not pressed (the page is the same for
 * everyone); it fills in once the browser knows a user is signed in and has their shortlist.
 * A visitor's tap is kept while they sign in, then added; a vendor is told shortlists are for
 * couples.
 */
export function ShortlistHeart({ listing, variant = 'card', className = '' }: ShortlistHeartProps) {
  const session = useSession();
  const shortlist = useShortlistQuery();
  const toggle = useShortlistToggle();
  const navigate = useNavigate();
  const location = useLocation();
  const [note, setNote] = useState<Note | null>(null);
  const noteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const firm = listing.firmName;
  const isUser = session.status === 'user';
  const pressed =
    isUser && (shortlist.data?.items.some((item) => item.listingId === listing.listingId) ?? false);

  useEffect(() => () => clearTimeout(noteTimer.current), []);

  const show = (next: Note) => {
    clearTimeout(noteTimer.current);
    setNote(next);
    // Long enough to read a sentence; the close button ends it sooner.
    noteTimer.current = setTimeout(() => setNote(null), LIMITS.toastMs * 2);
  };

  const change = (shortlisted: boolean) => {
    clearTimeout(noteTimer.current);
    setNote(null);
    toggle.mutate(
      { listing, shortlisted },
      {
        onError: (error) =>
          show({
            tone: 'error',
            text: refusalMessage(error, shortlisted ? t.couldNotAdd(firm) : t.couldNotRemove(firm)),
          }),
      },
    );
  };

  // A visitor who tapped this heart and has now signed in as a user: add it, once.
  const addWanted = useEffectEvent(() => {
    if (takeWantedListing(listing.listingId)) change(true);
  });
  useEffect(() => {
    if (isUser) addWanted();
  }, [isUser]);

  const onClick = () => {
    if (session.status === 'user') {
      change(!pressed);
    } else if (session.status === 'vendor') {
      show({ tone: 'info', text: VENDOR_SHORTLIST_NOTE });
    } else {
      // Signed out (or not known yet: a signed-in user is sent straight back by the login page).
      keepWantedListing(listing.listingId);
      navigate(
        withRedirectTo(paths.userLogin, `${location.pathname}${location.search}${location.hash}`),
      );
    }
  };

  return (
    <div className={`pointer-events-none flex flex-col items-end gap-2 ${className}`}>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={pressed ? t.removeFrom(firm) : t.add(firm)}
        onClick={onClick}
        className={`pointer-events-auto inline-flex items-center justify-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marigold-500 ${buttonClass[variant]}`}
      >
        <Heart
          aria-hidden="true"
          className={`size-5 transition ${pressed ? 'fill-red-600 text-red-600' : 'text-maroon-800'}`}
        />
      </button>
      {note ? (
        <div
          role={note.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-64 items-start gap-2 rounded-xl px-3 py-2 text-left text-sm font-medium shadow-lg ${
            note.tone === 'error' ? 'bg-red-700 text-white' : 'bg-stone-900 text-white'
          }`}
        >
          <p className="flex-1">{note.text}</p>
          <button
            type="button"
            onClick={() => setNote(null)}
            aria-label={t.dismiss}
            className="-m-1 rounded-full p-1 transition hover:bg-white/15"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
