// Memory of the server while a vendor uploads a 50 MB video through the registration form,
// against a 1 MB upload on the same path in the same run. Target: growth under 64 MB. On local
// disk (`upload-memory`), or into an S3 bucket (`upload-memory-s3`: a real s3rver started here,
// in this process, so that its memory is not counted as the server's).
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { Readable } from 'node:stream';
import { PRIVACY_NOTICE_VERSION } from '@mandap/shared/privacy-notice';
import { plainPhoto, stillVideo } from '../apps/server/tools/id-corpus';
import { type S3TestServer, startS3Server } from '../apps/server/tools/s3-server';
import { startServer } from './harness';

export const TARGET_GROWTH_MB = 64;
const MB = 1024 * 1024;

function message(child: ChildProcess, text: string) {
  return new Promise<number>((resolve) => {
    child.once('message', (reply: { rss: number }) => resolve(reply.rss));
    child.send?.(text);
  });
}

async function json(url: string, body: unknown, cookie = '') {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  return { res, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

/**
 * A real two-second H.264 MP4, so the server's ID check (ffmpeg, frame at 1 s) can read it.
 * Without ffmpeg the server does not check video frames, and an MP4 header alone will do.
 */
async function film(): Promise<Buffer> {
  try {
    return await stillVideo(await plainPhoto(640, 360));
  } catch {
    return Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
  }
}

/** An MP4 'free' box header: a box every reader skips, `size` bytes in all. */
function freeBox(size: number): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size);
  header.write('free', 4, 'latin1');
  return header;
}

/** Streams a multipart form with one video of `size` bytes: `film`, then a 'free' box. */
function upload(base: string, cookie: string, film: Buffer, size: number): Promise<number> {
  const boundary = '----mandapbench';
  const fields = {
    firmName: 'Bench Films',
    email: 'bench@example.in',
    phone: '9876501234',
    houseNo: '1',
    city: 'Pune',
    nearBy: 'FC Road',
    district: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    description: 'Wedding films',
    plan: 'basic',
  };
  const head = Buffer.from(
    Object.entries(fields)
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="videos"; filename="film.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    yield film;
    yield freeBox(size - film.length);
    let left = size - film.length - 8;
    const chunk = Buffer.alloc(256 * 1024);
    while (left > 0) {
      const piece = chunk.subarray(0, Math.min(chunk.length, left));
      left -= piece.length;
      yield piece;
    }
    yield tail;
  }
  return new Promise((resolve, reject) => {
    const url = new URL('/api/vendor/listings/photo-video', base);
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
        cookie,
      },
    });
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', reject);
    Readable.from(body()).pipe(request);
  });
}

export async function uploadMemoryBenchmark(
  storage: 'disk' | 's3' = 'disk',
): Promise<{ growthMb: number; lines: string[] }> {
  const s3: S3TestServer | undefined = storage === 's3' ? await startS3Server() : undefined;
  const server = await startServer('app-memory.ts', ['--expose-gc'], s3?.env() ?? {});
  const name = storage === 's3' ? 'upload-memory-s3' : 'upload-memory';
  try {
    const email = `bench-${Date.now()}@example.in`;
    const password = 'Bench@2026x';
    await json(`${server.url}/api/vendor/register`, {
      name: 'Bench Vendor',
      email,
      phone: '9876501234',
      password,
      ageConfirmed: true,
      noticeAccepted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    const { cookie } = await json(`${server.url}/api/vendor/login`, { email, password });
    const video = await film();
    // Warm the path once (and the ID check's OCR worker) so start-up allocations are not counted.
    await upload(server.url, cookie, video, 1 * MB);
    const growth: Record<string, number> = {};
    for (const size of [1 * MB, 50 * MB - 1024]) {
      const before = await message(server.child, 'reset');
      const status = await upload(server.url, cookie, video, size);
      if (status !== 201) throw new Error(`upload of ${size} bytes answered ${status}`);
      growth[size] = ((await message(server.child, 'sample')) - before) / MB;
    }
    const small = growth[1 * MB] ?? 0;
    const large = growth[50 * MB - 1024] ?? 0;
    return {
      growthMb: large,
      lines: [
        `${name}: 1 MB video: server RSS grew ${small.toFixed(1)} MB`,
        `${name}: 50 MB video: server RSS grew ${large.toFixed(1)} MB (target < ${TARGET_GROWTH_MB} MB) ${large < TARGET_GROWTH_MB ? 'PASS' : 'MISS'}`,
      ],
    };
  } finally {
    await server.stopped();
    await s3?.close();
  }
}
