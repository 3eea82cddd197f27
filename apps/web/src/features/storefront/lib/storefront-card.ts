import type { SearchResult, Storefront } from '@mandap/shared/schemas/marketplace';

/**
 * A storefront as a search card: what the shortlist shows the moment it is added from the page
 * (the server's own card replaces it when the list is read again).
 */
export function storefrontCard(listing: Storefront): SearchResult {
  const cover = listing.media.find((item) => item.kind === 'image');
  return {
    listingId: listing.listingId,
    firmName: listing.firmName,
    category: listing.category,
    city: listing.city,
    district: listing.district,
    state: listing.state,
    coverImageUrl: cover?.thumbUrl ?? cover?.url ?? null,
    fromPricePaise: listing.fromPricePaise,
    mrpPaise: null,
    offPercent: null,
    priceUnit: listing.fromPriceUnit,
    features: listing.features,
    starRating: listing.starRating,
    ratingAverage: listing.rating.average,
    ratingCount: listing.rating.count,
    url: listing.url,
  };
}
