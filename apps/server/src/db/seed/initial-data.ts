import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Services } from '../../services';
import type { Database } from '../client';
import { users } from '../schema/index';
import { DEMO_PASSWORD, DEMO_PEOPLE, seedDemoData } from './demo-data';
import { ensureFirstAdmin } from './first-admin';

/** The logins printed at start: one per role. */
const PRINTED_DEMO_PEOPLE = DEMO_PEOPLE.slice(0, 3);

/**
 * What start puts in the database: the demo data, then ADMIN_EMAIL's admin. In that order, because
 * demo data only goes into an empty database, and the admin made first would leave it out silently.
 * The demo logins are printed only when those accounts are there (and not by the child process that
 * prepares a new embedded database: the server prints them once it starts). Answers the demo logins.
 */
export async function prepareInitialData(
  deps: { db: Database; services: Services; log: FastifyBaseLogger },
  config: Pick<AppConfig, 'demoData' | 'admin'>,
  { printDemoLogins = true }: { printDemoLogins?: boolean } = {},
): Promise<{ demoLogins: string[] }> {
  if (config.demoData) await seedDemoData(deps.db, deps.services.imageStore, deps.log);
  if (config.admin) await ensureFirstAdmin(deps.services, config.admin, deps.log);
  if (!config.demoData) return { demoLogins: [] };

  const present = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        PRINTED_DEMO_PEOPLE.map((p) => p.email),
      ),
    );
  const emails = new Set(present.map((row) => row.email));
  const demoLogins = PRINTED_DEMO_PEOPLE.filter((p) => emails.has(p.email)).map((p) => `${(p.role ?? 'donner').padEnd(9)} ${p.email}`);
  if (printDemoLogins && demoLogins.length > 0) deps.log.info(`Demo logins (password ${DEMO_PASSWORD}):\n  ${demoLogins.join('\n  ')}`);
  return { demoLogins };
}
