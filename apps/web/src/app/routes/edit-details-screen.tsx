import { categoryBySlug } from '@mandap/shared/catalogue/categories';
import * as t from '@mandap/shared/messages/en/registration-form';
import type { ListingDetail, UpdateListing } from '@mandap/shared/schemas/listings';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  isNotFound,
  listingQueryKey,
  listingsQueryKey,
  updateListing,
} from '@/features/listings/api/listings';
import { BackButton } from '@/features/listings/components/back-button';
import { ListingDetailsForm } from '@/features/listings/components/listing-details-form';
import { Alert, ListingsPage, Loading, Success } from '@/features/listings/components/page';
import { usePageListing } from '@/features/listings/hooks/use-page-listing';
import { MISSING_LISTING_ID } from '@/features/listings/lib/listing-params';
import { ApiError } from '@/lib/api-client';

const SUCCESS_MS = 3000;

/** /edit-hotel, 'Edit Service': the details of a listing of any category (spec 2.11, 8; R10). */
export function EditDetailsScreen() {
  const { listingId, listing } = usePageListing();

  let body: React.ReactNode;
  if (listingId === null) body = <Alert>{t.withError(MISSING_LISTING_ID)}</Alert>;
  else if (isNotFound(listing.error)) body = <Alert>{t.noServiceDetails}</Alert>;
  else if (listing.isError) body = <Alert>{t.fetchServiceFailed}</Alert>;
  else if (listing.isPending) body = <Loading>{t.loading}</Loading>;
  else body = <EditForm listing={listing.data} />;

  return (
    <ListingsPage title={t.editService} heading={t.editService}>
      {body}
      <div>
        <BackButton />
      </div>
    </ListingsPage>
  );
}

function EditForm({ listing }: { listing: ListingDetail }) {
  const queryClient = useQueryClient();
  const category = categoryBySlug(listing.category);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!category) return <Alert>{t.noServiceDetails}</Alert>;

  async function save(values: UpdateListing) {
    setError(null);
    setSuccess(false);
    try {
      const updated = await updateListing(listing.listingId, values);
      queryClient.setQueryData(listingQueryKey(listing.listingId), updated);
      void queryClient.invalidateQueries({ queryKey: listingsQueryKey, exact: true });
      setSuccess(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSuccess(false), SUCCESS_MS);
      return undefined;
    } catch (failure) {
      const message =
        failure instanceof ApiError && failure.hasServerMessage ? failure.message : t.updateFailed;
      setError(t.withError(message));
      return failure instanceof ApiError ? { ...failure.fieldErrors } : {};
    }
  }

  return (
    <ListingDetailsForm
      listing={listing}
      category={category}
      variant="features"
      sendingLabel={t.updating}
      onSubmit={save}
    >
      {error ? <Alert>{error}</Alert> : null}
      {success ? <Success>{t.serviceUpdated}</Success> : null}
    </ListingDetailsForm>
  );
}
