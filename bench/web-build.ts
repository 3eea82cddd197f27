import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** A build of one's own (`vite build --outDir ...` and its `--ssr` bundle), given as it is. */
const GIVEN_DIST_DIR = process.env.BENCH_WEB_DIST_DIR;
export const WEB_DIST_DIR = GIVEN_DIST_DIR
  ? path.resolve(GIVEN_DIST_DIR)
  : path.join(ROOT, 'apps/web/dist');

/**
 * Builds the web app (and its server bundle) when its sources changed, as npm start does; with
 * BENCH_WEB_DIST_DIR set, the build there is measured as it is and only checked to exist.
 */
export function ensureBuild(): void {
  if (!GIVEN_DIST_DIR) {
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "(await import('./scripts/lib.mjs')).ensureWebBuild()"],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (result.status !== 0) {
      throw new Error('The web app could not be built for the page benchmarks.');
    }
  }
  for (const file of ['index.html', 'server/entry-server.js']) {
    if (!existsSync(path.join(WEB_DIST_DIR, file))) {
      throw new Error(`${WEB_DIST_DIR} has no ${file}: build the web app there first.`);
    }
  }
}
