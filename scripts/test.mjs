// `npm test`: installs what is missing, then typecheck, lint, unit and API tests (PGlite, and
// PostgreSQL when TEST_POSTGRES_ADMIN_URL names a server), and the browser tests. Every step runs
// even when an earlier one failed, and the last line sums up the tests.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  ensureDependencies,
  ensureSystemPackages,
  ensureWebBuild,
  ROOT,
  run,
  step,
} from './lib.mjs';

const started = performance.now();
const OUT = path.join(ROOT, '.test-output');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

try {
  ensureDependencies();
  ensureSystemPackages();
  ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const failedSteps = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
// Each step's wall time, printed at the end: where a slow run spent it (bench/README.md).
const timings = [['Set-up (install, system packages, web build)', performance.now() - started]];

function runStep(title, command, args, env = {}) {
  step(title);
  const start = performance.now();
  const code = run(command, args, { env: { ...process.env, ...env } });
  timings.push([title, performance.now() - start]);
  if (code !== 0) failedSteps.push(title);
  return code;
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + r.numTodoTests;
}

function vitest(title, args, outFile, env = {}) {
  runStep(
    title,
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outFile}`,
    ],
    env,
  );
  addVitest(outFile);
}

runStep('Typecheck', 'npm', ['run', 'typecheck']);
runStep('Lint and format check', 'npx', ['biome', 'ci', '.']);
vitest('Unit, component and API tests (PGlite)', [], path.join(OUT, 'vitest.json'));

const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL;
if (adminUrl) {
  const { default: pg } = await import('pg');
  const name = `mandap_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    vitest(
      'API tests on PostgreSQL',
      ['--project', 'server-postgresql*'],
      path.join(OUT, 'vitest-postgresql.json'),
      { TEST_DATABASE_URL: url.toString() },
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const playwrightJson = path.join(OUT, 'playwright.json');
runStep(
  'Browser tests (Playwright, Chromium)',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  },
);
if (existsSync(playwrightJson)) {
  const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

console.log('');
for (const [title, ms] of timings) console.log(`${(ms / 1000).toFixed(0).padStart(5)} s  ${title}`);
console.log(`${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s  in all`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length > 0 || counts.failed > 0 ? 1 : 0);
