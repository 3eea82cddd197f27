import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RunningProxy, startProxy } from './proxy';

interface Backend {
  origin: string;
  /** Whether its readiness path answers 200. */
  ready: boolean;
  /** Bodies of the POSTs it received. */
  posts: string[];
  close(): Promise<void>;
}

/** A stand-in server answering with its own name; `/ready` answers 200 or 503 as told. */
async function backend(name: string): Promise<Backend> {
  const state = { ready: true, posts: [] as string[] };
  const server = http.createServer((request, response) => {
    if (request.url === '/ready') {
      response.writeHead(state.ready ? 200 : 503).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      if (request.method === 'POST') state.posts.push(body);
      response.writeHead(200, {
        'content-type': 'text/plain',
        'x-forwarded-for-seen': `${request.headers['x-forwarded-for']}`,
      });
      response.end(name);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    get ready() {
      return state.ready;
    },
    set ready(value: boolean) {
      state.ready = value;
    },
    posts: state.posts,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()));
});

async function setUp(
  readinessPath?: string,
): Promise<{ a: Backend; b: Backend; proxy: RunningProxy }> {
  const a = await backend('a');
  const b = await backend('b');
  const proxy = await startProxy({
    backends: [a.origin, b.origin],
    ...(readinessPath ? { readinessPath, checkEveryMs: 50 } : {}),
  });
  open.push(proxy, a, b);
  return { a, b, proxy };
}

async function get(
  url: string,
): Promise<{ status: number; body: string; forwardedFor: string | null }> {
  const reply = await fetch(url);
  return {
    status: reply.status,
    body: await reply.text(),
    forwardedFor: reply.headers.get('x-forwarded-for-seen'),
  };
}

describe('the scale-out proxy', () => {
  it('shares requests between the servers, saying who the client is', async () => {
    const { proxy } = await setUp();
    const bodies = [];
    for (let i = 0; i < 6; i += 1) bodies.push(await get(`${proxy.url}/x`));
    expect(bodies.map((reply) => reply.body).sort()).toEqual(['a', 'a', 'a', 'b', 'b', 'b']);
    expect(bodies[0]?.forwardedFor).toBe('127.0.0.1');
    expect([...proxy.served.values()]).toEqual([3, 3]);
  });

  it('tries a GET again on the other server when its own is gone, and never a POST', async () => {
    const { a, b, proxy } = await setUp();
    await a.close();
    for (let i = 0; i < 4; i += 1) {
      expect(await get(`${proxy.url}/x`)).toMatchObject({ status: 200, body: 'b' });
    }
    expect(proxy.retried).toBeGreaterThanOrEqual(1);

    await b.close();
    const post = await fetch(`${proxy.url}/pay`, { method: 'POST', body: 'once' });
    expect(post.status).toBe(502);
    expect(b.posts).toEqual([]);
  });

  it('sends nothing to a server whose readiness check fails, until it passes', async () => {
    const { a, proxy } = await setUp('/ready');
    a.ready = false;
    // Within a few checks the proxy leaves it out: then every request goes to b.
    await vi.waitFor(
      async () => {
        for (let i = 0; i < 4; i += 1) expect((await get(`${proxy.url}/x`)).body).toBe('b');
      },
      { timeout: 5000 },
    );
    a.ready = true;
    await vi.waitFor(
      async () => {
        const bodies = new Set<string>();
        for (let i = 0; i < 4; i += 1) bodies.add((await get(`${proxy.url}/x`)).body);
        expect(bodies).toEqual(new Set(['a', 'b']));
      },
      { timeout: 5000 },
    );
  });

  it('passes a POST body through to one server', async () => {
    const { a, b, proxy } = await setUp();
    const reply = await fetch(`${proxy.url}/enquiry`, { method: 'POST', body: 'hello' });
    expect(reply.status).toBe(200);
    expect([...a.posts, ...b.posts]).toEqual(['hello']);
  });
});
