import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AuditAction } from '@grant/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bearer, createUser, login, PASSWORD, type SignedInUser, signedInUser } from '../../../test/factories';
import { createRequest } from '../../../test/request-factories';
import { testAppWith, VOLUNTEER } from '../../../test/test-app-with';
import { openTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { auditLog } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { hashPassword } from '../auth/password-hasher';
import { createRequestsService } from '../requests/requests.service';
import { createUsersService } from '../users/users.service';
import type { AuditService } from './audit.service';

const { t, admin, volunteer } = await testAppWith({ admin: { role: 'admin', name: 'Admin Person' }, volunteer: VOLUNTEER });

const call = (method: 'PATCH' | 'DELETE', url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method, url, headers });
const entriesAbout = (targetId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(asc(auditLog.createdAt));
const actorOf = (user: SignedInUser): Actor => ({ ...user.user, role: user.user.role, status: user.user.status, sessionId: 'none' });

describe('the audit entry of each admin action on a user', () => {
  it.each([
    ['/api/block', 'user.block', { status: 'Active' }, 'Status: Active → block'],
    ['/api/active', 'user.activate', { status: 'block' }, 'Status: block → Active'],
    ['/api/volunteer/user', 'user.makeVolunteer', {}, 'Role: donner → volunteer'],
    ['/api/admin/man', 'user.makeAdmin', {}, 'Role: donner → admin'],
    ['/api/donor/user', 'user.makeDonor', { role: 'volunteer' }, 'Role: volunteer → donner'],
  ] as const)('%s/{id} records %s: who, whom, what changed, when', async (route, action, start, detail) => {
    const target = await createUser(t, { name: 'Karim Mia', ...start });
    const before = Date.now();
    expect((await call('PATCH', `${route}/${target.id}`)).json()).toEqual({ modifiedCount: 1 });

    const entries = await entriesAbout(target.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      action,
      targetType: 'user',
      targetId: target.id,
      targetLabel: `Karim Mia (${target.email})`,
      detail,
    });
    expect(entries[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('records nothing when nothing changed (modifiedCount 0)', async () => {
    const target = await createUser(t, { role: 'volunteer' });
    expect((await call('PATCH', `/api/volunteer/user/${target.id}`)).json()).toEqual({ modifiedCount: 0 });
    expect(await entriesAbout(target.id)).toEqual([]);
  });

  it('records nothing for a refused change: self-demotion (409), a volunteer (403), an unknown id (404)', async () => {
    expect((await call('PATCH', `/api/block/${admin.user.id}`)).statusCode).toBe(409);
    const target = await createUser(t);
    expect((await call('PATCH', `/api/block/${target.id}`, volunteer.headers)).statusCode).toBe(403);
    const unknown = randomUUID();
    expect((await call('PATCH', `/api/block/${unknown}`)).statusCode).toBe(404);
    for (const id of [admin.user.id, target.id, unknown]) expect(await entriesAbout(id)).toEqual([]);
  });

  it('records each of several actions on one person, in order', async () => {
    const target = await createUser(t);
    for (const route of ['/api/block', '/api/active', '/api/volunteer/user', '/api/admin/man']) {
      expect((await call('PATCH', `${route}/${target.id}`)).json(), route).toEqual({ modifiedCount: 1 });
    }
    const actions: AuditAction[] = (await entriesAbout(target.id)).map((e) => e.action as AuditAction);
    expect(actions).toEqual(['user.block', 'user.activate', 'user.makeVolunteer', 'user.makeAdmin']);
  });
});

describe('the audit entry of a deleted donation request', () => {
  it("records an admin deleting someone else's request, with what the request was", async () => {
    const requester = await createUser(t, { name: 'Rafiq Islam' });
    const row = await createRequest(t, requester, { recipientName: 'Salma Begum', hospitalName: 'Square Hospital', blood: 'B-' });
    expect((await call('DELETE', `/api/delete/${row.id}`)).json()).toEqual({ deletedCount: 1 });

    const entries = await entriesAbout(row.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      action: 'request.delete',
      targetType: 'request',
      targetLabel: 'Salma Begum at Square Hospital',
      detail: `Requested by Rafiq Islam (${requester.email}); B- on ${row.donationDate}; status pending`,
    });
  });

  it('records nothing when people delete their own requests, admins included', async () => {
    const own = await createRequest(t, admin.user);
    const requester = await signedInUser(t);
    const theirs = await createRequest(t, requester.user);
    expect((await call('DELETE', `/api/delete/${own.id}`)).json()).toEqual({ deletedCount: 1 });
    expect((await call('DELETE', `/api/delete/${theirs.id}`, requester.headers)).json()).toEqual({ deletedCount: 1 });
    expect(await entriesAbout(own.id)).toEqual([]);
    expect(await entriesAbout(theirs.id)).toEqual([]);
  });

  it('records nothing when a volunteer is refused (403) or the request is unknown (404)', async () => {
    const row = await createRequest(t, await createUser(t));
    expect((await call('DELETE', `/api/delete/${row.id}`, volunteer.headers)).statusCode).toBe(403);
    expect(await entriesAbout(row.id)).toEqual([]);
  });
});

describe('the audit entry and its change are one transaction', () => {
  const failingAudit: AuditService = {
    record: async () => Promise.reject(new Error('audit store down')),
    list: async () => ({ rows: [], total: 0 }),
    clearDetailsOlderThan: async () => undefined,
  };

  it('a standing change is undone when its entry cannot be written', async () => {
    const users = createUsersService({ users: t.services.repositories.users, endAllSessions: async () => undefined, audit: failingAudit });
    const target = await createUser(t);
    await expect(users.block(actorOf(admin), target.id)).rejects.toThrow('audit store down');
    expect(await t.services.repositories.users.findById(target.id)).toMatchObject({ status: 'Active' });
  });

  it('a request deletion is undone when its entry cannot be written', async () => {
    const requests = createRequestsService({
      requests: t.services.repositories.requests,
      users: t.services.repositories.users,
      audit: failingAudit,
      recordDonation: t.services.donors.recordDonation,
      queueDonorNotification: async () => undefined,
      jobQueued: () => undefined,
      queueNextWave: async () => undefined,
      openLimit: { donor: 5, staff: 50 },
      places: t.services.places,
    });
    const row = await createRequest(t, await createUser(t));
    await expect(requests.remove(actorOf(admin), row.id)).rejects.toThrow('audit store down');
    expect(await t.services.repositories.requests.findById(row.id)).toBeDefined();
  });
});

describe('the log line of an admin action', () => {
  it("goes to the request's logger with who, what and whom, and no secrets", async () => {
    const log = { info: vi.fn() };
    const target = await signedInUser(t);
    await t.services.users.makeVolunteer(actorOf(admin), target.user.id, log);

    expect(log.info).toHaveBeenCalledTimes(1);
    const [fields, message] = log.info.mock.calls[0] ?? [];
    expect(fields).toEqual({
      audit: expect.objectContaining({
        action: 'user.makeVolunteer',
        actorId: admin.user.id,
        actorEmail: admin.user.email,
        targetType: 'user',
        targetId: target.user.id,
      }),
    });
    expect(message).toBe(`admin action user.makeVolunteer by ${admin.user.email} on user ${target.user.id}`);
    const logged = JSON.stringify(log.info.mock.calls);
    expect(logged).not.toMatch(/argon2|password/i);
    expect(logged).not.toContain(admin.token);
    expect(logged).not.toContain(target.token);
  });

  it('is written for a request deleted by an admin', async () => {
    const log = { info: vi.fn() };
    const row = await createRequest(t, await createUser(t));
    await t.services.requests.remove(actorOf(admin), row.id, log);
    expect(log.info).toHaveBeenCalledWith(
      { audit: expect.objectContaining({ action: 'request.delete', targetId: row.id, actorEmail: admin.user.email }) },
      expect.stringContaining('admin action request.delete'),
    );
  });
});

describe('the log lines of the running server', () => {
  it('carry each admin action with the request id, through the routes', async () => {
    const lines: string[] = [];
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'grant-audit-log-'));
    const database = await openTestDatabase();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
      database: database.handle,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      webDistDir: path.join(dataDir, 'none'),
    });
    try {
      const boss = await app.services.repositories.users.insert({
        name: 'Boss',
        email: 'boss@example.test',
        passwordHash: await hashPassword(PASSWORD),
        role: 'admin',
      });
      const target = await app.services.repositories.users.insert({ name: 'Target', email: 'target@example.test', role: 'donner' });
      if (!boss || !target) throw new Error('users not stored');
      const { token } = await login(app, boss.email);
      expect((await app.inject({ method: 'PATCH', url: `/api/block/${target.id}`, headers: bearer(token) })).statusCode).toBe(200);

      const line = lines.map((l) => JSON.parse(l)).find((l) => l.audit?.action === 'user.block');
      expect(line).toMatchObject({
        level: 30,
        reqId: expect.any(String),
        audit: { actorEmail: 'boss@example.test', targetType: 'user', targetId: target.id, targetLabel: 'Target (target@example.test)' },
      });
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
