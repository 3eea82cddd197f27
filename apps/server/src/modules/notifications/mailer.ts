import nodemailer from 'nodemailer';
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

// An SMTP server that does not answer should not hold a send (and its connection) for
// nodemailer's default two minutes: the notice is in the app already, the e-mail is best effort.
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * A mailer for `SMTP_URL` (smtp:// upgrades with STARTTLS when the server offers it, smtps:// is
 * TLS from the start; user and password in the URL), or null when SMTP is not configured.
 * Connections are pooled: an enquiry sent to several vendors sends several mails at once.
 */
export function createMailer(config: Config['mail']): Mailer | null {
  if (!config) return null;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // Our mails are plain text we write: nothing in them should make nodemailer read a file or
    // fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    },
    close() {
      transport.close();
    },
  };
}
