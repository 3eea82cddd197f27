import type { Db } from '../../db/client';

export type Recipient = { role: 'user'; userId: number } | { role: 'vendor'; vendorId: number };

export interface NewNotification {
  recipient: Recipient;
  kind: 'enquiry' | 'message' | 'status';
  title: string;
  body: string;
  /** An app path, for example /chat/12. */
  link: string;
}

/** Stores notifications (in the caller's transaction) and e-mails them after it commits. */
export interface Notifier {
  /** Stores `notes` with `tx`, the caller's transaction. */
  add(tx: Db, notes: NewNotification[]): Promise<void>;
  /**
   * After the caller's commit: e-mails the same notes when SMTP is configured. Never rejects
   * (failures are logged); callers do not wait for it.
   */
  email(notes: NewNotification[]): Promise<void>;
}

// Skeleton: filled in by issue 15's work.
export async function unreadNotificationCount(_db: Db, _recipient: Recipient): Promise<number> {
  return 0;
}

export function createNotifier(_deps: unknown): Notifier {
  return { add: async () => {}, email: async () => {} };
}
