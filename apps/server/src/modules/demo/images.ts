import { CATEGORY_SLUGS, type CategorySlug } from '@mandap/shared/catalogue/categories';
import sharp from 'sharp';
import type { Random } from './random';

// The same variants real uploads get (modules/listings/media-files.ts): a large WebP inside
// 1600 px and a thumbnail inside 480 px.
const THUMB_PX = 480;

/** Colours of each category's pictures: background from, background to, then accents. */
const PALETTES: Readonly<Record<CategorySlug, readonly string[]>> = {
  hotel: ['#1d3557', '#457b9d', '#f1c453', '#e9d8a6', '#a8dadc'],
  'photo-video': ['#22223b', '#4a4e69', '#f2e9e4', '#c9ada7', '#ffb703'],
  decoration: ['#9d0208', '#e85d04', '#ffba08', '#ff70a6', '#fff3b0'],
  'tours-travel': ['#0077b6', '#00b4d8', '#ffd166', '#06d6a0', '#ffffff'],
  catering: ['#7f4f24', '#dda15e', '#fefae0', '#bc6c25', '#e63946'],
  varmala: ['#b5179e', '#f72585', '#ffd60a', '#ff9e00', '#fff1e6'],
  'tent-house': ['#283618', '#606c38', '#fefae0', '#dda15e', '#f4a261'],
  'makeup-artist': ['#c9184a', '#ff8fa3', '#fff0f3', '#ffccd5', '#ffd166'],
  pandit: ['#e85d04', '#faa307', '#ffea00', '#d00000', '#fff8e1'],
  'dress-rental': ['#3c096c', '#9d4edd', '#e0aaff', '#ffd60a', '#ff6d00'],
  entertainment: ['#10002b', '#5a189a', '#ff006e', '#3a86ff', '#ffbe0b'],
  venue: ['#2d6a4f', '#74c69d', '#fefae0', '#ffb703', '#e9c46a'],
  dhol: ['#6a040f', '#dc2f02', '#ffba08', '#f48c06', '#fff3b0'],
  dj: ['#03071e', '#3a0ca3', '#4cc9f0', '#f72585', '#b5e48c'],
  band: ['#14213d', '#fca311', '#e5e5e5', '#d62828', '#ffffff'],
  mehndi: ['#386641', '#6a994e', '#a7c957', '#bc4749', '#f2e8cf'],
  corporate: ['#0b132b', '#1c2541', '#5bc0be', '#6fffe9', '#f0f3bd'],
};

/** One picture of the pool: its two variants and the large one's size. */
export interface PoolImage {
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  name: string;
}

function colour(palette: readonly string[], index: number): string {
  return palette[index % palette.length] ?? '#ffffff';
}

/**
 * A festive picture drawn from shapes, distinct per category (palette) and per variant (layout):
 * a gradient sky, soft lights, a mandala of petals and a marigold garland. No text, so nothing
 * depends on the fonts installed.
 */
function svg(category: CategorySlug, variant: number, random: Random, w: number, h: number) {
  const p = PALETTES[category];
  const angle = random.int(0, 359);
  const parts: string[] = [
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)">`,
    `<stop offset="0" stop-color="${colour(p, 0)}"/><stop offset="1" stop-color="${colour(p, 1)}"/>`,
    '</linearGradient>',
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".55"/>',
    '<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
  ];
  for (let i = 0; i < 14; i += 1) {
    const r = random.int(30, 160);
    parts.push(
      `<circle cx="${random.int(0, w)}" cy="${random.int(0, h)}" r="${r}" fill="url(#glow)"/>`,
      `<circle cx="${random.int(0, w)}" cy="${random.int(0, h)}" r="${random.int(6, 40)}" ` +
        `fill="${colour(p, 2 + (i % 3))}" fill-opacity="${(random.next() * 0.45 + 0.15).toFixed(2)}"/>`,
    );
  }
  // A mandala of petal rings, at a size and place that change with the variant; odd variants
  // get a second, smaller one.
  const mandala = (cx: number, cy: number, rings: number, scale: number) => {
    for (let ring = rings; ring >= 1; ring -= 1) {
      const petals = 8 + ring * 4;
      const length = (40 + ring * 45) * scale;
      const fill = colour(p, 2 + ring);
      for (let k = 0; k < petals; k += 1) {
        const a = (360 / petals) * k + ring * 7;
        parts.push(
          `<ellipse cx="${cx}" cy="${(cy - length / 2).toFixed(1)}" rx="${((10 + ring * 5) * scale).toFixed(1)}" ` +
            `ry="${(length / 2).toFixed(1)}" fill="${fill}" fill-opacity=".8" transform="rotate(${a.toFixed(1)} ${cx} ${cy})"/>`,
        );
      }
    }
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${Math.round(34 * scale)}" fill="${colour(p, 4)}"/>`,
    );
  };
  mandala(
    Math.round(w * (0.3 + 0.4 * random.next())),
    Math.round(h * (0.4 + 0.25 * random.next())),
    3 + (variant % 3),
    0.9 + (variant % 4) * 0.25,
  );
  if (variant % 2 === 1) {
    mandala(Math.round(w * (0.1 + 0.8 * random.next())), Math.round(h * 0.8), 2, 0.7);
  }
  // A marigold garland hanging across the top.
  const sag = random.int(40, 120);
  for (let x = 0; x <= w; x += 22) {
    const t = x / w;
    const y = 30 + sag * 4 * t * (1 - t);
    parts.push(`<circle cx="${x}" cy="${y.toFixed(1)}" r="13" fill="${colour(p, 2 + (x % 2))}"/>`);
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`,
  );
}

/**
 * `perCategory` pictures for each category, landscape mostly and every third portrait, made
 * once per seed and then shared (as new files) by many listings.
 */
export async function imagePool(
  random: Random,
  perCategory: number,
): Promise<Map<CategorySlug, PoolImage[]>> {
  const pool = new Map<CategorySlug, PoolImage[]>();
  for (const category of CATEGORY_SLUGS) {
    const jobs: Promise<PoolImage>[] = [];
    for (let variant = 0; variant < perCategory; variant += 1) {
      const [w, h] = variant % 3 === 2 ? [800, 1000] : [1200, 800];
      const drawing = svg(category, variant, random, w, h);
      jobs.push(
        (async () => {
          // Drawn once; both variants are encoded from the same pixels.
          const pixels = await sharp(drawing).raw().toBuffer({ resolveWithObject: true });
          const raw = {
            raw: {
              width: pixels.info.width,
              height: pixels.info.height,
              channels: pixels.info.channels,
            },
          };
          const large = await sharp(pixels.data, raw)
            .webp({ quality: 80 })
            .toBuffer({ resolveWithObject: true });
          const thumb = await sharp(pixels.data, raw)
            .resize({ width: THUMB_PX, height: THUMB_PX, fit: 'inside' })
            .webp({ quality: 75 })
            .toBuffer();
          return {
            large: large.data,
            thumb,
            width: large.info.width,
            height: large.info.height,
            name: `${category}-${variant + 1}.webp`,
          };
        })(),
      );
    }
    pool.set(category, await Promise.all(jobs));
  }
  return pool;
}
