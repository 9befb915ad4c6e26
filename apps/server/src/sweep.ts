import type { FastifyBaseLogger } from 'fastify';
import type { RetentionConfig } from './config';
import type { Services } from './services';

/**
 * The hourly clean-up of rows past their use: sessions, password reset tokens, wrong-password counts and Google sign-in
 * codes (each is refused anyway once expired; this keeps the tables small), finished jobs, and jobs
 * whose worker died during their last attempt (marked failed). Then retention (`retention`, the
 * RETAIN_*_DAYS settings): read notifications of finished requests, outbox copies and contact
 * messages past their days are deleted, and old audit entries lose their free-text detail. One
 * failing does not stop the others.
 */
export async function sweepExpired(
  services: Pick<
    Services,
    'auth' | 'passwordReset' | 'signInLockout' | 'oidc' | 'repositories' | 'notifications' | 'outbox' | 'contact' | 'audit'
  >,
  retention: RetentionConfig,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const sweeps = {
    sessions: services.auth.sweepExpiredSessions,
    'password reset tokens': services.passwordReset.sweepExpired,
    'wrong-password counts': services.signInLockout.sweepExpired,
    'Google sign-in codes': services.oidc.sweepExpired,
    // Done jobs are kept a week, to look into what was sent; failed ones stay until a person acts.
    'finished jobs': () => services.repositories.jobs.deleteDoneBefore(7),
    'jobs abandoned in their last attempt': services.repositories.jobs.failAbandoned,
    'read notifications': () => services.notifications.sweepRead(retention.readNotificationsDays),
    'outbox messages': () => services.outbox.deleteOlderThan(retention.outboxDays),
    'contact messages': () => services.contact.sweepOlderThan(retention.contactMessagesDays),
    'audit details': () => services.audit.clearDetailsOlderThan(retention.auditDetailDays),
  };
  // One after another: together they would take every connection of the pool for a while.
  for (const [name, sweep] of Object.entries(sweeps)) {
    await sweep().catch((error: unknown) => log.warn({ err: error }, `sweep of ${name} failed`));
  }
}
