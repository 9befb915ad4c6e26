import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createBackgroundWork } from './lib/background-work';
import { createReadCache } from './lib/read-cache';
import { createAlertPreferencesRepository } from './modules/alert-preferences/alert-preferences.repository';
import { createAlertPreferencesService } from './modules/alert-preferences/alert-preferences.service';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { createAccountService } from './modules/auth/account.service';
import { createAuthService } from './modules/auth/auth.service';
import { createPasswordResetRepository } from './modules/auth/password-reset.repository';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createSignInLockout } from './modules/auth/sign-in-lockout';
import { createSignInLockoutsRepository } from './modules/auth/sign-in-lockouts.repository';
import { createBlogsRepository } from './modules/blogs/blogs.repository';
import { createBlogsService } from './modules/blogs/blogs.service';
import { createBloodBanksRepository } from './modules/blood-banks/blood-banks.repository';
import { createBloodBanksService } from './modules/blood-banks/blood-banks.service';
import { createContactRepository } from './modules/contact/contact.repository';
import { createContactService } from './modules/contact/contact.service';
import { createDonorsRepository } from './modules/donors/donors.repository';
import { createDonorsService } from './modules/donors/donors.service';
import { createWaveCandidatesRepository } from './modules/donors/wave-candidates.repository';
import { createDriveRemindersService } from './modules/drives/drive-reminders.service';
import { createDrivesRepository } from './modules/drives/drives.repository';
import { createDrivesService } from './modules/drives/drives.service';
import { createJobWorker } from './modules/jobs/job-worker';
import { createJobsRepository } from './modules/jobs/jobs.repository';
import { createOutboxMailer, createSmtpMailer } from './modules/mail/mailer';
import { createOutboxRepository } from './modules/mail/outbox.repository';
import { createModerationService } from './modules/moderation/moderation.service';
import { createReportsRepository } from './modules/moderation/reports.repository';
import { createAlertDeliveryRepository } from './modules/notifications/alert-delivery.repository';
import { createAlertDeliveryService } from './modules/notifications/alert-delivery.service';
import { createAlertWavesRepository } from './modules/notifications/alert-waves.repository';
import { createAlertWavesService } from './modules/notifications/alert-waves.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createPersonalNotices } from './modules/notifications/personal-notices';
import { createOidcRepository } from './modules/oidc/oidc.repository';
import { createOidcService } from './modules/oidc/oidc.service';
import { createOidcClient } from './modules/oidc/oidc-client';
import { createPaymentProvider } from './modules/payments/payment-provider';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { createPaymentsService } from './modules/payments/payments.service';
import { createPhoneRepository } from './modules/phone/phone.repository';
import { createPhoneService } from './modules/phone/phone.service';
import { createPlacesRepository } from './modules/places/places.repository';
import { createPlacesService } from './modules/places/places.service';
import { createErasureRepository } from './modules/privacy/erasure.repository';
import { createPersonalDataRepository } from './modules/privacy/personal-data.repository';
import { createPrivacyService } from './modules/privacy/privacy.service';
import { createPushRepository } from './modules/push/push.repository';
import { createPushService } from './modules/push/push.service';
import { createPushEndpointRule } from './modules/push/push-endpoint';
import { createPushSender } from './modules/push/push-sender';
import { loadVapidKeys, type VapidKeys } from './modules/push/vapid-keys';
import { createRequestsRepository } from './modules/requests/requests.repository';
import { createRequestsService } from './modules/requests/requests.service';
import { createSmsService } from './modules/sms/sms.service';
import { createSmsProvider } from './modules/sms/sms-provider';
import { createInsightsRepository } from './modules/stats/insights.repository';
import { createInsightsService } from './modules/stats/insights.service';
import { createStatsRepository } from './modules/stats/stats.repository';
import { createStatsService } from './modules/stats/stats.service';
import { createSurgesRepository } from './modules/surges/surges.repository';
import { createSurgesService } from './modules/surges/surges.service';
import { createCallSheetRepository } from './modules/triage/call-sheet.repository';
import { createCallSheetService } from './modules/triage/call-sheet.service';
import { createTriageRepository } from './modules/triage/triage.repository';
import { createTriageService, TRIAGE_TAG } from './modules/triage/triage.service';
import { createSecretBox, loadSecretsKey, type SecretBox } from './modules/two-factor/secret-box';
import { createTwoFactorRepository } from './modules/two-factor/two-factor.repository';
import { createTwoFactorService } from './modules/two-factor/two-factor.service';
import { createImageStore } from './modules/uploads/create-image-store';
import { createUploadsService } from './modules/uploads/uploads.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

