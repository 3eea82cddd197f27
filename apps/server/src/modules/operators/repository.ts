import type { OperatorRole, OperatorStage } from '@mandap/shared/operators';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

// The operators module's own tables (migration 0021): operators, operator_setup_links,
// operator_recovery_codes, operator_sessions. Raw SQL through queryRows.

export interface OperatorRow extends Record<string, unknown> {
  id: number;
  email: string;
  role: OperatorRole;
  passwordHash: string | null;
  totpPendingSecret: string | null;
  totpSecret: string | null;
  totpLastStep: number | null;
  disabledAt: Date | null;
  createdAt: Date;
}

const OPERATOR_COLUMNS = sql`id, email, role, password_hash AS "passwordHash",
  totp_pending_secret AS "totpPendingSecret", totp_secret AS "totpSecret",
  totp_last_step AS "totpLastStep", disabled_at AS "disabledAt", created_at AS "createdAt"`;

export async function findOperatorByEmail(db: Db, email: string) {
  const [row] = await queryRows<OperatorRow>(
    db,
    sql`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE email = ${email}`,
  );
  return row;
}

export async function findOperatorById(db: Db, id: number) {
  const [row] = await queryRows<OperatorRow>(
    db,
    sql`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = ${id}`,
  );
  return row;
}

export async function listOperators(db: Db) {
  return queryRows<OperatorRow>(db, sql`SELECT ${OPERATOR_COLUMNS} FROM operators ORDER BY id`);
}

export async function insertOperator(
  db: Db,
  operator: { email: string; role: OperatorRole; now: Date },
) {
  const [row] = await queryRows<OperatorRow>(
    db,
    sql`INSERT INTO operators (email, role, created_at, updated_at)
        VALUES (${operator.email}, ${operator.role}, ${operator.now}, ${operator.now})
        RETURNING ${OPERATOR_COLUMNS}`,
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Marks the operator disabled and deletes every session of theirs; false when unknown. */
export async function disableOperator(
  db: Db,
  email: string,
  now: Date,
  /** Runs in the same transaction once the operator is disabled (the audit entry). */
  then: (tx: Db, operatorId: number) => Promise<void> = async () => {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE operators SET disabled_at = coalesce(disabled_at, ${now}), updated_at = ${now}
          WHERE email = ${email} RETURNING id`,
    );
    const id = rows[0]?.id;
    if (id === undefined) return false;
    await tx.execute(sql`DELETE FROM operator_sessions WHERE operator_id = ${id}`);
    await tx.execute(
      sql`UPDATE operator_setup_links SET used_at = ${now} WHERE operator_id = ${id} AND used_at IS NULL`,
    );
    await then(tx, id);
    return true;
  });
}

export async function insertSetupLink(
  db: Db,
  link: { tokenHash: string; operatorId: number; now: Date; expiresAt: Date },
) {
  await db.execute(
    sql`INSERT INTO operator_setup_links (token_hash, operator_id, created_at, expires_at)
        VALUES (${link.tokenHash}, ${link.operatorId}, ${link.now}, ${link.expiresAt})`,
  );
}

/** The operator a set-up link is for, if it is unused, unexpired, and its operator enabled. */
export async function findUsableSetupLink(db: Db, tokenHash: string, now: Date) {
  const [row] = await queryRows<{ operatorId: number }>(
    db,
    sql`SELECT l.operator_id AS "operatorId" FROM operator_setup_links l
        JOIN operators o ON o.id = l.operator_id
        WHERE l.token_hash = ${tokenHash} AND l.used_at IS NULL AND l.expires_at > ${now}
          AND o.disabled_at IS NULL`,
  );
  return row;
}

/**
 * Uses a set-up link once, atomically: sets the password, forgets any authenticator (a set-up
 * starts it afresh) and the recovery codes. Returns the operator, or undefined when the link was
 * used, expired or its operator disabled meanwhile.
 */
export async function consumeSetupLink(
  db: Db,
  { tokenHash, passwordHash, now }: { tokenHash: string; passwordHash: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const [link] = await queryRows<{ operatorId: number }>(
      tx,
      sql`UPDATE operator_setup_links l SET used_at = ${now}
          FROM operators o
          WHERE l.token_hash = ${tokenHash} AND l.used_at IS NULL AND l.expires_at > ${now}
            AND o.id = l.operator_id AND o.disabled_at IS NULL
          RETURNING l.operator_id AS "operatorId"`,
    );
    if (!link) return undefined;
    await tx.execute(
      sql`UPDATE operators SET password_hash = ${passwordHash}, totp_secret = NULL,
            totp_pending_secret = NULL, totp_last_step = NULL, updated_at = ${now}
          WHERE id = ${link.operatorId}`,
    );
    await tx.execute(sql`DELETE FROM operator_sessions WHERE operator_id = ${link.operatorId}`);
    await tx.execute(
      sql`DELETE FROM operator_recovery_codes WHERE operator_id = ${link.operatorId}`,
    );
    const [row] = await queryRows<OperatorRow>(
      tx,
      sql`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = ${link.operatorId}`,
    );
    return row;
  });
}

/** Keeps a new pending authenticator secret unless one is pending already; returns the one kept. */
export async function keepPendingSecret(db: Db, id: number, secret: string, now: Date) {
  const [row] = await queryRows<{ secret: string }>(
    db,
    sql`UPDATE operators SET totp_pending_secret = coalesce(totp_pending_secret, ${secret}),
          updated_at = ${now}
        WHERE id = ${id} AND totp_secret IS NULL
        RETURNING totp_pending_secret AS secret`,
  );
  return row?.secret;
}

/**
 * Confirms the pending authenticator (its code was for `step`) and replaces the recovery codes,
 * atomically; false when nothing was pending any more (a parallel confirmation won).
 */
export async function confirmAuthenticator(
  db: Db,
  {
    id,
    secret,
    step,
    codeHashes,
    now,
  }: {
    id: number;
    secret: string;
    step: number;
    codeHashes: string[];
    now: Date;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE operators SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
            totp_last_step = ${step}, updated_at = ${now}
          WHERE id = ${id} AND totp_secret IS NULL AND totp_pending_secret = ${secret}
          RETURNING id`,
    );
    if (rows.length === 0) return false;
    await tx.execute(sql`DELETE FROM operator_recovery_codes WHERE operator_id = ${id}`);
    for (const codeHash of codeHashes) {
      await tx.execute(
        sql`INSERT INTO operator_recovery_codes (operator_id, code_hash, created_at)
            VALUES (${id}, ${codeHash}, ${now})`,
      );
    }
    return true;
  });
}

