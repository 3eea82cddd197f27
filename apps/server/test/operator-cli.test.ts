import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { previousIndiaMonth } from '@mandap/shared/commission';
import { indiaMidnight } from '@mandap/shared/gst';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signedIn } from './accounts';
import { activeListing, dayFromToday, enquire } from './contact';
import { buildTestApp, databaseUrlOf, migratedDataDir, type TestApp } from './helper';

// `npm run operator` (issue 28, decision 0061), run as people run it: a process of its own, on
// the embedded database of a DATA_DIR, or beside a running server on PostgreSQL.

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CLI = 'apps/server/src/modules/operators/operator-cli.ts';
const run = promisify(execFile);

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-operator-cli-'));
  // As a server leaves it: the commands find their tables, not an empty folder to initdb.
  if (!process.env.TEST_DATABASE_URL) await migratedDataDir(dataDir);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** `npm run operator -- …args` with this environment; its exit code, output and errors. */
async function operatorCommand(args: string[], env: Record<string, string> = {}) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...childEnv, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

function linkOf(stdout: string): { url: string; token: string } {
  const url = /(http\S+\/admin\/setup#\S+)/.exec(stdout)?.[1] ?? '';
  return { url, token: url.split('#')[1] ?? '' };
}

// On the embedded database: the PGlite run covers it, and the PostgreSQL run would repeat its
// command-line processes (seconds each) for nothing; the PostgreSQL block is below.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run operator', () => {
  it('is the root package.json\'s "operator" script', async () => {
    const root = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(root.scripts.operator).toBe(`node --import tsx ${CLI}`);
  });

  it('creates, lists and disables operators on the embedded database', async () => {
    const created = await operatorCommand(
      ['create', '--email', 'Asha.Ops@Example.in', '--role', 'admin'],
      { PUBLIC_URL: 'https://mandap.example' },
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Operator asha.ops@example.in (admin) created.');
    const { url, token } = linkOf(created.stdout);
    expect(url).toMatch(/^https:\/\/mandap\.example\/admin\/setup#[\w-]{43}$/);
    // Only the token's hash is kept.
    expect(token).toHaveLength(43);

    const twice = await operatorCommand([
      'create',
      '--email',
      'asha.ops@example.in',
      '--role',
      'moderator',
    ]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain(
      'An operator with the e-mail asha.ops@example.in exists already.',
    );

    await operatorCommand(['create', '--email', 'ravi.ops@example.in', '--role', 'moderator']);
    const disabled = await operatorCommand(['disable', '--email', 'ravi.ops@example.in']);
    expect(disabled.code).toBe(0);
    expect(disabled.stdout).toContain(
      'Operator ravi.ops@example.in disabled; their sessions have ended.',
    );
    const listed = await operatorCommand(['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/asha\.ops@example\.in\s+admin\s+set-up pending/);
    expect(listed.stdout).toMatch(/ravi\.ops@example\.in\s+moderator\s+disabled/);
    expect(listed.stdout).not.toContain(token);
    const unknown = await operatorCommand(['disable', '--email', 'nobody@example.in']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No operator has the e-mail nobody@example.in.');
  }, 300_000);

  it('explains its usage, and refuses a wrong role or a missing e-mail with exit code 2', async () => {
    const help = await operatorCommand([]);
    expect(help.stdout).toContain(
      'npm run operator -- create --email EMAIL --role admin|moderator',
    );
    const role = await operatorCommand(['create', '--email', 'a@b.in', '--role', 'boss']);
    expect(role.code).toBe(2);
    expect(role.stderr).toContain('--role must be admin or moderator');
    const email = await operatorCommand(['disable']);
    expect(email.code).toBe(2);
    expect(email.stderr).toContain('--email needs an e-mail address');
    const month = await operatorCommand(['statements', '--month', 'March']);
    expect(month.code).toBe(2);
    expect(month.stderr).toContain('--month needs a month, written YYYY-MM (for example 2027-03)');
  }, 120_000);

  it('refuses to make the statements of a month that has not ended (decision 0075)', async () => {
    const future = await operatorCommand(['statements', '--month', '2099-01']);
    expect(future.code).toBe(1);
    expect(future.stderr).toContain(
      'January 2099 has not ended yet (India time): its statements are made from 1 February 2099.',
    );
  }, 60_000);

  it('does not open the embedded database under a running server: it says what to do', async () => {
    const busyDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-operator-busy-'));
    // A server answering health on PGlite, and PGlite's lock file in the folder.
    const server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: 'ok', database: { kind: 'pglite' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await mkdir(path.join(busyDir, 'db'), { recursive: true });
      await writeFile(path.join(busyDir, 'db', 'postmaster.pid'), '1\n');
      const res = await operatorCommand(['create', '--email', 'x@example.in', '--role', 'admin'], {
        DATA_DIR: busyDir,
        PORT: String(port),
      });
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(
        `Mandap is running at http://127.0.0.1:${port} on the embedded database`,
      );
      expect(res.stderr).toContain('Stop the server (Ctrl+C), run this command again');
      expect(res.stdout).not.toContain('/admin/setup#');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await rm(busyDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'npm run operator beside a running server (PostgreSQL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it("makes an operator whose link the running server takes once; disabling ends the operator's session", async () => {
      const url = await databaseUrlOf(t.database);
      const email = `cli.${Date.now().toString(36)}@ops.example.in`;
      const created = await operatorCommand(['create', '--email', email, '--role', 'moderator'], {
        DATABASE_URL: url,
      });
      expect(created.code).toBe(0);
      const { token } = linkOf(created.stdout);
      const setup = await t.app.inject({
        method: 'POST',
        url: '/api/admin/setup',
        payload: { token, password: GOOD_PASSWORD },
      });
      expect(setup.statusCode).toBe(200);
      const cookie = String(setup.headers['set-cookie']).split(';')[0] ?? '';
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/enrolment', headers: { cookie } }))
          .statusCode,
      ).toBe(200);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/admin/setup',
        payload: { token, password: GOOD_PASSWORD },
      });
      expect(again.statusCode).toBe(404);
      const disabled = await operatorCommand(['disable', '--email', email], { DATABASE_URL: url });
      expect(disabled.code).toBe(0);
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/admin/enrolment',
        headers: { cookie },
      });
      expect(after.statusCode).toBe(401);
    }, 120_000);

    it("makes a month's commission statements beside the server, once (decision 0075)", async () => {
      // The month before last (India time): ended, whatever day the tests run.
      const last = previousIndiaMonth(new Date());
      const month = previousIndiaMonth(indiaMidnight(last.year, last.month, 1));
      t.clock.advance(
        indiaMidnight(month.year, month.month, 15).getTime() - t.clock.now().getTime(),
      );
      const vendor = await signedIn(t.app, 'vendor');
      const listingId = await activeListing(t.app, vendor.cookie, 'dj');
      await t.database.sql.query('UPDATE listings SET free_until = $2 WHERE id = $1', [
        listingId,
        new Date(t.clock.now().getTime() - 24 * 3600_000),
      ]);
      const couple = await signedIn(t.app, 'user');
      const enquiryId = await enquire(t.app, couple.cookie, listingId, {
        eventDate: dayFromToday(60, t.clock.now()),
      });
      const booked = await t.app.inject({
        method: 'PUT',
        url: `/api/vendor/enquiries/${enquiryId}/status`,
        headers: { cookie: vendor.cookie },
        payload: { status: 'booked', bookingValue: '1,50,000' },
      });
      expect(booked.statusCode, booked.body).toBe(200);
      const url = await databaseUrlOf(t.database);
      const label = `${month.year}-${String(month.month).padStart(2, '0')}`;
      const made = await operatorCommand(['statements', '--month', label], { DATABASE_URL: url });
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toMatch(new RegExp(`Commission statements of ${label}: \\d+ made`));
      const lines = await t.database.sql.query<{ enquiry_id: number; commission_paise: number }>(
        `SELECT enquiry_id::int AS enquiry_id, commission_paise::int AS commission_paise
         FROM commission_lines WHERE enquiry_id = $1`,
        [enquiryId],
      );
      expect(lines).toEqual([{ enquiry_id: enquiryId, commission_paise: 1_050_000 }]);
      const again = await operatorCommand(['statements', '--month', label], { DATABASE_URL: url });
      expect(again.stdout).toContain(`Commission statements of ${label}: 0 made, with 0 lines`);
    }, 120_000);
  },
);
