import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export const BENCH_DIR = import.meta.dirname;

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): void;
}

/** Starts one of bench/servers/*.ts in its own process and waits for the port it prints. */
export async function startServer(file: string, nodeFlags: string[] = []): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', path.join(BENCH_DIR, 'servers', file)],
    {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const stdout = child.stdout;
  if (!stdout) throw new Error('no stdout');
  const lines = createInterface({ input: stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  return { url: `http://127.0.0.1:${port}`, child, stop: () => child.kill('SIGTERM') };
}

export interface LoadResult {
  requestsPerSecond: number;
  p99LatencyMs: number;
  errors: number;
  non2xx: number;
}

/** A bounded autocannon run against one URL on loopback. */
export async function load(url: string, seconds: number, connections = 50): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p99LatencyMs: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
