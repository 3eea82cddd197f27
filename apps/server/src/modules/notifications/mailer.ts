import type { Config } from '../../platform/config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail through SMTP_URL; null when SMTP is not configured (in-app notices only). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

// Skeleton: filled in by issue 15's work.
export function createMailer(_config: Config['mail']): Mailer | null {
  return null;
}
