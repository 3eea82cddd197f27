import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { defineScheduledJobs, FIRST_SWEEP_AFTER_MS } from './app-jobs';
import type { Database } from './db/client';
import {
  accountEmailRoutes,
  accountPageRoutes,
  accountsOfSessions,
  createAccountMail,
  findSession,
  publicAccountRoutes,
  publicRecoveryRoutes,
  publicVerificationRoutes,
  usePasswordHashing,
  userAccountRoutes,
  type VerificationMail,
  vendorAccountRoutes,
  verificationRoutes,
} from './modules/accounts/index';
import { type Counting, createCounting, vendorAnalyticsRoutes } from './modules/analytics/index';
import { type AuditTrail, createAuditTrail } from './modules/audit/index';
import { vendorAvailabilityRoutes } from './modules/availability/index';
import { documentAttachments, vendorBillingRoutes } from './modules/billing/index';
import { catalogueRoutes } from './modules/catalogue/index';
import { vendorCollectionRoutes } from './modules/collections/index';
import { commissionConsoleRoutes, vendorCommissionRoutes } from './modules/commission/index';
import { consentRoutes } from './modules/consents/index';
import {
  conversationRoutes,
  createBookingQuestionMail,
  publicBookingAnswerRoutes,
  userEnquiryRoutes,
  vendorEnquiryRoutes,
} from './modules/enquiries/index';
import {
  createGrievanceMail,
  type GrievanceMail,
  grievanceConsoleRoutes,
  publicGrievanceRoutes,
} from './modules/grievances/index';
import { healthRoutes } from './modules/health/index';
import { vendorListingRoutes } from './modules/listings/index';
import { publicMarketplaceRoutes, publicPages } from './modules/marketplace/index';
import {
  createMedia,
  type MediaGuard,
  type MediaStorage,
  mediaCheckRoutes,
  mediaCspAdditions,
  registerMediaServing,
} from './modules/media/index';
import { moderationRoutes } from './modules/moderation/index';
import {
  createNotifications,
  type Notifier,
  notificationRoutes,
} from './modules/notifications/index';
import { findOperatorSession, operatorRoutes } from './modules/operators/index';
import {
  type PaymentProvider,
  paymentSetup,
  publicPaymentRoutes,
  type SandboxProvider,
  vendorPaymentRoutes,
} from './modules/payments/index';
import { vendorPricingRoutes } from './modules/pricing/index';
import { accountPrivacyRoutes, createPrivacy, type Privacy } from './modules/privacy/index';
import { admitReport, reportQueueRoutes, reportRoutes } from './modules/reports/index';
import {
  publicReviewRoutes,
  reviewReportRoutes,
  userReviewRoutes,
  vendorReviewRoutes,
} from './modules/reviews/index';
import {
  createSearcher,
  createSearchLimit,
  type Searcher,
  type SearchLimit,
  searchRoutes,
} from './modules/search/index';
import { seoRoutes } from './modules/seo/index';
import { userShortlistRoutes } from './modules/shortlist/index';
import {
  publicAppealRoutes,
  suspensionRoutes,
  vendorSuspensionRoutes,
} from './modules/suspensions/index';
import { vendorHomeRoutes } from './modules/vendor-home/index';
import { registerApiDocs } from './platform/api-docs';
import { registerCompression } from './platform/compression';
import type { Config } from './platform/config';
import { registerErrorHandler } from './platform/errors';
import { registerSessionLookup, requireRole, requireSignedIn } from './platform/guards';
import { createHealthChecks, databaseCheck, type HealthChecks } from './platform/health-checks';
import { createJobQueue } from './platform/jobs/create-queue';
import type { JobQueue } from './platform/jobs/queue';
import { registerLanguage } from './platform/language';
import { createLifecycle, type Lifecycle } from './platform/lifecycle';
import { type LogDestination, loggerOptions } from './platform/logging';
import { registerOperatorSessionLookup } from './platform/operator-session';
import { registerOriginCheck } from './platform/origin-check';
import { registerReplyLanguage } from './platform/reply-language';
import {
  frameworkErrorReply,
  mergeCsp,
  registerSecurityHeaders,
} from './platform/security-headers';
import { registerTextChecks } from './platform/text';
import { registerRequestDeadlines, serverTimeoutOptions } from './platform/timeouts';
import { registerWebApp, wantsWebApp } from './platform/web-app';

// Wiring only: builds the parts the modules need, once, and registers each module's plugins with
// the parts it needs (decision 0050). What a part is and how it is set up is its module's.

