import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { srcAlias } from './vite.config';

const reactRouterDist = new URL('.', import.meta.resolve('react-router'));
const reactRouter = (file: string) => fileURLToPath(new URL(file, reactRouterDist));

export default defineProject({
  plugins: [react()],
  resolve: {
    // Under Vitest, 'react-router' resolved to its CommonJS build and 'react-router/dom' to the ES
    // one: two router contexts. Both are pinned to the ES build, as the browser build uses.
    alias: [
      srcAlias,
      { find: /^react-router$/, replacement: reactRouter('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A screen driven by userEvent takes 1-3 s in jsdom, more when the machine is busy: the
    // default 5 s made slow passes fail (seen in CI runs under load).
    testTimeout: 20_000,
  },
});
