import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@mandap/shared/messages/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { batchedReader } from './batched-reader';
import { type Encoding, encode, preferredEncoding } from './compression';

/**
 * The server rendering of the public pages (home, search, storefronts): the web build's renderer
 * (`dist/server/entry-server.js`, apps/web/src/entry-server.tsx) answers from the routes' loaders,
 * which reach the API in-process; the HTML of every 200 page is kept in memory, compressed, until
 * a listing changes. Decision 0023.
 */

/** What the web build's renderer offers (apps/web/src/entry-server.tsx). */
export interface ServerRenderer {
  handles(pathname: string): boolean;
  /**
   * The query parameters the page at this path reads (the search page's filters, sort and page;
   * none for most): the rest of a URL's query cannot change it, so neither keys nor reaches it.
   */
  queryParams(pathname: string): readonly string[];
  render(
    request: Request,
    context: { apiFetch(path: string, init?: { signal?: AbortSignal | null }): Promise<Response> },
  ): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; html: string; error?: unknown }
  >;
}

interface RendererModule {
  createServerRenderer(options: { template: string; manifest: unknown }): ServerRenderer;
}

export interface ServerRenderingOptions {
  /** The web build: index.html, .vite/manifest.json and server/entry-server.js. */
  distDir: string;
  /**
   * The language of the pages this build renders (issue 32): the render's in-process API calls
   * ask in it (Accept-Language), so the texts the API words come in the page's language. English
   * when left out.
   */
  language?: Language;
  /**
   * The site's origin (config.publicUrl): the URL a page is rendered for, so its canonical link,
   * Open Graph and JSON-LD name the site, never the Host a request sends (issue 27).
   */
  origin: string;
  /**
   * A number that changes whenever a public page may read differently (a listing changed): read
   * for every request that could be answered from the cache, which is dropped when it moves.
   */
  contentVersion: () => Promise<number>;
  /**
   * Told of every page served with 200, and whether it came from the cache, not rendered for
   * this request. Storefront views and search appearances are counted here, from the visitor's
   * own request, whether rendered or cached: the render's in-process API calls carry no cookie,
   * so they cannot tell a signed-in person, and do not count (decisions 0050, 0056).
   */
  onPage?: (request: FastifyRequest, pathname: string, fromCache: boolean) => void;
  /** Bounds of the cache of rendered pages. */
  maxEntries?: number;
  maxBytes?: number;
}

export interface ServerRendering {
  /** Answers a GET or HEAD of a page the server renders; false for any other path. */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** Loads the renderer of a web build, or returns undefined when the build has none. */
export async function loadRenderer(distDir: string): Promise<ServerRenderer | undefined> {
  const bundle = path.join(distDir, 'server', 'entry-server.js');
  if (!existsSync(bundle)) return undefined;
  const module = (await import(pathToFileURL(bundle).href)) as Partial<RendererModule>;
  if (typeof module.createServerRenderer !== 'function') {
    throw new Error(`${bundle} does not export createServerRenderer.`);
  }
  const [template, manifest] = await Promise.all([
    readFile(path.join(distDir, 'index.html'), 'utf8'),
    readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ]);
  const renderer = module.createServerRenderer({
    template,
    manifest: JSON.parse(manifest) as unknown,
  });
  // A build older than the page cache's keys (decision 0057) cannot say what a page reads.
  if (typeof renderer.queryParams !== 'function') {
    throw new Error(`${bundle} is an older build without queryParams: run npm run build.`);
  }
  return renderer;
}

/** A rendered 200 page and its compressed forms, each made once, when first asked for. */
class CachedPage {
  readonly etag: string;
  private readonly bodies = new Map<Encoding, Buffer>();
  private readonly pending = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly html: Buffer,
    private readonly onGrow: (bytes: number) => void,
  ) {
    this.etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
    this.bodies.set('identity', html);
  }

  get bytes(): number {
    let total = 0;
    for (const body of this.bodies.values()) total += body.length;
    return total;
  }

  /** The body in this encoding: at once when made before, else once it is compressed. */
  body(encoding: Encoding): Buffer | Promise<Buffer> {
    const ready = this.bodies.get(encoding);
    if (ready) return ready;
    let pending = this.pending.get(encoding);
    if (!pending) {
      pending = encode(this.html, encoding, 'static').then(
        (body) => {
          this.bodies.set(encoding, body);
          this.pending.delete(encoding);
          this.onGrow(body.length);
          return body;
        },
        (error: unknown) => {
          // The next request tries again rather than inherit this failure.
          this.pending.delete(encoding);
          throw error;
        },
      );
      this.pending.set(encoding, pending);
    }
    return pending;
  }
}

/** Least recently used first; bounded by entries and by bytes. */
class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  create(key: string, html: Buffer): CachedPage {
    const page = new CachedPage(html, (grown) => {
      if (this.pages.get(key) !== page) return;
      this.bytes += grown;
      this.evict();
    });
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += html.length;
    this.evict();
    return page;
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

  private evict(): void {
    while (
      this.pages.size > this.maxEntries ||
      (this.bytes > this.maxBytes && this.pages.size > 1)
    ) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) return;
      this.delete(oldest);
    }
  }
}

/**
 * A page's place in the cache, and the URL it is rendered from: its path and the query parameters
 * it reads, sorted by name (the values of a repeated one keep their order, which the page may
 * show). Any other parameter (utm_source, gclid, a cache-buster) is left out, so it can neither
 * change the page nor take a place in the cache; the browser keeps it in its address bar for its
 * own scripts (decision 0057).
 */
