import { EDIT_MEDIA, LISTING_MEDIA_CAPS, listingCapMessage } from '@mandap/shared/media';
import * as t from '@mandap/shared/messages/en/vendor-listings';
import type { ListingDetail } from '@mandap/shared/schemas/listings';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { GovernmentIdNotice } from '@/components/ui/government-id-notice';
import {
  deleteMedia,
  isNotFound,
  listingQueryKey,
  uploadMedia,
} from '@/features/listings/api/listings';
import { BackButton } from '@/features/listings/components/back-button';
import { DeleteMediaDialog } from '@/features/listings/components/delete-media-dialog';
import { MediaPicker } from '@/features/listings/components/media-picker';
import {
  Alert,
  Card,
  ListingsPage,
  Loading,
  primaryButton,
  Success,
} from '@/features/listings/components/page';
import { usePageListing } from '@/features/listings/hooks/use-page-listing';
import { MISSING_LISTING_ID } from '@/features/listings/lib/listing-params';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { shrinkImage } from '@/lib/shrink-image';

const SOMETHING_WRONG = t.somethingWrong;
const MB = 1024 * 1024;

/** The limits of spec 5 'Edit Media', shown under the inputs before anything is picked. */
export const EDIT_MEDIA_HINTS = {
  image: t.imageHint(EDIT_MEDIA.image.maxBytes / MB),
  video: t.videoHint(EDIT_MEDIA.video.maxBytes / MB),
} as const;
export const LISTING_NOT_FOUND = t.listingNotFound;

/** /editMedia: add an image (and a video) to a listing, or delete its media (spec 2.12, 5, 8). */
export function EditMediaScreen() {
  const { listingId, listing } = usePageListing();

  let body: React.ReactNode;
  if (listingId === null) body = <Alert>{MISSING_LISTING_ID}</Alert>;
  else if (isNotFound(listing.error)) body = <Alert>{LISTING_NOT_FOUND}</Alert>;
  else if (listing.isError) body = <Alert>{t.mediaLoadFailed}</Alert>;
  else if (listing.isPending) body = <Loading>{t.loadingMedia}</Loading>;
  else
    body = (
      <>
        <UploadForm listing={listing.data} />
        <MediaLists listing={listing.data} />
      </>
    );

  return (
    <ListingsPage
      title={t.editMedia}
      heading={t.editMedia}
      subheading={
        listing.data
          ? `${listing.data.firmName} · ${t.serviceNumber(listing.data.listingId)}`
          : undefined
      }
    >
      {body}
      <div>
        <BackButton />
      </div>
    </ListingsPage>
  );
}

/**
 * What stops this upload before it is sent: the listing already has as many images as it may
 * (an upload always adds one), or as many videos when a video is chosen. The server checks the
 * same and says so in the same words.
 */
function capReached(media: ListingDetail['media'], addingVideo: boolean): string | null {
  const images = media.filter((m) => m.kind === 'image').length;
  const videos = media.length - images;
  if (images >= LISTING_MEDIA_CAPS.image) return listingCapMessage('image', images);
  if (addingVideo && videos >= LISTING_MEDIA_CAPS.video) return listingCapMessage('video', videos);
  return null;
}

function UploadForm({ listing }: { listing: ListingDetail }) {
  const { listingId } = listing;
  const queryClient = useQueryClient();
  const [images, setImages] = useState<File[]>([]);
  const [videos, setVideos] = useState<File[]>([]);
  const [checking, setChecking] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const noticeId = useId();
  const onChecking = (on: boolean) => setChecking((n) => Math.max(0, n + (on ? 1 : -1)));
  const full = capReached(listing.media, videos.length > 0);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setDone(null);
    if (images.length === 0) {
      setError(t.chooseImage);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await uploadMedia(listingId, { images, videos });
      setImages([]);
      setVideos([]);
      setDone(t.mediaUploaded);
      await queryClient.invalidateQueries({ queryKey: listingQueryKey(listingId) });
    } catch (failure) {
      setError(refusalMessage(failure, SOMETHING_WRONG));
    } finally {
      setSending(false);
    }
  }

  return (
    <Card>
      <h2 className="mb-4 font-display text-2xl font-semibold text-maroon-900">{t.uploadMedia}</h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <GovernmentIdNotice id={noticeId} />
        <MediaPicker
          kind="image"
          label={t.image}
          rule={EDIT_MEDIA.image}
          form="editMedia"
          required
          hint={EDIT_MEDIA_HINTS.image}
          describedBy={noticeId}
          shrink={shrinkImage}
          files={images}
          onChange={(files) => {
            setImages(files);
            setDone(null);
          }}
          onChecking={onChecking}
        />
        <MediaPicker
          kind="video"
          label={t.videoOptional}
          rule={EDIT_MEDIA.video}
          form="editMedia"
          hint={EDIT_MEDIA_HINTS.video}
          describedBy={noticeId}
          files={videos}
          onChange={(files) => {
            setVideos(files);
            setDone(null);
          }}
          onChecking={onChecking}
        />
        {full ? <Alert>{full}</Alert> : null}
        {error ? <Alert>{error}</Alert> : null}
        {done ? <Success>{done}</Success> : null}
        <div>
          <button
            type="submit"
            className={primaryButton}
            disabled={sending || checking > 0 || images.length === 0 || full !== null}
          >
            {sending ? t.uploading : t.upload}
          </button>
        </div>
      </form>
    </Card>
  );
}

