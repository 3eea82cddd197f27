import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import * as englishLayout from '../../packages/shared/src/messages/en/layout';
import * as hindiLayout from '../../packages/shared/src/messages/hi/layout';
import { catalogueProblems } from '../../scripts/catalogue-check.mjs';

const apiTarget = 'http://127.0.0.1:3000';

/** `@/lib/x` is `src/lib/x`: the import walls in biome.json are written on these paths. */
export const srcAlias = {
  find: /^@\//,
  replacement: fileURLToPath(new URL('./src/', import.meta.url)),
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT_FILE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|wasm)$/;
// Below this a compressed reply saves nothing worth a file (and its headers cost more).
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `.br` and `.gz` beside every text file of the client build, at the highest settings, so
 * the server sends them as they are (@fastify/static `preCompressed`) and never compresses a
 * static file per request. The server bundle (dist/server) and the manifest are not served.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mandap:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter(
        (file) =>
          TEXT_FILE.test(file) &&
          !file.startsWith(path.join(outDir, 'server') + path.sep) &&
          !file.startsWith(path.join(outDir, '.vite') + path.sep),
      );
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The browser's build runs on Preact's React compatibility layer instead of React DOM: the same
 * components and libraries, a framework of about 12 KB compressed instead of 60, which keeps a
 * public page's first JavaScript near 100 KB (issue 17, decision 0044). The server renders with
 * React; the dev server and the unit tests run React too.
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/**
 * The Hindi build (`--mode hi`, issue 32, decision 0083): every import of an English catalogue
 * (`packages/shared/src/messages/en/…`) is answered by the Hindi one of the same name, so each
 * page's chunks carry only the messages it uses, in its own language. The completeness of the
 * Hindi catalogue is checked before the build starts: a message missing from either language
 * fails it.
 */
function messagesIn(language: 'hi'): Plugin {
  const en = `${path.sep}messages${path.sep}en${path.sep}`;
  const other = `${path.sep}messages${path.sep}${language}${path.sep}`;
  return {
    name: 'mandap:messages-language',
    enforce: 'pre',
    async buildStart() {
      const problems = await catalogueProblems();
      if (problems.length > 0) this.error(`The message catalogues differ:\n${problems.join('\n')}`);
    },
    async resolveId(source, importer, options) {
      if (!source.includes('messages/en/') && !importer?.includes(en)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(en)) return resolved;
      return { ...resolved, id: resolved.id.replace(en, other) };
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace('<html lang="en-IN">', '<html lang="hi-IN">')
          .replace(englishLayout.noScript, hindiLayout.noScript)
          .replace(englishLayout.siteDescription, hindiLayout.siteDescription)
          // The icons are served once, from / (copyPublicDir below).
          .replaceAll(/href="\/hi\/(favicon|apple-touch-icon)/g, 'href="/$1'),
    },
  };
}

const webSrc = path.dirname(fileURLToPath(import.meta.url));

/**
 * The sources of what a public page's first view can show (the chrome, the public pages and the
 * features they compose). The icons they import stay in the vendor chunk; every other icon (the
 * vendor portal's, the console's, the inbox's) goes to an `icons` chunk that only the screens
 * behind a sign-in load: about 1.7 KB off every public page's first view, in both languages
 * (issue 32, where Hindi's longer texts needed the room).
 */
const PUBLIC_SOURCES = [
  'app/layout',
  'app/router.tsx',
  'app/routes/home-route.tsx',
  'app/routes/search-route.tsx',
  'app/routes/storefront-route.tsx',
  'app/routes/storefront-not-found.tsx',
  'app/routes/directory-route.tsx',
  'app/routes/login-screen.tsx',
  'app/routes/privacy-route.tsx',
  'app/routes/route-error.tsx',
  'app/routes/vendors-only.tsx',
  'components/ui',
  'components/language',
  'components/reports',
  'features/search',
  'features/storefront',
  'features/directory',
  'features/shortlist',
  'features/reviews',
  'features/enquiry',
  'features/auth',
  'features/legal',
  'features/privacy',
  'lib',
];

/** The lucide-react icon files (`circle-alert.mjs`) the public sources import, by any name. */
function publicIconFiles(): Set<string> {
  const require = createRequire(import.meta.url);
  const barrel = readFileSync(
    path.join(
      path.dirname(require.resolve('lucide-react/package.json')),
      'dist/esm/lucide-react.mjs',
    ),
    'utf8',
  );
  const fileOf = new Map<string, string>();
  for (const match of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g)) {
    for (const name of match[1]?.matchAll(/as (\w+)/g) ?? [])
      fileOf.set(name[1] ?? '', match[2] ?? '');
  }
  const files = new Set<string>();
  const visit = (file: string) => {
    if (statSync(file).isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
      return;
    }
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return;
    const source = readFileSync(file, 'utf8');
    for (const imported of source.matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
      for (const name of (imported[1] ?? '').split(',')) {
        const icon = fileOf.get(name.replace(/\btype\b/, '').trim());
        if (icon) files.add(icon);
      }
    }
  };
  for (const source of PUBLIC_SOURCES) visit(path.join(webSrc, 'src', source));
  return files;
}

