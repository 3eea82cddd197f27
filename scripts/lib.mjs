// Set-up steps shared by the start and test commands. No business logic here.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repo, inheriting the terminal; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function step(title) {
  console.log(`\n▸ ${title}`);
}

function lockHash(root) {
  return createHash('sha256')
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');
}

/**
 * npm ci unless node_modules holds a finished install of this package-lock.json. The marker is
 * ours, written after npm ci succeeded and removed before it starts, so an interrupted install
 * (which can leave npm's own node_modules/.package-lock.json behind) is never taken for a
 * finished one. `--include=dev`: the web build and the TypeScript runner are devDependencies,
 * which npm would leave out under NODE_ENV=production.
 */
export function ensureDependencies({ root = ROOT, runCommand = run } = {}) {
  const marker = path.join(root, 'node_modules', '.mandap-install');
  const wanted = lockHash(root);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  step('Installing dependencies (npm ci)');
  rmSync(marker, { force: true });
  if (runCommand('npm', ['ci', '--include=dev', '--no-audit', '--no-fund'], { cwd: root }) !== 0) {
    throw new Error('npm ci failed; see the output above.');
  }
  writeFileSync(marker, wanted);
}

/**
 * The server's environment under `npm start`: production mode; and, started as the README's
 * first command (no NODE_ENV, no Razorpay keys), the sandbox's test payments and the address it
 * listens at as its PUBLIC_URL, e-mails written to its log, and a placeholder grievance officer.
 * A deployment sets NODE_ENV=production itself and then names its payments (Razorpay's keys, or
 * PAYMENTS=sandbox), its PUBLIC_URL, its SMTP_URL and its grievance officer (apps/server/src/platform/config.ts refuses to start
 * otherwise).
 */
export function serverEnv(env) {
  const tryingOut = !env.NODE_ENV && !env.RAZORPAY_KEY_ID && !env.PAYMENTS;
  const tryOut = {
    PAYMENTS: 'sandbox',
    // E-mails (sign-up links, password resets) are written to the server's log (decision 0067).
    MAIL: 'log',
    PUBLIC_URL: listeningOrigin(env.HOST, env.PORT),
    // Plainly no real officer: a deployment names its own (decision 0062).
    GRIEVANCE_OFFICER_NAME: 'Grievance Officer (try-out placeholder)',
    GRIEVANCE_OFFICER_EMAIL: 'grievance-officer@example.invalid',
    GRIEVANCE_OFFICER_ADDRESS:
      'Placeholder address of a try-out, not a real office, Nowhere 000000',
    // Invoices and credit notes say SPECIMEN: a try-out is not a business (decision 0073).
    INVOICES: 'specimen',
  };
  return { NODE_ENV: 'production', ...(tryingOut ? tryOut : {}), ...env };
}

/** Where a server on HOST and PORT is reached from this machine (a wildcard: its loopback). */
function listeningOrigin(host, port) {
  // Blank is unset, as the server's configuration reads it.
  const address = host || '127.0.0.1';
  const name =
    address === '0.0.0.0'
      ? '127.0.0.1'
      : address === '::'
        ? 'localhost'
        : address.includes(':')
          ? `[${address}]`
          : address;
  return `http://${name}:${port || '3000'}`;
}

const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
  // The Hindi build's check of the catalogues (apps/web/vite.config.ts imports it).
  'scripts/catalogue-check.mjs',
  'package-lock.json',
];

function fingerprint() {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const full = path.join(ROOT, relative);
    if (!existsSync(full)) return;
    const stats = statSync(full);
    if (stats.isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(path.join(relative, name));
    } else {
      hash.update(relative).update(readFileSync(full));
    }
  };
  for (const input of WEB_INPUTS) visit(input);
  return hash.digest('hex');
}

/**
 * Builds the web app when its sources changed since the last build: the browser's files and the
 * server's renderers of the public pages in each language (dist/server, dist/hi/server), all by
 * the web package's build script.
 */
export function ensureWebBuild() {
  const stamp = path.join(ROOT, 'apps/web/dist/.source-fingerprint');
  // Each language's renderer: English in dist/server, Hindi in dist/hi/server (issue 32).
  const renderers = [
    'apps/web/dist/server/entry-server.js',
    'apps/web/dist/hi/server/entry-server.js',
  ];
  const current = fingerprint();
  const upToDate = existsSync(stamp) && readFileSync(stamp, 'utf8') === current;
  if (upToDate && renderers.every((file) => existsSync(path.join(ROOT, file)))) return;
  step('Building the web app');
  if (run('npm', ['run', 'build', '-w', '@mandap/web']) !== 0) {
    throw new Error('The web build failed; see the output above.');
  }
  writeFileSync(stamp, current);
}

const SYSTEM_PACKAGES = [
  { check: '/usr/bin/chromium', pkg: 'chromium' },
  { check: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf', pkg: 'fonts-noto-core' },
  { check: '/usr/share/fonts/truetype/liberation', pkg: 'fonts-liberation' },
  // The server takes a video's frame at 1 second with ffmpeg for the government-ID check.
  { check: '/usr/bin/ffmpeg', pkg: 'ffmpeg' },
];

/** Debian's Chromium, fonts and ffmpeg for the tests: installed when missing if we are root. */
export function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter((p) => !existsSync(p.check)).map((p) => p.pkg);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `The browser tests need Debian packages that are missing: ${missing.join(', ')}.\n` +
        `Install them as root, then run npm test again:\n  sudo sh -c '${command}'`,
    );
  }
  step(`Installing ${missing.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('sh', ['-c', command], { env }) !== 0) {
    throw new Error(`apt-get could not install ${missing.join(', ')}; see the output above.`);
  }
}

/**
 * Installs what is missing, builds the web app if needed, then runs `file` under tsx as a child
 * that Ctrl-C and SIGTERM reach, and exits with its code: `npm start` and `npm run scale-demo`.
 */
export function runAfterSetup(file, env = process.env) {
  try {
    ensureDependencies();
    ensureWebBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
