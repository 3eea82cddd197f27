import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { filesUnder } from '../../../test/listings';
import { mp4, multipart } from '../../../test/multipart';

describe('an upload cut off half way', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  /** The upload's files, staged (while it arrives) or served. */
  async function mediaFiles(): Promise<string[]> {
    return [
      ...(await filesUnder(path.join(t.tempDir, 'media'))),
      ...(await filesUnder(path.join(t.tempDir, 'media-staging'))),
    ];
  }

  it('leaves no listing and no file behind', async () => {
    const { cookie } = await signedIn(t.app, 'vendor');
    const body = multipart(
      {
        firmName: 'Dhol Masters',
        email: 'dhol@example.in',
        phone: '9876501234',
        houseNo: '1',
        city: 'Amritsar',
        nearBy: 'Golden Temple',
        district: 'Amritsar',
        state: 'Punjab',
        pincode: '143001',
        description: 'Baraat dhol',
        plan: 'basic',
      },
      [{ field: 'videos', name: 'baraat.mp4', type: 'video/mp4', data: mp4(8 * 1024 * 1024) }],
    );
    const sent = Math.floor(body.payload.length / 2);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/vendor/listings/dhol',
      headers: { ...body.headers, cookie, 'content-length': body.payload.length },
    });
    // Cutting the connection below fails the request: that is the point.
    request.on('error', () => {});
    await new Promise<void>((resolve) => {
      request.write(body.payload.subarray(0, sent), () => resolve());
    });
    // Cut the connection only once the server has stored part of the video: otherwise there is
    // nothing to clean up and the test would prove nothing.
    let stored = await mediaFiles();
    for (let i = 0; i < 100 && stored.length === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      stored = await mediaFiles();
    }
    expect(stored).not.toEqual([]);
    request.destroy();
    // The server notices the closed socket and cleans up; poll briefly for it.
    let files = await mediaFiles();
    for (let i = 0; i < 50 && files.length > 0; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      files = await mediaFiles();
    }
    expect(files).toEqual([]);
    const rows = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM listings',
    );
    expect(rows[0]?.n).toBe(0);
  });
});
