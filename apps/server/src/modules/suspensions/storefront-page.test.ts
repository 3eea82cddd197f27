import { existsSync } from 'node:fs';
import path from 'node:path';
import { SUSPENSION_MESSAGES } from '@mandap/shared/suspensions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing } from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { enrolledOperator } from '../../../test/operators';

// The server-rendered storefront of a listing suspended by Mandap (decision 0066): the real web
// build's renderer (`npm run build -w @mandap/web` first) answers 410 with a plain page that says
// SUSPENSION_MESSAGES.storefrontSuspended, and never the reason.

const WEB_DIST = path.resolve(import.meta.dirname, '../../../../web/dist');

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(path.join(WEB_DIST, 'server', 'entry-server.js'))) {
    throw new Error(`No web build at ${WEB_DIST}: run npm run build -w @mandap/web first.`);
  }
  t = await buildTestApp({ WEB_DIST_DIR: WEB_DIST });
});
afterAll(async () => {
  await t?.close();
});

describe("a suspended listing's storefront page", () => {
  it('answers 410 with the plain suspended page, without the reason', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await activeListing(t.app, vendor.cookie, 'dj', {
      firmName: 'Gone Beats',
      city: 'Pagepur',
    });
    const storefront = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}` });
    const url = storefront.json().url as string;
    const shown = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Gone Beats');

    const moderator = await enrolledOperator(t, 'moderator');
    const version = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/listings/${listingId}`,
        headers: { cookie: moderator.cookie },
      })
    ).json().version;
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/listings/${listingId}/suspension`,
      headers: { cookie: moderator.cookie },
      payload: { action: 'suspend', reason: 'other', details: 'A secret reason.', version },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    const gone = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gone.body).toContain(SUSPENSION_MESSAGES.storefrontSuspended);
    expect(gone.body).not.toContain('A secret reason');
    expect(gone.body).toContain('<meta name="robots" content="noindex"');
  });
});
