import * as t from '@mandap/shared/messages/en/public-ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '@/hooks/use-modal';
import { useSwipe } from '@/hooks/use-swipe';
import { type ImageSource, imageBox, imageSrcSet, photoAlt } from '@/lib/images';

interface GalleryDialogProps {
  images: readonly ImageSource[];
  firmName: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const navButtonClass =
  'inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-white/20';

/**
 * The full-screen photo view: a modal dialog over the page (focus moves in and stays in, Escape
 * or Close ends it and focus returns to where it was), the large variant of each photo, and the
 * same arrow keys and swipe as the gallery.
 */
export function GalleryDialog({
  images,
  firmName,
  index,
  onIndexChange,
  onClose,
}: GalleryDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const go = (delta: number) => onIndexChange((index + delta + count) % count);
  const swipe = useSwipe((direction) => go(direction === 'next' ? 1 : -1));
  useModal(panel, { initialFocus: closeButton, onEscape: onClose });

  const current = images[index];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
    // React passes events up through the portal to the gallery, which would move a second time.
    event.stopPropagation();
  };

  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label={t.photosOf(firmName)}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
    >
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <p aria-live="polite" className="text-sm font-medium">
          {t.photoNumber(index + 1, count)}
        </p>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-4 py-2 text-sm font-medium transition hover:bg-white/20"
        >
          <X aria-hidden="true" className="size-4" />
          {t.close}
        </button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4 select-none"
        {...swipe.handlers}
      >
        {current ? (
          <img
            key={current.url}
            src={current.url}
            // Full screen: a phone held upright takes the thumb when it is sharp enough.
            srcSet={imageSrcSet(current)}
            sizes="100vw"
            {...imageBox(current)}
            alt={photoAlt(firmName, index, count)}
            decoding="async"
            draggable={false}
            className="max-h-full max-w-full object-contain"
          />
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t.previousPhoto}
              className={`${navButtonClass} absolute top-1/2 left-3 -translate-y-1/2`}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t.nextPhoto}
              className={`${navButtonClass} absolute top-1/2 right-3 -translate-y-1/2`}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
