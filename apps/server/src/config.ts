import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']).transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

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
    PUBLIC_URL: z.string().url().optional(),
    TRUST_PROXY: flag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together',
  });

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  admin?: { email: string; password: string };
  demoData: boolean;
  publicUrl?: string;
  trustProxy: boolean;
  logLevel: string;
  session: { idleMs: number; absoluteMs: number };
  loginRateLimit: { max: number; windowMs: number };
  registerRateLimit: { max: number; windowMs: number };
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
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    session: { idleMs: 7 * 24 * HOUR, absoluteMs: 30 * 24 * HOUR },
    loginRateLimit: { max: 10, windowMs: 15 * 60 * 1000 },
    registerRateLimit: { max: 30, windowMs: HOUR },
  };
}
