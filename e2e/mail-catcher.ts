import { appendFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { startSmtpServer } from '../apps/server/test/smtp';
import { MAIL_FILE, SMTP_PORT } from './fixtures/mail';

/**
 * The browser tests' global set-up (decision 0069): a real SMTP server on loopback for the run,
 * which the server under test sends through (SMTP_URL in playwright.config.ts). Each e-mail is
 * appended to MAIL_FILE, where the tests (in other processes) read their links.
 */
export default async function startMailCatcher(): Promise<() => Promise<void>> {
  await mkdir(path.dirname(MAIL_FILE), { recursive: true });
  await rm(MAIL_FILE, { force: true });
  const smtp = await startSmtpServer({
    port: SMTP_PORT,
    onMail: (mail) =>
      appendFileSync(
        MAIL_FILE,
        `${JSON.stringify({ to: mail.to, subject: mail.headers.get('subject') ?? '', text: mail.text })}\n`,
      ),
  });
  return () => smtp.close();
}
