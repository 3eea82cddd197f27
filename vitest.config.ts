import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.config';

export default defineConfig({
  test: {
    projects: ['packages/shared', ...serverProjects, 'apps/web', 'scripts/vitest.config.mjs'],
    // One test file per core: Vitest's default (cores - 1) ran them one at a time on the 2-core
    // CI machine, where two at once took two thirds of the time (decision 0053).
    maxWorkers: os.availableParallelism(),
  },
});
