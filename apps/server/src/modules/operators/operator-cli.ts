// `npm run operator -- create --email … --role admin|moderator`, `disable --email …`, `list`:
// operators are never made from the web (issue 28, decision 0061). `create` prints a one-time
// set-up link (24 hours). `statements --month YYYY-MM` makes a month's commission statements, as
// the job on the 1st does (decision 0075). Works beside running servers on PostgreSQL (DATABASE_URL); on the
// embedded database, which one process holds, it says to stop the server first.
import path from 'node:path';
import { OPERATOR_ROLES, type OperatorRole } from '@mandap/shared/operators';
import { ConfigError, loadConfig } from '../../platform/config';
import { DomainError } from '../../platform/domain-errors';
import { serverHoldingEmbeddedDatabase } from '../../platform/embedded-database';

const USAGE = [
  'Usage:',
  '  npm run operator -- create --email EMAIL --role admin|moderator',
  '      makes an operator and prints a set-up link (works once, for 24 hours)',
  '  npm run operator -- disable --email EMAIL',
  '      disables an operator and ends their sessions at once',
  '  npm run operator -- list',
  '  npm run operator -- statements --month YYYY-MM',
  '      makes the commission statements of a month that has ended (India time), as the job on',
  "      the 1st of each month does; vendors who have the month's statement already keep it",
].join('\n');

class UsageError extends Error {}
class Refused extends Error {}

type Command =
  | { name: 'create'; email: string; role: OperatorRole }
  | { name: 'disable'; email: string }
  | { name: 'list' }
  | { name: 'statements'; month: string }
  | { name: 'help' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function parseOperatorCommand(args: string[]): Command {
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help') return { name: 'help' };
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] ?? '';
    const [key, inline] = arg.split(/=(.*)/s, 2);
    if (!key?.startsWith('--')) throw new UsageError(`Unexpected argument: ${arg}`);
    const value = inline ?? rest[++i];
    if (value === undefined) throw new UsageError(`${key} needs a value`);
    options.set(key.slice(2), value);
  }
  const email = options.get('email')?.trim().toLowerCase();
  const needEmail = () => {
    if (!email || !EMAIL.test(email)) throw new UsageError('--email needs an e-mail address');
    return email;
  };
  const known = (allowed: string[]) => {
    for (const key of options.keys()) {
      if (!allowed.includes(key)) throw new UsageError(`Unknown option --${key}`);
    }
  };
  if (name === 'create') {
    known(['email', 'role']);
    const role = options.get('role');
    if (!OPERATOR_ROLES.includes(role as OperatorRole)) {
      throw new UsageError('--role must be admin or moderator');
    }
    return { name, email: needEmail(), role: role as OperatorRole };
  }
  if (name === 'disable') {
    known(['email']);
    return { name, email: needEmail() };
  }
  if (name === 'list') {
    known([]);
    return { name };
  }
  if (name === 'statements') {
    known(['month']);
    const month = options.get('month')?.trim() ?? '';
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
      throw new UsageError('--month needs a month, written YYYY-MM (for example 2027-03)');
    }
    return { name, month };
  }
  throw new UsageError(`Unknown command: ${name}`);
}

async function main(): Promise<void> {
  const command = parseOperatorCommand(process.argv.slice(2));
  if (command.name === 'help') {
    console.info(USAGE);
    return;
  }
  const config = loadConfig();
  const running = await serverHoldingEmbeddedDatabase(config);
  if (running) {
    throw new Refused(
      [
        `Mandap is running at ${running} on the embedded database in ${path.join(config.dataDir, 'db')},`,
        'which only one process may open. Stop the server (Ctrl+C), run this command again, then',
        'start the server: the operator and the set-up link are kept. (With DATABASE_URL, on',
        'PostgreSQL, this command works beside running servers.)',
      ].join('\n'),
    );
  }
  // The database and the operators' service load only now: usage and its mistakes answer at once.
  const [
    { openDatabase },
    { migrate, readMigrations },
    { createOperator, disableOperator, listOperators },
  ] = await Promise.all([
    import('../../db/client'),
    import('../../db/migrate'),
    import('./service'),
  ]);
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    await migrate(database.sql, await readMigrations());
    const now = new Date();
    if (command.name === 'statements') {
      const { parseMonth, runStatementsCommand } = await import('../commission/index');
      const month = parseMonth(command.month);
      if (!month) throw new UsageError('--month needs a month, written YYYY-MM');
      const log = {
        info: (_obj: object, msg: string) => console.info(msg),
        error: (obj: object, msg: string) => console.error(msg, obj),
      };
      const run = await runStatementsCommand({ database, config, month, now, log });
      console.info(
        `Commission statements of ${command.month}: ${run.statements} made, with ${run.lines} ` +
          `${run.lines === 1 ? 'line' : 'lines'}` +
          (run.statements === 0 ? ' (none was due, or every vendor has theirs already).' : '.'),
      );
    } else if (command.name === 'create') {
      const created = await createOperator(database.db, command, now);
      console.info(
        [
          `Operator ${created.operator.email} (${created.operator.role}) created.`,
          'Send them this set-up link; it works once, until',
          `${created.expiresAt.toISOString()} (24 hours). They set a password there, then an authenticator app.`,
          '',
          `  ${config.publicUrl}/admin/setup#${created.token}`,
        ].join('\n'),
      );
    } else if (command.name === 'disable') {
      if (!(await disableOperator(database.db, command.email, now))) {
        throw new Refused(`No operator has the e-mail ${command.email}.`);
      }
      console.info(`Operator ${command.email} disabled; their sessions have ended.`);
    } else {
      const operators = await listOperators(database.db);
      if (operators.length === 0) {
        console.info(
          'No operators yet. Make one: npm run operator -- create --email … --role admin',
        );
      }
      for (const o of operators) {
        console.info(
          `${o.email.padEnd(40)} ${o.role.padEnd(10)} ${o.status.padEnd(15)} since ${o.createdAt.toISOString().slice(0, 10)}`,
        );
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  const plain =
    error instanceof ConfigError || error instanceof Refused || error instanceof DomainError;
  console.error(plain ? (error as Error).message : error);
  process.exit(1);
});
