// `npm run scale-demo`: installs what is missing, builds the web app if needed, then runs
// apps/server/scale/demo.ts (two Mandap servers on PostgreSQL and S3 behind a proxy).
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, ROOT } from './lib.mjs';

try {
  ensureDependencies();
  ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const demo = spawn(process.execPath, ['--import', 'tsx', 'apps/server/scale/demo.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => demo.kill(signal));
demo.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
