import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { wantsWebApp } from './web-app';

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'mandap-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Mandap</title>');
    await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('revalidates other files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/VendorList', '/vendorlist/entertainmentregister/', '/ServiceDetails?data=x'])(
    'answers the app route %s with index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Mandap</title>');
    },
  );

  it('does not answer missing assets or API paths with the app', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect((await t.app.inject({ method: 'POST', url: '/VendorList' })).statusCode).toBe(404);
  });

  it('decides what falls back to the app', () => {
    expect(wantsWebApp('GET', '/VendorList?x=1')).toBe(true);
    expect(wantsWebApp('HEAD', '/terms-and-conditions')).toBe(true);
    expect(wantsWebApp('GET', '/API/health')).toBe(false);
    expect(wantsWebApp('GET', '/media/abc.webp')).toBe(false);
    expect(wantsWebApp('GET', '/apiary')).toBe(true);
    expect(wantsWebApp('DELETE', '/VendorList')).toBe(false);
  });
});
