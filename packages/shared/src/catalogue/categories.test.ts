import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_SLUGS,
  categoryByRoute,
  categoryBySlug,
  DIRECTORY_CATEGORIES,
  filterDirectory,
} from './categories';

// Title / directory category / route of the 17 directory cards, spec 2.2 (Entertainment's route in
// its canonical spelling, R1).
const SPEC_CARDS: [string, string, string][] = [
  ['Hotel', 'Accommodation', '/VendorList/Hotelregister'],
  ['Photo Video', 'Photography', '/VendorList/Photvideo'],
  ['Decoration', 'Decor', '/VendorList/DecorationRegister'],
  ['Tours & Travels', 'Travel', '/VendorList/ToursRegister'],
  ['Catering', 'Food', '/VendorList/CateringRegister'],
  ['VarMala Entry', 'Ceremony', '/VendorList/WaramalaRegister'],
  ['Tent Houses', 'Venue', '/VendorList/TentHouseRegister'],
  ['Makeup Artist', 'Beauty', '/VendorList/MakeupArtistRegister'],
  ['Pandit', 'Ceremony', '/VendorList/PanditRegister'],
  ['Dress on rent', 'Attire', '/VendorList/WeddingDressRegister'],
  ['Entertainment', 'Performance', '/VendorList/EntertainmentRegister'],
  ['Venue', 'Venue', '/VendorList/VenueRegister'],
  ['Dhol', 'Music', '/VendorList/DholRegister'],
  ['DJ', 'Music', '/VendorList/DJRegister'],
  ['Band', 'Music', '/VendorList/BandRegister'],
  ['mehndi', 'Beauty', '/VendorList/MehndiArtist'],
  ['Corporate Event', 'corporate', '/VendorList/Corporate'],
];

describe('catalogue', () => {
  it('has the 17 directory cards of spec 2.2 in order', () => {
    expect(CATEGORIES.map((c) => [c.title, c.directoryCategory, c.route])).toEqual(SPEC_CARDS);
  });

  it('gives each category the stable slug of R2', () => {
    expect(CATEGORIES.map((c) => c.slug)).toEqual([
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
    ]);
    expect(new Set(CATEGORY_SLUGS).size).toBe(17);
  });

  it('titles the forms as spec 2.7 and R2 say', () => {
    const titles = Object.fromEntries(CATEGORIES.map((c) => [c.slug, c.formTitle]));
    expect(titles['photo-video']).toBe('Photo & Video Services Registration');
    expect(titles.band).toBe('Band Services Registration');
    expect(titles.mehndi).toBe('Mehndi Services Registration');
    expect(titles.corporate).toBe('Corporate Services Registration');
    const others = CATEGORIES.filter(
      (c) => !['photo-video', 'band', 'mehndi', 'corporate'].includes(c.slug),
    );
    expect(others).toHaveLength(13);
    for (const c of others) expect(c.formTitle).toBe('Services Registration');
  });

  it('labels Band its own way and names the required-name messages', () => {
    for (const c of CATEGORIES) {
      const band = c.slug === 'band';
      expect(c.informationLabel).toBe(band ? 'Band Information' : 'Service Information');
      expect(c.featuresLabel).toBe(band ? 'Band Features' : 'Service Features');
      const expected =
        c.slug === 'band'
          ? 'Band name is required'
          : c.slug === 'corporate'
            ? 'Corporate name is required'
            : 'Firm name is required';
      expect(c.nameRequiredMessage).toBe(expected);
    }
  });

  it('offers the cleaned feature lists of spec 3 and R2', () => {
    const features = Object.fromEntries(CATEGORIES.map((c) => [c.slug, c.features]));
    expect(features.hotel).toHaveLength(16);
    expect(features.hotel).toContain('Gym/Fitness Center');
    expect(features['photo-video']).toEqual([
      'Wedding Photography',
      'Event Photography',
      'Portrait Photography',
      'Fashion Photography',
      'Product Photography',
      'Drone Photography',
      'Cinematography',
      'Music Videos',
    ]);
    expect(features['tours-travel']).toEqual([
      'Domestic Tours',
      'International Tours',
      'Adventure Tours',
      'Pilgrimage Tours',
      'Wildlife Tours',
      'Group Tours',
      'Customized Tours',
      'Honeymoon Packages',
    ]);
    expect(features.pandit).toEqual([
      'Wedding Ceremonies',
      'Griha Pravesh',
      'Naming Ceremony',
      'Mundan',
      'Satyanarayan Katha',
      'Last Rites',
      'Puja & Havan',
      'Astrology Services',
    ]);
    expect(features.band).toEqual([
      'Wedding Band',
      'Corporate Events',
      'Live Concerts',
      'Traditional Music',
      'Bollywood Music',
      'Classical Music',
      'Folk Music',
      'Fusion Band',
    ]);
    expect(features.mehndi).toHaveLength(16);
    expect(features.mehndi?.[0]).toBe('Bridal Mehndi');
    expect(features.mehndi?.[15]).toBe('Quick Application');
    expect(features.corporate).toEqual(['All Setups']);
    expect(features.varmala).toEqual(features.venue);
    expect(features.venue).toHaveLength(10);
    expect(features.entertainment).toHaveLength(10);
    expect(features.dhol).toHaveLength(10);
    for (const slug of [
      'decoration',
      'catering',
      'tent-house',
      'makeup-artist',
      'dress-rental',
      'dj',
    ]) {
      expect(features[slug]).toHaveLength(8);
    }
    for (const c of CATEGORIES) {
      expect(new Set(c.features).size, `${c.slug} has duplicate features`).toBe(c.features.length);
      for (const f of c.features) expect(f).not.toMatch(/Register/);
    }
  });

  it('lists the distinct directory categories in first-seen order', () => {
    expect(DIRECTORY_CATEGORIES).toEqual([
      'Accommodation',
      'Photography',
      'Decor',
      'Travel',
      'Food',
      'Ceremony',
      'Venue',
      'Beauty',
      'Attire',
      'Performance',
      'Music',
      'corporate',
    ]);
  });

  it('finds a form by route ignoring case and a trailing slash (R1)', () => {
    expect(categoryByRoute('/VendorList/EntertainMentRegister/')?.slug).toBe('entertainment');
    expect(categoryByRoute('/vendorlist/hotelregister')?.slug).toBe('hotel');
    expect(categoryByRoute('/VendorList/Nope')).toBeUndefined();
    expect(categoryBySlug('dj')?.title).toBe('DJ');
    expect(categoryBySlug('DJ')).toBeUndefined();
  });
});

describe('directory filter (spec 2.2, 4)', () => {
  const titles = (search: string, category = '') =>
    filterDirectory(CATEGORIES, search, category).map((c) => c.title);

  it('shows everything below 3 characters', () => {
    expect(titles('')).toHaveLength(17);
    expect(titles('ho')).toHaveLength(17);
  });

  it('matches title or category case-insensitively from 3 characters', () => {
    expect(titles('hotel')).toEqual(['Hotel']);
    // 'hot' is also in 'Photography': category matches count.
    expect(titles('hot')).toEqual(['Hotel', 'Photo Video']);
    expect(titles('MUSIC')).toEqual(['Dhol', 'DJ', 'Band']);
    expect(titles('cer')).toEqual(['VarMala Entry', 'Pandit']);
  });

  it('filters by exact category and combines with search', () => {
    expect(titles('', 'Venue')).toEqual(['Tent Houses', 'Venue']);
    expect(titles('ban', 'Music')).toEqual(['Band']);
    expect(titles('hotel', 'Music')).toEqual([]);
    expect(titles('', 'venue')).toEqual([]);
  });
});