let publicIconSet: Set<string> | undefined;
const publicIcons = () => {
  publicIconSet ??= publicIconFiles();
  return publicIconSet;
};

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  // The Hindi app lives under /hi/: its router's basename and its assets' URLs.
  base: mode === 'hi' ? '/hi/' : '/',
  plugins: [react(), tailwindcss(), precompress(), ...(mode === 'hi' ? [messagesIn('hi')] : [])],
  resolve: {
    alias: command === 'build' && !isSsrBuild ? [srcAlias, ...preactForReact] : [srcAlias],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  // The server bundle carries its dependencies (React, the router, the query client): it runs
  // wherever WEB_DIST_DIR points, with no node_modules beside it. React's production build
  // renders faster, whatever NODE_ENV the server runs with.
  ssr: { noExternal: true, target: 'node' },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        // `vite build --ssr src/entry-server.tsx`: the renderer, beside the client build.
        outDir: mode === 'hi' ? 'dist/hi/server' : 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        // English first, emptying dist/; then Hindi into dist/hi/ (package.json's build).
        outDir: mode === 'hi' ? 'dist/hi' : 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        // The icons are served once, from /.
        copyPublicDir: mode !== 'hi',
        // The server reads it to preload a page's route chunks with its HTML.
        manifest: true,
        rolldownOptions: {
          // The messages (issue 32) are constants in catalogue modules: written where they are
          // used, as the literals they replaced were, not kept as variables a chunk shares.
          optimization: { inlineConst: { mode: 'all', pass: 1 } },
          output: {
            // Third-party code changes less often than ours: the framework every page needs is one
            // vendor chunk that stays cached across deploys. zod (loaded when a reply or a form is
            // checked, never in a public page's first view) and the form library (only the screens
            // with forms) are chunks of their own. The icons stay in the vendor chunk: split per
            // screen, each icon became a chunk of its own, and every request's headers (about 1 KB
            // with the security headers) cost more than the icons saved (measured for issue 17,
            // decision 0040).
            codeSplitting: {
              groups: [
                {
                  // Before the vendor group: the icons no public page shows (see PUBLIC_SOURCES).
                  name: 'icons',
                  test: (id: string) =>
                    /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id) &&
                    !publicIcons().has(path.basename(id)),
                  // The icons alone: what they build on (Preact, lucide's factory) stays in vendor.
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'vendor',
                  test: /[\\/]node_modules[\\/](preact|react-router|cookie|set-cookie-parser|@tanstack|lucide-react)[\\/]/,
                },
                {
                  // Before zod's group, which would take the form library in as its resolver's
                  // dependency.
                  name: 'forms',
                  test: /[\\/]node_modules[\\/]react-hook-form[\\/]/,
                },
                {
                  // Small modules the public pages share (money, dates, the fetch client, the
                  // text fields...): one request instead of a dozen of a few hundred bytes, each
                  // costing as much again in headers (issue 17; the storefront's first view went
                  // from 20 scripts to 10). Listed by name: a rule catching every small shared
                  // module also caught the vendor screens' and grew the public pages. The error
                  // kinds, the SSR loaders' fetch, the button styles, the search bounds and the
                  // formats joined (issue 29: the account screens made each a chunk of its own;
                  // the storefront's first view was at 103.7 KB). The price units joined (issue 31:
                  // a chunk of their own put the storefront over 100 KB). The catalogue (every page's
                  // category menu) and the plain form hook (the storefront's enquiry, the sign-in)
                  // joined when issue 31's merged work put the storefront at 100.6 KB. The messages of
                  // the generic UI, the month names and the locale (dayInWords') joined with issue 32 (each
                  // a chunk of its own, and the entry's paths, title and session split off: 16 scripts).
                  name: 'common',
                  test: /[\\/](packages[\\/]shared[\\/]src[\\/](money|price-units|dates|enquiries|reviews|errors|marketplace|search[\\/]tokens|catalogue[\\/]categories|messages[\\/](en|hi)[\\/](locale|public-ui|public-dates|catalogue-categories|catalogue-plans|couple-event-types|couple-reports))|apps[\\/]web[\\/]src[\\/](lib[\\/](calendar|api-client|get-session|form-errors|format|categories|ssr[\\/]loader-fetch)|components[\\/]ui[\\/](text-field|textarea-field|form-alert|inline-states|styles|sort-menu)|hooks[\\/](use-modal|use-plain-form|use-indian-today)))\.tsx?$/,
                  includeDependenciesRecursively: false,
                },
                {
                  // The shortlist's calls and its heart, which the storefront and the search cards
                  // load together: one request instead of two (issue 31). With the heart's messages
                  // (issue 32).
                  name: 'shortlist',
                  test: /[\\/](apps[\\/]web[\\/]src[\\/]features[\\/]shortlist[\\/](api[\\/]shortlist|lib[\\/]wanted-listings|components[\\/]shortlist-heart)|packages[\\/]shared[\\/]src[\\/]messages[\\/](en|hi)[\\/]public-shortlist)\.tsx?$/,
                  includeDependenciesRecursively: false,
                },
                {
                  // With the forms' zod resolver, which needs zod: loaded when a form is first
                  // checked, not with the form (docs/decisions/0045).
                  name: 'zod',
                  test: /[\\/]node_modules[\\/](zod|@standard-schema|@hookform[\\/]resolvers)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