/** The item whose Delete was pressed, while the vendor is asked to confirm. */
interface Asking {
  item: Media;
  /** 'image 1': as its Delete button names it. */
  name: string;
}

function MediaLists({ listing }: { listing: ListingDetail }) {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [deleting, setDeleting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a deletion the focused Delete button is gone: focus goes to the list's heading.
  const [deletedCount, setDeletedCount] = useState(0);
  useEffect(() => {
    if (deletedCount > 0) heading.current?.focus();
  }, [deletedCount]);

  async function remove({ item }: Asking) {
    setAlert(null);
    setDeleting(true);
    try {
      await deleteMedia(listing.listingId, item.id);
      queryClient.setQueryData<ListingDetail>(listingQueryKey(listing.listingId), (old) =>
        old ? { ...old, media: old.media.filter((m) => m.id !== item.id) } : old,
      );
      setDone(item.kind === 'image' ? t.imageDeleted : t.videoDeleted);
      setDeletedCount((n) => n + 1);
    } catch (failure) {
      setAlert(
        failure instanceof ApiError
          ? item.kind === 'image'
            ? t.deleteImageFailed
            : t.deleteVideoFailed
          : SOMETHING_WRONG,
      );
    } finally {
      setDeleting(false);
      setAsking(null);
    }
  }

  const deleteButton = (item: Media, number: number) => (
    <button
      type="button"
      aria-label={t.deleteItem(t.mediaItemName(item.kind, number))}
      onClick={() => {
        setDone(null);
        setAsking({ item, name: t.mediaItemName(item.kind, number) });
      }}
      className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-red-800 ring-1 ring-red-200 transition hover:bg-red-50 disabled:opacity-60"
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {t.deleteLabel}
    </button>
  );

  return (
    <Card>
      <h2
        ref={heading}
        tabIndex={-1}
        className="mb-4 font-display text-2xl font-semibold text-maroon-900"
      >
        {t.yourMedia}
      </h2>
      {alert ? (
        <div className="mb-4">
          <Alert>{alert}</Alert>
        </div>
      ) : null}
      {done ? (
        <div className="mb-4">
          <Success>{done}</Success>
        </div>
      ) : null}
      {listing.media.length === 0 ? (
        <p className="text-stone-600">{t.noMedia}</p>
      ) : (
        <div className="flex flex-col gap-6">
          <MediaSection kind="image" media={listing.media} deleteButton={deleteButton} />
          <MediaSection kind="video" media={listing.media} deleteButton={deleteButton} />
        </div>
      )}
      {asking ? (
        <DeleteMediaDialog
          name={asking.name}
          thumbUrl={asking.item.kind === 'image' ? (asking.item.thumbUrl ?? asking.item.url) : null}
          deleting={deleting}
          onKeep={() => setAsking(null)}
          onDelete={() => void remove(asking)}
        />
      ) : null}
    </Card>
  );
}

type Media = ListingDetail['media'][number];

const SECTIONS = {
  image: {
    heading: t.images,
    empty: t.noImages,
    grid: 'grid grid-cols-2 gap-4 sm:grid-cols-3',
  },
  video: { heading: t.videos, empty: t.noVideos, grid: 'grid gap-4 sm:grid-cols-2' },
} as const;

/** The listing's media of one kind, numbered, each with its delete button. */
function MediaSection({
  kind,
  media,
  deleteButton,
}: {
  kind: Media['kind'];
  media: readonly Media[];
  deleteButton: (item: Media, number: number) => ReactNode;
}) {
  const { heading, empty, grid } = SECTIONS[kind];
  const items = media.filter((item) => item.kind === kind);
  const headingId = `${kind}s-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-3 font-semibold text-maroon-900">
        {heading}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className={grid}>
          {items.map((item, index) => (
            <li key={item.id} className="flex flex-col items-start gap-2">
              {kind === 'image' ? (
                <img
                  src={item.thumbUrl ?? item.url}
                  alt={t.galleryItem(index + 1)}
                  className="aspect-square w-full rounded-xl object-cover ring-1 ring-stone-200"
                />
              ) : (
                <video
                  src={item.url}
                  controls
                  preload="metadata"
                  aria-label={t.videoNumber(index + 1)}
                  className="w-full rounded-xl ring-1 ring-stone-200"
                >
                  <track kind="captions" />
                </video>
              )}
              {deleteButton(item, index + 1)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
