import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Database, openDatabase } from './db/client';
import { migrate, readMigrations } from './db/migrate';
import { ConfigError, loadConfig } from './platform/config';
import { createLifecycle } from './platform/lifecycle';
import { processLog } from './platform/logging';
import { createServing } from './platform/serving';

// Listens first, then migrates and builds the app, answering health and readiness meanwhile;
// on SIGTERM (or SIGINT) drains, closes and exits (decision 0048).

/** After the requests in flight: how long stopping jobs and closing the database may take. */
const CLOSE_LIMIT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const log = processLog(config.logLevel);
  const lifecycle = createLifecycle('starting');
  const serving = createServing({ timeouts: config.timeouts, lifecycle });
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  const shuttingDown = () => lifecycle.phase === 'draining';

  async function start(): Promise<void> {
    const address = await serving.listen(config.host, config.port);
    log.info(
      { host: address.address, port: address.port },
      `Server listening at http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
    );
    database = await openDatabase({
      url: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
    });
    if (shuttingDown()) return;
    lifecycle.enter('migrating');
    const migrationVersion = await migrate(database.sql, await readMigrations());
    log.info({ migrationVersion }, 'migrations applied');
    if (shuttingDown()) return;
    lifecycle.enter('starting');
    app = await buildApp({
      config,
      database,
      migrationVersion,
      clock: () => new Date(),
      lifecycle,
      serverFactory: serving.serverFactory,
    });
    await app.ready();
    if (shuttingDown()) return;
    serving.open();
    lifecycle.enter('ready');
    log.info({}, 'ready: taking requests');
  }

  let stopping = false;
  let starting: Promise<void> = Promise.resolve();
  async function stop(signal: NodeJS.Signals): Promise<void> {
    if (stopping) {
      log.error({ signal }, `${signal} again: exiting at once, without waiting for requests`);
      process.exit(1);
    }
    stopping = true;
    const graceMs = config.shutdownGraceMs;
    log.info(
      { signal, inFlight: serving.inFlight, graceMs },
      `${signal}: not taking requests any more; finishing those in flight (at most ${graceMs / 1000} s)`,
    );
    const drained = await serving.drain(graceMs);
    if (drained === 'cut') {
      log.error(
        { graceMs },
        `SHUTDOWN_GRACE_MS ran out (${graceMs} ms): the requests still in flight were cut`,
      );
    }
    const backstop = setTimeout(() => {
      log.error({ limitMs: CLOSE_LIMIT_MS }, 'closing jobs and the database took too long');
      process.exit(1);
    }, CLOSE_LIMIT_MS);
    backstop.unref();
    // A start-up under way finishes its step (a migration is one transaction) and goes no further.
    await starting.catch(() => {});
    await app?.close();
    await database?.close();
    log.info({}, 'stopped');
    process.exit(drained === 'drained' ? 0 : 1);
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stop(signal).catch((error: unknown) => {
        log.error({ err: error }, 'shutting down failed');
        process.exit(1);
      });
    });
  }

  starting = start();
  await starting;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
