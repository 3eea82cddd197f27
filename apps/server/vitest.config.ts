import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { NEEDS_ISOLATION, testFiles } from '../../scripts/test-files.mjs';

const ON_POSTGRESQL = Boolean(process.env.TEST_DATABASE_URL);
const NAME = ON_POSTGRESQL ? 'server-postgresql' : 'server';
const ROOT = import.meta.dirname;
const DIRS = ['src', 'test', 'scale'];
const TEST_FILE = /\.test\.ts$/;
const INCLUDE = DIRS.map((dir) => `${dir}/**/*.test.ts`);

// Opens a database, or asks which one the run is on: the test helpers that make one, the client.
const TOUCHES_DATABASE = /\/(helper|two-servers|access-fixtures|db\/client)'|TEST_DATABASE_URL/;

/**
 * The test files that open no database: the PGlite run covers them, and the PostgreSQL run would
 * only repeat them (decision 0053). Read from the files, so a new test file is sorted by itself.
 */
const files = testFiles(ROOT, DIRS, TEST_FILE);
const databaseFree = ON_POSTGRESQL
  ? files.filter((f) => !TOUCHES_DATABASE.test(f.source)).map((f) => f.file)
  : [];
const isolated = files.filter((f) => NEEDS_ISOLATION.test(f.source)).map((f) => f.file);

const common = {
  environment: 'node',
  setupFiles: ['test/setup.ts'],
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

// Two projects (decision 0086): most files share one module graph per worker (each imported the
// whole app afresh, about 1.3 s a file); those that replace a module keep their own. Declared
// in the root vitest.config.ts: a project's config file cannot declare projects of its own.
export const serverProjects: TestProjectInlineConfiguration[] = [
  {
    root: ROOT,
    test: {
      ...common,
      name: NAME,
      include: INCLUDE,
      exclude: [...configDefaults.exclude, ...databaseFree, ...isolated],
      isolate: false,
    },
  },
  ...(isolated.length === 0
    ? []
    : [
        {
          root: ROOT,
          test: {
            ...common,
            name: `${NAME}-isolated`,
            include: isolated,
            exclude: [...configDefaults.exclude, ...databaseFree],
          },
        },
      ]),
];

export default defineConfig({ test: { projects: serverProjects } });
