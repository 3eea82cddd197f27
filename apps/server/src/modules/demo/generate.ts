import {
  CATEGORIES,
  CATEGORY_SLUGS,
  type Category,
  type CategorySlug,
} from '@mandap/shared/catalogue/categories';
import { type HotelStarRating, listingAmountPaise, type PlanId } from '@mandap/shared/plans';
import type { ListingText } from '@mandap/shared/schemas/listings';
import { HIGHLIGHTS } from '@mandap/shared/schemas/listings';
import {
  ADJECTIVES,
  CLOSINGS,
  DEITIES,
  FEMALE_NAMES,
  FIRM_NAMES,
  INTROS,
  MALE_NAMES,
  PANDIT_SURNAMES,
  PRICE_RANGES,
  roundPrice,
  SURNAMES,
  shagunAmount,
} from './content';
import { CITIES, type City } from './places';
import { type Random, random } from './random';

/** Every demo e-mail address is at this domain (`.example` is reserved: nobody receives mail). */
export const DEMO_EMAIL_DOMAIN = 'demo.mandap.example';

/** One demo listing as it will be stored, before ids and media keys exist. */
export interface DemoListing extends ListingText {
  vendor: { name: string; email: string; phone: string };
  category: CategorySlug;
  plan: PlanId;
  starRating: HotelStarRating | null;
  amountPaise: number;
  paidAt: Date;
  createdAt: Date;
  highlights: string[];
  features: string[];
  prices: { specification: string; mrpPaise: number; offerPaise: number }[];
  /** Which pictures of the category's pool it shows, in order. */
  images: number[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;

// Categories come in decks: every deck holds each of the 17 once (so any 17 listings in a row
// cover them all), then more of what couples book most.
const EXTRA_CATEGORIES: readonly CategorySlug[] = [
  'photo-video',
  'photo-video',
  'photo-video',
  'catering',
  'catering',
  'catering',
  'decoration',
  'decoration',
  'venue',
  'venue',
  'makeup-artist',
  'makeup-artist',
  'mehndi',
  'mehndi',
  'dj',
  'dj',
  'hotel',
  'hotel',
  'tent-house',
  'pandit',
  'band',
  'dhol',
  'dress-rental',
  'entertainment',
  'tours-travel',
];
const CATEGORY_DECK = CATEGORY_SLUGS.length + EXTRA_CATEGORIES.length;
// Cities likewise: each city once, then big cities again by their weight.
const CITY_EXTRAS: readonly City[] = CITIES.flatMap((c) =>
  Array.from({ length: c.weight - 1 }, () => c),
);
const CITY_DECK = CITIES.length + CITY_EXTRAS.length;

function deal<T>(
  seed: number,
  stream: number,
  index: number,
  first: readonly T[],
  extra: readonly T[],
) {
  const size = first.length + extra.length;
  const deck = Math.floor(index / size);
  const r = random(seed, -1 - deck * 2 - stream);
  const cards = [...r.shuffle(first), ...r.shuffle(extra)];
  const card = cards[index % size];
  if (card === undefined) throw new Error('empty deck');
  return card;
}

export function categoryOf(seed: number, index: number): Category {
  const slug = deal(seed, 0, index, CATEGORY_SLUGS, EXTRA_CATEGORIES);
  const category = CATEGORIES.find((c) => c.slug === slug);
  if (!category) throw new Error(`unknown category ${slug}`);
  return category;
}

export function cityOf(seed: number, index: number): City {
  return deal(seed, 1, index, CITIES, CITY_EXTRAS);
}

export const DECK_SIZES = { categories: CATEGORY_DECK, cities: CITY_DECK };

function fill(template: string, words: Record<string, string>): string {
  return template.replace(/\{([A-Za-z])\}/g, (_, key: string) => words[key] ?? '');
}

function phone(r: Random): string {
  return `${r.pick(['9', '8', '7', '6'])}${String(r.int(0, 999_999_999)).padStart(9, '0')}`;
}

/** Prices of the listing's priced features, at its tier (0 cheapest, 1 dearest) of the market. */
function pricesOf(r: Random, category: CategorySlug, priced: readonly string[], tier: number) {
  const ranges = PRICE_RANGES[category];
  const discounts = r.chance(0.45) && category !== 'pandit';
  return priced.map((specification) => {
    const [low, high] = ranges[specification] ?? ranges['*'] ?? [1000, 10000];
    const at = Math.min(1, Math.max(0, tier + (r.next() - 0.5) * 0.3));
    const rupees = Math.exp(Math.log(low) + (Math.log(high) - Math.log(low)) * at);
    const offer = category === 'pandit' ? shagunAmount(rupees) : roundPrice(rupees);
    let mrp = offer;
    if (discounts && r.chance(0.7)) {
      const off = r.pick([10, 12, 15, 20, 25, 30, 40]);
      mrp = Math.max(roundPrice(offer / (1 - off / 100)), offer + (offer < 1000 ? 50 : 100));
    }
    return { specification, mrpPaise: mrp * 100, offerPaise: offer * 100 };
  });
}

const HOUSE_NUMBERS = [
  'Shop No. {n}',
  '{n}-B',
  'Plot {n}',
  'H.No. {n}/{m}',
  'First Floor, {n}',
  '{n}, Main Road',
];
const PLANS: readonly PlanId[] = ['premium', 'premium', 'premium', 'normal', 'normal', 'basic'];
const STARS: readonly HotelStarRating[] = [2, 3, 3, 3, 4, 4, 5];

/**
 * Demo listing number `index` of seed `seed`: the same inputs always give the same listing, so
 * seeding 100 and then 100 more equals seeding 200.
 */
export function demoListing(
  seed: number,
  index: number,
  now: Date,
  imagesPerCategory: number,
): DemoListing {
  const r = random(seed, index);
  const category = categoryOf(seed, index);
  const city = cityOf(seed, index);
  const area = r.pick(city.areas);
  const landmark = r.pick(city.landmarks);
  const words = {
    S: r.pick(SURNAMES[city.region]),
    F: r.pick(MALE_NAMES[city.region]),
    W: r.pick(FEMALE_NAMES[city.region]),
    P: r.pick(PANDIT_SURNAMES[city.region]),
    D: r.pick(DEITIES[city.region]),
    A: r.pick(ADJECTIVES),
    C: city.city,
    Y: String(r.int(1985, 2020)),
    N: String(r.int(4, 25)),
    L: landmark,
  };
  const template = r.pick(FIRM_NAMES[category.slug]);
  const firmName = fill(template, words);
  const owner = template.includes('{W}')
    ? `${words.W} ${words.S}`
    : category.slug === 'pandit'
      ? `${words.F} ${words.P}`
      : `${words.F} ${words.S}`;

  const starRating = category.slug === 'hotel' ? r.pick(STARS) : null;
  const tier =
    starRating === null ? r.next() : Math.min(1, (starRating - 2) / 3 + (r.next() - 0.5) * 0.2);

  const ranges = PRICE_RANGES[category.slug];
  const priceable = category.features.filter((f) => ranges[f] !== undefined || ranges['*']);
  const priceCount = Math.min(priceable.length, r.int(2, 6));
  const priced = r.sample(priceable, priceCount);
  const others = category.features.filter((f) => !priced.includes(f));
  const extra = r.sample(others, Math.min(others.length, r.int(0, 3)));
  const features = category.features.filter((f) => priced.includes(f) || extra.includes(f));

  const shown = features.slice(0, 3);
  const offers =
    shown.length > 1
      ? `We offer ${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}.`
      : `We offer ${shown[0] ?? category.title}.`;
  const description = [
    fill(r.pick(INTROS[category.slug]), words),
    offers,
    fill(r.pick(CLOSINGS), words),
  ].join(' ');

  const paidAt = new Date(now.getTime() - Math.floor(r.next() * YEAR_MS));
  const createdAt = new Date(paidAt.getTime() - r.int(10, 72 * 60) * 60 * 1000);
  const plan = r.pick(PLANS);
  const listingPhone = phone(r);
  const compact = firmName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);
  const imageCount = r.int(1, Math.min(4, imagesPerCategory));
  return {
    vendor: {
      name: owner,
      email: `vendor-${seed}-${index}@${DEMO_EMAIL_DOMAIN}`,
      phone: listingPhone,
    },
    category: category.slug,
    firmName,
    email: `${compact || 'vendor'}.${index}@${DEMO_EMAIL_DOMAIN}`,
    phone: listingPhone,
    houseNo: fill(r.pick(HOUSE_NUMBERS), { n: String(r.int(1, 250)), m: String(r.int(1, 40)) }),
    city: city.city,
    nearBy: `${area.name}, near ${landmark}`,
    district: area.district ?? city.district,
    state: city.state,
    pincode: area.pincode,
    description,
    plan,
    starRating,
    amountPaise: listingAmountPaise(category.slug, plan, starRating ?? undefined),
    paidAt,
    createdAt,
    highlights: r.sample(HIGHLIGHTS, r.int(0, 3)),
    features,
    prices: pricesOf(r, category.slug, priced, tier),
    images: r.shuffle(Array.from({ length: imagesPerCategory }, (_, i) => i)).slice(0, imageCount),
  };
}
