// The search benchmark's baseline: a bare node:http server that parses the same query and runs
// the same SQL (the search module's uncached runSearch) on the same database, with no framework,
// no cache, no hooks. What is left between it and the app is our code.
import http from 'node:http';
import path from 'node:path';
import { SearchQuerySchema } from '@mandap/shared/schemas/marketplace';
import { openDatabase } from '../../apps/server/src/db/client';
import { runSearch } from '../../apps/server/src/modules/search/index';
import { loadConfig } from '../../apps/server/src/platform/config';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});

function queryOf(url: string): Record<string, string | string[]> {
  const params = new URL(url, 'http://x').searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

const server = http.createServer(async (req, res) => {
  const parsed = SearchQuerySchema.safeParse(queryOf(req.url ?? '/'));
  if (!parsed.success) {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end('{"message":"bad query"}');
    return;
  }
  try {
    const body = JSON.stringify(await runSearch(database.db, parsed.data));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  } catch {
    res.writeHead(500);
    res.end();
  }
});
process.on('SIGTERM', async () => {
  server.close();
  await database.close();
  process.exit(0);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
