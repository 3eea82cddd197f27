// The real app on a temporary data folder, answering 'sample' messages from the parent with its
// peak resident memory since the last 'reset' (sampled every 5 ms).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrate, readMigrations } from '../../apps/server/src/db/migrate';
import { loadConfig } from '../../apps/server/src/platform/config';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-bench-'));
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const database = await openDatabase({});
const migrationVersion = await migrate(database.sql, await readMigrations());
const app = await buildApp({ config, database, migrationVersion, clock: () => new Date() });
await app.listen({ host: '127.0.0.1', port: 0 });

let peak = 0;
setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5).unref();

process.on('message', (message: string) => {
  if (message === 'reset') {
    globalThis.gc?.();
    peak = process.memoryUsage().rss;
    process.send?.({ rss: peak });
  } else if (message === 'sample') {
    process.send?.({ rss: Math.max(peak, process.memoryUsage().rss) });
  }
});
process.on('SIGTERM', async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
