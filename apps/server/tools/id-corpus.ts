import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

// Images made at test time (no binary fixtures): ID-card-like documents that must be refused,
// and ordinary wedding-business images that must pass. Text is drawn with Debian's Noto fonts.

interface Line {
  text: string;
  size?: number;
  font?: 'Noto Sans' | 'Noto Sans Devanagari' | 'Noto Sans Telugu' | 'Noto Sans Mono';
  bold?: boolean;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A card of text lines on a tinted background, optionally with a photo-like block. */
export async function card(
  lines: Line[],
  options: { width?: number; height?: number; background?: string; photo?: boolean } = {},
): Promise<Buffer> {
  const width = options.width ?? 1000;
  const height = options.height ?? 640;
  let y = 70;
  const texts = lines
    .map((line) => {
      const size = line.size ?? 36;
      const x = options.photo ? 300 : 50;
      const svg = `<text x="${x}" y="${y}" font-family="${line.font ?? 'Noto Sans'}" font-size="${size}" font-weight="${line.bold ? 'bold' : 'normal'}" fill="#111">${escapeXml(line.text)}</text>`;
      y += Math.round(size * 1.6);
      return svg;
    })
    .join('');
  const photo = options.photo
    ? '<rect x="40" y="120" width="220" height="280" fill="#8a8f99"/><circle cx="150" cy="220" r="60" fill="#c9b59a"/>'
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${options.background ?? '#fdfcf7'}"/>${photo}${texts}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A plain photo-like image with no text: gradients and shapes at 12 megapixels when asked. */
export async function plainPhoto(width = 1600, height = 1200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7b267"/><stop offset="1" stop-color="#b23a48"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.2}" fill="#ffe8a3" opacity="0.8"/>
    <rect x="${width * 0.55}" y="${height * 0.5}" width="${width * 0.3}" height="${height * 0.35}" fill="#5d2e46" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** Gaussian noise bytes (mean 128) from a seeded generator, so every run sees the same grain. */
function grain(pixels: number, seed: number, sigma: number): Buffer {
  let state = seed >>> 0;
  // mulberry32
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), state | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const out = Buffer.alloc(pixels);
  for (let i = 0; i < pixels; i += 2) {
    // Box-Muller: two normal values from two uniform ones.
    const radius = sigma * Math.sqrt(-2 * Math.log(random() || Number.EPSILON));
    const angle = 2 * Math.PI * random();
    out[i] = Math.max(0, Math.min(255, Math.round(128 + radius * Math.cos(angle))));
    if (i + 1 < pixels) {
      out[i + 1] = Math.max(0, Math.min(255, Math.round(128 + radius * Math.sin(angle))));
    }
  }
  return out;
}

/**
 * A phone-camera-like photo: `plainPhoto` with fine sensor grain, the same for the same seed.
 * Grain is what makes tesseract slow on real photos (decision 0012).
 */
export function grainyPhoto(width = 4000, height = 3000, seed = 1): Promise<Buffer> {
  const key = `${width}x${height}:${seed}`;
  let photo = grainyPhotos.get(key);
  if (!photo) {
    photo = makeGrainyPhoto(width, height, seed);
    grainyPhotos.set(key, photo);
  }
  return photo;
}

const grainyPhotos = new Map<string, Promise<Buffer>>();

async function makeGrainyPhoto(width: number, height: number, seed: number): Promise<Buffer> {
  const noise = await sharp(grain(width * height, seed, 12), {
    raw: { width, height, channels: 1 },
  })
    .toColourspace('srgb')
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(await plainPhoto(width, height))
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** `document` photographed: laid on a grainy 12 MP photo at `fraction` of the frame's width. */
export async function photographed(document: Buffer, fraction: number, seed = 1): Promise<Buffer> {
  const width = 4000;
  const scaled = await sharp(document)
    .resize({ width: Math.round(width * fraction) })
    .toBuffer();
  return sharp(await grainyPhoto(width, 3000, seed))
    .composite([{ input: scaled, left: 500, top: 400 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * An H.264 MP4 showing `image` for `seconds` seconds, as a phone would record it, made with
 * Debian's ffmpeg (`npm test` installs it).
 */
export async function stillVideo(image: Buffer, seconds = 2): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mandap-video-'));
  try {
    const input = path.join(dir, 'still.jpg');
    const output = path.join(dir, 'out.mp4');
    await writeFile(input, image);
    await promisify(execFile)(process.env.FFMPEG_PATH ?? 'ffmpeg', [
      ...['-loglevel', 'error', '-loop', '1', '-i', input, '-t', String(seconds), '-r', '10'],
      ...['-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', output],
    ]);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const ID_DOCUMENTS: Record<string, () => Promise<Buffer>> = {
  'Aadhaar-like card (English and Hindi)': () =>
    card(
      [
        { text: 'भारत सरकार', font: 'Noto Sans Devanagari', size: 40 },
        { text: 'Government of India', bold: true },
        { text: 'Rahul Sharma' },
        { text: 'DOB: 14/08/1991' },
        { text: 'Male' },
        { text: '4821 7730 1956', size: 54, bold: true },
      ],
      { photo: true },
    ),
  'Aadhaar-like card (Hindi only)': () =>
    card(
      [
        { text: 'भारत सरकार', font: 'Noto Sans Devanagari', size: 44 },
        { text: 'नाम: राहुल शर्मा', font: 'Noto Sans Devanagari' },
        { text: 'आधार', font: 'Noto Sans Devanagari', size: 44 },
      ],
      { photo: true },
    ),
  'PAN-like card': () =>
    card(
      [
        { text: 'INCOME TAX DEPARTMENT', bold: true, size: 40 },
        { text: 'GOVT. OF INDIA', bold: true },
        { text: 'Permanent Account Number Card' },
        { text: 'BNZPM2501F', size: 48, bold: true },
        { text: 'Name: PRIYA MEHTA' },
      ],
      { background: '#e8f1fb', photo: true },
    ),
  'Passport page with MRZ lines': () =>
    card(
      [
        { text: 'REPUBLIC OF INDIA', bold: true, size: 40 },
        { text: 'PASSPORT', bold: true },
        { text: 'Surname: VERMA   Given Name: ANIL' },
        { text: 'P<INDVERMA<<ANIL<<<<<<<<<<<<<<<<<<<<<<<<<<', font: 'Noto Sans Mono', size: 30 },
        { text: 'Z1234567<8IND8503157M3001013<<<<<<<<<<<<<<04', font: 'Noto Sans Mono', size: 30 },
      ],
      { width: 1100, photo: true },
    ),
  'Voter ID card': () =>
    card(
      [
        { text: 'ELECTION COMMISSION OF INDIA', bold: true, size: 38 },
        { text: 'ELECTOR PHOTO IDENTITY CARD' },
        { text: 'Name: Sunita Devi' },
        { text: "Father's Name: Ram Prasad" },
        { text: 'Sex: Female' },
      ],
      { width: 1100, photo: true },
    ),
  'Driving licence': () =>
    card(
      [
        { text: 'Indian Union Driving Licence', bold: true, size: 40 },
        { text: 'Issued by Transport Department, Maharashtra' },
        { text: 'DL No: MH12 20110012345' },
        { text: 'Name: Kiran Patil' },
        { text: 'Date of Birth: 02-11-1987' },
      ],
      { width: 1100, photo: true },
    ),
  'Telugu Aadhaar-like card': () =>
    card(
      [
        { text: 'ఆధార్', font: 'Noto Sans Telugu', size: 48 },
        { text: 'పేరు: రాహుల్', font: 'Noto Sans Telugu' },
        { text: '5512 3309 8841', size: 54, bold: true },
      ],
      { photo: true },
    ),
};

export const BENIGN_IMAGES: Record<string, () => Promise<Buffer>> = {
  "Caterer's menu with Paneer": () =>
    card([
      { text: 'Shree Caterers — Wedding Menu', bold: true, size: 40 },
      { text: 'Paneer Tikka  ₹280' },
      { text: 'Paneer Butter Masala  ₹320' },
      { text: 'Dal Makhani, Jeera Rice, Naan' },
      { text: 'Gulab Jamun and Rasmalai' },
    ]),
  'Wedding invitation': () =>
    card(
      [
        { text: 'Priya weds Rahul', bold: true, size: 54 },
        { text: 'Saturday, 12 December 2026' },
        { text: 'Shubh Vivah Banquets, Jaipur' },
        { text: 'शुभ विवाह', font: 'Noto Sans Devanagari', size: 44 },
      ],
      { background: '#fff4e0' },
    ),
  "'Gender Reveal' decor banner": () =>
    card(
      [
        { text: 'Gender Reveal Party', bold: true, size: 64 },
        { text: 'Balloons • Stage • Lights by Utsav Decor' },
      ],
      {
        background: '#fde2ef',
      },
    ),
  'Company banner for a corporate event': () =>
    card([
      { text: 'Acme Company Annual Meet 2026', bold: true, size: 52 },
      { text: 'Japan tour winners felicitation' },
    ]),
  'Mehndi artist flyer in Telugu': () =>
    card([
      { text: 'మెహందీ డిజైన్లు', font: 'Noto Sans Telugu', size: 48 },
      { text: 'Bridal Mehndi • Arabic Design' },
    ]),
  'Plain photo': () => plainPhoto(),
};
