import type { OperatorRole } from '@mandap/shared/operators';
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib/functional';
import { createOperator } from '../src/modules/operators/index';
import { GOOD_PASSWORD, sessionCookie } from './accounts';
import type { TestApp } from './helper';

// Operators for tests (decision 0061): made as `npm run operator -- create` makes them, set up
// through their link, enrolled with a code computed here by the same library.

let counter = 0;

/** An e-mail no other operator of this run has. */
export function operatorEmail(role: OperatorRole): string {
  counter += 1;
  return `${role}.${process.pid}.${counter}.${Date.now().toString(36)}@ops.example.in`;
}

/** The authenticator's code for `secret` at `at` (the test clock's time). */
export function totpCode(secret: string, at: Date): string {
  return generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

export const TOTP_STEP_MS = 30_000;

/** A new operator with an unused set-up link: what the command prints. */
export async function newOperator(t: TestApp, role: OperatorRole) {
  const email = operatorEmail(role);
  const created = await createOperator(t.database.db, { email, role }, t.clock.now());
  return { email, role, token: created.token, password: GOOD_PASSWORD };
}

export interface EnrolledOperator {
  email: string;
  role: OperatorRole;
  password: string;
  /** The authenticator's secret, as the app scanned it. */
  secret: string;
  recoveryCodes: string[];
  /** The signed-in session's Cookie header. */
  cookie: string;
}

async function post(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/**
 * An operator through the whole set-up: link and password, the QR code's key, a code to confirm;
 * signed in at the end. The clock moves past the code's step, so the next code is a new one.
 */
export async function enrolledOperator(t: TestApp, role: OperatorRole): Promise<EnrolledOperator> {
  const { email, token, password } = await newOperator(t, role);
  const setup = await post(t.app, '/api/admin/setup', { token, password });
  if (setup.statusCode !== 200) throw new Error(`set-up failed: ${setup.body}`);
  const enrolCookie = sessionCookie(setup.headers['set-cookie']);
  const enrolment = await t.app.inject({
    method: 'GET',
    url: '/api/admin/enrolment',
    headers: { cookie: enrolCookie },
  });
  if (enrolment.statusCode !== 200) throw new Error(`enrolment failed: ${enrolment.body}`);
  const secret = String(enrolment.json().key).replace(/\s/g, '');
  const done = await post(
    t.app,
    '/api/admin/enrolment',
    { code: totpCode(secret, t.clock.now()) },
    enrolCookie,
  );
  if (done.statusCode !== 200) throw new Error(`confirming failed: ${done.body}`);
  t.clock.advance(TOTP_STEP_MS);
  return {
    email,
    role,
    password,
    secret,
    recoveryCodes: done.json().recoveryCodes,
    cookie: sessionCookie(done.headers['set-cookie']),
  };
}

/** Signs an enrolled operator in again: password, then a fresh code (the clock moves a step). */
export async function operatorSignIn(t: TestApp, operator: EnrolledOperator): Promise<string> {
  const login = await post(t.app, '/api/admin/login', {
    email: operator.email,
    password: operator.password,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const pending = sessionCookie(login.headers['set-cookie']);
  const code = await post(
    t.app,
    '/api/admin/login/code',
    { code: totpCode(operator.secret, t.clock.now()) },
    pending,
  );
  if (code.statusCode !== 200) throw new Error(`code failed: ${code.body}`);
  t.clock.advance(TOTP_STEP_MS);
  return sessionCookie(code.headers['set-cookie']);
}
