import * as t from '@mandap/shared/messages/en/public-storefront';
import { ChevronLeft, ChevronRight, ImageOff, Maximize2 } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { GalleryDialog } from '@/components/ui/gallery-dialog';
import { useSwipe } from '@/hooks/use-swipe';
import { type ImageSource, imageBox, imageSrcSet, photoAlt } from '@/lib/images';

interface GalleryProps {
  images: readonly ImageSource[];
  /** Names the photos for screen readers: 'Shaadi Beats, photo 2 of 6'. */
  firmName: string;
}

const arrowButtonClass =
  'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-maroon-900 shadow-md ring-1 ring-black/5 transition hover:bg-white';

/**
 * Every photo of a listing: one large at a time, thumbnails to pick from, the arrow keys and a
 * sideways swipe to move, and a full-screen view. Starts on the first photo on the server and
 * in the browser alike, so hydration matches.
 */
export function Gallery({ images, firmName }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const count = images.length;
  const go = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const swipe = useSwipe((direction) => go(direction === 'next' ? 1 : -1));

  if (count === 0) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-2xl bg-sand text-stone-600 sm:aspect-[16/10]">
        <ImageOff aria-hidden="true" className="size-10 text-maroon-300" />
        <p>{t.noPhotos}</p>
      </div>
    );
  }

  const current = images[index] ?? images[0];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'Home') setIndex(0);
    else if (event.key === 'End') setIndex(count - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.photos}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-2"
    >
      <div
        className="relative overflow-hidden rounded-2xl bg-maroon-950 touch-pan-y select-none"
        {...swipe.handlers}
      >
        <button
          type="button"
          onClick={() => {
            if (!swipe.swiped()) setFullScreen(true);
          }}
          aria-label={t.viewFullScreen(index + 1, count)}
          // The box clips outside it: the ring goes inside, in marigold on the dark frame.
          className="focus-on-dark focus-inset block aspect-[4/3] w-full cursor-zoom-in sm:aspect-[16/10]"
        >
          <img
            key={current.url}
            src={current.url}
            srcSet={imageSrcSet(current)}
            sizes="(min-width: 1024px) 720px, 100vw"
            {...imageBox(current)}
            alt={photoAlt(firmName, index, count)}
            // The first photo is what a visitor sees first: fetch it before anything else.
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
            draggable={false}
            className="size-full object-contain"
          />
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t.previousPhoto}
              className={`${arrowButtonClass} left-2`}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t.nextPhoto}
              className={`${arrowButtonClass} right-2`}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        ) : null}
        <p
          aria-live="polite"
          className="absolute bottom-2 left-2 rounded-full bg-black/60 px-2.5 py-0.5 text-xs font-medium text-white"
        >
          {t.photoNumber(index + 1, count)}
        </p>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2.5 py-0.5 text-xs font-medium text-white"
        >
          <Maximize2 className="size-3.5" />
          {t.fullScreen}
        </span>
      </div>
      {count > 1 ? (
        <ul aria-label={t.allPhotos} className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t.showPhoto(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                className="block overflow-hidden rounded-lg opacity-70 ring-2 ring-transparent transition hover:opacity-100 aria-[current]:opacity-100 aria-[current]:ring-marigold-500"
              >
                <img
                  src={image.thumbUrl ?? image.url}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  className="h-14 w-20 object-cover sm:h-16 sm:w-24"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fullScreen ? (
        <GalleryDialog
          images={images}
          firmName={firmName}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setFullScreen(false)}
        />
      ) : null}
    </section>
  );
}
