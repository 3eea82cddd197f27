// The marketplace's front page.

export const tagline = 'Wedding and event vendors across India';
export const heading = 'Find the perfect vendors for your big day';
export const intro =
  'Photographers, caterers, decorators, mehndi and makeup artists, pandits, DJs and venues: compare photos and prices, then call them directly.';
export const browseByCategory = 'Browse by category';
export const popularCities = 'Popular cities';
export const newlyListed = 'Newly listed vendors';
export const seeAllVendors = 'See all vendors';
export const newestNotLoaded =
  'The newest vendors could not be loaded just now. Search above, or pick a category.';
export const noVendorsYet = 'No vendors are listed yet. Please check again soon.';
export const areYouVendor = 'Are you a wedding vendor?';
export const listOnMandap =
  'List your services on Mandap and reach couples planning their wedding.';
export const listYourServices = 'List your services';
