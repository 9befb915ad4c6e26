import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { answerSerializerCompiler } from './lib/answer-serializer';
import { logSerializers, logsEachRequest, OneLinePerRequest, prettyTransport, REDACTED_LOG_PATHS } from './lib/log-options';
import { alertPreferencesRoutes } from './modules/alert-preferences/alert-preferences.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { blogsRoutes } from './modules/blogs/blogs.routes';
import { bloodBanksRoutes } from './modules/blood-banks/blood-banks.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { donorsRoutes } from './modules/donors/donors.routes';
import { drivesRoutes } from './modules/drives/drives.routes';
import { healthRoutes } from './modules/health/health.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { alertWavesRoutes } from './modules/notifications/alert-waves.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { oidcRoutes } from './modules/oidc/oidc.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { phoneRoutes } from './modules/phone/phone.routes';
import { placesRoutes } from './modules/places/places.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { pushRoutes } from './modules/push/push.routes';
import { requestsRoutes } from './modules/requests/requests.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { surgesRoutes } from './modules/surges/surges.routes';
import { callSheetRoutes } from './modules/triage/call-sheet.routes';
import { triageRoutes } from './modules/triage/triage.routes';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { localUploadsDir } from './modules/uploads/image-store';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { usersRoutes } from './modules/users/users.routes';
import { pageLeadImage } from './page-lead-images';
import { pageRecordExists } from './page-records';
import { WEB_DIST_DIR } from './paths';
import { accessLogPlugin } from './plugins/access-log';
import { authPlugin } from './plugins/auth';
import { closingPlugin } from './plugins/closing';
import { compressionPlugin } from './plugins/compression';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { httpCachingPlugin } from './plugins/http-caching';
import { keptAnswersFirst } from './plugins/kept-answers';
import { readCacheBroadcastPlugin } from './plugins/read-cache-broadcast';
import { securityHeadersOf, securityPlugin } from './plugins/security';
import { staticFilesPlugin } from './plugins/static-files';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: boolean | object;
  /** Where the default logger writes (stdout unless given); tests read what was logged. */
  logStream?: { write(line: string): void };
  webDistDir?: string;
  /** Run queued jobs (notifications) in this process; tests turn it off and run jobs themselves. */
  jobWorker?: boolean;
  /** Told of every route as it is added, with its config and schemas: tests list the whole API from it. */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole server: external plugins, then the app's own, then the feature modules. */
export async function buildApp({
  config,
  database,
  logger,
  logStream,
  webDistDir = WEB_DIST_DIR,
  jobWorker = true,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const services = createServices(database.db, config);
  // Kept answers leave from the server's own listener (decision 0046) unless the app keeps none
  // (READ_CACHE_MS=0), is closing or logs every request at debug: then Fastify's way answers them
  // (plugins/http-caching.ts).
  let keptAnswersInFront = false;
  const app = Fastify({
    serverFactory: keptAnswersFirst(services.readCache, () => keptAnswersInFront),
    logger: logger ?? {
      level: config.logLevel,
      redact: REDACTED_LOG_PATHS,
      serializers: logSerializers,
      ...(logStream ? { stream: logStream } : { transport: prettyTransport(config.env) }),
    },
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  services.useLog(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);
  keptAnswersInFront = config.readCacheMs > 0 && !logsEachRequest(app.log);
  app.addHook('preClose', (done) => {
    keptAnswersInFront = false;
    done();
  });
  // Before the job worker's preClose below, which may wait for the job in hand.
  await app.register(closingPlugin);

  app.decorate('services', services);
  // E-mails still being sent (reset links, sign-in pause notices) are finished before the mailer closes.
  app.addHook('onClose', async () => {
    await services.background.settled();
    await services.mailer.close();
  });

  if (jobWorker) {
    app.addHook('onReady', async () => services.jobWorker.start(app.log));
    // preClose: before any onClose hook closes the database the job in hand still needs.
    app.addHook('preClose', () => services.jobWorker.stop());
  }

  await app.register(errorsPlugin);
  // First of the hooks: a kept answer goes out before any other runs. ETags are hashed from the plain
  // body, so this comes before compression; both before any route.
  const securityHeaders = securityHeadersOf(config);
  // No answers to keep when the cache keeps nothing (READ_CACHE_MS=0): nothing is reserved or assembled for it.
  await app.register(httpCachingPlugin, { answers: config.readCacheMs > 0 ? services.readCache : undefined, securityHeaders });
  await app.register(securityPlugin, { config, headers: securityHeaders });
  if (config.redisUrl) await app.register(readCacheBroadcastPlugin, { cache: services.readCache, redisUrl: config.redisUrl });
  await app.register(compressionPlugin);
  // Oversized files are reported by readMultipartForm, in the app's words, rather than thrown by the plugin.
  await app.register(multipart, { throwFileSizeLimit: false });
  await app.register(docsPlugin);
  await app.register(authPlugin, {
    resolveToken: services.auth.resolve,
    staffTwoFactor: config.staffTwoFactorRequired ? services.twoFactor.isEnabled : undefined,
  });
  await app.register(accessLogPlugin);
  await app.register(staticFilesPlugin, {
    uploadsDir: localUploadsDir(config.dataDir),
    webDistDir,
    recordExists: pageRecordExists(services),
    leadImage: pageLeadImage(services),
    securityHeaders: (inlineScripts) => securityHeadersOf(config, inlineScripts),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { engine: database.engine, ping: database.ping });
      await api.register(locationsRoutes);
      await api.register(authRoutes, { auth: services.auth, users: services.users, uploads: services.uploads, config });
      await api.register(accountRoutes, { account: services.account, config });
      await api.register(twoFactorRoutes, { twoFactor: services.twoFactor, auth: services.auth, config });
      await api.register(oidcRoutes, { oidc: services.oidc, config });
      await api.register(passwordResetRoutes, { passwordReset: services.passwordReset, config });
      await api.register(outboxRoutes, { outbox: services.outbox });
      await api.register(usersRoutes, { users: services.users });
      await api.register(uploadsRoutes, { uploads: services.uploads });
      await api.register(notificationsRoutes, { notifications: services.notifications });
      await api.register(alertWavesRoutes, { waves: services.alertWaves });
      await api.register(requestsRoutes, { requests: services.requests, limits: config.requestLimits });
      await api.register(donorsRoutes, { donors: services.donors, searchRateLimit: config.donorSearchRateLimit });
      await api.register(pushRoutes, { push: services.push });
      await api.register(phoneRoutes, { phone: services.phone });
      await api.register(alertPreferencesRoutes, { alerts: services.alertPreferences });
      await api.register(contactRoutes, { contact: services.contact, rateLimit: config.contactRateLimit });
      await api.register(auditRoutes, { audit: services.audit });
      await api.register(blogsRoutes, { blogs: services.blogs });
      await api.register(paymentsRoutes, { payments: services.payments, rateLimit: config.paymentRateLimit });
      await api.register(statsRoutes, { stats: services.stats, insights: services.insights });
      await api.register(triageRoutes, { triage: services.triage, securityHeaders });
      await api.register(callSheetRoutes, { callSheet: services.callSheet });
      await api.register(moderationRoutes, { moderation: services.moderation });
      await api.register(drivesRoutes, { drives: services.drives });
      await api.register(bloodBanksRoutes, { bloodBanks: services.bloodBanks });
      await api.register(placesRoutes, { places: services.places });
      await api.register(surgesRoutes, { surges: services.surges });
      await api.register(privacyRoutes, { privacy: services.privacy, account: services.account, config });
    },
    { prefix: '/api' },
  );
  return app;
}
