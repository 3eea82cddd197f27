import type { CategorySlug } from '../../catalogue/categories';

// The catalogue's names as people read them (issue 32): keyed by the data's slugs and English
// feature names, which stay as they are.

/** Each category's directory title (spec 2.2). */
export const categoryNames: Readonly<Record<CategorySlug, string>> = {
  hotel: 'Hotel',
  'photo-video': 'Photo Video',
  decoration: 'Decoration',
  'tours-travel': 'Tours & Travels',
  catering: 'Catering',
  varmala: 'VarMala Entry',
  'tent-house': 'Tent Houses',
  'makeup-artist': 'Makeup Artist',
  pandit: 'Pandit',
  'dress-rental': 'Dress on rent',
  entertainment: 'Entertainment',
  venue: 'Venue',
  dhol: 'Dhol',
  dj: 'DJ',
  band: 'Band',
  mehndi: 'mehndi',
  corporate: 'Corporate Event',
};

/** Each category's directory badge (spec 2.2). */
export const directoryCategoryNames: Readonly<Record<CategorySlug, string>> = {
  hotel: 'Accommodation',
  'photo-video': 'Photography',
  decoration: 'Decor',
  'tours-travel': 'Travel',
  catering: 'Food',
  varmala: 'Ceremony',
  'tent-house': 'Venue',
  'makeup-artist': 'Beauty',
  pandit: 'Ceremony',
  'dress-rental': 'Attire',
  entertainment: 'Performance',
  venue: 'Venue',
  dhol: 'Music',
  dj: 'Music',
  band: 'Music',
  mehndi: 'Beauty',
  corporate: 'corporate',
};

/** Each category's registration form title (spec 2.7). */
export const formTitles: Readonly<Record<CategorySlug, string>> = {
  hotel: 'Services Registration',
  'photo-video': 'Photo & Video Services Registration',
  decoration: 'Services Registration',
  'tours-travel': 'Services Registration',
  catering: 'Services Registration',
  varmala: 'Services Registration',
  'tent-house': 'Services Registration',
  'makeup-artist': 'Services Registration',
  pandit: 'Services Registration',
  'dress-rental': 'Services Registration',
  entertainment: 'Services Registration',
  venue: 'Services Registration',
  dhol: 'Services Registration',
  dj: 'Services Registration',
  band: 'Band Services Registration',
  mehndi: 'Mehndi Services Registration',
  corporate: 'Corporate Services Registration',
};

export const serviceInformation = 'Service Information';
export const serviceFeatures = 'Service Features';
export const firmNameIsRequired = 'Firm name is required';
export const bandInformation = 'Band Information';
export const bandFeatures = 'Band Features';
export const bandNameIsRequired = 'Band name is required';
export const corporateNameIsRequired = 'Corporate name is required';
