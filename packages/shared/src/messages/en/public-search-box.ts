// The search box and the result cards, which the home page, the search and the storefront share.

export const linkNotValid = 'This search link is not valid.';
export const searchVendors = 'Search vendors';
export const whatLabel = 'What are you looking for?';
export const whatPlaceholder = 'Photographer, mehndi, caterer...';
export const whereLabel = 'Where?';
export const wherePlaceholder = 'City';
export const search = 'Search';
export const starHotel = (stars: number) => `${stars} star hotel`;
export const features = 'Features';
export const moreFeatures = (more: number) => `+${more} more`;
export const popularCities = 'Popular cities';
export const vendorCategories = 'Vendor categories';
