import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/helper';
import { registerErrorHandler } from './errors';

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
