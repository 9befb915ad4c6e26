import type { LookupAddress } from 'node:dns';
import path from 'node:path';
import { DEFAULT_DONATION_INTERVAL_DAYS, LIMITS, type RequestUrgency } from '@grant/shared';
import { z } from 'zod';
import { INDEXED_WEEKLY_CAP, RECENT_ALERTS_KEPT } from './db/schema/users';
import { READ_CACHE_TTL_MS } from './lib/read-cache';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).transform((url) => url.replace(/\/+$/, ''));

type S3Env = Partial<
  Record<'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PUBLIC_URL', string>
>;

/** S3_* is all or nothing: any of it needs the bucket, keys come in pairs, AWS itself needs a region. */
function checkS3(env: S3Env, ctx: z.RefinementCtx) {
  const given = Object.entries(env).filter(([key, value]) => key.startsWith('S3_') && value !== undefined);
  if (given.length === 0) return;
  if (!env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required when ${given[0]?.[0]} is set` });
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together' });
  }
  if (!env.S3_ENDPOINT && !env.S3_REGION) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_REGION'],
      message: 'is required for AWS S3 (or set S3_ENDPOINT for another S3-compatible store)',
    });
  }
}

type StripeEnv = Partial<Record<'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET', string>>;

/** Stripe is all or nothing: both keys of the same mode, and the webhook secret that confirms payments. */
function checkStripe(env: StripeEnv, ctx: z.RefinementCtx) {
  const { STRIPE_SECRET_KEY: secret, STRIPE_PUBLISHABLE_KEY: publishable, STRIPE_WEBHOOK_SECRET: webhook } = env;
  if (secret === undefined && publishable === undefined && webhook === undefined) return;
  if (secret === undefined || publishable === undefined) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set together' });
    return;
  }
  if (webhook === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'is required with Stripe: its webhook confirms each payment',
    });
  }
  if (secret.includes('_test_') !== publishable.startsWith('pk_test_')) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: 'must be of the same mode (test or live) as STRIPE_SECRET_KEY',
    });
  }
}

export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Plain http only on this machine (the tests' own provider); anywhere else the provider must use https. */
export const isAllowedIssuerUrl = (issuer: URL) =>
  issuer.protocol === 'https:' || (issuer.protocol === 'http:' && LOOPBACK_HOSTS.includes(issuer.hostname));

/**
 * Settings that only work together (`purpose`): all of `names` or none; the message names what is missing.
 * The first one missing carries the issue, so the message starts with its name.
 */
function allOrNothing<N extends string>(names: readonly [N, N, N], purpose: string) {
  return (env: Partial<Record<N, string>>, ctx: z.RefinementCtx) => {
    const missing = names.filter((name) => env[name] === undefined);
    if (missing.length === 0 || missing.length === names.length) return;
    ctx.addIssue({
      code: 'custom',
      path: [missing[0] ?? names[0]],
      message: `${names[0]}, ${names[1]} and ${names[2]} are set together (${purpose}); ${missing.join(' and ')} missing`,
    });
  };
}

/** Google sign-in: the issuer and the client's id and secret. */
const checkOidc = allOrNothing(['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'], 'Google sign-in');

type PushEnv = Partial<Record<'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY', string>>;

/** Both VAPID keys or neither (then a pair is made once and kept in DATA_DIR). */
function checkVapid(env: PushEnv, ctx: z.RefinementCtx) {
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['VAPID_PUBLIC_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (or neither: a pair is made once in DATA_DIR)',
    });
  }
}

/** Twilio: the account, its token and the sender. */
const checkTwilio = allOrNothing(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'], 'SMS through Twilio');

/** Base64url of exactly `bytes` bytes: the form VAPID keys are exchanged in (web-push's generate-vapid-keys prints them so). */
const base64urlKey = (bytes: number, what: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes, {
      error: `must be ${what} in base64url (${bytes} bytes), such as \`npx web-push generate-vapid-keys\` prints`,
    });

const flag = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']).transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const waveWait = (minutes: number) =>
  z.coerce
    .number()
    .min(0.1, { error: 'must be a number of minutes, at least 0.1' })
    .max(24 * 60)
    .default(minutes);

