// The notifications module's front door.
export { notificationEmailJob } from './email-job';
export { createMailer, type Mail, type MailAttachment, type Mailer } from './mailer';
export { type NotificationRoutesOptions, notificationRoutes } from './routes';
export {
  createImmediateNotifier,
  createNotifier,
  emailNotification,
  type NewNotification,
  type NotificationAttachments,
  type Notifier,
  noticeInBothLanguages,
  readNotificationsAbout,
  unreadNotificationCount,
} from './service';
export { createNotifications } from './setup';
