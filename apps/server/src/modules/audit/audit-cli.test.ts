import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseUrlOf,
  migratedDataDir,
  type TestDatabase,
  testDatabase,
} from '../../../test/helper';
import { type Database, openDatabase } from '../../db/client';
import { vendorActor } from './actions';
import { appendAudit } from './service';

// `npm run audit -- verify`, run as people run it: a process of its own, on the embedded database
// of a DATA_DIR or on PostgreSQL through DATABASE_URL. Exit 0 intact, 1 broken, 2 not checked.

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const CLI = 'apps/server/src/modules/audit/audit-cli.ts';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command with this environment (and nothing of the test run's DATABASE_URL). */
function auditCommand(args: string[], env: Record<string, string>): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: REPO_ROOT, env: { ...childEnv, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

async function appendThree(db: Database['db']): Promise<void> {
  for (let n = 1; n <= 3; n += 1) {
    await appendAudit(db, {
      at: new Date(),
      actor: vendorActor(n),
      action: 'listing.edited',
      object: { type: 'listing', id: n },
      after: { firmName: `Firm ${n}`, changed: ['firmName'] },
      trace: { requestId: `req-${n}`, addressHash: null },
    });
  }
}

/** As the database's owner, with the append-only trigger set aside. */
const FORGE_ROW_2 = `
  DROP TRIGGER audit_log_append_only ON audit_log;
  UPDATE audit_log SET after = '{"firmName": "Forged", "changed": ["firmName"]}' WHERE id = 2;
  CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();`;

describe('npm run audit', () => {
  it('is the root package.json\'s "audit" script, and explains itself', async () => {
    const root = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(root.scripts.audit).toBe(`node --import tsx ${CLI}`);
    const run = await auditCommand(['check'], { DATA_DIR: os.tmpdir() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown command: check');
    expect(run.stderr).toContain('Usage: npm run audit -- verify');
  });
});

// The PGlite run covers the embedded database; the PostgreSQL run has its own block below.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'npm run audit -- verify on the embedded database',
  () => {
    let dataDir: string;
    let database: Database | undefined;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-audit-cli-'));
    });
    afterAll(async () => {
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('says there is nothing to verify where no database is, and makes none', async () => {
      const run = await auditCommand(['verify'], { DATA_DIR: dataDir });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`No embedded database in ${dataDir}/db yet`);
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    });

    it('finds the log intact (exit 0), then names the row changed behind its back (exit 1)', async () => {
      await migratedDataDir(dataDir);
      database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      await appendThree(database.db);
      await database.close();
      database = undefined;
      const intact = await auditCommand(['verify'], { DATA_DIR: dataDir });
      expect(intact.stdout).toContain('audit log intact: 3 rows');
      expect(intact.code).toBe(0);

      database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      await database.sql.exec(FORGE_ROW_2);
      await database.close();
      database = undefined;
      const broken = await auditCommand(['verify'], { DATA_DIR: dataDir });
      expect(broken.stdout).toContain(
        'audit log BROKEN at row 2: row 2 was changed: its hash does not match what it holds.',
      );
      expect(broken.code).toBe(1);
      // A fresh PGlite's initdb and migrations, and two node processes: slow on a busy machine.
    }, 180_000);

    it('while a server holds the database, says plainly what to do and opens nothing (exit 2)', async () => {
      database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      expect(existsSync(path.join(dataDir, 'db', 'postmaster.pid'))).toBe(true);
      // What a running Mandap answers on its port.
      const server = http.createServer((_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ status: 'ok', database: { kind: 'pglite' } }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        const run = await auditCommand(['verify'], { DATA_DIR: dataDir, PORT: String(port) });
        expect(run.code).toBe(2);
        expect(run.stderr).toContain(
          `Mandap is running at http://127.0.0.1:${port} on the embedded database`,
        );
        expect(run.stderr).toContain('stop the server (Ctrl+C), run\n`npm run audit -- verify`');
        expect(run.stdout).not.toContain('audit log');
      } finally {
        await new Promise((resolve) => server.close(resolve));
        await database.close();
        database = undefined;
      }
    }, 60_000);
  },
);

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run audit -- verify on PostgreSQL', () => {
  let database: TestDatabase;
  let url: string;
  beforeAll(async () => {
    database = await testDatabase();
    url = await databaseUrlOf(database);
  });
  afterAll(() => database.close());

  it('verifies beside the open pool (exit 0), then names the changed row (exit 1)', async () => {
    await appendThree(database.db);
    const intact = await auditCommand(['verify'], { DATABASE_URL: url });
    expect(intact.stdout).toContain('audit log intact: 3 rows');
    expect(intact.code).toBe(0);
    await database.sql.exec(FORGE_ROW_2);
    const broken = await auditCommand(['verify'], { DATABASE_URL: url });
    expect(broken.stdout).toContain('audit log BROKEN at row 2');
    expect(broken.code).toBe(1);
  }, 120_000);
});
