import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../../../tools/s3-server';
import { ConfigError } from '../../platform/config';
import { STAGING_PREFIX, s3Storage } from './s3-storage';
import { localStorage, newMediaKey } from './storage';
import { storageContract } from './storage.contract';
import { createMediaStorage } from './storage-setup';

describe('local disk storage', () => {
  storageContract(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mandap-storage-'));
    const storage = localStorage(path.join(dir, 'media'));
    return {
      storage,
      pagedStorage: storage,
      close: () => rm(dir, { recursive: true, force: true }),
    };
  });
});

describe('S3 storage (a real s3rver)', () => {
  storageContract(async () => {
    const server = await startS3Server();
    return {
      storage: s3Storage(server.config),
      pagedStorage: s3Storage(server.config, { listPageSize: 2 }),
      close: () => server.close(),
    };
  });
});

describe('S3 storage, what only a bucket does', () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3Server('mandap-own-test');
  });
  afterAll(() => server.close());

  it('stages under staging/, serves at the root, with the content type and a year of cache', async () => {
    const storage = s3Storage(server.config);
    const key = newMediaKey('img', '-large.webp');
    await storage.stage(key, Buffer.from('webp'));
    expect(await server.keys()).toContain(`${STAGING_PREFIX}${key}`);
    await storage.publish([key]);
    expect(await server.keys()).toContain(key);
    expect(await server.keys(STAGING_PREFIX)).not.toContain(`${STAGING_PREFIX}${key}`);
    const url = await storage.signedUrl?.(key, { signedAt: new Date(), expiresInSeconds: 60 });
    const res = await fetch(url ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from('webp'));
    // Signed for an hour, two hours ago: refused.
    const expired = await storage.signedUrl?.(key, {
      signedAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
      expiresInSeconds: 60 * 60,
    });
    expect((await fetch(expired ?? '')).status).toBe(403);
    await storage.delete(key);
  });

  it('lists only media keys, whatever else the bucket holds', async () => {
    const storage = s3Storage(server.config);
    await server.putObject('img/README.txt', 'not ours');
    await server.putObject('staging/vid/notes.txt', 'not ours either');
    const key = newMediaKey('img', '-thumb.webp');
    await storage.put(key, Buffer.from('thumb'));
    const listed: string[] = [];
    for await (const file of storage.list()) listed.push(file.key);
    const staged: string[] = [];
    for await (const file of storage.listStaged()) staged.push(file.key);
    expect(listed).toEqual([key]);
    expect(staged).toEqual([]);
    await storage.delete(key);
    await server.deleteObject('img/README.txt');
    await server.deleteObject('staging/vid/notes.txt');
  });

  it('lends a staged object through a temporary file that is gone afterwards', async () => {
    const storage = s3Storage(server.config);
    const key = newMediaKey('vid', '.mp4');
    await storage.stage(key, Buffer.from('a small video'));
    let lent = '';
    await storage.withStagedFile(key, async (file) => {
      lent = file;
      expect(await readFile(file, 'utf8')).toBe('a small video');
    });
    expect(lent.startsWith(os.tmpdir())).toBe(true);
    expect(existsSync(lent)).toBe(false);
    expect(existsSync(path.dirname(lent))).toBe(false);
    await storage
      .withStagedFile(key, async (file) => {
        lent = file;
        throw new Error('refused');
      })
      .catch(() => {});
    expect(existsSync(path.dirname(lent))).toBe(false);
    await storage.discardStaged([key]);
  });

  it('stops a start with what to do when the bucket is missing or refuses the keys', async () => {
    const media = (s3: Partial<S3TestServer['config']>) => ({
      storage: 's3' as const,
      s3: { ...server.config, ...s3 },
      delivery: 'proxy' as const,
      publicUrl: null,
    });
    const missing = await createMediaStorage(media({ bucket: 'no-such-bucket' }), '/nowhere').catch(
      (error: unknown) => error,
    );
    expect(missing).toBeInstanceOf(ConfigError);
    expect((missing as Error).message).toBe(
      `The S3 bucket 'no-such-bucket' at ${server.endpoint} does not exist. Create it (Mandap does not create buckets: see docs/decisions/0046-s3-media-storage.md), or correct S3_BUCKET.`,
    );
    const refused = await createMediaStorage(
      media({ credentials: { accessKeyId: 'NOT-S3RVER', secretAccessKey: 'S3RVER' } }),
      '/nowhere',
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as Error).message).toMatch(
      /^Access to the S3 bucket 'mandap-own-test' at http:\/\/127\.0\.0\.1:\d+ was refused\. Check S3_ACCESS_KEY_ID/,
    );
    const storage = await createMediaStorage(media({}), '/nowhere');
    expect(await storage.check()).toEqual({ kind: 's3', bucket: 'mandap-own-test' });
  });
});
