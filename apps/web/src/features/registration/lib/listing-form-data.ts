import { type CreateListing, LISTING_TEXT_FIELDS } from '@mandap/shared/schemas/listings';

const TEXT_FIELDS = [...LISTING_TEXT_FIELDS, 'plan'] as const;

/**
 * The multipart body of POST /api/vendor/listings/:category: the checked values, one
 * `features` entry per ticked feature, and the files. No amount and no category: the server
 * takes them from the plan rule and the path (R2, R3).
 */
export function listingFormData(
  values: CreateListing,
  images: readonly File[],
  videos: readonly File[],
): FormData {
  const form = new FormData();
  for (const field of TEXT_FIELDS) form.append(field, values[field]);
  if (values.starRating !== undefined) form.append('starRating', String(values.starRating));
  for (const feature of values.features) form.append('features', feature);
  for (const image of images) form.append('images', image, image.name);
  for (const video of videos) form.append('videos', video, video.name);
  return form;
}
