// `npm run dev`: the API with reload (tsx watch) and Vite's dev server, which proxies /api.
import { spawn } from 'node:child_process';
import { ensureDependencies, ROOT } from './lib.mjs';

ensureDependencies();
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@mandap/web'], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
