// server-marketplace: moved from the code that says them (issue 32).
export const noSuchServiceWasFound = 'No such service was found.';
export const storefrontNotFound =
  'This vendor is not listed on Mandap right now. The listing may have been removed or not published yet. Search the marketplace for other vendors.';
export const category = 'There is no such service category.';
export const city = 'City can be at most 80 characters.';
export const minPrice = 'Prices are whole rupees, for example 5000.';
export const features = "Each feature is one of the category's feature names, at most 20 at once.";
export const stars = 'Hotel stars are 2, 3, 4 or 5.';
export const eventDate = 'The event date is a day written YYYY-MM-DD, for example 2026-12-05.';
export const minRating = 'The lowest rating is a whole number of stars, 1 to 5.';
export const page = 'Page is a whole number from 1 to 1000.';
export const controlCharactersAreNotAllowed = 'Control characters are not allowed.';
export const invalidValue = 'Invalid value';
export const first = 'Please check the search.';
export const notShortlistable =
  'This vendor is not listed on Mandap right now, so it cannot be shortlisted. Search the marketplace for other vendors.';
