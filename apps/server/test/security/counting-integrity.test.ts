import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config';
import { signedIn, signInAgain } from '../accounts';
import { activeListing } from '../contact';
import { buildTestApp, type TestApp } from '../helper';
import { secondServer } from '../two-servers';

// Counting that a script cannot move (issue 27, finding 1; decision 0056). Found from outside:
// 50 storefront requests with the browser version varied added 50 views, 200 repeats of one
// search added 200 appearances, 20 shortlist add/remove cycles added 20 shortlists, and 17 of 40
// non-browser clients counted as people. Each attempt is repeated here and the figures must not
// move: a person (the account when signed in, else the address, an IPv6 one by its /64) counts
// once per listing, kind and India day, whatever user agent or cookie it sends.

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** Desktop Chrome of version `major`: what a script varies to look like a new visitor. */
const chromeVersion = (major: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.${major * 7}.0 Safari/537.36`;

let t: TestApp;
let vendor: Awaited<ReturnType<typeof signedIn>>;
let addresses = 0;

/** An address no other test of this file uses. */
function newAddress(): string {
  addresses += 1;
  return `198.18.${(addresses >> 8) & 255}.${addresses & 255}`;
}

beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
});
afterAll(() => t.close());

interface From {
  ip: string;
  userAgent?: string;
  cookie?: string;
}

function headersOf({ userAgent = CHROME, cookie }: From) {
  return { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) };
}

function viewStorefront(app: TestApp, listingId: number, from: From) {
  return app.app.inject({
    method: 'GET',
    url: `/api/listings/${listingId}`,
    remoteAddress: from.ip,
    headers: headersOf(from),
  });
}

function search(app: TestApp, query: string, from: From) {
  return app.app.inject({
    method: 'GET',
    url: `/api/search?${query}`,
    remoteAddress: from.ip,
    headers: headersOf(from),
  });
}

async function flush(...apps: TestApp[]): Promise<void> {
  await Promise.all(
    apps.flatMap((app) => [
      app.parts.counting.views.flush(),
      app.parts.counting.appearances.flush(),
    ]),
  );
}

/** A listing's figures summed over every day (zeros when it has no row). */
async function figures(app: TestApp, listingId: number) {
  const [row] = await app.database.sql.query<{
    views: number;
    appearances: number;
    shortlists: number;
  }>(
    `SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(appearances), 0)::int AS appearances,
       coalesce(sum(shortlists), 0)::int AS shortlists
     FROM listing_daily_stats WHERE listing_id = $1`,
    [listingId],
  );
  return {
    views: Number(row?.views),
    appearances: Number(row?.appearances),
    shortlists: Number(row?.shortlists),
  };
}

function listing(firmName: string, app: TestApp = t, cookie = vendor.cookie): Promise<number> {
  return activeListing(app.app, cookie, 'dj', { firmName, city: 'Ginatipur' });
}

describe('one person counts once per listing and day', () => {
  it('50 storefront requests with the browser version varied add one view', async () => {
    const id = await listing('Ankush Sound Ginati');
    const ip = newAddress();
    for (let i = 0; i < 50; i += 1) {
      expect(
        (await viewStorefront(t, id, { ip, userAgent: chromeVersion(80 + i) })).statusCode,
      ).toBe(200);
    }
    await flush(t);
    expect((await figures(t, id)).views).toBe(1);
  });

  it('200 repeats of one search add one appearance for each listing shown', async () => {
    const a = await listing('Zorawar Repeat Beats');
    const b = await listing('Zorawar Repeat Dhun');
    const from = { ip: newAddress() };
    for (let i = 0; i < 200; i += 1) {
      const res = await search(t, 'q=Zorawar+Repeat', from);
      expect(res.json().results).toHaveLength(2);
    }
    await flush(t);
    expect((await figures(t, a)).appearances).toBe(1);
    expect((await figures(t, b)).appearances).toBe(1);
  });

  it('20 shortlist add/remove cycles by one user add one shortlist', async () => {
    const id = await listing('Cyclewala DJ');
    const user = await signedIn(t.app, 'user');
    for (let i = 0; i < 20; i += 1) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/user/shortlist/${id}`,
          headers: { cookie: user.cookie },
        });
        expect(res.statusCode).toBe(204);
      }
    }
    expect((await figures(t, id)).shortlists).toBe(1);
    // Another user's shortlist is another person's.
    const other = await signedIn(t.app, 'user');
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/shortlist/${id}`,
      headers: { cookie: other.cookie },
    });
    expect((await figures(t, id)).shortlists).toBe(2);
  });

  it('a signed-in account counts once, from any address, browser and session of its own', async () => {
    const id = await listing('Safar Sound Ginati');
    const user = await signedIn(t.app, 'user');
    const again = await signInAgain(t.app, 'user', user.account);
    for (let i = 0; i < 10; i += 1) {
      const cookie = i % 2 === 0 ? user.cookie : again.cookie;
      const from = { ip: newAddress(), userAgent: chromeVersion(100 + i), cookie };
      expect((await viewStorefront(t, id, from)).statusCode).toBe(200);
      expect((await search(t, 'q=Safar+Sound', from)).json().results).toHaveLength(1);
    }
    await flush(t);
    expect(await figures(t, id)).toEqual({ views: 1, appearances: 1, shortlists: 0 });
  });

  it('a cookie that is no session makes no new person', async () => {
    const id = await listing('Nakli Cookie Band');
    const ip = newAddress();
    for (let i = 0; i < 10; i += 1) {
      const cookie = `mandap_session=forged-${i}-${'x'.repeat(40)}`;
      expect((await viewStorefront(t, id, { ip, cookie })).statusCode).toBe(200);
    }
    await flush(t);
    expect((await figures(t, id)).views).toBe(1);
  });

  it('an IPv6 visitor counts once for its /64, whatever address of it it uses', async () => {
    const id = await listing('Ipv6 Dhol Ginati');
    for (const ip of ['2001:db8:77:1::1', '2001:db8:77:1:a:b:c:d', '2001:db8:0077:0001:ffff::9']) {
      expect((await viewStorefront(t, id, { ip })).statusCode).toBe(200);
    }
    // Another /64 is another household; an IPv4 address mapped into IPv6 is that IPv4 address.
    const v4 = newAddress();
    await viewStorefront(t, id, { ip: '2001:db8:77:2::1' });
    await viewStorefront(t, id, { ip: v4 });
    await viewStorefront(t, id, { ip: `::ffff:${v4}` });
    await flush(t);
    expect((await figures(t, id)).views).toBe(3);
  });

  it('still counts each person: other addresses, accounts and days', async () => {
    const id = await listing('Ginati Sahi Log');
    for (let i = 0; i < 3; i += 1) await viewStorefront(t, id, { ip: newAddress() });
    const user = await signedIn(t.app, 'user');
    await viewStorefront(t, id, { ip: newAddress(), cookie: user.cookie });
    await flush(t);
    expect((await figures(t, id)).views).toBe(4);
    t.clock.advance(24 * 60 * 60 * 1000);
    await viewStorefront(t, id, { ip: newAddress(), cookie: user.cookie });
    await flush(t);
    expect((await figures(t, id)).views).toBe(5);
  });
});

// User agents seen on the fresh server (issue 27) and the like: none is a couple at a browser.
const CLIENTS: [string, string][] = [
  ["Node's fetch", 'node'],
  ['Postman', 'PostmanRuntime/7.39.0'],
  ['Insomnia', 'insomnia/9.2.0'],
  ['Deno', 'Deno/1.44.4'],
  ['Bun', 'Bun/1.1.17'],
  ['Dart', 'Dart/3.4 (dart:io)'],
  ['libcurl', 'libcurl/8.4.0 r-curl/5.2.0 httr/1.4.7'],
  ['libcurl agent', 'libcurl-agent/1.0'],
  ["Java's HttpClient", 'Java-http-client/21.0.3'],
  ['Ruby', 'Ruby'],
  ['Faraday', 'Faraday v2.9.2'],
  ['reqwest', 'reqwest/0.12.5'],
  ['aiohttp', 'aiohttp/3.9.5'],
  ['HTTPie', 'HTTPie/3.2.2'],
  [
    'Cypress',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Cypress/13.13.0 Chrome/118.0.5993.159 Electron/27.3.11 Safari/537.36',
  ],
  [
    'Electron',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) scraper/1.0.0 Chrome/124.0.6367.243 Electron/30.1.0 Safari/537.36',
  ],
  ['facebookcatalog', 'facebookcatalog/1.0'],
  ['a bare x', 'x'],
  ['curl', 'curl/8.5.0'],
  ['Wget', 'Wget/1.21.4'],
  ['python-requests', 'python-requests/2.32.3'],
  ['HTTPX', 'python-httpx/0.27.0'],
  ['Go', 'Go-http-client/2.0'],
  ['OkHttp', 'okhttp/4.12.0'],
  ['axios', 'axios/1.7.2'],
  ['got', 'got (https://github.com/sindresorhus/got)'],
  ['Apache HttpClient', 'Apache-HttpClient/4.5.14 (Java/17.0.2)'],
  [
    'PowerShell',
    'Mozilla/5.0 (Windows NT; Windows NT 10.0; en-IN) WindowsPowerShell/5.1.22621.2506',
  ],
  ['Guzzle', 'GuzzleHttp/7'],
  ['RestSharp', 'RestSharp/110.2.0.0'],
  ['Thunder Client', 'Thunder Client (https://www.thunderclient.com)'],
  ['jsdom', 'Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/24.1.0'],
  [
    'headless Chrome',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  ],
  ['k6', 'k6/0.52.0 (https://k6.io/)'],
  ['Scrapy', 'Scrapy/2.11.2 (+https://scrapy.org)'],
  ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
  [
    'Facebook link preview',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  ],
  ['WhatsApp link preview', 'WhatsApp/2.24.13.80 A'],
  ['a bare Mozilla', 'Mozilla/5.0'],
  ['nothing', ''],
];

// Real browsers of phones and desktops, Indian favourites included: each is a person.
const BROWSERS: [string, string][] = [
  ['Chrome on Android', CHROME],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ],
  [
    'Chrome on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  ],
  [
    'UC Browser',
    'Mozilla/5.0 (Linux; U; Android 10; en-US; RMX2020 Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  ],
  ['Firefox on Android', 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0'],
  [
    'KaiOS on a JioPhone',
    'Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i;Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
  ],
  [
    'Cubot phone',
    'Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  ],
  [
    'Instagram in-app',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.3.19.91 (iPhone14,2; iOS 17_5; en_IN; en; scale=3.00; 1170x2532; 601163412)',
  ],
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  ],
  [
    'Safari on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  ],
  [
    'Opera on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  ],
];

describe('who is a person', () => {
  let storefront: number;
  beforeAll(async () => {
    storefront = await listing('Pehchan Beats');
  });

  it.each(CLIENTS)('%s (%s) counts neither a view nor an appearance', async (_, userAgent) => {
    const from = { ip: newAddress(), userAgent };
    const before = await figures(t, storefront);
    expect((await viewStorefront(t, storefront, from)).statusCode).toBe(200);
    expect((await search(t, 'q=Pehchan+Beats', from)).json().results).toHaveLength(1);
    await flush(t);
    expect(await figures(t, storefront)).toEqual(before);
  });

  it.each(BROWSERS)('%s counts a view and an appearance', async (_, userAgent) => {
    const from = { ip: newAddress(), userAgent };
    const before = await figures(t, storefront);
    await viewStorefront(t, storefront, from);
    await search(t, 'q=Pehchan+Beats', from);
    await flush(t);
    expect(await figures(t, storefront)).toEqual({
      ...before,
      views: before.views + 1,
      appearances: before.appearances + 1,
    });
  });
});

describe('bursts from one source', () => {
  const PER_MINUTE = 5;
  let burst: TestApp;
  let burstVendor: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    burst = await buildTestApp({ COUNTED_PAGES_PER_MINUTE: String(PER_MINUTE) });
    burstVendor = await signedIn(burst.app, 'vendor');
  });
  afterAll(() => burst.close());

  it(`count ${PER_MINUTE} pages a minute from one address, nothing beyond, and again the next minute`, async () => {
    const ids: number[] = [];
    for (let i = 0; i < PER_MINUTE + 3; i += 1) {
      ids.push(await listing(`Jhatka Burst ${i}`, burst, burstVendor.cookie));
    }
    const ip = newAddress();
    // Each listing once: nothing a person has seen already, so only the burst rule holds them.
    for (const id of ids) expect((await viewStorefront(burst, id, { ip })).statusCode).toBe(200);
    // Its /64 is one source for IPv6 too.
    for (const id of ids)
      await viewStorefront(burst, id, { ip: `2001:db8:5:5::${id.toString(16)}` });
    // Another address is not held back by the first.
    const other = newAddress();
    for (const id of ids.slice(0, 2)) await viewStorefront(burst, id, { ip: other });
    await flush(burst);
    const views = async () =>
      (await Promise.all(ids.map(async (id) => (await figures(burst, id)).views))).reduce(
        (a, b) => a + b,
        0,
      );
    expect(await views()).toBe(2 * PER_MINUTE + 2);

    burst.clock.advance(60_000);
    for (const id of ids.slice(-2)) await viewStorefront(burst, id, { ip });
    await flush(burst);
    expect(await views()).toBe(2 * PER_MINUTE + 4);
  });

  it('counts 60 pages a minute from one source unless configured', () => {
    expect(loadConfig({}).countedPagesPerMinute).toBe(60);
  });
});

describe('two servers', () => {
  it("count a person's view and appearance once, whichever server answered", async () => {
    const b = await secondServer(t);
    try {
      const id = await listing('Do Server Ginati');
      const user = await signedIn(t.app, 'user');
      const anonymous = { ip: newAddress() };
      for (const app of [t, b, t, b]) {
        await viewStorefront(app, id, anonymous);
        await search(app, 'q=Do+Server+Ginati', anonymous);
        const signedInFrom = { ip: newAddress(), cookie: user.cookie };
        await viewStorefront(app, id, signedInFrom);
        await search(app, 'q=Do+Server+Ginati', signedInFrom);
      }
      await flush(t, b);
      expect(await figures(t, id)).toEqual({ views: 2, appearances: 2, shortlists: 0 });
    } finally {
      await b.close();
    }
  });
});
