import type { AddressInfo } from 'node:net';
import { VERIFICATION_MESSAGES } from '@mandap/shared/email-verification';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

// A real SMTP server on loopback for the tests of e-mail (notifications, grievances): the app
// reaches it over TCP like any other, and the test reads what arrived.

export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Map<string, string>;
  text: string;
  /** The files it carried (a multipart message's attachments). */
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Undoes quoted-printable, which nodemailer uses for text with long lines or non-ASCII. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/%/g, '%25')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes);
}

/** A header as written, its RFC 2047 encoded words (a subject with ₹ in it) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** A header's parameter: `boundary` of `multipart/mixed; boundary="x"`. */
function headerParameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1];
}

/**
 * A message (or one part of one): its headers (names lowercased, unfolded), its decoded text (a
 * multipart message's first text/plain part) and its attachments (base64 parts, decoded).
 */
function parseMessage(raw: string): {
  headers: Map<string, string>;
  text: string;
  attachments: ReceivedAttachment[];
} {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  const body = raw.slice(split + 4);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = headerParameter(contentType, 'boundary');
  if (contentType.startsWith('multipart/') && boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => parseMessage(part.replace(/^\r\n/, '').replace(/\r\n$/, '')));
    const textPart = parts.find((part) =>
      (part.headers.get('content-type') ?? 'text/plain').startsWith('text/plain'),
    );
    return {
      headers,
      text: textPart?.text ?? '',
      attachments: parts.flatMap((part) => part.attachments),
    };
  }
  const disposition = headers.get('content-disposition') ?? '';
  if (disposition.startsWith('attachment')) {
    const attachment = {
      filename:
        headerParameter(disposition, 'filename') ?? headerParameter(contentType, 'name') ?? '',
      contentType: contentType.split(';')[0]?.trim() ?? '',
      content: Buffer.from(body.replace(/\s+/g, ''), 'base64'),
    };
    return { headers, text: '', attachments: [attachment] };
  }
  // Mostly non-ASCII text (a Hindi e-mail, issue 32) is sent base64.
  const encoding = headers.get('content-transfer-encoding');
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n'), attachments: [] };
}

/**
 * A local SMTP server that keeps what it receives. `refuse` recipients get a 550 (for good);
 * those in `deferOnce` a 451 (try again later) the first time they are sent to. `tries` counts
 * each recipient's RCPT TO.
 */
export async function startSmtpServer(
  options: {
    refuse?: string[];
    /** A port of its own (the browser tests' server is told it in advance); any free one else. */
    port?: number;
    /** Called with each e-mail as it arrives (the browser tests write them to a file). */
    onMail?: (mail: ReceivedMail) => void;
  } = {},
) {
  const mails: ReceivedMail[] = [];
  const deferOnce = new Set<string>();
  const tries = new Map<string, number>();
  const config: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      tries.set(address.address, (tries.get(address.address) ?? 0) + 1);
      if (options.refuse?.includes(address.address)) {
        const error = new Error(`<${address.address}>: Recipient address rejected: no such user`);
        (error as Error & { responseCode: number }).responseCode = 550;
        return callback(error);
      }
      if (deferOnce.delete(address.address)) {
        const error = new Error(`<${address.address}>: Mailbox busy, try again later`);
        (error as Error & { responseCode: number }).responseCode = 451;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text, attachments } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        const envelope = session.envelope;
        const mail: ReceivedMail = {
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          headers,
          text,
          attachments,
        };
        mails.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  };
  const server = new SMTPServer(config);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    deferOnce,
    tries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: an SMTP server that is down. */
export async function closedPort(): Promise<number> {
  const smtp = await startSmtpServer();
  await smtp.close();
  return smtp.port;
}

/**
 * Waits until every one of `emails` has been sent its verification link (the e-mail a sign-up
 * sends, decision 0069), then forgets those e-mails and their tries: the tests of other e-mails
 * count only theirs.
 */
export async function settleSignupMails(
  smtp: Awaited<ReturnType<typeof startSmtpServer>>,
  emails: string[],
  timeoutMs = 20_000,
): Promise<void> {
  const isLink = (mail: ReceivedMail) =>
    mail.headers.get('subject') === VERIFICATION_MESSAGES.mailSubject;
  const deadline = Date.now() + timeoutMs;
  while (!emails.every((email) => smtp.mails.some((m) => isLink(m) && m.to.includes(email)))) {
    if (Date.now() > deadline) throw new Error(`no verification e-mail reached ${emails}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (let i = smtp.mails.length - 1; i >= 0; i -= 1) {
    const mail = smtp.mails[i];
    if (mail && isLink(mail) && mail.to.some((to) => emails.includes(to))) {
      smtp.mails.splice(i, 1);
      for (const to of mail.to) {
        const tries = (smtp.tries.get(to) ?? 1) - 1;
        if (tries > 0) smtp.tries.set(to, tries);
        else smtp.tries.delete(to);
      }
    }
  }
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
