// The server's side of the app: renders the public pages (home, search, storefronts) to HTML.
// Built by `vite build --ssr` into dist/server/ and loaded by the Fastify server at start-up
// (apps/server/src/platform/ssr.ts); decision 0023.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import {
  routes as appRoutes,
  NOT_FOUND_ROUTE_ID,
  ROUTER_BASENAME,
  serverRenderedQueryParams,
  serverRenderedRoutes,
} from './app/router';
import {
  DEFAULT_DESCRIPTION,
  deepestHead,
  escapeHtml,
  HEAD_ATTRIBUTE,
  renderHeadTags,
  SITE_NAME,
} from './lib/ssr/head';
import { hydrationScript } from './lib/ssr/hydration';
import type { ServerLoaderContext } from './lib/ssr/loader-fetch';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface ServerRendererOptions {
  /** The client build's index.html, holding the markers below. */
  template: string;
  manifest: Manifest;
  /** The app's routes unless given (tests render routes of their own). */
  routes?: RouteObject[];
  /** Route ids the server renders, with their module's source file (a manifest key). */
  modules?: Readonly<Record<string, string>>;
  /** The query parameters each of those routes reads, by route id (none when not named). */
  queryParams?: Readonly<Record<string, readonly string[]>>;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      /** What made the page an error page (a loader threw), for the server's log. */
      error?: unknown;
    };

export interface ServerRenderer {
  /**
   * Whether the server renders this path (a public page, or the 404 page of a path no route
   * answers); every other page is the client-rendered app.
   */
  handles(pathname: string): boolean;
  /**
   * The query parameters the page at this path reads: the server keys its cache by them alone
   * and renders the page from them (decision 0057).
   */
  queryParams(pathname: string): readonly string[];
  /** The page for a GET of `request.url`; loaders reach the API through `context`. */
  render(request: Request, context: ServerLoaderContext): Promise<RenderResult>;
}

// Markers in apps/web/index.html: the head between the first two is replaced by the page's, the
// app's HTML goes at the third and the router's data at the fourth.
const HEAD_START = '<!--head-->';
const HEAD_END = '<!--/head-->';
const APP = '<!--app-html-->';
const DATA = '<!--app-data-->';
// With the page's content in the HTML, the 'needs JavaScript' notice would only confuse.
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;

interface Template {
  beforeHead: string;
  betweenHeadAndApp: string;
  betweenAppAndData: string;
  afterData: string;
}

function parseTemplate(html: string): Template {
  const headStart = html.indexOf(HEAD_START);
  const headEnd = html.indexOf(HEAD_END);
  const app = html.indexOf(APP);
  const data = html.indexOf(DATA);
  if (headStart < 0 || headEnd < headStart || app < headEnd || data < app) {
    throw new Error(
      `index.html lacks the server-rendering markers ${HEAD_START} ${HEAD_END} ${APP} ${DATA}, in that order.`,
    );
  }
  return {
    beforeHead: html.slice(0, headStart),
    betweenHeadAndApp: html.slice(headEnd + HEAD_END.length, app),
    betweenAppAndData: html.slice(app + APP.length, data),
    afterData: html.slice(data + DATA.length).replace(NOSCRIPT, ''),
  };
}

/**
 * The `<link>`s a route's page needs beyond what index.html already loads: its module's chunk, the
 * chunks that one imports, and their CSS, so the browser fetches them with the HTML rather than
 * after the entry script has run.
 */
function routePreloads(manifest: Manifest, moduleFile: string): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const visitLoaded = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const imported of manifest[key]?.imports ?? []) visitLoaded(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk === entry) visitLoaded(key);

  if (!manifest[moduleFile]) {
    throw new Error(`The build manifest has no chunk for ${moduleFile}.`);
  }
  const scripts: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || loaded.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleFile);
  return [
    ...[...styles].map(
      (file) => `<link rel="stylesheet" crossorigin href="${BASE}${escapeHtml(file)}">`,
    ),
    ...scripts.map(
      (file) => `<link rel="modulepreload" crossorigin href="${BASE}${escapeHtml(file)}">`,
    ),
  ].join('');
}

/** Where this build's files are served: `/`, or `/hi/` for the Hindi build. */
const BASE = import.meta.env.BASE_URL;

