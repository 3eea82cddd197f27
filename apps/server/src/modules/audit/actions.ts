import { AUDIT_ACTOR_FILTERS, AUDIT_OBJECT_FILTERS } from '@mandap/shared/schemas/moderation';

// What the audit trail records (issue 28, decision 0060): the one list of actions, objects and
// actors. A new audited action is added here first; the database keeps them as text, so adding
// one needs no migration.

/** Every action the audit log knows, as `<object>.<what happened>`. */
export const AUDIT_ACTIONS = [
  /** A vendor or user signed in (password right). */
  'account.signed_in',
  /** An account's failed sign-ins reached the limit: even its right password waits now. */
  'account.sign_in_locked',
  /** An address's failed sign-ins reached the ceiling: everything from it waits now. */
  'address.sign_in_locked',
  /** A vendor or user moved their account to a new e-mail address (its link followed, 0068). */
  'account.email_changed',
  /** A vendor or user changed their password (current one checked); their other sessions ended. */
  'account.password_changed',
  /** A vendor or user signed out one of their other sessions ("Where you are signed in"). */
  'account.device_signed_out',
  /** A vendor or user signed out every session of theirs but the one they were using. */
  'account.signed_out_elsewhere',
  /** A vendor or user set a new password from an e-mailed link: every session ended (0068). */
  'account.password_reset',
  /** A payment was verified and its listing went live (checkout, webhook or reconciliation). */
  'payment.verified',
  /** A payment was refunded and its listing suspended. */
  'payment.refunded',
  /** A vendor submitted a new listing (registration form). */
  'listing.submitted',
  /** A vendor edited a listing's details, features or highlights. */
  'listing.edited',
  /** A vendor removed an image or video of a listing. */
  'listing.media_removed',
  /** An operator finished the console's sign-in (password and authenticator or recovery code). */
  'operator.signed_in',
  /** An operator's failed sign-ins (passwords or codes) reached the limit. */
  'operator.sign_in_locked',
  /** `npm run operator -- create` made an operator and printed a set-up link. */
  'operator.created',
  /** `npm run operator -- disable` disabled an operator and ended their sessions. */
  'operator.disabled',
  /** An operator dismissed the open reports of a review: it stays shown. */
  'review.report_dismissed',
  /** An operator hid a review: it left the storefront, the rating and search. */
  'review.hidden',
  /** An operator restored a hidden review. */
  'review.restored',
  /** An operator acknowledged a grievance (the officer has read it; decision 0064). */
  'grievance.acknowledged',
  /** An operator replied to a grievance: stored, and e-mailed to its sender. */
  'grievance.replied',
  /** An operator closed a grievance with an outcome, e-mailed to its sender. */
  'grievance.closed',
  /** An operator dismissed the open reports of a listing: it stays up (decision 0065). */
  'listing.report_dismissed',
  /** An operator dismissed the open reports of a chat message (decision 0065). */
  'message.report_dismissed',
  /** An operator suspended a listing: it left search, the sitemap and its storefront (410). */
  'listing.suspended',
  /** An operator restored a listing they (or another) had suspended. */
  'listing.restored',
  /** An operator suspended a vendor's account: sessions ended, listings hidden. */
  'vendor.suspended',
  /** An operator restored a vendor's account (and the listings that were active). */
  'vendor.restored',
  /** An operator suspended a user's account: sessions ended. */
  'user.suspended',
  /** An operator restored a user's account. */
  'user.restored',
  /** A vendor appealed a suspension (of a listing or of their account). */
  'suspension.appealed',
  /** An operator decided an appeal and kept the suspension. */
  'suspension.appeal_upheld',
  /** A vendor or user asked for a copy of their data (decision 0072). */
  'account.data_export_requested',
  /** A vendor or user closed their account (password confirmed); erased after the grace. */
  'account.closed',
  /** A closed account was signed in to within the grace: its deletion was cancelled. */
  'account.deletion_cancelled',
  /** The erasure job replaced a closed account's personal data (decision 0072). */
  'account.erased',
  /** A vendor disputed a line of their commission statement (decision 0075). */
  'commission.line_disputed',
  /** An operator accepted a dispute: the line was dropped, or its value corrected. */
  'commission.dispute_accepted',
  /** An operator rejected a dispute: the line stands. */
  'commission.dispute_rejected',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: an account of one of three kinds, or Mandap itself (a webhook, a job, a limit). */
export const AUDIT_ACTOR_KINDS = AUDIT_ACTOR_FILTERS;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** What the actor acted as: the account's kind, an operator's role, or the part of Mandap. */
export type AuditRole =
  | 'vendor'
  | 'user'
  | 'moderator'
  | 'admin'
  | 'payments-webhook'
  | 'payments-reconciliation'
  | 'sign-in-limits'
  | 'operator-command'
  | 'account-erasure';

export type AuditActor =
  | { kind: 'vendor'; id: number; role: 'vendor' }
  | { kind: 'user'; id: number; role: 'user' }
  | { kind: 'operator'; id: number; role: 'moderator' | 'admin' }
  | {
      kind: 'system';
      id: null;
      role: Exclude<AuditRole, 'vendor' | 'user' | 'moderator' | 'admin'>;
    };

/** The kinds of object an entry is about: the one list, shared with the console's filters. */
export const AUDIT_OBJECT_TYPES = AUDIT_OBJECT_FILTERS;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/** The actor of a vendor's own action. */
export function vendorActor(vendorId: number): AuditActor {
  return { kind: 'vendor', id: vendorId, role: 'vendor' };
}

/** The actor of a user's own action. */
export function userActor(userId: number): AuditActor {
  return { kind: 'user', id: userId, role: 'user' };
}

/** An operator acting in the console, as their role. */
export function operatorActor(operatorId: number, role: 'moderator' | 'admin'): AuditActor {
  return { kind: 'operator', id: operatorId, role };
}

/** Mandap acting on its own: a provider's webhook, a scheduled job, a sign-in limit. */
export function systemActor(role: Extract<AuditActor, { kind: 'system' }>['role']): AuditActor {
  return { kind: 'system', id: null, role };
}
