import nodemailer from 'nodemailer';
import type { Config } from '../../platform/config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (a tax document's PDF, decision 0074). */
  attachments?: MailAttachment[];
}

/** A file an e-mail carries, given as its bytes (never a path or a URL). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Sends e-mail through SMTP_URL, or writes it to the server's log (decision 0067). */
export interface Mailer {
  /** 'log': nothing leaves the machine; e-mails are lines of the server's log. */
  transport: 'smtp' | 'log';
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Where the log mailer writes: the app's logger. */
export interface MailLog {
  info(obj: object, msg: string): void;
}

// An SMTP server that does not answer should not hold a send (and its connection) for
// nodemailer's default two minutes: the notice is in the app already, the e-mail is best effort.
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * A mailer for `SMTP_URL` (smtp:// upgrades with STARTTLS when the server offers it, smtps:// is
 * TLS from the start; user and password in the URL). Connections are pooled: an enquiry sent to
 * several vendors sends several mails at once. Without SMTP (the embedded default, or MAIL=log)
 * each e-mail is one line of the server's log that names its links, so a newcomer trying Mandap
 * out can follow a verification or password-reset link from the terminal.
 */
export function createMailer(config: Config['mail'], log: MailLog): Mailer {
  if (config.transport === 'log') {
    return {
      transport: 'log',
      async send(mail) {
        const links = mail.text.match(LINK) ?? [];
        const attachments = (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          bytes: a.content.length,
        }));
        log.info(
          {
            mail: {
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              ...(attachments.length > 0 ? { attachments } : {}),
            },
          },
          `E-mail not sent (no SMTP_URL), written here instead. To: ${mail.to}. Subject: ${mail.subject}.` +
            (links.length > 0 ? ` Link: ${links.join(' ')}` : ''),
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // Our mails are plain text we write, their attachments bytes we made: nothing in them should
    // make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    transport: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((a) => ({
                filename: a.filename,
                content: a.content,
                contentType: a.contentType,
              })),
            }
          : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
