import path from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { migrate, readMigrations } from './db/migrate';
import { ConfigError, loadConfig } from './platform/config';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  const migrationVersion = await migrate(database.sql, await readMigrations());
  const app = await buildApp({ config, database, migrationVersion, clock: () => new Date() });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
