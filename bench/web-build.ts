import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const WEB_DIST_DIR = path.join(ROOT, 'apps/web/dist');

/** Builds the web app (and its server bundle) when its sources changed, as npm start does. */
export function ensureBuild(): void {
  const result = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "(await import('./scripts/lib.mjs')).ensureWebBuild()"],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0 || !existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error('The web app could not be built for the page benchmarks.');
  }
}