/** Days a kind of row is kept before the hourly sweep removes it (sweep.ts); at least one day, at most ten years. */
const retentionDays = (days: number) =>
  z.coerce
    .number()
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be a whole number of days, at least 1' })
    .max(3650, { error: 'must be at most 3650 days (ten years)' })
    .default(days);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    REDIS_URL: z.string().url().optional(),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    DEMO_DATA: flag.optional(),
    PUBLIC_URL: httpUrl.optional(),
    TRUST_PROXY: flag.default(false),
    /** Other sites whose pages may call this API from the browser, comma-separated origins. */
    CORS_ORIGINS: z
      .string()
      .optional()
      .transform((list, context) => {
        const origins = (list ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        for (const origin of origins) {
          if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
            context.addIssue({
              code: 'custom',
              message: `${origin} is not an origin such as https://example.org (scheme, host and port only)`,
            });
          }
        }
        return origins;
      }),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)' }).optional(),
    MAIL_FROM: z.string().trim().min(3).default('Grant <no-reply@grant.local>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    S3_BUCKET: z.string().trim().min(1).optional(),
    S3_REGION: z.string().trim().min(1).optional(),
    S3_ENDPOINT: httpUrl.optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: httpUrl.optional(),
    /** Encrypts secrets at rest (TOTP secrets); unset: a random key kept in DATA_DIR/secrets.key. */
    SECRETS_KEY: z.string().min(32, { error: 'must be at least 32 characters (for example 32 random bytes in base64)' }).optional(),
    /** Whether volunteers and admins must use two-factor sign-in; default required in production only. */
    STAFF_2FA: z.enum(['required', 'optional']).optional(),
    /** Days between two donations; donors inside it are not yet eligible and left out of matches. */
    DONATION_INTERVAL_DAYS: z.coerce
      .number()
      .int()
      .min(1, { error: 'must be a whole number of days, at least 1' })
      .max(365, { error: 'must be at most 365 days' })
      .default(DEFAULT_DONATION_INTERVAL_DAYS),
    /** Accounts one address may register per hour (the browser tests, all from 127.0.0.1, raise it). */
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1, { error: 'must be a whole number, at least 1' }).default(30),
    SIGN_INS_PER_ADDRESS: z.coerce.number().int().min(1, { error: 'must be a whole number, at least 1' }).default(50),
    /** Donation requests one donor may create per hour; volunteers and admins get ten times as many. */
    REQUESTS_PER_HOUR: z.coerce.number().int().min(1, { error: 'must be a whole number, at least 1' }).default(10),
    /** Open requests (pending or in progress) one donor may have at once; volunteers and admins ten times as many. */
    OPEN_REQUESTS_MAX: z.coerce.number().int().min(1, { error: 'must be a whole number, at least 1' }).default(5),
    /** Milliseconds hot reads and the public lists' whole answers are kept (lib/read-cache.ts); 0 keeps nothing (the benchmark's cache-off app). */
    READ_CACHE_MS: z.coerce
      .number()
      .int()
      .min(0, { error: 'must be a whole number of milliseconds, 0 or more' })
      .default(READ_CACHE_TTL_MS),
    /** Jobs one server process runs at once (alert deliveries mostly wait on push services and SMTP). */
    JOB_CONCURRENCY: z.coerce.number().int().min(1, { error: 'must be a whole number, at least 1' }).max(64).default(4),
    /** Alerts one donor may get in 7 days (critical requests excepted): no donor is flooded. */
    ALERTS_PER_WEEK: z.coerce
      .number()
      .int()
      .min(1, { error: 'must be a whole number, at least 1' })
      .max(RECENT_ALERTS_KEPT, { error: `must be at most ${RECENT_ALERTS_KEPT} (the alert times each donor's row keeps)` })
      .default(INDEXED_WEEKLY_CAP),
    /** Minutes a request waits for donors before its next, wider alert wave, by urgency. */
    ALERT_WAVE_WAIT_CRITICAL_MINUTES: waveWait(5),
    ALERT_WAVE_WAIT_URGENT_MINUTES: waveWait(15),
    ALERT_WAVE_WAIT_NORMAL_MINUTES: waveWait(60),
    /** Platelet requests made in one district within 24 hours that start its dengue surge by itself (decision 0055). */
    SURGE_AUTO_THRESHOLD: z.coerce.number().int().min(1, { error: 'must be a whole number, at least 1' }).default(15),
    /** Retention (sweep.ts): days after which the hourly sweep removes what is no longer needed. */
    RETAIN_READ_NOTIFICATIONS_DAYS: retentionDays(90),
    RETAIN_OUTBOX_DAYS: retentionDays(30),
    RETAIN_CONTACT_MESSAGES_DAYS: retentionDays(365),
    RETAIN_AUDIT_DETAIL_DAYS: retentionDays(730),
    /** Google sign-in (OpenID Connect): https://accounts.google.com and the OAuth client's id and secret. */
    OIDC_ISSUER: z
      .url({ error: "must be the OpenID provider's address, such as https://accounts.google.com" })
      .refine((url) => !URL.canParse(url) || isAllowedIssuerUrl(new URL(url)), {
        error: 'must be an https URL (plain http only on 127.0.0.1 or localhost)',
      })
      .optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_test_… or sk_live_…)' })
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, { error: 'must be a Stripe publishable key (pk_test_… or pk_live_…)' })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })
      .optional(),
    /** Web Push (VAPID, RFC 8292): the server's key pair; unset, a pair is made once and kept in DATA_DIR/vapid.json. */
    VAPID_PUBLIC_KEY: base64urlKey(65, 'an uncompressed P-256 public key').optional(),
    VAPID_PRIVATE_KEY: base64urlKey(32, 'a P-256 private key').optional(),
    /** Who push services may contact about this sender: a mailto: address or an https URL. */
    VAPID_SUBJECT: z
      .url({ protocol: /^(mailto|https)$/, error: 'must be a mailto: address or an https URL (mailto:admin@example.org)' })
      .optional(),
    /** SMS through Twilio's REST API when all three are set; otherwise SMS are kept in the outbox. */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, { error: 'must be a Twilio account SID (AC followed by 32 hex digits)' })
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    /** The sender: a Twilio number in E.164 (+15005550006), a messaging service (MG…), or an alphanumeric sender ID. */
    TWILIO_FROM: z
      .string()
      .trim()
      .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32}|[A-Za-z0-9 ]{1,11})$/, {
        error: 'must be a phone number in E.164 form (+8801…), a messaging service SID (MG…) or a sender ID of up to 11 letters and digits',
      })
      .optional(),
    /** Twilio's API address; tests point it at a local stand-in. */
    TWILIO_API_URL: httpUrl.default('https://api.twilio.com'),
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined, {
    path: ['PUBLIC_URL'],
    message:
      'is required in production (the address people use, such as https://grant.example.org): e-mailed links and the Google sign-in redirect are built on it, never on the Host header a caller sends',
  })
  .superRefine(checkS3)
  .superRefine(checkStripe)
  .superRefine(checkOidc)
  .superRefine(checkVapid)
  .superRefine(checkTwilio);

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  admin?: { email: string; password: string };
  demoData: boolean;
  /** PUBLIC_URL, or where this server listens: the only origin of links and redirects (never a request's Host). */
  publicUrl: string;
  trustProxy: boolean;
  /** Origins allowed to call the API cross-site (CORS); empty: same-origin only. */
  corsOrigins: string[];
  logLevel: string;
  session: { idleMs: number; absoluteMs: number };
  loginRateLimit: { max: number; windowMs: number };
  registerRateLimit: { max: number; windowMs: number };
  contactRateLimit: { max: number; windowMs: number };
  /** Per client address on the public donor search (GET /api/donors/search). */
  donorSearchRateLimit: { max: number; windowMs: number };
  /** Per client address on login, above the per address+account limit: one address cannot try one password on many accounts. */
  loginIpRateLimit: { max: number; windowMs: number };
  /** Per account from any address (decision 0020): wrong passwords within the window pause its password sign-in. */
  signInLockout: { maxFailures: number; windowMs: number; lockMs: number };
  passwordResetRateLimit: {
    perEmail: { max: number; windowMs: number };
    perIp: { max: number; windowMs: number };
    confirmPerIp: { max: number; windowMs: number };
  };
  /** E-mail goes through this SMTP server when set; otherwise into the outbox table (GET /api/outbox). */
  smtpUrl?: string;
  mailFrom: string;
  /** Prefix of the rate-limit keys in Redis (tests give each run its own). */
  rateLimitNameSpace: string;
  /** Uploaded images go to this S3-compatible bucket when set; otherwise to DATA_DIR/uploads. */
  s3?: S3Config;
  /** The payment provider: the offline `test` one unless Stripe's keys are set. */
  payments: PaymentsConfig;
  paymentRateLimit: { max: number; windowMs: number };
  /** SECRETS_KEY when set; otherwise the key file in DATA_DIR is used. */
  secretsKey?: string;
  /** Volunteers and admins without two-factor sign-in are refused on staff and admin routes. */
  staffTwoFactorRequired: boolean;
  twoFactorRateLimit: { max: number; windowMs: number };
  /** Google sign-in through OpenID Connect, when OIDC_* is set; the button is hidden otherwise. */
  oidc?: OidcConfig;
  /** Per client address on each Google sign-in route (start, callback, code exchange). */
  oidcRateLimit: { max: number; windowMs: number };
  /** DONATION_INTERVAL_DAYS: the least gap between two donations of one donor. */
  donationIntervalDays: number;
  requestLimits: RequestLimits;
  /** Web Push: the VAPID keys (generated into DATA_DIR when unset) and the contact push services see. */
  push: PushConfig;
  /** SMS: Twilio when TWILIO_* is set, otherwise kept in the outbox (channel 'sms'). */
  sms: SmsConfig;
  /** JOB_CONCURRENCY: jobs run at once by this process's worker. */
  jobConcurrency: number;
  /** READ_CACHE_MS: how long the read cache keeps a read; 0: the cache is off. */
  readCacheMs: number;
  alerts: AlertsConfig;
  /** SURGE_AUTO_THRESHOLD: a district's platelet requests in 24 h that start its surge by itself. */
  surgeAutoThreshold: number;
  retention: RetentionConfig;
}

