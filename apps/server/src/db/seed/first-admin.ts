import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../modules/auth/password-hasher';
import type { Services } from '../../services';

/** ADMIN_EMAIL + ADMIN_PASSWORD: create that admin, or promote (and re-activate) an existing account. */
export async function ensureFirstAdmin(services: Services, admin: { email: string; password: string }, log: FastifyBaseLogger) {
  const repo = services.repositories.users;
  const existing = await repo.findByEmail(admin.email);
  if (existing) {
    if (existing.role !== 'admin' || existing.status !== 'Active') {
      await repo.update(existing.id, { role: 'admin', status: 'Active' });
      await services.auth.endAllSessions(existing.id);
      log.info({ email: existing.email }, 'existing account promoted to admin');
    }
    return;
  }
  await repo.insert({
    name: 'Administrator',
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    role: 'admin',
    status: 'Active',
  });
  log.info({ email: admin.email.toLowerCase() }, 'admin account created');
}
