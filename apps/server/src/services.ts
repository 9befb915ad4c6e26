import path from 'node:path';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createRequestsRepository } from './modules/requests/requests.repository';
import { createRequestsService } from './modules/requests/requests.service';
import { createLocalImageStore } from './modules/uploads/image-store';
import { createUploadsService } from './modules/uploads/uploads.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

/** Wires repositories into services once; routes receive only the services they use. */
export function createServices(db: Database, config: AppConfig) {
  const usersRepository = createUsersRepository(db);
  const sessionsRepository = createSessionsRepository(db);
  const requestsRepository = createRequestsRepository(db);
  const imageStore = createLocalImageStore(path.join(config.dataDir, 'uploads'));
  const auth = createAuthService({ users: usersRepository, sessions: sessionsRepository, session: config.session });
  const users = createUsersService({ users: usersRepository, endAllSessions: auth.endAllSessions });
  const uploads = createUploadsService(imageStore);
  const requests = createRequestsService({ requests: requestsRepository, users: usersRepository });
  return {
    auth,
    users,
    uploads,
    requests,
    imageStore,
    repositories: { users: usersRepository, sessions: sessionsRepository, requests: requestsRepository },
  };
}

export type Services = ReturnType<typeof createServices>;
