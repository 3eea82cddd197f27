import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

export interface FilePart {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body: text fields (repeated for arrays) first, then files. */
export function multipart(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const boundary = `----mandap${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`,
        ),
      );
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real JPEG photo carrying EXIF data (camera and copyright), made at test time. */
export async function jpegWithExif(width = 1200, height = 800): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 80 } },
  })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Private GPS 28.61N 77.20E' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#f5c542' } })
    .png()
    .toBuffer();
}

/** The first bytes of an MP4 (an 'isom' ftyp box and an mdat), padded to `size` bytes. */
export function mp4(size = 64 * 1024): Buffer {
  const ftyp = Buffer.from([
    0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00,
    0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31,
  ]);
  const data = Buffer.alloc(size);
  ftyp.copy(data);
  data.writeUInt32BE(size - ftyp.length, ftyp.length);
  data.write('mdat', ftyp.length + 4, 'latin1');
  return data;
}

/** An ELF executable header: what a renamed program looks like. */
export function elfExecutable(): Buffer {
  const data = Buffer.alloc(4096);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]).copy(data);
  return data;
}

/** A CRC-32 as PNG chunks carry it. */
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid, tiny PNG of a huge blank page (by default 10,000 x 10,000 pixels, one bit each): a
 * few kilobytes on the wire, hundreds of megabytes once decoded (a 'pixel flood').
 */
export function pixelBombPng(width = 10_000, height = 10_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = 1 + Math.ceil(width / 8); // filter byte, then the pixels
  const raw = Buffer.alloc(row * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A request body sent in two steps: the first `sentFirst` bytes at once, the rest only when
 * `finish()` is called (or never, when `cut()` ends it short). For uploads that must still be
 * under way while a test does something else.
 */
export function heldBody(payload: Buffer, sentFirst: number) {
  const stream = new PassThrough();
  stream.write(payload.subarray(0, sentFirst));
  return {
    stream,
    finish: () => stream.end(payload.subarray(sentFirst)),
    cut: () => stream.destroy(new Error('client went away')),
  };
}
