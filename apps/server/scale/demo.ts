// `npm run scale-demo`: Mandap as it runs at scale, on this machine. A PostgreSQL database of
// its own (on SCALE_DEMO_POSTGRES_URL, by default the local server), an S3-compatible server
// (s3rver, from npm), two Mandap servers and a proxy in front; then a vendor's way through them
// and a server killed with kill -9 while couples browse. It stays up for you to browse until
// Ctrl-C, and leaves nothing behind.
import { startS3Server } from '../tools/s3-server';
import { startCluster } from './cluster';
import { browseDuring, createPaidListing } from './scenario';

const adminUrl =
  process.env.SCALE_DEMO_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.SCALE_DEMO_PORT ?? 8080);

function say(text: string): void {
  console.info(`\n▸ ${text}`);
}

say('Starting an S3-compatible server (s3rver) and a PostgreSQL database of its own');
const s3 = await startS3Server();
console.info(`  bucket ${s3.bucket} at ${s3.endpoint}`);
say('Starting two Mandap servers and the proxy in front of them');
const cluster = await startCluster({
  adminUrl,
  storage: s3,
  proxyPort: port,
  env: { ID_GUARD: 'off', LOG_LEVEL: 'warn' },
});
let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  say('Stopping: the servers, the proxy, the bucket, and the database is dropped');
  await cluster.close();
  await s3.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  const [a, b] = cluster.servers;
  if (!a || !b) throw new Error('two servers expected');
  for (const server of cluster.servers) console.info(`  ${server.name}: ${server.origin}`);
  console.info(`  proxy:    ${cluster.proxy.url}`);
  console.info(`  database: ${cluster.databaseUrl}`);

  say(`A vendor registers on ${a.name}, submits a listing with photos through ${b.name}, pays`);
  const listing = await createPaidListing(
    {
      register: a.origin,
      submit: b.origin,
      pay: cluster.proxy.url,
      databaseUrl: cluster.databaseUrl,
    },
    { city: 'Jaipur', images: 3 },
  );
  console.info(`  listing ${listing.listingId} "${listing.firmName}" is active`);

  say('Both servers find it in search and serve its photos from the bucket');
  for (const server of cluster.servers) {
    const search = (await (await fetch(`${server.origin}/api/search?city=Jaipur`)).json()) as {
      results: { listingId: number }[];
    };
    const found = search.results.some((r) => r.listingId === listing.listingId);
    const photos = await Promise.all(
      listing.mediaPaths.map(async (p) => (await fetch(`${server.origin}${p}`)).status),
    );
    console.info(`  ${server.name}: in search ${found ? 'yes' : 'NO'}, photos ${photos.join(' ')}`);
  }

  say(`Eight couples browse through the proxy; ${a.name} is killed with kill -9 after a second`);
  const browsing = await browseDuring(
    cluster.proxy.url,
    ['/api/search?city=Jaipur', `/api/listings/${listing.listingId}`, ...listing.mediaPaths],
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      a.child.kill('SIGKILL');
      await a.exited;
      console.info(`  ${a.name} killed`);
    },
  );
  console.info(
    `  ${browsing.sent} requests, ${browsing.failures.length} failed, ${cluster.proxy.retried} tried again on ${b.name}`,
  );
  for (const failure of browsing.failures.slice(0, 5)) console.info(`  failed: ${failure}`);

  say(`Mandap is still up at ${cluster.proxy.url} (on ${b.name}). Ctrl-C stops everything.`);
  console.info(`  storefront: ${cluster.proxy.url}/Vendors/${listing.listingId}`);
} catch (error) {
  console.error(error);
  await stop();
}
