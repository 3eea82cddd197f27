import { categoryBySlug } from '@mandap/shared/catalogue/categories';
import { REGISTRATION_MEDIA } from '@mandap/shared/media';
import * as t from '@mandap/shared/messages/en/registration-form';
import type { ListingDetail, UpdateListing } from '@mandap/shared/schemas/listings';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import {
  isNotFound,
  listingsQueryKey,
  updateListing,
  uploadMedia,
} from '@/features/listings/api/listings';
import { ListingDetailsForm } from '@/features/listings/components/listing-details-form';
import { MediaPicker } from '@/features/listings/components/media-picker';
import { Alert, ListingsPage, Loading, secondaryButton } from '@/features/listings/components/page';
import { usePageListing } from '@/features/listings/hooks/use-page-listing';
import { MISSING_LISTING_ID } from '@/features/listings/lib/listing-params';
import { ApiError, refusalMessage } from '@/lib/api-client';

const SUBMIT_ERROR = t.editSubmitError;

/**
 * /EditServices, 'Submit Your Service' (spec 2.10, 8; R10): a listing's details, its four
 * highlights and more media under the registration limits; success returns to /services.
 */
export function EditListingScreen() {
  const { listingId, listing } = usePageListing();

  let body: React.ReactNode;
  if (listingId === null) body = <Alert>{MISSING_LISTING_ID}</Alert>;
  else if (isNotFound(listing.error)) body = <Alert>{t.noData}</Alert>;
  else if (listing.isError) body = <Alert>{t.fetchError}</Alert>;
  else if (listing.isPending) body = <Loading>{t.loading}</Loading>;
  else body = <SubmitForm listing={listing.data} />;

  return (
    <ListingsPage
      title={t.submitYourService}
      heading={t.submitYourService}
      subheading={
        // The spec's heading stays (decision 0082); this line says the screen edits a listing.
        listing.data ? (
          <p>
            {t.editingBefore}
            <strong className="text-stone-900">{listing.data.firmName}</strong>
            {t.editingAfter}
          </p>
        ) : null
      }
    >
      {body}
      <div>
        <Link to={paths.home} className={secondaryButton}>
          {t.backToDashboard}
        </Link>
      </div>
    </ListingsPage>
  );
}

function SubmitForm({ listing }: { listing: ListingDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const category = categoryBySlug(listing.category);
  const [images, setImages] = useState<File[]>([]);
  const [videos, setVideos] = useState<File[]>([]);
  const [checking, setChecking] = useState(0);
  const [error, setError] = useState<string | null>(null);

  if (!category) return <Alert>{t.noData}</Alert>;
  const onChecking = (on: boolean) => setChecking((n) => Math.max(0, n + (on ? 1 : -1)));

  async function submit(values: UpdateListing) {
    setError(null);
    try {
      await updateListing(listing.listingId, values);
      if (images.length > 0 || videos.length > 0) {
        await uploadMedia(listing.listingId, { images, videos, rules: 'registration' });
      }
      await queryClient.invalidateQueries({ queryKey: listingsQueryKey });
      await navigate(paths.listings);
      return undefined;
    } catch (failure) {
      setError(refusalMessage(failure, SUBMIT_ERROR));
      return failure instanceof ApiError ? { ...failure.fieldErrors } : {};
    }
  }

  return (
    <ListingDetailsForm
      listing={listing}
      category={category}
      variant="highlights"
      sendingLabel={t.submittingShort}
      onSubmit={submit}
      disabled={checking > 0}
    >
      <MediaPicker
        kind="image"
        label={t.images}
        rule={REGISTRATION_MEDIA.image}
        form="registration"
        multiple
        files={images}
        onChange={setImages}
        onChecking={onChecking}
      />
      <MediaPicker
        kind="video"
        label={t.videos}
        rule={REGISTRATION_MEDIA.video}
        form="registration"
        multiple
        files={videos}
        onChange={setVideos}
        onChecking={onChecking}
      />
      {error ? <Alert>{error}</Alert> : null}
    </ListingDetailsForm>
  );
}
