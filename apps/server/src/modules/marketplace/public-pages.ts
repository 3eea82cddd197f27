import { indianDate } from '@mandap/shared/dates';
import type { ServerRenderingOptions } from '../../platform/ssr';
import { listingsVersion, type Searcher, searchPageListingIds } from '../search/index';
import type { MarketplaceOptions } from './routes';
import { storefrontIdOfPath } from './service';

export interface PublicPagesOptions extends MarketplaceOptions {
  searcher: Searcher;
  log: { error(obj: object, msg: string): void };
}

/**
 * What the server rendering of the public pages (home, search, storefronts) needs to know of the
 * marketplace: when a kept page is stale, and what a page served without a render of its own
 * showed, to count it.
 */
export function publicPages(
  options: PublicPagesOptions,
): Pick<ServerRenderingOptions, 'contentVersion' | 'onPage'> {
  const { database, clock, counting, searcher, log } = options;
  return {
    // Rendered public pages are kept until a listing changes (decision 0023), and for one day
    // at most: a storefront shows booked dates from today on (issue 15).
    contentVersion: async () =>
      (await listingsVersion(database.db)) * 100_000 +
      Math.floor(Date.parse(indianDate(clock())) / 86_400_000),
    onPage: (request, pathname) => {
      // Counted from the visitor's own request, rendered or cached alike: the render's calls of
      // GET /api/listings/:listingId and GET /api/search count nothing (decision 0056).
      const storefront = storefrontIdOfPath(pathname);
      if (storefront !== null) {
        counting.count(request, { storefront });
        return;
      }
      // A search page's listings come from the search cache, where its render left them.
      searchPageListingIds(searcher, pathname, request.query)
        .then((ids) => {
          if (ids !== null) counting.count(request, { searchResults: ids });
        })
        .catch((error: unknown) => log.error({ err: error }, 'counting appearances failed'));
    },
  };
}