/**
 * Records that a code of `step` was taken, unless one of that step or a later one was: the one
 * place that stops a code being used twice, also by two requests at once. True when recorded.
 */
export async function takeTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE operators SET totp_last_step = ${step}
        WHERE id = ${id} AND (totp_last_step IS NULL OR totp_last_step < ${step})
        RETURNING id`,
  );
  return rows.length > 0;
}

/** Uses a recovery code once: true when it was the operator's and unused. */
export async function takeRecoveryCode(
  db: Db,
  id: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE operator_recovery_codes SET used_at = ${now}
        WHERE operator_id = ${id} AND code_hash = ${codeHash} AND used_at IS NULL
        RETURNING operator_id AS id`,
  );
  return rows.length > 0;
}

export async function insertSession(
  db: Db,
  session: {
    tokenHash: string;
    operatorId: number;
    stage: OperatorStage;
    now: Date;
    expiresAt: Date;
  },
) {
  await db.execute(
    sql`INSERT INTO operator_sessions
          (token_hash, operator_id, stage, created_at, expires_at, last_used_at)
        VALUES (${session.tokenHash}, ${session.operatorId}, ${session.stage}, ${session.now},
          ${session.expiresAt}, ${session.now})`,
  );
}

export interface LiveSessionRow extends Record<string, unknown> {
  operatorId: number;
  role: OperatorRole;
  email: string;
  stage: OperatorStage;
  lastUsedAt: Date;
}

/**
 * The session with this token hash if at `now` it is not revoked, not expired, was last used
 * after `idleSince`, and its operator is not disabled.
 */
export async function findLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await queryRows<LiveSessionRow>(
    db,
    sql`SELECT s.operator_id AS "operatorId", o.role, o.email, s.stage,
          s.last_used_at AS "lastUsedAt"
        FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
        WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > ${now}
          AND s.last_used_at > ${idleSince} AND o.disabled_at IS NULL`,
  );
  return row;
}

export async function touchSession(db: Db, tokenHash: string, now: Date) {
  await db.execute(
    sql`UPDATE operator_sessions SET last_used_at = ${now}
        WHERE token_hash = ${tokenHash} AND last_used_at < ${now}`,
  );
}

export async function revokeSession(db: Db, tokenHash: string, now: Date) {
  await db.execute(
    sql`UPDATE operator_sessions SET revoked_at = ${now}
        WHERE token_hash = ${tokenHash} AND revoked_at IS NULL`,
  );
}

/** Deletes ended operator sessions (expired, revoked, idle); returns how many. */
export async function deleteEndedSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const rows = await queryRows<{ tokenHash: string }>(
    db,
    sql`DELETE FROM operator_sessions
        WHERE expires_at < ${now} OR revoked_at < ${now} OR last_used_at < ${idleSince}
        RETURNING token_hash AS "tokenHash"`,
  );
  return rows.length;
}
