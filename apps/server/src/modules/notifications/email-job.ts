import type { JobDefinition, JobRetry } from '../../platform/jobs/queue';
import { type EmailDeps, emailNotification, type NotificationEmail } from './service';

/**
 * An SMTP server that is down or busy is tried again 30 s to a minute later, then twice as long
 * each time: six retries cover about an hour and a half of outage (decision 0047).
 */
export const NOTIFICATION_EMAIL_RETRY: JobRetry = { limit: 6, delaySeconds: 30, backoff: true };

/** The job that sends one notification's e-mail (queued by the notifier after its commit). */
export function notificationEmailJob(
  deps: EmailDeps,
  retry: JobRetry = NOTIFICATION_EMAIL_RETRY,
): JobDefinition<NotificationEmail> {
  return {
    name: 'notification-email',
    retry,
    // nodemailer gives up on a silent server after 10 s to connect and 30 s of silence.
    timeoutSeconds: 120,
    async run({ notificationId }) {
      await emailNotification(deps, notificationId);
    },
  };
}