/** RETAIN_*_DAYS: how many days the hourly sweep (sweep.ts) keeps each kind of row it removes by age. */
export interface RetentionConfig {
  /** Read notifications of finished (done or canceled) requests, counted from when they were read. */
  readNotificationsDays: number;
  /** E-mails and SMS kept in the outbox. */
  outboxDays: number;
  /** Messages sent through the contact form. */
  contactMessagesDays: number;
  /** The free-text detail of an audit entry; the entry itself (who, what, to whom, when) stays. */
  auditDetailDays: number;
}

/** Alert waves (decision 0025): how often one donor may be alerted, and how long a request waits before widening. */
export interface AlertsConfig {
  weeklyCap: number;
  waitMs: Record<RequestUrgency, number>;
}

export interface PushConfig {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url); unset: DATA_DIR/vapid.json, made at first use. */
  vapid?: { publicKey: string; privateKey: string };
  subject: string;
  /** How long one push service may take to answer before the push counts as failed. */
  timeoutMs: number;
  /** How push services' names are resolved: the system's resolver unless a test gives its own. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export type SmsConfig =
  | { provider: 'outbox' }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string; timeoutMs: number };

/** Per account: how many donation requests may be created in a window, and how many may be open at once. */
export interface RequestLimits {
  windowMs: number;
  perWindow: { donor: number; staff: number };
  open: { donor: number; staff: number };
}

