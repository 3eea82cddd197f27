import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/helper';
import { registerErrorHandler } from './errors';
import { isPrivatePath } from './security-headers';

describe('security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends a self-only CSP and the usual headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses writes from another site', async () => {
    const payload = newAccount();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      message: 'This request came from another site and was refused.',
    });
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload,
    });
    expect(same.statusCode).toBe(201);
  });

  it('marks the cookie Secure behind an https proxy it trusts', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      const account = newAccount();
      await proxied.app.inject({ method: 'POST', url: '/api/vendor/register', payload: account });
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/vendor/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: account.email, password: account.password },
      });
      expect(String(res.headers['set-cookie'])).toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  it('marks the session-bound paths private (no-store), and only those', () => {
    for (const path of [
      '/api/vendor/profile',
      '/api/vendor/listings/7/prices?x=1',
      '/api/vendor/login',
      '/api/user/register',
      '/api/user/profile',
      '/api/session',
      '/api/session/logout',
      '/api/payments/verify',
      '/api/payments/sandbox/checkout',
      '/API/Vendor/profile',
      '/api/vendor',
      '/api/vendor/listings/:listingId',
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of [
      undefined,
      '/api/catalogue',
      '/api/search?q=vendor',
      '/api/listings/7',
      '/api/health',
      '/api/ocr-config',
      '/media/img/ab/x.webp',
      '/Vendors/7/shubh-vivah',
      '/api/vendors',
      '/api/sessions',
      '/',
    ]) {
      expect(isPrivatePath(path), String(path)).toBe(false);
    }
  });

  it('sends no-store on vendor data and its refusals, and keeps the catalogue cacheable', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/vendor/listings' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/catalogue' });
    expect(catalogue.headers['cache-control']).toBe('public, max-age=300');
  });

  it('hides the internals of a 5xx reply', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('password for db is hunter2');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('hunter2');
    await app.close();
  });
});
