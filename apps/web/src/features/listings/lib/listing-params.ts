import { categoryBySlug } from '@mandap/shared/catalogue/categories';
import * as t from '@mandap/shared/messages/en/vendor-listings';
import { paths } from '@/config/paths';
import { categoryLabel } from '@/lib/categories';

/** The listing a screen is about, from `?service_id=` (a firm name is not unique). */
export function parseListingId(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const MISSING_LISTING_ID = t.missingListingId;

export interface ListingLinkTarget {
  listingId: number;
  vendorUniqueId: string;
  firmName: string;
}

/** `?vendor=…&data=…&service_id=…`, as the spec's links carry them (spec 2.8). */
export function listingLink(path: string, listing: ListingLinkTarget): string {
  const query = new URLSearchParams({
    vendor: listing.vendorUniqueId,
    data: listing.firmName,
    service_id: String(listing.listingId),
  });
  return `${path}?${query.toString()}`;
}

export function paymentLink(listing: ListingLinkTarget): string {
  const query = new URLSearchParams({
    service_id: String(listing.listingId),
    vendor_id: listing.vendorUniqueId,
  });
  return `${paths.payment}?${query.toString()}`;
}

/** The catalogue's name for a category slug in the page's language, as a heading shows it. */
export function categoryTitle(slug: string): string {
  const category = categoryBySlug(slug);
  return category ? categoryLabel(category.slug) : slug;
}
