import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config';
import { answerWithoutApp, isHealthPath, type Lifecycle } from './lifecycle';
import { clientErrorHandler, serverTimeoutOptions } from './timeouts';

// The HTTP server of a running Mandap (server.ts; issue 18, decision 0048). It listens before the
// migrations run, so that a load balancer hears 'not ready' rather than nothing, and answers only
// health until the app is built. On shutdown it stops listening, closes idle keep-alive
// connections, lets the requests in flight finish (closing their connections after them), and
// reports when they have, or cuts them when the grace runs out.

export interface Serving {
  readonly server: http.Server;
  /** Fastify's serverFactory (AppOptions): the app answers on this server rather than its own. */
  serverFactory(handler: RequestListener): http.Server;
  listen(host: string, port: number): Promise<AddressInfo>;
  /** From now on the app takes requests (call once it is ready). */
  open(): void;
  /** Requests being answered now. */
  readonly inFlight: number;
  /**
   * Stops taking requests (readiness turns false first) and waits until those in flight have
   * been answered and their connections closed: 'drained'; or, after `graceMs`, cuts what is left:
   * 'cut'.
   */
  drain(graceMs: number): Promise<'drained' | 'cut'>;
}

export function createServing(options: {
  timeouts: Config['timeouts'];
  lifecycle: Lifecycle;
}): Serving {
  const { lifecycle } = options;
  const limits = serverTimeoutOptions(options.timeouts);
  let app: RequestListener | null = null;
  let opened = false;
  const answering = new Set<ServerResponse>();

  // Once the server is shutting down, a connection serves the request it carries and closes:
  // a keep-alive connection must not hold the exit, nor bring in new requests.
  const closeAfter = (req: IncomingMessage, res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
    res.once('finish', () => req.socket.end());
  };

  const server = http.createServer(limits.http, (req, res) => {
    answering.add(res);
    res.once('close', () => answering.delete(res));
    if (lifecycle.phase === 'draining') closeAfter(req, res);
    if (app && opened && (lifecycle.phase === 'ready' || isHealthPath(req.url))) {
      return app(req, res);
    }
    const phase = lifecycle.phase;
    answerWithoutApp(req, res, phase === 'ready' ? 'starting' : phase);
  });
  // What Fastify would set on a server of its own (decision 0028's limits).
  server.keepAliveTimeout = limits.keepAliveTimeout;
  server.requestTimeout = limits.requestTimeout;
  server.setTimeout(limits.connectionTimeout);
  server.on('clientError', clientErrorHandler);

  return {
    server,
    serverFactory(handler) {
      app = handler;
      // Fastify adds its own listener for the same errors (the same handler) once it has the server.
      server.removeListener('clientError', clientErrorHandler);
      return server;
    },
    listen(host, port) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen({ host, port }, () => {
          server.removeListener('error', reject);
          resolve(server.address() as AddressInfo);
        });
      });
    },
    open() {
      opened = true;
    },
    get inFlight() {
      return answering.size;
    },
    drain(graceMs) {
      lifecycle.enter('draining');
      for (const res of answering) closeAfter(res.req, res);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          server.closeAllConnections();
          resolve('cut');
        }, graceMs);
        // Stops listening, closes idle connections, and calls back once every connection is gone
        // (not listening yet: at once).
        server.close(() => {
          clearTimeout(timer);
          resolve('drained');
        });
        server.closeIdleConnections();
      });
    },
  };
}
