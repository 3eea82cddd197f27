import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

/**
 * The address of a Mandap server running on this configuration's embedded database, or null.
 * That database belongs to one process: a command opening it under a running server would
 * corrupt it. PGlite keeps a postmaster.pid in its folder while open (a crash can leave one
 * behind), so a server answering on the configured port with PGlite while that file exists is
 * taken for the one using this DATA_DIR (as `npm run seed` does, decision 0022).
 */
export async function serverOnEmbeddedDatabase(config: Config): Promise<string | null> {
  if (config.databaseUrl) return null;
  const inUse = await access(path.join(config.dataDir, 'db', 'postmaster.pid')).then(
    () => true,
    () => false,
  );
  if (!inUse) return null;
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
  const kind = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1000) })
    .then(async (res) => ((await res.json()) as { database?: { kind?: string } }).database?.kind)
    .catch(() => undefined); // nothing answering: the database is free
  return kind === 'pglite' ? origin : null;
}