// React 19 puts what belongs in the head at the front of renderToString's output: a <title>
// rendered in the tree (error pages, NotFound and RouteError, render one) and the preload <link>
// of an image with fetchPriority high (a storefront's first photo, the first result cards). Both
// go to the head: left in #root, they are not the app's markup, and Preact, hydrating, moved the
// page's layout in front of them, taking focus from a link a keyboard user had tabbed to.
const HOISTED = /^(?:<title>([^<]*)<\/title>|<link [^>]*>)/;

/** The tags React hoisted to the front of `appHtml`, the title's text, and the app's own markup. */
function hoistedTags(appHtml: string): { title?: string; links: string; rest: string } {
  let rest = appHtml;
  let title: string | undefined;
  let links = '';
  for (let tag = HOISTED.exec(rest); tag; tag = HOISTED.exec(rest)) {
    if (tag[1] !== undefined) title ??= tag[1];
    else links += tag[0];
    rest = rest.slice(tag[0].length);
  }
  return { title, links, rest };
}

function defaultHead(title: string | undefined, status: number): string {
  const tags = [
    `<title>${title ?? SITE_NAME}</title>`,
    `<meta name="description" content="${escapeHtml(DEFAULT_DESCRIPTION)}" ${HEAD_ATTRIBUTE}>`,
  ];
  if (status >= 400) tags.push(`<meta name="robots" content="noindex" ${HEAD_ATTRIBUTE}>`);
  return tags.join('\n    ');
}

function firstUnexpectedError(errors: Record<string, unknown> | null): unknown {
  return Object.values(errors ?? {}).find((error) => !isRouteErrorResponse(error));
}

/** The renderer of the public pages for one client build (its index.html and manifest). */
export function createServerRenderer(options: ServerRendererOptions): ServerRenderer {
  const routes = options.routes ?? appRoutes;
  const modules = options.modules ?? serverRenderedRoutes;
  const queryParams = options.queryParams ?? serverRenderedQueryParams;
  const template = parseTemplate(options.template);
  const preloads = new Map(
    Object.entries(modules).map(([id, file]) => [id, routePreloads(options.manifest, file)]),
  );
  const handler = createStaticHandler(routes, { basename: ROUTER_BASENAME });
  const routeId = (pathname: string) =>
    matchRoutes(routes, pathname, ROUTER_BASENAME)?.at(-1)?.route.id;

  return {
    handles(pathname) {
      // The public pages, and a path no route answers: its 404 page (in the main chunk).
      const id = routeId(pathname);
      return id !== undefined && (preloads.has(id) || id === NOT_FOUND_ROUTE_ID);
    },

    queryParams(pathname) {
      const id = routeId(pathname);
      return (id !== undefined && queryParams[id]) || [];
    },

    async render(request, context) {
      const state = await handler.query(request, { requestContext: context });
      if (state instanceof Response) {
        const location = state.headers.get('Location');
        if (state.status >= 300 && state.status < 400 && location) {
          return { kind: 'redirect', status: state.status, location };
        }
        throw new Error(`A loader answered ${request.url} with a bare ${state.status} response.`);
      }
      const router = createStaticRouter(handler.dataRoutes, state);
      const hoisted = hoistedTags(
        renderToString(
          <StrictMode>
            <AppProviders queryClient={createQueryClient()}>
              <StaticRouterProvider router={router} context={state} hydrate={false} />
            </AppProviders>
          </StrictMode>,
        ),
      );

      const origin = new URL(request.url).origin;
      const tags = state.errors
        ? undefined
        : deepestHead(
            state.matches.map((match) => ({
              handle: match.route.handle,
              data: state.loaderData[match.route.id],
            })),
          );
      const head = tags
        ? renderHeadTags(tags, origin)
        : defaultHead(hoisted.title, state.statusCode);
      const preload = state.matches.map((match) => preloads.get(match.route.id) ?? '').join('');

      const html =
        template.beforeHead +
        head +
        preload +
        hoisted.links +
        template.betweenHeadAndApp +
        hoisted.rest +
        template.betweenAppAndData +
        hydrationScript(state) +
        template.afterData;
      const error = firstUnexpectedError(state.errors);
      return {
        kind: 'page',
        status: state.statusCode,
        html,
        ...(error === undefined ? {} : { error }),
      };
    },
  };
}
