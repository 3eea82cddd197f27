import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../tools/free-port';
import { type RunningProxy, startProxy } from './proxy';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/src/server.ts');

/** Where the servers keep their media: one S3-compatible bucket for all of them. */
export interface ClusterStorage {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ClusterOptions {
  /** How many Mandap servers; 2 by default. */
  servers?: number;
  /** A PostgreSQL URL allowed to create databases: the cluster's own is made and dropped. */
  adminUrl: string;
  storage: ClusterStorage;
  /** The web build the servers serve (its server renderer included); apps/web/dist by default. */
  webDistDir?: string;
  /** More settings for every server (LOG_LEVEL, ID_GUARD...). */
  env?: Record<string, string>;
  /** The proxy's port; any free one by default. */
  proxyPort?: number;
  /** Where each server's output goes: 'inherit' shows it, 'ignore' (the default) drops it. */
  output?: 'inherit' | 'ignore';
  /** Runs once the database exists, before any server starts (a benchmark seeds it here). */
  beforeServers?: (databaseUrl: string) => Promise<void>;
}

export interface ServerProcess {
  name: string;
  origin: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

export interface Cluster {
  proxy: RunningProxy;
  servers: ServerProcess[];
  databaseUrl: string;
  /** Every server's environment but PORT and DATA_DIR (the demo prints it). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Waits until `url` answers 200, or fails when the process ends or `timeoutMs` passes. */
async function waitForReady(url: string, server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended: number | string | undefined;
  void server.exited.then((code) => {
    ended = code;
  });
  while (Date.now() < deadline) {
    if (ended !== undefined)
      throw new Error(`${server.name} exited (${ended}) before it was ready`);
    try {
      const reply = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await reply.arrayBuffer();
      if (reply.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} was not ready at ${url} within ${timeoutMs / 1000} s`);
}

/** The readiness path a load balancer asks (decision 0048). */
export const READINESS_PATH = '/api/health/ready';

/**
 * Starts Mandap as it runs at scale, on loopback: a PostgreSQL database of its own, the given
 * S3 bucket, `servers` Mandap processes (each with its own data folder, so nothing is shared
 * but the database and the bucket) and the proxy in front. `close` stops it all and drops the
 * database.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.servers ?? 2;
  const databaseName = `mandap_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(options.adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();

  // Chosen before the servers start: they name the site by the proxy's address (PUBLIC_URL).
  const proxyPort = options.proxyPort ?? (await freePort());
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    GRIEVANCE_OFFICER_NAME: 'Scale Grievance Officer',
    GRIEVANCE_OFFICER_EMAIL: 'grievances@mandap.example',
    GRIEVANCE_OFFICER_ADDRESS: 'Scale address, 1 Test Road, Bengaluru 560001',
    INVOICES: 'specimen',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: options.storage.endpoint,
    S3_BUCKET: options.storage.bucket,
    S3_ACCESS_KEY_ID: options.storage.accessKeyId,
    S3_SECRET_ACCESS_KEY: options.storage.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    // Test payments, signed with one secret every server knows: a checkout opened through one
    // server is verified by whichever the next request reaches.
    PAYMENTS: 'sandbox',
    // E-mails to each server's log: nothing of the cluster's tests reads them (decision 0067).
    MAIL: 'log',
    SANDBOX_PAYMENT_SECRET: randomBytes(24).toString('hex'),
    // Behind the proxy: the client's address is the proxy's X-Forwarded-For.
    TRUST_PROXY: '1',
    // Every couple of the demo and the scale benchmark comes from 127.0.0.1 through the proxy:
    // the per-address search limit (decision 0058) is raised, still counted by both servers.
    SEARCHES_PER_ADDRESS_PER_MINUTE: '100000000',
    WEB_DIST_DIR: options.webDistDir ?? path.join(ROOT, 'apps/web/dist'),
    ...options.env,
  };

  const dataRoot = await mkdtemp(path.join(os.tmpdir(), 'mandap-scale-'));
  const servers: ServerProcess[] = [];
  let proxy: RunningProxy | undefined;
  const close = async () => {
    await proxy?.close();
    await Promise.all(
      servers.map(async (server) => {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGTERM');
        }
        await server.exited;
      }),
    );
    await rm(dataRoot, { recursive: true, force: true });
    const cleanup = new pg.Client({ connectionString: options.adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await cleanup.end();
  };

  try {
    await options.beforeServers?.(databaseUrl);
    for (let i = 0; i < count; i += 1) {
      const port = await freePort();
      const name = `server ${String.fromCharCode(65 + i)}`;
      const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...env,
          PORT: String(port),
          DATA_DIR: path.join(dataRoot, `server-${i + 1}`),
        },
        stdio: ['ignore', options.output ?? 'ignore', options.output ?? 'ignore'],
      });
      const exited = new Promise<number | string>((resolve) => {
        child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
      });
      servers.push({ name, origin: `http://127.0.0.1:${port}`, child, exited });
    }
    // The servers start together, as in a rolling deploy: one runs the migrations, the others
    // wait for its lock.
    await Promise.all(
      servers.map((server) => waitForReady(`${server.origin}${READINESS_PATH}`, server, 120_000)),
    );
    proxy = await startProxy({
      backends: servers.map((server) => server.origin),
      readinessPath: READINESS_PATH,
      port: proxyPort,
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { proxy, servers, databaseUrl, env, close };
}
