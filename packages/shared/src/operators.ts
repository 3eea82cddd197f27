// Operators (issue 28, decision 0061): their roles, lifetimes and the console's messages, without
// zod (the sign-in screen's first view shows them); the schemas are in schemas/operators.ts.

import * as m from './messages/en/admin-console';

/** A moderator sees content and grievances; an admin also payments, other operators, settings. */
export const OPERATOR_ROLES = ['moderator', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** How far an operator's sign-in got: only 'signed_in' opens the console. */
export const OPERATOR_STAGES = ['enrol', 'second_factor', 'signed_in'] as const;
export type OperatorStage = (typeof OPERATOR_STAGES)[number];

/** Lifetimes of the console's sessions and links: shorter than a vendor's. */
export const OPERATOR_LIMITS = {
  /** A signed-in operator's session ends after this, however busy. */
  sessionLifetimeMs: 12 * 60 * 60 * 1000,
  /** ... and after this long unused. */
  sessionIdleMs: 30 * 60 * 1000,
  /** A half-done sign-in (password right, code awaited; or enrolment) lasts this long. */
  pendingLifetimeMs: 10 * 60 * 1000,
  /** A set-up link printed by `npm run operator -- create` works once, within this. */
  setupLinkLifetimeMs: 24 * 60 * 60 * 1000,
  /** Recovery codes shown once at enrolment. */
  recoveryCodeCount: 10,
  /** Authenticator codes: digits, and the steps either side of now that are still taken. */
  totpDigits: 6,
  totpPeriodSeconds: 30,
  totpWindowSteps: 1,
} as const;

/** What the console's screens and replies say (the words are the catalogue's). */
export const OPERATOR_MESSAGES = {
  /** The console's confirmation step of a decision. */
  confirm: m.confirm,
  cancel: m.cancel,
  signIn: m.signInRequired,
  adminOnly: m.adminOnly,
  secondFactorFirst: m.secondFactorFirst,
  enrolFirst: m.enrolFirst,
  invalidCredentials: m.invalidCredentials,
  invalidCode: m.invalidCode,
  setupLinkInvalid: m.setupLinkInvalid,
  codeRequired: m.codeRequired,
  tokenRequired: m.tokenRequired,
  network: m.network,
  recoveryCodesOnce: m.recoveryCodesOnce,
} as const;
