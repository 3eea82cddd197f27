// The vendor category directory (/VendorList, spec 2.2).

export const title = 'Vendors · Mandap';
export const description =
  'Find the perfect vendors for your special day. All in one place: every category of wedding and event vendor on Mandap, and the form to register in each.';
export const heading = 'Vendors';
export const intro = 'Find the perfect vendors for your special day. All in one place.';
export const lookingForVendors = 'Looking for vendors?';
export const searchTheMarketplace = 'Search the marketplace';
export const searchVendors = 'Search vendors';
export const searchPlaceholder = 'Search vendors...';
export const category = 'Category';
export const allCategories = 'All Categories';
export const vendorCategories = 'Vendor categories';
export const noMatch = 'No vendors found matching your search';
export const showAll = 'Show All Vendors';