/** Wires repositories into services once; routes receive only the services they use. */
export function createServices(db: Database, config: AppConfig) {
  /**
   * Hot reads kept a few seconds; the repositories whose writes change them clear it (lib/read-cache.ts).
   * READ_CACHE_MS=0 keeps nothing at all, sessions included (room for no entry), so the benchmark can
   * measure the app on the same queries as its references.
   */
  const readCache = createReadCache({ ttlMs: config.readCacheMs });
  const usersRepository = createUsersRepository(db, readCache);
  const sessionsRepository = createSessionsRepository(db, readCache);
  const requestsRepository = createRequestsRepository(db, readCache);
  const imageStore = createImageStore(config);
  const auditRepository = createAuditRepository(db);
  const contactRepository = createContactRepository(db);
  /** The audit log of admin actions: every module that performs one calls `audit.record` (see audit.service.ts). */
  const audit = createAuditService({ audit: auditRepository });
  const contact = createContactService({ contact: contactRepository });
  let secretsKey: Buffer | undefined;
  let secretBox: SecretBox | undefined;
  // The key is read (or the key file made) at first use of two-factor, Google sign-in or a phone code.
  const key = () => {
    secretsKey ??= loadSecretsKey(config.secretsKey, config.dataDir);
    return secretsKey;
  };
  const box = () => {
    secretBox ??= createSecretBox(key());
    return secretBox;
  };
  const twoFactor = createTwoFactorService({
    repo: createTwoFactorRepository(db),
    users: usersRepository,
    box,
    required: config.staffTwoFactorRequired,
    sessionStartedAt: sessionsRepository.startedAt,
  });
  const outbox = createOutboxRepository(db);
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(outbox);
  /** E-mails sent after their request's answer; the app waits for them before the mailer closes. */
  const background = createBackgroundWork();
  const signInLockout = createSignInLockout({
    repo: createSignInLockoutsRepository(db),
    users: usersRepository,
    mailer,
    background,
    policy: config.signInLockout,
  });
  const auth = createAuthService({
    users: usersRepository,
    sessions: sessionsRepository,
    session: config.session,
    secondFactor: twoFactor,
    lockout: signInLockout,
  });
  const oidc = createOidcService({
    client: config.oidc ? createOidcClient(config.oidc) : undefined,
    repo: createOidcRepository(db),
    users: usersRepository,
    completeSignIn: auth.completeSignIn,
    box,
  });
  const account = createAccountService({ users: usersRepository, sessions: sessionsRepository, secondFactor: twoFactor });
  const passwordReset = createPasswordResetService({
    users: usersRepository,
    resets: createPasswordResetRepository(db),
    mailer,
    endAllSessions: auth.endAllSessions,
    clearSignInLock: signInLockout.clear,
    background,
  });
  const users = createUsersService({ users: usersRepository, endAllSessions: auth.endAllSessions, audit });
  const uploads = createUploadsService(imageStore);
  /** The hospital directory and the areas (issue 48): requests and donors check the places they name here. */
  const places = createPlacesService({ places: createPlacesRepository(db, readCache) });
  /** Donor matching and eligibility; also records a donation when a confirmed request is marked done. */
  const donors = createDonorsService({
    donors: createDonorsRepository(db),
    waveCandidates: createWaveCandidatesRepository(db),
    requests: requestsRepository,
    intervalDays: config.donationIntervalDays,
    places,
  });
  const jobsRepository = createJobsRepository(db);
  const notificationsRepository = createNotificationsRepository(db);
  const notifications = createNotificationsService({ notifications: notificationsRepository, mailer, appUrl: config.publicUrl });
  /** Dengue surges (issue 48): shorter waits and no weekly cap for platelet requests while one is on. */
  const surges = createSurgesService({
    surges: createSurgesRepository(db),
    audit,
    autoThreshold: config.surgeAutoThreshold,
    transaction: (work) => db.transaction(work),
  });
  /** Alert waves (decision 0025): who is alerted about a request, when, and how widely. */
  const alertWaves = createAlertWavesService({
    waves: createAlertWavesRepository(db),
    notifications: notificationsRepository,
    requests: requestsRepository,
    jobs: jobsRepository,
    findCandidates: donors.findWaveCandidates,
    surgeCovers: surges.coversPlateletRequest,
    // Through the requests repository: the counts and wave state it writes to a request invalidate its lists.
    transaction: (requestId, work) => requestsRepository.transactionAbout(requestId, work),
    alerts: config.alerts,
    jobQueued: () => jobWorker.wake(),
    pushable: (userIds, tx) => push.usersWithDevices(userIds, tx),
  });
  let vapidKeys: VapidKeys | undefined;
  // Read (or the key file made) at first use: GET /api/push/key or the first push.
  const vapid = () => {
    vapidKeys ??= loadVapidKeys(config.push.vapid, config.dataDir);
    return vapidKeys;
  };
  /** Where services tell what they must not throw; the app points it at its logger (`useLog`). */
  const log: ServiceLog = { warn: () => undefined };
  /** Web Push to people's devices (decision 0026); the alert delivery jobs call `push.sendToUser`. */
  const pushEndpoints = createPushEndpointRule(config.env, config.push.resolve);
  const push = createPushService({
    repo: createPushRepository(db),
    sender: createPushSender({ keys: vapid, subject: config.push.subject, timeoutMs: config.push.timeoutMs, endpoints: pushEndpoints }),
    publicKey: () => vapid().publicKey,
    endpoints: pushEndpoints,
    onBookkeepingError: (error) => log.warn({ err: error }, 'pushes were sent but could not be recorded'),
  });
  /** SMS through Twilio when configured, else into the outbox (channel 'sms'); the alert delivery jobs call `sms.send`. */
  const sms = createSmsService({ provider: createSmsProvider(config.sms, outbox) });
  const alertDelivery = createAlertDeliveryService({
    delivery: createAlertDeliveryRepository(db),
    push,
    sms,
    mailer,
    appUrl: config.publicUrl,
  });
  const alertPreferences = createAlertPreferencesService({ repo: createAlertPreferencesRepository(db), devices: push.devices });
  /** One person told about their own affairs, through the channels they chose. */
  const personalNotices = createPersonalNotices({ recipientOf: alertPreferences.recipientOf, push, sms, mailer });
  /** Donation drives and their bookings (issue 21, decision 0042). */
  const drivesRepository = createDrivesRepository(db);
  const drives = createDrivesService({
    drives: drivesRepository,
    users: usersRepository,
    intervalDays: config.donationIntervalDays,
    recordDonation: donors.recordDonation,
    jobs: jobsRepository,
    jobQueued: () => jobWorker.wake(),
    appUrl: config.publicUrl,
  });
  /** Their reminders and notices, through each donor's alert channels. */
  const driveReminders = createDriveRemindersService({
    drives: drivesRepository,
    notices: personalNotices,
    appUrl: config.publicUrl,
  });
  /** Runs queued jobs in this process; the app starts it when ready and stops it on close. */
  const jobWorker = createJobWorker({
    jobs: jobsRepository,
    handlers: { ...notifications.jobHandlers, ...alertWaves.jobHandlers, ...alertDelivery.jobHandlers, ...driveReminders.jobHandlers },
    concurrency: config.jobConcurrency,
  });
  const requests = createRequestsService({
    requests: requestsRepository,
    users: usersRepository,
    audit,
    recordDonation: donors.recordDonation,
    queueDonorNotification: alertWaves.queueFirstWave,
    queueNextWave: alertWaves.queueNextWave,
    jobQueued: jobWorker.wake,
    openLimit: config.requestLimits.open,
    places,
  });
  const blogsRepository = createBlogsRepository(db, readCache);
  const blogs = createBlogsService({
    blogs: blogsRepository,
    uploads,
    audit,
    imageBaseUrls: config.s3 ? [config.s3.publicUrl] : [],
  });
  const paymentsRepository = createPaymentsRepository(db);
  const payments = createPaymentsService({ payments: paymentsRepository, provider: createPaymentProvider(config.payments) });
  const stats = createStatsService({ stats: createStatsRepository(db) });
  /** The insights page's map and figures (decision 0041). */
  const insights = createInsightsService({ insights: createInsightsRepository(db), cache: readCache });
  /** The triage board (decision 0037): a change of a claim reaches every board, on every process, as the read cache's changes do. */
  const triage = createTriageService({
    triage: createTriageRepository(db),
    audit,
    claimsChanged: () => readCache.invalidate([TRIAGE_TAG]),
    watchChanges: readCache.watch,
  });
  /** The call sheet of a handled request (decision 0039). */
  const callSheet = createCallSheetService({ calls: createCallSheetRepository(db), donors, requests, audit });
  /** The blood bank directory and its stock (issue 21, decision 0043). */
  const bloodBanks = createBloodBanksService({ banks: createBloodBanksRepository(db), users: usersRepository });
  /** Reports of requests and the admins' moderation queue (decision 0040). */
  const moderation = createModerationService({
    reports: createReportsRepository(db),
    requests,
    users,
    audit,
    mailer,
    background,
    appUrl: config.publicUrl,
  });
  const phone = createPhoneService({ repo: createPhoneRepository(db), sms, key });
  /** Export, consents and erasure of a person's data (issue 22, decision 0044). */
  const privacy = createPrivacyService({
    data: createPersonalDataRepository(db),
    erasure: createErasureRepository(db),
    account,
    users,
    audit,
    endAllSessions: auth.endAllSessions,
    uploads,
    notices: personalNotices,
    invalidate: (tags) => readCache.invalidate(tags),
    appUrl: config.publicUrl,
  });
  return {
    readCache,
    auth,
    account,
    twoFactor,
    oidc,
    users,
    uploads,
    requests,
    donors,
    notifications,
    alertWaves,
    alertDelivery,
    jobWorker,
    blogs,
    audit,
    contact,
    payments,
    passwordReset,
    signInLockout,
    background,
    mailer,
    outbox,
    stats,
    insights,
    triage,
    callSheet,
    moderation,
    drives,
    bloodBanks,
    places,
    surges,
    push,
    sms,
    phone,
    alertPreferences,
    privacy,
    imageStore,
    /** Reports what services tell without throwing to the app's logger. */
    useLog: (logger: ServiceLog) => {
      log.warn = logger.warn.bind(logger);
    },
    repositories: {
      users: usersRepository,
      sessions: sessionsRepository,
      requests: requestsRepository,
      blogs: blogsRepository,
      payments: paymentsRepository,
      jobs: jobsRepository,
      drives: drivesRepository,
    },
  };
}

export interface ServiceLog {
  warn(details: object, message: string): void;
}

export type Services = ReturnType<typeof createServices>;