/** Volunteers and admins file requests for others (a hospital desk, a camp): they get this many times a donor's limits. */
const STAFF_REQUEST_FACTOR = 10;

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type PaymentsConfig =
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      /** Tests only (never from the environment): another address for Stripe's API, such as a local fake. */
      apiBase?: string;
    };

export interface S3Config {
  bucket: string;
  region: string;
  /** A non-AWS endpoint (MinIO, R2, Ceph...), addressed path-style: `<endpoint>/<bucket>/<key>`. */
  endpoint?: string;
  /** Unset: the AWS SDK's own credential chain (AWS_* variables, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where browsers fetch the images: S3_PUBLIC_URL (a CDN, say), or the bucket's own address. */
  publicUrl: string;
}

const HOUR = 60 * 60 * 1000;

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  // Demo data belongs to the embedded database; it never appears in production by accident.
  const demoDefault = env.NODE_ENV !== 'production' && env.DATABASE_URL === undefined;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    demoData: env.NODE_ENV === 'production' ? false : (env.DEMO_DATA ?? demoDefault),
    publicUrl: env.PUBLIC_URL ?? listenUrl(env.HOST, env.PORT),
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS,
    logLevel: env.LOG_LEVEL,
    session: { idleMs: 7 * 24 * HOUR, absoluteMs: 30 * 24 * HOUR },
    loginRateLimit: { max: 10, windowMs: 15 * 60 * 1000 },
    signInLockout: {
      maxFailures: LIMITS.signInLockFailures,
      windowMs: LIMITS.signInLockMinutes * 60_000,
      lockMs: LIMITS.signInLockMinutes * 60_000,
    },
    registerRateLimit: { max: env.REGISTRATIONS_PER_HOUR, windowMs: HOUR },
    contactRateLimit: { max: 5, windowMs: 10 * 60 * 1000 },
    donorSearchRateLimit: { max: 60, windowMs: 60 * 1000 },
    loginIpRateLimit: { max: env.SIGN_INS_PER_ADDRESS, windowMs: 15 * 60 * 1000 },
    passwordResetRateLimit: {
      perEmail: { max: 3, windowMs: HOUR },
      perIp: { max: 10, windowMs: HOUR },
      confirmPerIp: { max: 10, windowMs: 15 * 60 * 1000 },
    },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    rateLimitNameSpace: 'grant-rate-limit:',
    s3: s3ConfigOf(env),
    payments:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : { provider: 'test' },
    paymentRateLimit: { max: 30, windowMs: 15 * 60 * 1000 },
    secretsKey: env.SECRETS_KEY,
    staffTwoFactorRequired: (env.STAFF_2FA ?? (env.NODE_ENV === 'production' ? 'required' : 'optional')) === 'required',
    twoFactorRateLimit: { max: 10, windowMs: 15 * 60 * 1000 },
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
        : undefined,
    oidcRateLimit: { max: 30, windowMs: 15 * 60 * 1000 },
    donationIntervalDays: env.DONATION_INTERVAL_DAYS,
    requestLimits: {
      windowMs: HOUR,
      perWindow: { donor: env.REQUESTS_PER_HOUR, staff: env.REQUESTS_PER_HOUR * STAFF_REQUEST_FACTOR },
      open: { donor: env.OPEN_REQUESTS_MAX, staff: env.OPEN_REQUESTS_MAX * STAFF_REQUEST_FACTOR },
    },
    push: {
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
      subject: env.VAPID_SUBJECT ?? vapidSubjectOf(env.PUBLIC_URL, env.MAIL_FROM),
      timeoutMs: 10_000,
    },
    sms:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? {
            provider: 'twilio',
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            apiUrl: env.TWILIO_API_URL,
            timeoutMs: 10_000,
          }
        : { provider: 'outbox' },
    jobConcurrency: env.JOB_CONCURRENCY,
    readCacheMs: env.READ_CACHE_MS,
    alerts: {
      weeklyCap: env.ALERTS_PER_WEEK,
      waitMs: {
        critical: env.ALERT_WAVE_WAIT_CRITICAL_MINUTES * 60_000,
        urgent: env.ALERT_WAVE_WAIT_URGENT_MINUTES * 60_000,
        normal: env.ALERT_WAVE_WAIT_NORMAL_MINUTES * 60_000,
      },
    },
    surgeAutoThreshold: env.SURGE_AUTO_THRESHOLD,
    retention: {
      readNotificationsDays: env.RETAIN_READ_NOTIFICATIONS_DAYS,
      outboxDays: env.RETAIN_OUTBOX_DAYS,
      contactMessagesDays: env.RETAIN_CONTACT_MESSAGES_DAYS,
      auditDetailDays: env.RETAIN_AUDIT_DETAIL_DAYS,
    },
  };
}

/**
 * Without VAPID_SUBJECT: the public site when it is https, else the sender's address. Push services
 * refuse anything but mailto: and https: (Apple's also refuses localhost).
 */
function vapidSubjectOf(publicUrl: string | undefined, mailFrom: string): string {
  if (publicUrl?.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** The server's own address without PUBLIC_URL (development and tests): a wildcard HOST is reached as localhost. */
function listenUrl(host: string, port: number): string {
  const reachable = ['0.0.0.0', '::', ''].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}

function s3ConfigOf(env: S3Env): S3Config | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) return undefined;
  const region = env.S3_REGION ?? 'us-east-1';
  const bucketUrl = env.S3_ENDPOINT ? `${env.S3_ENDPOINT}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`;
  return {
    bucket,
    region,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: env.S3_PUBLIC_URL ?? bucketUrl,
  };
}