export interface AppOptions {
  config: Config;
  database: Database;
  /** The migration version in force, reported by /api/health. */
  migrationVersion: number;
  /** The time; tests pass a clock they can move. */
  clock: () => Date;
  /** Where media go; by default what MEDIA_STORAGE says (local disk under DATA_DIR/media). */
  storage?: MediaStorage;
  /** The check of uploaded media (R7); by default everything passes. */
  mediaGuard?: MediaGuard;
  /** How long after start this server first takes a media sweep job; by default 5 minutes. */
  firstSweepAfterMs?: number;
  /** Where the log goes; by default stdout (tests read it from a stream). */
  logStream?: LogDestination;
  /**
   * Where this server is in its life, for readiness (decision 0048); by default ready. server.ts
   * passes the one it moves from starting to ready, and to draining on SIGTERM.
   */
  lifecycle?: Lifecycle;
  /**
   * server.ts's own HTTP server, listening since before the migrations (platform/serving.ts);
   * by default Fastify makes one, for app.listen.
   */
  serverFactory?: FastifyServerFactory;
}

/** The parts the modules are built from, made once per app; tests reach them through assembleApp. */
export interface AppParts {
  config: Config;
  database: Database;
  clock: () => Date;
  lifecycle: Lifecycle;
  /** Sweeps, reconciliation, e-mails: pg-boss on PostgreSQL, in-process on PGlite (0047). */
  jobs: JobQueue;
  storage: MediaStorage;
  mediaGuard: MediaGuard;
  payments: PaymentProvider;
  /** The built-in sandbox checkout, when no Razorpay keys are configured. */
  sandbox: SandboxProvider | undefined;
  /** In-app notifications, each e-mailed too (issue 15; to the log without SMTP_URL, 0067). */
  notifier: Notifier;
  /** Grievances' e-mails (acknowledgements, the officer's replies), queued as jobs (0062). */
  grievanceMail: GrievanceMail;
  /** This server's search with its caches (GET /api/search, and cached /Vendors pages). */
  searcher: Searcher;
  /** Storefront views and search appearances for analytics (R13), written in batches. */
  counting: Counting;
  /** Searches per client address and minute, shared by every server (decision 0058). */
  searchLimit: SearchLimit;
  /** What /api/health checks: the database, and each part added as it is set up. */
  health: HealthChecks;
  /** The audit trail's key: what routes hash client addresses with (decision 0060). */
  audit: AuditTrail;
  /** Data exports and the erasure of closed accounts, with their jobs (decision 0072). */
  privacy: Privacy;
}

