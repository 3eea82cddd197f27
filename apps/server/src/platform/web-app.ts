import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  cookieLanguage,
  type Language,
  pathIn,
  pathLanguage,
  unprefixedPath,
} from '@mandap/shared/messages/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createServerRendering,
  loadRenderer,
  type ServerRendering,
  type ServerRenderingOptions,
} from './ssr';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebApp {
  /** The server-rendered public pages of each language built; none when the build has no renderer. */
  rendering: Partial<Record<Language, ServerRendering>>;
  /** Answers a GET or HEAD that found no route: a server-rendered page, else index.html. */
  answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, everything else
 * revalidated, each file as the build precompressed it (.br, .gz) when the browser accepts that.
 * Returns undefined when there is no build (only the API is served). Otherwise a request that found
 * no route and wants the app (see wantsWebApp) gets its public page rendered by the server when
 * the build has a renderer (ssr.ts), else index.html, where the browser renders the app.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  rendering: Omit<ServerRenderingOptions, 'distDir'>,
): Promise<WebApp | undefined> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No web build at ${distDir}: only the API is served (run npm run build).`);
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The renderer is the server's code, not the browser's; compressed copies are found by
    // preCompressed beside their file and need no route of their own.
    globIgnore: ['server/**', 'hi/server/**', '**/*.br', '**/*.gz'],
    setHeaders(res, filePath) {
      const hashed =
        filePath.startsWith(path.join(distDir, 'assets') + path.sep) ||
        filePath.startsWith(path.join(distDir, 'hi', 'assets') + path.sep);
      res.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      // A hashed file never changes and is never asked for in parts: its ETag is all a cache
      // could revalidate with, and every byte of headers counts in a page's first view (issue 17).
      if (hashed) {
        res.removeHeader('last-modified');
        res.removeHeader('accept-ranges');
      }
    },
  });

  // Each language's build: English in dist/, Hindi in dist/hi/ (issue 32, decision 0083). The
  // counting of views reads the English path, whatever the page's language.
  const rendered: Partial<Record<Language, ServerRendering>> = {};
  const builds: Partial<Record<Language, string>> = { en: distDir };
  if (existsSync(path.join(distDir, 'hi', 'index.html'))) builds.hi = path.join(distDir, 'hi');
  else app.log.warn(`No Hindi web build at ${distDir}/hi: /hi/ pages are not served.`);
  for (const [language, dir] of Object.entries(builds) as [Language, string][]) {
    try {
      const renderer = await loadRenderer(dir);
      if (renderer) {
        rendered[language] = createServerRendering(app, renderer, {
          ...rendering,
          language,
          ...(rendering.onPage
            ? {
                onPage: (request, pathname, fromCache) =>
                  rendering.onPage?.(request, unprefixedPath(pathname), fromCache),
              }
            : {}),
        });
      } else {
        app.log.info(
          `The ${language} web build has no server renderer: its pages render in the browser.`,
        );
      }
    } catch (error) {
      // A broken renderer must not take the site down: the browser can render every page.
      app.log.error({ err: error }, `The ${language} server renderer could not be loaded`);
    }
  }

  return {
    rendering: rendered,
    async answer(request, reply) {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const language = pathLanguage(pathname);
      const build = builds[language];
      if (!build)
        return reply
          .status(404)
          .send({ message: `Nothing is at ${request.method} ${request.url}` });
      // A visitor who chose Hindi and opens an English page gets its Hindi one. Only the cookie
      // decides: a crawler, which keeps none, is never redirected.
      if (language === 'en' && builds.hi && cookieLanguage(request.headers.cookie) === 'hi') {
        const query = request.url.slice(pathname.length);
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(`${pathIn('hi', pathname)}${query}`, 302);
      }
      const serverRendering = rendered[language];
      if (serverRendering && (await serverRendering.serve(request, reply))) return reply;
      return reply
        .header('Cache-Control', 'no-cache')
        .sendFile(path.relative(distDir, path.join(build, 'index.html')));
    },
  };
}

/** Whether a request that found no route should get the web app's index.html. */
export function wantsWebApp(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  return !/^\/(api|media|assets|hi\/assets)(\/|$)/i.test(pathname);
}
