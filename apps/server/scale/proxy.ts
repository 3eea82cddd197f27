import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small reverse proxy for running several Mandap servers on one machine (`npm run scale-demo`,
 * the two-server test, the load benchmark): what a load balancer does in front of a real
 * deployment, reduced to what these need.
 *
 * - Requests go round-robin to the servers that are up.
 * - A GET or HEAD whose server fails before its whole reply came (refused, reset, cut off) is
 *   tried on the next one: it changes nothing, so trying it twice is safe (replies up to 1 MB
 *   are held until complete for that). Anything else answers 502, as a load balancer must not
 *   send a payment or an upload twice.
 * - A server that failed is left out for `downForMs`, and one whose readiness check answers
 *   other than 200 (starting, migrating, shutting down) is left out until it answers 200.
 * - X-Forwarded-For and X-Forwarded-Proto are set; servers behind it run with TRUST_PROXY.
 */
export interface ProxyOptions {
  /** The servers' origins, e.g. http://127.0.0.1:4101. */
  backends: readonly string[];
  /** How long a server that failed is skipped; 2 seconds by default. */
  downForMs?: number;
  /** A path each server answers 200 on when it takes requests; polled every `checkEveryMs`. */
  readinessPath?: string;
  checkEveryMs?: number;
  port?: number;
  host?: string;
}

export interface RunningProxy {
  url: string;
  /** Requests answered by each backend, by origin (tests check both servers took some). */
  readonly served: ReadonlyMap<string, number>;
  /** GET/HEAD requests tried again on another server after their first one failed. */
  readonly retried: number;
  close(): Promise<void>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD']);
/** How much of a GET's reply is held back so that it can still be asked of another server. */
const HOLD_BYTES = 1024 * 1024;
// Hop-by-hop headers are the connection's own, never passed on (RFC 9110, 7.6.1).
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
];

interface Backend {
  origin: string;
  url: URL;
  downUntil: number;
  ready: boolean;
}

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const downForMs = options.downForMs ?? 2000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const backends: Backend[] = options.backends.map((origin) => ({
    origin,
    url: new URL(origin),
    downUntil: 0,
    ready: options.readinessPath === undefined,
  }));
  const served = new Map<string, number>(backends.map((b) => [b.origin, 0]));
  let next = 0;
  let retried = 0;

  const usable = (now: number) => backends.filter((b) => b.ready && b.downUntil <= now);

  /** The next server for a request, skipping those tried already; null when none is left. */
  function pick(tried: Set<Backend>): Backend | null {
    const now = Date.now();
    const candidates = usable(now).filter((b) => !tried.has(b));
    // With every server marked down, still try one rather than refuse outright.
    const pool =
      candidates.length > 0 ? candidates : backends.filter((b) => !tried.has(b) && b.ready);
    if (pool.length === 0) return null;
    next = (next + 1) % pool.length;
    return pool[next] ?? null;
  }

  function forward(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    tried: Set<Backend>,
  ): void {
    const backend = pick(tried);
    if (!backend) {
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      }
      response.end('No Mandap server could answer this request.');
      return;
    }
    tried.add(backend);
    const headers: http.OutgoingHttpHeaders = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const client = request.socket.remoteAddress ?? '';
    const forwardedFor = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${client}` : client;
    headers['x-forwarded-proto'] = 'http';

    const upstream = http.request({
      agent,
      host: backend.url.hostname,
      port: backend.url.port,
      method: request.method,
      path: request.url,
      headers,
    });
    const idempotent = IDEMPOTENT.has(request.method ?? '');
    // Whether bytes of the reply reached the client: after that, nothing can be tried again.
    let sent = false;
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      backend.downUntil = Date.now() + downForMs;
      if (sent) {
        // The reply had begun: the client sees a cut response, as from a real balancer.
        response.destroy();
        return;
      }
      if (idempotent && tried.size < backends.length) {
        retried += 1;
        forward(request, response, tried);
        return;
      }
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      }
      response.end('The Mandap server went away before answering.');
    };
    upstream.on('response', (reply) => {
      const replyHeaders: http.OutgoingHttpHeaders = { ...reply.headers };
      for (const name of HOP_BY_HOP) delete replyHeaders[name];
      const send = () => {
        sent = true;
        response.writeHead(reply.statusCode ?? 502, replyHeaders);
      };
      reply.on('error', fail);
      reply.on('aborted', fail);
      if (!idempotent) {
        send();
        reply.pipe(response);
      } else {
        // A GET's reply is held until it is whole (up to HOLD_BYTES, then streamed): a server
        // that dies halfway through is then no error for the client, who gets the reply again
        // from the next server.
        const held: Buffer[] = [];
        let heldBytes = 0;
        reply.on('data', (chunk: Buffer) => {
          if (sent) {
            response.write(chunk);
            return;
          }
          held.push(chunk);
          heldBytes += chunk.length;
          if (heldBytes > HOLD_BYTES) {
            send();
            for (const part of held.splice(0)) response.write(part);
          }
        });
        reply.on('end', () => {
          if (failed) return;
          if (!sent) send();
          for (const part of held.splice(0)) response.write(part);
          response.end();
        });
      }
      reply.on('end', () => {
        if (!failed) served.set(backend.origin, (served.get(backend.origin) ?? 0) + 1);
      });
    });
    upstream.on('error', fail);
    // A client that leaves stops the upstream request too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    if (idempotent) upstream.end();
    else request.pipe(upstream);
  }

  const server = http.createServer((request, response) => {
    forward(request, response, new Set());
  });
  server.keepAliveTimeout = 5000;

  let checking: NodeJS.Timeout | undefined;
  const readinessPath = options.readinessPath;
  if (readinessPath !== undefined) {
    const check = async () => {
      await Promise.all(
        backends.map(async (backend) => {
          try {
            const reply = await fetch(new URL(readinessPath, backend.url), {
              signal: AbortSignal.timeout(1000),
            });
            await reply.arrayBuffer();
            backend.ready = reply.status === 200;
          } catch {
            backend.ready = false;
          }
        }),
      );
    };
    await check();
    checking = setInterval(() => void check(), options.checkEveryMs ?? 500);
    checking.unref();
  }

  await new Promise<void>((resolve) => {
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    get retried() {
      return retried;
    },
    async close() {
      clearInterval(checking);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
