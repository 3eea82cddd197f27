import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { placeOfReadablePath } from '@mandap/shared/catalogue/readable-paths';
import { indianDate } from '@mandap/shared/dates';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { defineScheduledJobs, FIRST_SWEEP_AFTER_MS } from './app-jobs';
import type { Database } from './db/client';
import { usePasswordHashing } from './modules/accounts/passwords';
import {
  publicAccountRoutes,
  userAccountRoutes,
  vendorAccountRoutes,
} from './modules/accounts/routes';
import { findSession } from './modules/accounts/service';
import { type AppearanceRecorder, createAppearanceRecorder } from './modules/analytics/appearances';
import { vendorAnalyticsRoutes } from './modules/analytics/routes';
import { vendorAvailabilityRoutes } from './modules/availability/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import {
  conversationRoutes,
  userEnquiryRoutes,
  vendorEnquiryRoutes,
} from './modules/enquiries/routes';
import { healthRoutes } from './modules/health/routes';
import { vendorListingRoutes } from './modules/listings/routes';
import { publicMarketplaceRoutes } from './modules/marketplace/routes';
import { storefrontIdOfPath } from './modules/marketplace/service';
import { createViewRecorder, type ViewRecorder } from './modules/marketplace/views';
import { ALLOW_ALL_MEDIA, type MediaGuard } from './modules/media/guard';
import { registerOcrAssets } from './modules/media/id-guard/assets';
import { idMediaGuard } from './modules/media/id-guard/guard';
import { OcrPool } from './modules/media/id-guard/ocr-pool';
import { ensureTessdata } from './modules/media/id-guard/tessdata';
import { ffmpegAvailable } from './modules/media/id-guard/video-frame';
import { mediaCheckRoutes, mediaCspAdditions, registerMediaFiles } from './modules/media/routes';
import { recoverStagedMedia } from './modules/media/service';
import type { MediaStorage } from './modules/media/storage';
import { createMediaStorage } from './modules/media/storage-setup';
import { notificationEmailJob } from './modules/notifications/email-job';
import { createMailer } from './modules/notifications/mailer';
import { notificationRoutes } from './modules/notifications/routes';
import { createNotifier, type Notifier } from './modules/notifications/service';
import type { PaymentProvider } from './modules/payments/provider';
import { paymentSetup } from './modules/payments/provider-setup';
import { publicPaymentRoutes, vendorPaymentRoutes } from './modules/payments/routes';
import type { sandboxProvider } from './modules/payments/sandbox';
import { vendorPricingRoutes } from './modules/pricing/routes';
import {
  publicReviewRoutes,
  reviewReportRoutes,
  userReviewRoutes,
  vendorReviewRoutes,
} from './modules/reviews/routes';
import { searchPageListingIds, searchRoutes } from './modules/search/routes';
import { createSearcher, listingsVersion, type Searcher } from './modules/search/service';
import { seoRoutes } from './modules/seo/routes';
import { userShortlistRoutes } from './modules/shortlist/routes';
import { registerCompression } from './platform/compression';
import type { Config } from './platform/config';
import { registerErrorHandler } from './platform/errors';
import { requireRole, requireSignedIn, type SessionInfo } from './platform/guards';
import { createHealthChecks, type HealthChecks } from './platform/health-checks';
import { createJobQueue } from './platform/jobs/create-queue';
import type { JobQueue } from './platform/jobs/queue';
import { createLifecycle, type Lifecycle } from './platform/lifecycle';
import { type LogDestination, loggerOptions } from './platform/logging';
import { registerOriginCheck } from './platform/origin-check';
import {
  frameworkErrorReply,
  mergeCsp,
  registerSecurityHeaders,
} from './platform/security-headers';
import { registerTextChecks } from './platform/text';
import { registerRequestDeadlines, serverTimeoutOptions } from './platform/timeouts';
import { registerWebApp, wantsWebApp } from './platform/web-app';

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

export interface AppDeps extends AppOptions {
  storage: MediaStorage;
  mediaGuard: MediaGuard;
  payments: PaymentProvider;
  /** The built-in sandbox checkout, when no Razorpay keys are configured. */
  sandbox: ReturnType<typeof sandboxProvider> | undefined;
  /** Storefront views for analytics (R13): recorded in memory, written in batches. */
  views: ViewRecorder;
  /** Search appearances for analytics (R13): counted in memory, written in batches. */
  appearances: AppearanceRecorder;
  /** This server's search with its caches (GET /api/search, and cached /Vendors pages). */
  searcher: Searcher;
  /** The live session behind a cookie's token (platform/guards.ts asks; accounts knows). */
  lookupSession: (token: string) => Promise<SessionInfo | null>;
  /** In-app notifications, e-mailed too when SMTP_URL is set (issue 15). */
  notifier: Notifier;
  /** What /api/health checks: the database, and each part added as it is set up. */
  health: HealthChecks;
  lifecycle: Lifecycle;
  /** Sweeps, reconciliation, e-mails: pg-boss on PostgreSQL, in-process on PGlite (0047). */
  jobs: JobQueue;
}

