// `npm start`: installs what is missing, builds the web app if needed, starts Mandap.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, ROOT, serverEnv } from './lib.mjs';

try {
  ensureDependencies();
  ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: serverEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
