// The marketplace search (/Vendors): its page, head, filters, results and search box.

/** 'Photographers in Jaipur'. */
export const inCity = (what: string, city: string) => `${what} in ${city}`;

// The page.
export const linkNotRead = 'This search link could not be read.';
export const seeAllVendors = 'See all vendors';
export const tooManySearches = 'Too many searches';
export const filters = 'Filters';
export const hideFilters = 'Hide filters';
export const activeFilters = (count: number) => ` (${count} active)`;
export const clearAll = 'Clear all';
export const categories = 'Categories';
export const cities = 'Cities';
/** 'N vendors', `shown` being N with its digits grouped. */
export const vendorCount = (total: number, shown: string) =>
  `${shown} ${total === 1 ? 'vendor' : 'vendors'}`;
export const showVendors = (total: number, shown: string) =>
  `Show ${shown} ${total === 1 ? 'vendor' : 'vendors'}`;
export const updating = 'Updating results...';
export const searchTitle = 'Search · Mandap';
export const unavailable = 'Search is not available';
export const unavailableText =
  'Vendors could not be loaded just now. Please try again in a moment.';
export const tryingAgain = 'Trying again...';
export const tryAgain = 'Try again';

// Results.
export const showingResultsFor = 'Showing results for';
export const vendors = 'vendors';
export const noVendorsFound = 'No vendors found';
export const tryOtherWords =
  'Try other words, another city or a wider price range, or clear the filters to see every vendor.';
export const noVendorsYet = 'No vendors are listed yet. Please check again soon.';
export const clearAllFilters = 'Clear all filters';
/** A facet's name: 'Jaipur (12 vendors)'. */
export const facetName = (label: string, count: number) =>
  `${label} (${count} ${count === 1 ? 'vendor' : 'vendors'})`;
export const pagination = 'Pagination';
export const previous = 'Previous';
export const next = 'Next';
export const pageNumber = (page: number) => `Page ${page}`;
export const pageOf = (page: number, count: number) => `Page ${page} of ${count}`;

// Sorting.
export const sortBy = 'Sort by';
export const sortBestMatch = 'Best match';
export const sortNewest = 'Newest';
export const sortPriceAsc = 'Price: low to high';
export const sortPriceDesc = 'Price: high to low';
export const sortRating = 'Highest rated';

// Filters.
export const category = 'Category';
export const allCategories = 'All categories';
export const price = 'Price (₹)';
export const minPrice = 'Min price';
export const maxPrice = 'Max price';
export const any = 'Any';
export const applyPrice = 'Apply price';
export const rating = 'Rating';
export const starsAndUp = (stars: number) => `${stars} stars and up`;
export const hotelStarRating = 'Hotel star rating';
export const stars = (stars: number) => `${stars} star`;
export const categoryFeatures = (category: string) => `${category} features`;
export const eventDate = 'Event date';
export const eventDateNote = 'Vendors marked booked on that day are left out.';
export const clearDate = 'Clear date';
/** '4★ & up', seen; starsAndUp is heard. */
export const starsUpShort = (stars: number) => `${stars}★ & up`;
