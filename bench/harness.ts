import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export const BENCH_DIR = import.meta.dirname;

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): void;
  /** Stops the server and waits for its process to end (an embedded database is then free). */
  stopped(): Promise<void>;
}

/** Starts one of bench/servers/*.ts in its own process and waits for the port it prints. */
export async function startServer(
  file: string,
  nodeFlags: string[] = [],
  env: Record<string, string> = {},
  /** The bench folder of another checkout (an earlier commit's code, measured beside this). */
  benchDir = BENCH_DIR,
): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', path.join(benchDir, 'servers', file)],
    {
      cwd: path.dirname(benchDir),
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      // Every request comes from 127.0.0.1: analytics would stop counting after 60 pages a
      // minute (decision 0056), and the benchmarks measure the app with counting on.
      env: { ...process.env, COUNTED_PAGES_PER_MINUTE: '1000000000', ...env },
    },
  );
  const stdout = child.stdout;
  if (!stdout) throw new Error('no stdout');
  const lines = createInterface({ input: stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: () => child.kill('SIGTERM'),
    async stopped() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p99LatencyMs: number;
  errors: number;
  non2xx: number;
}

/** A phone browser's user agent, so that page views are counted as a person's would be. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** A bounded autocannon run against one URL on loopback. */
export async function load(
  url: string,
  seconds: number,
  connections = 50,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, headers });
  return {
    requestsPerSecond: result.requests.average,
    p99LatencyMs: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Where a sequence of paths has got to: runs that share one go on where the last stopped. */
export interface Cursor {
  next: number;
}

/**
 * A bounded autocannon run that sends each request to the next path of `paths` (a fixed,
 * seeded sequence), cycling; from `cursor.next`, which it moves on.
 */
export async function loadMix(
  origin: string,
  paths: readonly string[],
  seconds: number,
  cursor: Cursor = { next: 0 },
  connections = 50,
): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    pipelining: 1,
    // A phone browser, so the app counts what it would for a person (search appearances).
    headers: { 'user-agent': PHONE_USER_AGENT },
    requests: [
      {
        setupRequest: (request) => {
          const path = paths[cursor.next % paths.length] ?? '/';
          cursor.next += 1;
          return { ...request, path };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99LatencyMs: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
