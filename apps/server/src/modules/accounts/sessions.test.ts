import { LIMITS } from '@mandap/shared/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { sweepSessions } from './service';

describe('sweepSessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('deletes expired and revoked sessions and keeps live ones', async () => {
    const expired = await signedIn(t.app, 'vendor');
    const revoked = await signedIn(t.app, 'vendor');
    await t.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { cookie: revoked.cookie },
    });
    t.clock.advance(LIMITS.sessionLifetimeMs + 1000);
    const live = await signedIn(t.app, 'vendor');
    const before = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions',
    );
    const removed = await sweepSessions(t.database.db, t.clock.now());
    expect(removed).toBeGreaterThanOrEqual(2);
    const after = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions',
    );
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) - removed);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: { cookie: live.cookie },
    });
    expect(ok.statusCode).toBe(200);
    expect(expired.cookie).not.toBe(live.cookie);
  });
});
