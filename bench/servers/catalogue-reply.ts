import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { loadConfig } from '../../apps/server/src/platform/config';

// Headers that node:http adds itself or that change per request.
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The headers and body of the app's GET /api/catalogue reply, via app.inject. */
export async function appCatalogueReply(): Promise<{
  headers: Record<string, string>;
  body: Buffer;
}> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({});
  const app = await buildApp({ config, database, migrationVersion: 0, clock: () => new Date() });
  const res = await app.inject({ method: 'GET', url: '/api/catalogue' });
  await app.close();
  await database.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!TRANSPORT_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
  }
  return { headers, body: res.rawPayload };
}
