// Issue 18: 200 couples browsing (search, storefronts, photos) for 60 s across two Mandap servers
// behind the proxy, on PostgreSQL and an S3 bucket (s3rver), with no error; the baseline, in the
// same run, is the same browsing through the same proxy to one of the two servers.
import { startCluster } from '../apps/server/scale/cluster';
import { startProxy } from '../apps/server/scale/proxy';
import { openDatabase } from '../apps/server/src/db/client';
import { migrate, readMigrations } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/modules/demo/index';
import { s3Storage } from '../apps/server/src/modules/media/index';
import { startS3Server } from '../apps/server/tools/s3-server';
import { type LoadResult, loadMix, PHONE_USER_AGENT } from './harness';
import { ensureBuild, WEB_DIST_DIR } from './web-build';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LISTINGS = 300;
const CLIENTS = 200;

/** Every path a couple's browsing asks, in a fixed order: search, storefronts, photos. */
async function browsingPaths(origin: string, ids: number[]): Promise<string[]> {
  const searches = new Set<string>();
  const storefronts: string[] = [];
  const photos: string[] = [];
  for (const id of ids) {
    const reply = await fetch(`${origin}/api/listings/${id}`, {
      headers: { 'user-agent': PHONE_USER_AGENT },
    });
    if (reply.status !== 200) throw new Error(`listing ${id}: ${reply.status}`);
    const listing = (await reply.json()) as {
      url: string;
      city: string;
      category: string;
      media: { thumbUrl: string | null; url: string }[];
    };
    storefronts.push(listing.url, `/api/listings/${id}`);
    searches.add(`/api/search?city=${encodeURIComponent(listing.city)}`);
    searches.add(
      `/api/search?city=${encodeURIComponent(listing.city)}&category=${listing.category}`,
    );
    for (const media of listing.media) photos.push(media.thumbUrl ?? media.url);
  }
  const paths: string[] = [];
  const pools = [[...searches], storefronts, photos];
  // Interleaved: each pool in turn, so every stretch of the run asks all three kinds.
  for (let i = 0; paths.length < 6000; i += 1) {
    for (const pool of pools) {
      const path = pool[i % pool.length];
      if (path) paths.push(path);
    }
  }
  return paths;
}

function line(label: string, r: LoadResult): string {
  return `${label}: ${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.p99LatencyMs} ms, ${r.errors} errors, ${r.non2xx} not 2xx`;
}

export async function scaleBenchmark(seconds = 60): Promise<{ lines: string[] }> {
  ensureBuild();
  const s3 = await startS3Server();
  let ids: number[] = [];
  const cluster = await startCluster({
    adminUrl: ADMIN_URL,
    storage: s3,
    webDistDir: WEB_DIST_DIR,
    env: { ID_GUARD: 'off' },
    async beforeServers(databaseUrl) {
      const database = await openDatabase({ url: databaseUrl });
      try {
        await migrate(database.sql, await readMigrations());
        await seedDemo({
          database,
          storage: s3Storage(s3.config),
          listings: LISTINGS,
          seed: 1,
          now: new Date(),
          imagesPerCategory: 2,
        });
        const rows = await database.sql.query<{ id: number }>(
          "SELECT id FROM listings WHERE status = 'active' ORDER BY id",
        );
        ids = rows.map((row) => row.id);
      } finally {
        await database.close();
      }
    },
  });
  const [a] = cluster.servers;
  if (!a) throw new Error('no server');
  const oneServer = await startProxy({ backends: [a.origin] });
  try {
    const paths = await browsingPaths(cluster.proxy.url, ids);
    // Warm both servers' caches alike: every path once through the proxy.
    await loadMix(cluster.proxy.url, paths, 5, { next: 0 }, 50);
    const baseline = await loadMix(oneServer.url, paths, seconds, { next: 0 }, CLIENTS);
    const two = await loadMix(cluster.proxy.url, paths, seconds, { next: 0 }, CLIENTS);
    const shares = [...cluster.proxy.served.values()];
    const ratio = two.requestsPerSecond / baseline.requestsPerSecond;
    const clean = two.errors + two.non2xx === 0;
    const label = `scale (${CLIENTS} clients, ${seconds} s, ${ids.length} listings, PostgreSQL + s3rver)`;
    return {
      lines: [
        line(`${label}: one server behind the proxy`, baseline),
        line(`${label}: two servers behind the proxy`, two),
        `${label}: two/one ${(ratio * 100).toFixed(0)}%; requests per server ${shares.join(' / ')}; 0 errors ${clean ? 'PASS' : 'MISS'}`,
      ],
    };
  } finally {
    await oneServer.close();
    await cluster.close();
    await s3.close();
  }
}
