import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineProject } from 'vitest/config';

const ON_POSTGRESQL = Boolean(process.env.TEST_DATABASE_URL);
const INCLUDE = ['src/**/*.test.ts', 'test/**/*.test.ts', 'scale/**/*.test.ts'];

// Opens a database, or asks which one the run is on: the test helpers that make one, the client.
const TOUCHES_DATABASE = /\/(helper|two-servers|access-fixtures|db\/client)'|TEST_DATABASE_URL/;

/**
 * The test files that open no database: the PGlite run covers them, and the PostgreSQL run would
 * only repeat them (decision 0053). Read from the files, so a new test file is sorted by itself.
 */
function databaseFreeTests(): string[] {
  const root = import.meta.dirname;
  return ['src', 'test', 'scale'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(dir, file))
      .filter((file) => file.endsWith('.test.ts'))
      .filter((file) => !TOUCHES_DATABASE.test(readFileSync(path.join(root, file), 'utf8'))),
  );
}

export default defineProject({
  test: {
    name: ON_POSTGRESQL ? 'server-postgresql' : 'server',
    include: INCLUDE,
    exclude: [...configDefaults.exclude, ...(ON_POSTGRESQL ? databaseFreeTests() : [])],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
