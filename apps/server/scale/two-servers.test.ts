import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../tools/s3-server';
import { type Cluster, startCluster } from './cluster';
import { browseDuring, createPaidListing, type PaidListing } from './scenario';
import { Visitor } from './visitor';

// Issue 18's proof: two Mandap servers on one PostgreSQL database and one S3 bucket, behind a
// proxy. PostgreSQL only: the embedded PGlite database belongs to one process.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two Mandap servers behind a proxy', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let cluster: Cluster;
  let listing: PaidListing;

  beforeAll(async () => {
    s3 = await startS3Server();
    cluster = await startCluster({
      adminUrl: adminUrl ?? '',
      storage: s3,
      // The photos are plain colours; the ID check has its own tests.
      env: { ID_GUARD: 'off' },
    });
  }, 180_000);

  afterAll(async () => {
    await cluster?.close();
    await s3?.close();
  }, 60_000);

  it('a vendor registers on one server, submits with photos through the other and pays', async () => {
    const [a, b] = cluster.servers;
    if (!a || !b) throw new Error('two servers expected');
    listing = await createPaidListing(
      {
        register: a.origin,
        submit: b.origin,
        pay: cluster.proxy.url,
        databaseUrl: cluster.databaseUrl,
      },
      { city: 'Jaipur', images: 2 },
    );
    expect(listing.mediaPaths.length).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('both servers find it in search and serve the same photo bytes', async () => {
    const couple = new Visitor();
    for (const server of cluster.servers) {
      const search = await couple.request(server.origin, 'GET', '/api/search?city=Jaipur');
      expect(search.status).toBe(200);
      const { results } = search.json as { results: { listingId: number }[] };
      expect(results.map((r) => r.listingId)).toContain(listing.listingId);
    }
    for (const mediaPath of listing.mediaPaths) {
      const bodies = await Promise.all(
        cluster.servers.map(async (server) => {
          const reply = await fetch(`${server.origin}${mediaPath}`);
          expect(reply.status, `${server.name} ${mediaPath}`).toBe(200);
          return Buffer.from(await reply.arrayBuffer());
        }),
      );
      expect(bodies[0]?.length).toBeGreaterThan(0);
      expect(bodies[0]?.equals(bodies[1] ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it('browsing through the proxy goes on with no error when a server is killed with kill -9', async () => {
    const [a, b] = cluster.servers;
    if (!a || !b) throw new Error('two servers expected');
    const paths = [
      '/api/search?city=Jaipur',
      `/api/listings/${listing.listingId}`,
      ...listing.mediaPaths,
    ];
    let servedByA = 0;
    let servedByBAtKill = 0;
    const result = await browseDuring(cluster.proxy.url, paths, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      servedByA = cluster.proxy.served.get(a.origin) ?? 0;
      servedByBAtKill = cluster.proxy.served.get(b.origin) ?? 0;
      a.child.kill('SIGKILL');
      expect(await a.exited).toBe('SIGKILL');
    });

    expect(result.failures).toEqual([]);
    // A took its share before it died, and browsing went on after.
    expect(servedByA).toBeGreaterThan(0);
    expect(cluster.proxy.served.get(b.origin) ?? 0).toBeGreaterThan(servedByBAtKill + 20);
  }, 60_000);
});