/** The /Vendors search page's path (not a storefront under it). */
const SEARCH_PAGE = /^\/vendors\/?$/i;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

async function videoFramesOrWarn(app: FastifyInstance): Promise<boolean> {
  const available = await ffmpegAvailable();
  if (!available) {
    app.log.warn(
      'ffmpeg is not installed: video frames are checked in the browser only (apt-get install ffmpeg).',
    );
  }
  return available;
}

/** Builds the whole Mandap HTTP app; tests drive it through app.inject, server.ts listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  usePasswordHashing(config.passwordHashing);
  // The language data (6 MB gathered into DATA_DIR) and the pool only where uploads are checked.
  const ocrPool =
    config.idGuard.enabled && !options.mediaGuard
      ? new OcrPool({
          langPath: await ensureTessdata(config.dataDir),
          size: config.idGuard.workers,
          queueLimit: config.idGuard.queueLimit,
          recycleAfter: config.idGuard.recycleAfter,
        })
      : null;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // How long a client may take: headers, body, an upload, an idle connection (decision 0028).
    ...serverTimeoutOptions(config.timeouts),
    trustProxy: config.trustProxy,
    // A URL the router cannot take still gets the security headers and our error shape.
    frameworkErrors: frameworkErrorReply,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  const paymentsSetup = await paymentSetup(config);
  const mailer = createMailer(config.mail);
  const jobs = createJobQueue(options.database, {
    log: app.log,
    // Tests send the jobs they test; a schedule firing in the middle of another test would not do.
    schedules: config.nodeEnv !== 'test',
  });
  const sendEmail = mailer
    ? jobs.define(
        notificationEmailJob({
          db: options.database.db,
          mailer,
          publicUrl: config.publicUrl,
          log: app.log,
          clock: options.clock,
        }),
      )
    : null;
  const deps: AppDeps = {
    ...options,
    payments: paymentsSetup.payments,
    sandbox: paymentsSetup.sandbox,
    views: createViewRecorder({ sql: options.database.sql, clock: options.clock, log: app.log }),
    searcher: createSearcher(options.database.sql),
    appearances: createAppearanceRecorder({
      sql: options.database.sql,
      clock: options.clock,
      log: app.log,
    }),
    lookupSession: (token) => findSession(options.database.db, token, options.clock()),
    notifier: createNotifier({ log: app.log, sendEmail }),
    health: createHealthChecks(),
    lifecycle: options.lifecycle ?? createLifecycle(),
    jobs,
    storage: options.storage ?? (await createMediaStorage(config.media, config.dataDir)),
    mediaGuard:
      options.mediaGuard ??
      (ocrPool
        ? idMediaGuard(ocrPool, { videoFrames: await videoFramesOrWarn(app), log: app.log })
        : ALLOW_ALL_MEDIA),
  };
  deps.health.add({
    name: 'database',
    async check() {
      await deps.database.sql.query('SELECT 1');
      return { kind: deps.database.kind, migrationVersion: deps.migrationVersion };
    },
  });
  deps.health.add({ name: 'storage', check: () => deps.storage.check() });
  app.decorate('deps', deps);
  app.addHook('onClose', async () => ocrPool?.close());
  app.addHook('onClose', () => deps.views.close());
  app.addHook('onClose', () => deps.appearances.close());
  // The queue first: an e-mail job under way still needs the mailer.
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    mailer?.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before any route, so every route inherits them: text rules, and the body deadline.
  registerTextChecks(app);
  registerRequestDeadlines(app, config.timeouts);
  registerSecurityHeaders(
    app,
    mergeCsp(paymentsSetup.csp, await mediaCspAdditions(config.media, deps.storage)),
  );
  registerOriginCheck(app);
  // Before any route: compression works through each route's hooks.
  await registerCompression(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Mandap API',
        description: 'Wedding and event vendor marketplace. See docs/api.md.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI ships its own assets (nothing from a CDN) and sets its own CSP on its pages; we
  // take out the 'https:' sources it would allow, so the docs too load from this origin only.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replaceAll(' https:', '').replaceAll(' validator.swagger.io', ''),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(searchRoutes);
      await api.register(publicAccountRoutes);
      await api.register(mediaCheckRoutes);
      await api.register(publicPaymentRoutes);
      await api.register(publicMarketplaceRoutes);
      await api.register(publicReviewRoutes);
      await api.register(
        async (vendorScope) => {
          requireRole(vendorScope, 'vendor');
          await vendorScope.register(vendorAccountRoutes);
          await vendorScope.register(vendorListingRoutes);
          await vendorScope.register(vendorPaymentRoutes);
          await vendorScope.register(vendorPricingRoutes);
          await vendorScope.register(vendorEnquiryRoutes);
          await vendorScope.register(vendorAvailabilityRoutes);
          await vendorScope.register(vendorReviewRoutes);
          await vendorScope.register(vendorAnalyticsRoutes);
        },
        { prefix: '/vendor' },
      );
      await api.register(
        async (userScope) => {
          requireRole(userScope, 'user');
          await userScope.register(userAccountRoutes);
          await userScope.register(userEnquiryRoutes);
          await userScope.register(userShortlistRoutes);
          await userScope.register(userReviewRoutes);
        },
        { prefix: '/user' },
      );
      // Either side of a conversation, user or vendor: Chat and the notification centre.
      await api.register(async (signedInScope) => {
        requireSignedIn(signedInScope);
        await signedInScope.register(conversationRoutes);
        await signedInScope.register(notificationRoutes);
        await signedInScope.register(reviewReportRoutes);
      });
    },
    { prefix: '/api' },
  );

  // robots.txt and the sitemaps, at the site's root (decision 0038).
  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  await registerMediaFiles(app, {
    media: config.media,
    storage: deps.storage,
    mediaDir: path.join(deps.config.dataDir, 'media'),
  });
  // Before the server answers: files of submissions a crash cut off are still staged, never
  // served; those a committed listing names are published, the rest deleted once older than an
  // upload can last (decisions 0029, 0046).
  app.addHook('onReady', async () => {
    const staged = await recoverStagedMedia(
      deps.database.db,
      deps.storage,
      deps.clock(),
      config.timeouts.uploadMs,
    );
    if (staged.published + staged.discarded > 0) app.log.info(staged, 'settled staged media');
  });
  // Compressed copies of the OCR scripts and WebAssembly are kept beside the language data.
  await registerOcrAssets(app, path.join(config.dataDir, 'ocr-compressed'), {
    warmAtStart: config.nodeEnv !== 'test',
  });
  const webApp = await registerWebApp(app, deps.config.webDistDir, {
    // Rendered public pages are kept until a listing changes (decision 0023), and for one day
    // at most: a storefront shows booked dates from today on (issue 15).
    contentVersion: async () =>
      (await listingsVersion(deps.database.sql)) * 100_000 +
      Math.floor(Date.parse(indianDate(deps.clock())) / 86_400_000),
    // A storefront served from that cache never reaches GET /api/listings/:listingId, which
    // counts views; it is counted here (a visitor once a day, bots excluded, as there).
    onPage: (request, pathname, fromCache) => {
      const listingId = storefrontIdOfPath(pathname);
      if (listingId !== null) {
        deps.views.record(listingId, { ip: request.ip, userAgent: request.headers['user-agent'] });
      } else if (fromCache) {
        // Nor does a search page from it reach GET /api/search, which counts appearances: its
        // listings come from the search cache, as its render's did. A readable page
        // (/Vendors/in/jaipur/photographers) carries its city and category in the path.
        const place = SEARCH_PAGE.test(pathname) ? {} : placeOfReadablePath(pathname);
        if (place === null) return;
        const userAgent = request.headers['user-agent'];
        searchPageListingIds(deps.searcher, { ...(request.query as object), ...place })
          .then((ids) => deps.appearances.record(ids, userAgent))
          .catch((error: unknown) => app.log.error({ err: error }, 'counting appearances failed'));
      }
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (webApp && wantsWebApp(request.method, request.url)) return webApp.answer(request, reply);
    return reply.status(404).send({ message: `Nothing is at ${request.method} ${request.url}` });
  });

  // Sweeps, reconciliation and the pruning of view visitors, on the queue's schedules. The queue
  // starts once the server is ready, beside it: nothing in it holds back the first answers.
  defineScheduledJobs(deps.jobs, {
    database: deps.database,
    storage: deps.storage,
    payments: deps.payments,
    clock: deps.clock,
    log: app.log,
    firstSweepAfterMs: options.firstSweepAfterMs ?? FIRST_SWEEP_AFTER_MS,
  });
  deps.health.add({ name: 'queue', check: () => deps.jobs.health() });
  app.addHook('onReady', async () => {
    deps.jobs.start().catch((error: unknown) => {
      app.log.error({ err: error }, 'the job queue did not start');
    });
  });

  return app;
}