/** Builds the whole Mandap HTTP app; tests drive it through app.inject, server.ts listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return (await assembleApp(options)).app;
}

/** buildApp, with the parts it made (tests flush the counting, send jobs, read the storage). */
export async function assembleApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; parts: AppParts }> {
  const { config, database, clock } = options;
  usePasswordHashing(config.passwordHashing);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // How long a client may take: headers, body, an upload, an idle connection (decision 0028).
    ...serverTimeoutOptions(config.timeouts),
    trustProxy: config.trustProxy,
    // A URL the router cannot take still gets the security headers and our error shape.
    frameworkErrors: frameworkErrorReply,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  const media = await createMedia(config, app.log, options);
  const { payments, sandbox, csp: paymentsCsp } = await paymentSetup(config);
  const audit = await createAuditTrail(config);
  const jobs = createJobQueue(database, {
    log: app.log,
    // Tests send the jobs they test; a schedule firing in the middle of another test would not do.
    schedules: config.nodeEnv !== 'test',
  });
  const notifications = createNotifications({
    config,
    database,
    jobs,
    log: app.log,
    clock,
    // An issued tax document's notice is e-mailed with its PDF (decision 0074).
    attachmentsFor: (note) => documentAttachments(database.db, note),
  });
  const { notifier } = notifications;
  const grievanceMail = createGrievanceMail({
    database,
    jobs,
    mailer: notifications.mailer,
    officer: config.grievanceOfficer,
    log: app.log,
    clock,
  });
  // The accounts' e-mails (decisions 0068, 0070): jobs, as notifications are.
  const accountMail = createAccountMail({
    database,
    jobs,
    mailer: notifications.mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    clock,
  });
  // The couple's "Did you book …?" e-mail when a vendor marks Booked (decision 0075).
  const bookingQuestions = createBookingQuestionMail({
    database,
    jobs,
    mailer: notifications.mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    clock,
  });
  const verificationMail: VerificationMail = {
    mailer: notifications.mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  };
  const { storage, mediaGuard } = media;
  const privacy = createPrivacy({
    database,
    jobs,
    storage,
    mailer: notifications.mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    clock,
  });
  const searcher = createSearcher(database.db);
  const counting = createCounting({
    db: database.db,
    clock,
    log: app.log,
    countedPagesPerMinute: config.countedPagesPerMinute,
    accountsOf: (tokens) => accountsOfSessions(database.db, tokens, clock()),
  });
  const searchLimit = createSearchLimit({
    db: database.db,
    clock,
    log: app.log,
    sharedThrough: database.kind === 'postgresql' ? 'database' : 'process',
  });
  const lifecycle = options.lifecycle ?? createLifecycle();
  const health = createHealthChecks();
  health.add(databaseCheck(database, options.migrationVersion));
  health.add({ name: 'storage', check: () => storage.check() });
  app.addHook('onClose', () => media.close());
  app.addHook('onClose', () => counting.close());
  app.addHook('onClose', () => searchLimit.close());
  // The queue first: an e-mail job under way still needs the mailer.
  app.addHook('onClose', async () => {
    await jobs.stop();
    notifications.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerLanguage(app);
  registerReplyLanguage(app);
  registerSessionLookup(app, (token) => findSession(database.db, token, clock()));
  registerOperatorSessionLookup(app, (token) => findOperatorSession(database.db, token, clock()));
  // Before any route, so every route inherits them: text rules, and the body deadline.
  registerTextChecks(app);
  registerRequestDeadlines(app, config.timeouts);
  registerSecurityHeaders(
    app,
    mergeCsp(paymentsCsp, await mediaCspAdditions(config.media, storage)),
  );
  registerOriginCheck(app);
  // Before any route: compression works through each route's hooks.
  await registerCompression(app);
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health, lifecycle });
      await api.register(catalogueRoutes);
      await api.register(searchRoutes, {
        database,
        searcher,
        counting,
        searchLimit,
        searchesPerMinute: config.searchesPerAddressPerMinute,
      });
      await api.register(publicAccountRoutes, {
        database,
        clock,
        audit,
        signupsPerAddressPerHour: config.signupsPerAddressPerHour,
        verificationMail,
      });
      await api.register(publicRecoveryRoutes, { database, clock, audit, mail: accountMail });
      await api.register(publicVerificationRoutes, { database, clock, mail: verificationMail });
      await api.register(mediaCheckRoutes);
      await api.register(publicPaymentRoutes, {
        database,
        clock,
        payments,
        sandbox,
        audit,
        business: config.business,
        notifier,
      });
      await api.register(publicMarketplaceRoutes, { database, clock, counting });
      await api.register(publicBookingAnswerRoutes, { database, clock });
      await api.register(publicAppealRoutes, { database, clock, notifier, audit });
      await api.register(publicReviewRoutes, { database, clock, storage, mediaGuard });
      await api.register(publicGrievanceRoutes, {
        database,
        clock,
        mail: grievanceMail,
        officer: config.grievanceOfficer,
        publicUrl: config.publicUrl,
      });
      await api.register(
        async (vendorScope) => {
          requireRole(vendorScope, 'vendor');
          await vendorScope.register(vendorAccountRoutes, { database, clock, audit });
          await vendorScope.register(vendorListingRoutes, {
            database,
            clock,
            storage,
            mediaGuard,
            audit,
          });
          await vendorScope.register(vendorPaymentRoutes, {
            database,
            clock,
            payments,
            sandbox,
            audit,
            business: config.business,
            notifier,
          });
          await vendorScope.register(vendorPricingRoutes, { database, clock });
          await vendorScope.register(vendorBillingRoutes, { database, clock });
          await vendorScope.register(vendorCollectionRoutes, { database, clock });
          await vendorScope.register(vendorEnquiryRoutes, {
            database,
            clock,
            notifier,
            bookingQuestions,
          });
          await vendorScope.register(vendorCommissionRoutes, { database, clock, audit, notifier });
          await vendorScope.register(vendorAvailabilityRoutes, { database, clock });
          await vendorScope.register(vendorReviewRoutes, { database, clock, storage, mediaGuard });
          await vendorScope.register(vendorAnalyticsRoutes, { database, clock });
          await vendorScope.register(vendorHomeRoutes, { database, clock });
          await vendorScope.register(vendorSuspensionRoutes, { database, clock, notifier, audit });
        },
        { prefix: '/vendor' },
      );
      await api.register(
        async (userScope) => {
          requireRole(userScope, 'user');
          await userScope.register(userAccountRoutes, { database, clock, audit });
          await userScope.register(userEnquiryRoutes, { database, clock, notifier });
          await userScope.register(userShortlistRoutes, { database, clock });
          await userScope.register(userReviewRoutes, {
            database,
            clock,
            storage,
            mediaGuard,
            notifier,
          });
        },
        { prefix: '/user' },
      );
      // The signed-in person's own account, vendor or user (issue 29): the account page's
      // profile, password and sessions (0070), the change of address (0068).
      await api.register(
        async (accountScope) => {
          requireSignedIn(accountScope);
          const options = { database, clock, audit, mail: accountMail };
          await accountScope.register(accountPageRoutes, options);
          await accountScope.register(accountEmailRoutes, options);
        },
        { prefix: '/account' },
      );
      // The operator console (decision 0061): its own cookie, sessions and role checks.
      await api.register(operatorRoutes, { prefix: '/admin', database, clock, audit });
      await api.register(moderationRoutes, { prefix: '/admin', database, clock, notifier, audit });
      await api.register(grievanceConsoleRoutes, {
        prefix: '/admin',
        database,
        clock,
        mail: grievanceMail,
        audit,
      });
      await api.register(reportQueueRoutes, { prefix: '/admin', database, clock, notifier, audit });
      await api.register(commissionConsoleRoutes, {
        prefix: '/admin',
        database,
        clock,
        notifier,
        audit,
      });
      await api.register(suspensionRoutes, {
        prefix: '/admin',
        database,
        clock,
        notifier,
        audit,
        storage,
        provider: payments,
        business: config.business,
      });
      // Either side of a conversation, user or vendor: Chat and the notification centre.
      await api.register(async (signedInScope) => {
        requireSignedIn(signedInScope);
        await signedInScope.register(conversationRoutes, { database, clock, notifier });
        await signedInScope.register(notificationRoutes, { database, clock });
        await signedInScope.register(reviewReportRoutes, {
          database,
          clock,
          storage,
          mediaGuard,
          admitReport,
        });
        await signedInScope.register(reportRoutes, { database, clock });
        await signedInScope.register(consentRoutes, { database, clock });
        await signedInScope.register(verificationRoutes, {
          database,
          clock,
          mail: verificationMail,
        });
      });
      // The signed-in person's own data: download it, delete the account (decision 0072).
      await api.register(
        async (accountScope) => {
          requireSignedIn(accountScope);
          await accountScope.register(accountPrivacyRoutes, {
            database,
            clock,
            storage,
            privacy,
            audit,
          });
        },
        { prefix: '/account' },
      );
    },
    { prefix: '/api' },
  );

  // robots.txt and the sitemaps, at the site's root (decision 0038).
  await app.register(seoRoutes, { database, publicUrl: config.publicUrl });
  await registerMediaServing(app, { config, database, storage, clock });
  const webApp = await registerWebApp(app, config.webDistDir, {
    ...publicPages({ database, clock, counting, searcher, log: app.log }),
    origin: config.publicUrl,
  });
  app.setNotFoundHandler((request, reply) => {
    if (webApp && wantsWebApp(request.method, request.url)) return webApp.answer(request, reply);
    return reply.status(404).send({ message: `Nothing is at ${request.method} ${request.url}` });
  });

  // Sweeps, reconciliation and the pruning of view visitors, on the queue's schedules. The queue
  // starts once the server is ready, beside it: nothing in it holds back the first answers.
  defineScheduledJobs(jobs, {
    database,
    storage,
    payments,
    business: config.business,
    notifier,
    clock,
    log: app.log,
    firstSweepAfterMs: options.firstSweepAfterMs ?? FIRST_SWEEP_AFTER_MS,
  });
  health.add({ name: 'queue', check: () => jobs.health() });
  app.addHook('onReady', async () => {
    jobs.start().catch((error: unknown) => {
      app.log.error({ err: error }, 'the job queue did not start');
    });
  });

  const parts: AppParts = {
    config,
    database,
    clock,
    lifecycle,
    jobs,
    storage,
    mediaGuard,
    payments,
    sandbox,
    notifier,
    grievanceMail,
    searcher,
    counting,
    searchLimit,
    health,
    audit,
    privacy,
  };
  return { app, parts };
}
