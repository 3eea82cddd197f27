import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { readMigrations } from '../../db/migrate';
import { HealthProblem } from '../../platform/health-checks';

const databaseKind = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports the database kind and the migration version in force', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const migrations = await readMigrations();
    expect(res.json()).toEqual({
      status: 'ok',
      database: {
        status: 'ok',
        kind: databaseKind,
        migrationVersion: migrations.at(-1)?.version ?? 0,
      },
      // The test app's media are on disk; its queue is pg-boss on PostgreSQL, in-process on PGlite.
      storage: { status: 'ok', kind: 'disk' },
      queue: expect.objectContaining({
        status: 'ok',
        kind: databaseKind === 'postgresql' ? 'pg-boss' : 'in-process',
      }),
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Nothing is at GET /api/nope' });
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/health/ready',
        '/api/health/live',
        '/api/catalogue',
      ]),
    );
  });
});

describe('readiness and liveness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is ready once built, and not ready (503, Retry-After) from the moment it drains', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, phase: 'ready' });

    t.parts.lifecycle.enter('draining');
    const draining = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.headers['retry-after']).toBe('5');
    expect(draining.headers['cache-control']).toBe('no-store');
    expect(draining.json()).toEqual({
      ready: false,
      phase: 'draining',
      message: 'This Mandap server is shutting down. Please try again.',
    });
    // Alive and healthy all the same: only the load balancer is told to go elsewhere.
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ alive: true, phase: 'draining' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('a part failing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    // The database was closed by a test; the rest is closed without it.
    await t.app.close();
    await rm(t.tempDir, { recursive: true, force: true });
  });

  it('gives 503 naming the part, in words without its internals, and reports the others', async () => {
    t.parts.health.add({
      name: 'cdn',
      async check() {
        throw Object.assign(
          new Error('connect ECONNREFUSED 10.0.0.9:9000 (secret key wJalrXUtnFEMI/K7MDENG)'),
          { code: 'ECONNREFUSED' },
        );
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      status: 'failing',
      message: 'Not healthy: cdn is failing.',
      database: { status: 'ok', kind: databaseKind, migrationVersion: expect.any(Number) },
      storage: { status: 'ok', kind: 'disk' },
      queue: expect.objectContaining({ status: 'ok' }),
      cdn: { status: 'failing', error: 'failed (ECONNREFUSED)' },
    });
    expect(res.body).not.toMatch(/10\.0\.0\.9|wJalr|at /);
  });

  it("gives a check's own words when it says what is wrong, and hides a message otherwise", async () => {
    t.parts.health.add({
      name: 'broker',
      async check() {
        throw new HealthProblem('the message broker has not started');
      },
    });
    t.parts.health.add({
      name: 'mail',
      async check() {
        throw new Error('535 Authentication failed for user mandap password hunter2');
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.message).toBe('Not healthy: cdn and broker and mail are failing.');
    expect(body.broker).toEqual({ status: 'failing', error: 'the message broker has not started' });
    expect(body.mail).toEqual({
      status: 'failing',
      error: 'failed; the server log has the details',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('counts a check that does not answer in time as failing', async () => {
    t.parts.health.add({
      name: 'search',
      timeoutMs: 50,
      check: () => new Promise(() => {}),
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().search).toEqual({ status: 'failing', error: 'did not answer within 0.05 s' });
  });

  it('reports a database that cannot be reached', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().database).toEqual({ status: 'failing', error: expect.any(String) });
    expect(res.json().message).toMatch(/^Not healthy: database and /);
  });

  it('refuses a check named like a field of the reply, or added twice', () => {
    const check = async () => ({});
    expect(() => t.parts.health.add({ name: 'status', check })).toThrow(/taken/);
    expect(() => t.parts.health.add({ name: 'database', check })).toThrow(/added twice/);
  });
});
