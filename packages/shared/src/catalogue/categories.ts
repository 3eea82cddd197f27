import * as t from '../messages/en/catalogue-categories';

/** Icon keys the web app maps to drawn icons; the server and other clients only see the key. */
export const ICON_KEYS = [
  'hotel',
  'camera',
  'sparkles',
  'plane',
  'utensils',
  'heart-handshake',
  'tent',
  'brush',
  'flame',
  'shirt',
  'party-popper',
  'building',
  'drum',
  'disc',
  'music',
  'hand',
  'briefcase',
] as const;
export type IconKey = (typeof ICON_KEYS)[number];

export const CATEGORY_SLUGS = [
  'hotel',
  'photo-video',
  'decoration',
  'tours-travel',
  'catering',
  'varmala',
  'tent-house',
  'makeup-artist',
  'pandit',
  'dress-rental',
  'entertainment',
  'venue',
  'dhol',
  'dj',
  'band',
  'mehndi',
  'corporate',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** One category: drives the directory card, the listing form and server validation (R2). */
export interface Category {
  slug: CategorySlug;
  /** Directory card title (spec 2.2). */
  title: string;
  /** Directory category badge (spec 2.2), also the dropdown's values. */
  directoryCategory: string;
  /** Canonical route of the registration form (spec 2.1). */
  route: string;
  icon: IconKey;
  /** Title of the registration form (spec 2.7, R2). */
  formTitle: string;
  informationLabel: string;
  featuresLabel: string;
  nameRequiredMessage: string;
  /** The specifications a vendor can tick (spec 3, cleaned per R2). */
  features: readonly string[];
}

const DEFAULT_FORM = {
  formTitle: 'Services Registration',
  informationLabel: t.serviceInformation,
  featuresLabel: t.serviceFeatures,
  nameRequiredMessage: t.firmNameIsRequired,
} as const;

const VENUE_FEATURES = [
  'Banquet Hall',
  'Outdoor Garden',
  'Beach Wedding',
  'Palace Venue',
  'Farmhouse Venue',
  'Resort Venue',
  'Destination Wedding',
  'Private Villa',
  'Traditional Temple',
  'Luxury Hotel',
] as const;

/** The 17 categories in directory order (spec 2.2). */
export const CATEGORIES: readonly Category[] = [
  {
    ...DEFAULT_FORM,
    slug: 'hotel',
    title: 'Hotel',
    directoryCategory: 'Accommodation',
    route: '/VendorList/Hotelregister',
    icon: 'hotel',
    features: [
      'AC Rooms',
      'Non-AC Rooms',
      'Single Bed Rooms',
      'Double Bed Rooms',
      'Triple Bed Rooms',
      'Suite Rooms',
      'Family Rooms',
      '24/7 Room Service',
      'Restaurant',
      'Swimming Pool',
      'Gym/Fitness Center',
      'Conference Hall',
      'Parking Available',
      'Free Wi-Fi',
      'Laundry Service',
      'Power Backup',
    ],
  },
  {
    ...DEFAULT_FORM,
    slug: 'photo-video',
    title: 'Photo Video',
    directoryCategory: 'Photography',
    route: '/VendorList/Photvideo',
    icon: 'camera',
    formTitle: 'Photo & Video Services Registration',
    features: [
      'Wedding Photography',
      'Event Photography',
      'Portrait Photography',
      'Fashion Photography',
      'Product Photography',
      'Drone Photography',
      'Cinematography',
      'Music Videos',
    ],
  },
  {
    ...DEFAULT_FORM,
    slug: 'decoration',
    title: 'Decoration',
    directoryCategory: 'Decor',
    route: '/VendorList/DecorationRegister',
    icon: 'sparkles',
    features: [
      'Wedding Decoration',
      'Birthday Decoration',
      'Theme Decoration',
      'Stage Decoration',
      'Balloon Decoration',
      'Corporate Events',
      'Floral Arrangements',
      'Lighting Setup',
    ],
  },
  {
    ...DEFAULT_FORM,
    slug: 'tours-travel',
    title: 'Tours & Travels',
    directoryCategory: 'Travel',
    route: '/VendorList/ToursRegister',
    icon: 'plane',
    features: [
      'Domestic Tours',
      'International Tours',
      'Adventure Tours',
      'Pilgrimage Tours',
      'Wildlife Tours',
      'Group Tours',
      'Customized Tours',
      'Honeymoon Packages',
    ],
  },
  {
    ...DEFAULT_FORM,
    slug: 'catering',
    title: 'Catering',
    directoryCategory: 'Food',
    route: '/VendorList/CateringRegister',
    icon: 'utensils',
    features: [
      'Wedding Catering',
      'Corporate Events',
      'Birthday Parties',
      'Buffet Service',
      'Fine Dining',
      'Food Trucks',
      'Live Cooking',
      'Themed Menus',
    ],
  },
  {
    ...DEFAULT_FORM,
    slug: 'varmala',
    title: 'VarMala Entry',
    directoryCategory: 'Ceremony',
    route: '/VendorList/WaramalaRegister',
    icon: 'heart-handshake',
    features: VENUE_FEATURES,
  },
  {
    ...DEFAULT_FORM,
    slug: 'tent-house',
    title: 'Tent Houses',
    directoryCategory: 'Venue',
    route: '/VendorList/TentHouseRegister',
    icon: 'tent',
    features: [
      'Wedding Tents',
      'Party Tents',
      'Corporate Event Setup',
      'Stage Decoration',
      'Furniture Rental',
      'Lighting Setup',
      'Sound System',
      'Full Event Setup',
    ],
  },
  {
    ...DEFAULT_FORM,
    slug: 'makeup-artist',
    title: 'Makeup Artist',
    directoryCategory: 'Beauty',
    route: '/VendorList/MakeupArtistRegister',
    icon: 'brush',
    features: [
      'Bridal Makeup',
      'Engagement Makeup',
      'Party Makeup',
      'Airbrush Makeup',
      'HD Makeup',
      'Hairstyling',
      'Saree Draping',
      'Groom Makeup',
    ],
  },
  {
    ...DEFAULT_FORM,
    slug: 'pandit',
    title: 'Pandit',
    directoryCategory: 'Ceremony',
    route: '/VendorList/PanditRegister',
    icon: 'flame',
    features: [
      'Wedding Ceremonies',
      'Griha Pravesh',
      'Naming Ceremony',
      'Mundan',
      'Satyanarayan Katha',
      'Last Rites',
      'Puja & Havan',
      'Astrology Services',
    ],
  },
  {
    ...DEFAULT_FORM,
    slug: 'dress-rental',
    title: 'Dress on rent',
    directoryCategory: 'Attire',
    route: '/VendorList/WeddingDressRegister',
    icon: 'shirt',
    features: [
      'Bridal Gown',
      'Groom Sherwani',
      'Bridesmaid Dress',
      'Groomsmen Suit',
      'Lehenga',
      'Tuxedo',
      'Saree',
      'Reception Dress',
    ],
  },
  {
    ...DEFAULT_FORM,
    slug: 'entertainment',
    title: 'Entertainment',
    directoryCategory: 'Performance',
    route: '/VendorList/EntertainmentRegister',
    icon: 'party-popper',
    features: [
      'DJ & Music',
      'Live Band',
      'Magic Show',
      'Dance Performances',
      'Comedians',
      'Stand-up Comedy',
      'Fire Show',
      'LED Dance Floor',
      'Live Singing',
      'Interactive Games',
    ],
  },
  {
    ...DEFAULT_FORM,
    slug: 'venue',
    title: 'Venue',
    directoryCategory: 'Venue',
    route: '/VendorList/VenueRegister',
    icon: 'building',
    features: VENUE_FEATURES,
  },
  {
    ...DEFAULT_FORM,
    slug: 'dhol',
    title: 'Dhol',
    directoryCategory: 'Music',
    route: '/VendorList/DholRegister',
    icon: 'drum',
    features: [
      'Traditional Dhol Performance',
      'Dhol with Tasha',
      'Dhol and Drum Duo',
      'Live Dhol Performance for Baraat',
      'DJ & Dhol Fusion',
      'Dhol Group with Fireworks',
      'Dhol with Dancers',
      'Bollywood Dhol Beats',
      'Punjabi Dhol',
      'Baraat Special Dhol',
    ],
  },
  {
    ...DEFAULT_FORM,
    slug: 'dj',
    title: 'DJ',
    directoryCategory: 'Music',
    route: '/VendorList/DJRegister',
    icon: 'disc',
    features: [
      'Wedding DJ',
      'Club DJ',
      'Corporate Events',
      'Party DJ',
      'Festival DJ',
      'Bollywood DJ',
      'EDM DJ',
      'Live Music',
    ],
  },
  {
    slug: 'band',
    title: 'Band',
    directoryCategory: 'Music',
    route: '/VendorList/BandRegister',
    icon: 'music',
    formTitle: 'Band Services Registration',
    informationLabel: t.bandInformation,
    featuresLabel: t.bandFeatures,
    nameRequiredMessage: t.bandNameIsRequired,
    features: [
      'Wedding Band',
      'Corporate Events',
      'Live Concerts',
      'Traditional Music',
      'Bollywood Music',
      'Classical Music',
      'Folk Music',
      'Fusion Band',
    ],
  },
  {
    ...DEFAULT_FORM,
    slug: 'mehndi',
    title: 'mehndi',
    directoryCategory: 'Beauty',
    route: '/VendorList/MehndiArtist',
    icon: 'hand',
    formTitle: 'Mehndi Services Registration',
    features: [
      'Bridal Mehndi',
      'Arabic Design',
      'Indian Traditional',
      'Indo-Arabic Fusion',
      'Rajasthani Style',
      'Modern Contemporary',
      'Pakistani Design',
      'Gulf Style',
      'Moroccan Design',
      'Color Mehndi',
      'Glitter Mehndi',
      'Full Hand Design',
      'Minimal Design',
      'Feet Design',
      'Party Mehndi',
      'Quick Application',
    ],
  },
  {
    ...DEFAULT_FORM,
    slug: 'corporate',
    title: 'Corporate Event',
    directoryCategory: 'corporate',
    route: '/VendorList/Corporate',
    icon: 'briefcase',
    formTitle: 'Corporate Services Registration',
    nameRequiredMessage: t.corporateNameIsRequired,
    features: ['All Setups'],
  },
];

/** Directory dropdown values: the distinct directory categories in first-seen order. */
export const DIRECTORY_CATEGORIES: readonly string[] = [
  ...new Set(CATEGORIES.map((c) => c.directoryCategory)),
];

/** The path compared case-insensitively without trailing slashes (R1). */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** The category whose form lives at `path`, matched as R1 says (case and trailing slash ignored). */
export function categoryByRoute(path: string): Category | undefined {
  const wanted = normalizePath(path);
  return CATEGORIES.find((c) => normalizePath(c.route) === wanted);
}

/** The category with this slug. */
export function categoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

/** Directory filtering of spec 2.2 and 4: search from 3 characters over title or category, exact category filter. */
export function filterDirectory(
  categories: readonly Category[],
  search: string,
  directoryCategory: string,
): Category[] {
  const term = search.trim().toLowerCase();
  const useSearch = term.length >= 3;
  return categories.filter((c) => {
    if (directoryCategory !== '' && c.directoryCategory !== directoryCategory) return false;
    if (!useSearch) return true;
    return c.title.toLowerCase().includes(term) || c.directoryCategory.toLowerCase().includes(term);
  });
}