export function pageKey(url: string, readParams: readonly string[]): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const pathname = url.slice(0, mark);
  if (readParams.length === 0) return pathname;
  const read = new Set(readParams);
  const kept = [...new URLSearchParams(url.slice(mark + 1))]
    .filter(([name]) => read.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  return search ? `${pathname}?${search}` : pathname;
}

type Outcome =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: Buffer }
  | { kind: 'cached'; page: CachedPage };

const RENDERER_HEADER = 'x-mandap-renderer';
// Random per process: a client cannot send it, so it cannot pass for the renderer.
const RENDERER_MARK = randomBytes(16).toString('base64url');

/** Whether a request is the renderer's own in-process call of the API, not a visitor's. */
export function isRendererRequest(headers: IncomingHttpHeaders): boolean {
  return headers[RENDERER_HEADER] === RENDERER_MARK;
}

const HTML = 'text/html; charset=utf-8';

/**
 * Answers the pages the renderer handles. Only 200 pages are cached: a redirect or an error page
 * is rendered every time. Nothing a visitor sends but the path and the query parameters the page
 * reads reaches the renderer (no cookies, no Host), so a page is the same for everyone.
 */
export function createServerRendering(
  app: FastifyInstance,
  renderer: ServerRenderer,
  options: Omit<ServerRenderingOptions, 'distDir'>,
): ServerRendering {
  const cache = new PageCache(options.maxEntries ?? 2000, options.maxBytes ?? 64 * 1024 * 1024);
  const readVersion = batchedReader(options.contentVersion);
  let cacheVersion: number | undefined;
  const rendering = new Map<string, Promise<Outcome>>();

  function apiFetch(request: FastifyRequest) {
    return async (apiPath: string): Promise<Response> => {
      if (!apiPath.startsWith('/api/')) {
        throw new Error(`A server-rendered page can only fetch the API, not ${apiPath}.`);
      }
      // As the visitor (their address for rate limits, their user agent), but without cookies:
      // the page must not depend on who asks. Marked as the renderer's, so analytics counts the
      // visitor's own request (onPage), signed in or not, rather than this one (decision 0056).
      const userAgent = request.headers['user-agent'];
      const reply = await app.inject({
        method: 'GET',
        url: apiPath,
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          'accept-language': options.language ?? 'en',
          [RENDERER_HEADER]: RENDERER_MARK,
          ...(userAgent ? { 'user-agent': userAgent } : {}),
        },
      });
      const headers = new Headers();
      const contentType = reply.headers['content-type'];
      if (typeof contentType === 'string') headers.set('content-type', contentType);
      const empty = reply.statusCode === 204 || reply.statusCode === 304;
      return new Response(empty ? null : reply.rawPayload, { status: reply.statusCode, headers });
    };
  }

  const origin = new URL(options.origin).origin;

  async function render(request: FastifyRequest, key: string, version: number): Promise<Outcome> {
    const result = await renderer.render(
      // Joined, not resolved: a path such as //elsewhere.example/ must not change the origin.
      new Request(`${origin}${key}`, { headers: { accept: 'text/html' } }),
      { apiFetch: apiFetch(request) },
    );
    if (result.kind === 'redirect') return result;
    if (result.error !== undefined) {
      request.log.error({ err: result.error, url: request.url }, 'a public page failed to render');
    }
    const html = Buffer.from(result.html);
    // A page rendered from data older than the cache's version is served but not kept.
    if (result.status !== 200 || version !== cacheVersion) {
      return { kind: 'page', status: result.status, html };
    }
    return { kind: 'cached', page: cache.create(key, html) };
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: CachedPage | Buffer,
  ): Promise<void> {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply
      .status(status)
      .header('content-type', HTML)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (page instanceof CachedPage) {
      reply.header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) {
        await reply.status(304).send();
        return;
      }
    }
    const body =
      page instanceof CachedPage
        ? await page.body(encoding)
        : await encode(page, encoding, 'dynamic');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    await reply.send(body);
  }

  return {
    async serve(request, reply) {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const key = pageKey(request.url, renderer.queryParams(pathname));
      if (!cache.get(key) && !renderer.handles(pathname)) return false;

      let version: number;
      try {
        version = await readVersion();
      } catch (error) {
        // Without the database no page can be rendered or trusted from the cache; the browser's
        // app shows what it can.
        request.log.error({ err: error }, 'could not read the listings version');
        return false;
      }
      if (version !== cacheVersion) {
        cache.clear();
        cacheVersion = version;
      }
      let page = cache.get(key);
      let renderedHere = false;
      if (!page) {
        let outcome: Outcome;
        try {
          // Requests for one page at one version share its rendering.
          const flightKey = `${version} ${key}`;
          let flight = rendering.get(flightKey);
          if (!flight) {
            flight = render(request, key, version).finally(() => rendering.delete(flightKey));
            rendering.set(flightKey, flight);
            renderedHere = true;
          }
          outcome = await flight;
        } catch (error) {
          // The browser can still render the page itself from the app's index.html.
          request.log.error({ err: error, url: request.url }, 'server rendering failed');
          return false;
        }
        if (outcome.kind === 'redirect') {
          await reply
            .header('cache-control', 'no-cache')
            .redirect(outcome.location, outcome.status);
          return true;
        }
        if (outcome.kind === 'page') {
          await send(request, reply, outcome.status, outcome.html);
          if (outcome.status === 200) options.onPage?.(request, pathname, !renderedHere);
          return true;
        }
        page = outcome.page;
      }
      await send(request, reply, 200, page);
      options.onPage?.(request, pathname, !renderedHere);
      return true;
    },
  };
}
