import type { AuditAction, CompleteUserBody, ProfileUpdate, Role, UserStatus } from '@grant/shared';
import { MESSAGES, PRIVACY_TEXTS, USER_TEXTS, VERSION_MESSAGES } from '@grant/shared';
import type { Database } from '../../db/client';
import { type Actor, actsAsAdmin } from '../../lib/actor';
import { conflict, forbidden, notFound, preconditionFailed } from '../../lib/app-error';
import { type Paging, windowOf } from '../../lib/paging';
import type { AuditService, RecordOptions } from '../audit/audit.service';
import { usersPolicy } from './users.policy';
import type { UserChanges, UsersQueries, UsersRepository } from './users.repository';

export function createUsersService(deps: {
  users: UsersRepository;
  /** Called when a person's standing changes, so their open sessions end at once. */
  endAllSessions: (userId: string) => Promise<void>;
  /** Every standing change is an admin action: recorded in the same transaction as the change. */
  audit: AuditService;
}) {
  async function changeStanding(
    actor: Actor,
    targetId: string,
    changes: { role?: Role; status?: UserStatus },
    action: AuditAction,
    log?: RecordOptions['log'],
  ) {
    // Read, check and write under one lock, so concurrent changes cannot all pass the last-admin check.
    const modifiedCount = await deps.users.withStandingLock(async (users, tx) => {
      // The caller's admin rights as they are now, not as they were when the call arrived: an admin
      // demoted or blocked by a change that committed meanwhile (two admins demoting each other at
      // once) is refused. Every standing change takes the same lock, so none can slip in after this.
      const acting = await users.findById(actor.id);
      if (!acting || !actsAsAdmin(acting)) throw forbidden(MESSAGES.forbidden);
      const target = await users.findById(targetId);
      if (!target) throw notFound(USER_TEXTS.notFoundById);
      if (target.erasedAt) throw conflict(PRIVACY_TEXTS.erasedAlready);
      const role = changes.role ?? target.role;
      const status = changes.status ?? target.status;
      if (role === target.role && status === target.status) return 0;
      if (!usersPolicy.canChangeOwnStanding(actor, targetId)) throw conflict(USER_TEXTS.notYourself);
      const losesAdmin = target.role === 'admin' && target.status === 'Active' && (role !== 'admin' || status !== 'Active');
      if (losesAdmin && (await users.countActiveAdminsExcept(target.id)) === 0) throw conflict(USER_TEXTS.lastAdmin);
      await users.update(target.id, { role, status });
      const detail = role === target.role ? `Status: ${target.status} → ${status}` : `Role: ${target.role} → ${role}`;
      await deps.audit.record(
        {
          actorId: actor.id,
          actorEmail: actor.email,
          action,
          targetType: 'user',
          targetId: target.id,
          targetLabel: `${target.name} (${target.email})`,
          detail,
        },
        { tx, log },
      );
      return 1;
    });
    if (modifiedCount > 0) await deps.endAllSessions(targetId);
    return { modifiedCount };
  }

  return {
    async recordByEmail(actor: Actor, email: string) {
      if (!usersPolicy.canReadRecord(actor, email)) throw forbidden(MESSAGES.forbidden);
      const user = await deps.users.findByEmail(email);
      if (!user) throw notFound(USER_TEXTS.notFoundByEmail);
      return user;
    },

    /** POST /users: the caller completes their own record; Role, Status and Email stay the server's. */
    async completeOwnRecord(actor: Actor, body: CompleteUserBody) {
      if (body.Email && body.Email !== actor.email) throw forbidden(USER_TEXTS.ownRecordOnly);
      const updated = await deps.users.update(actor.id, {
        name: body.Name,
        division: body.Division,
        district: body.District,
        blood: body.Blood,
        photoUrl: body.photoURL,
      });
      return { modifiedCount: updated ? 1 : 0 };
    },

    /** Given the `version` the person read (If-Match), only while their record is still at it. */
    async updateProfile(actor: Actor, changes: ProfileUpdate, version?: Date) {
      const update: UserChanges = {
        name: changes.displayName,
        photoUrl: changes.photoURL,
        division: changes.division,
        district: changes.district,
        blood: changes.blood,
      };
      const updated = await deps.users.update(actor.id, update, version);
      if (!updated)
        throw (await deps.users.findById(actor.id))
          ? preconditionFailed(VERSION_MESSAGES.changedSinceRead)
          : notFound(USER_TEXTS.notFoundById);
      return updated;
    },

    async current(actor: Actor) {
      const user = await deps.users.findById(actor.id);
      if (!user) throw notFound(USER_TEXTS.notFoundById);
      return user;
    },

    /**
     * For a change that must not race a standing change (an account's erasure, which must leave an
     * active admin): `work` runs in the standing lock's transaction, with the users it may read.
     */
    withStandingLock: <T>(work: (tx: Database, standing: Pick<UsersQueries, 'findById' | 'countActiveAdminsExcept'>) => Promise<T>) =>
      deps.users.withStandingLock((users, tx) => work(tx, users)),

    list: (options: Paging & { search?: string }) => deps.users.list({ search: options.search, ...windowOf(options) }),

    /** The admin actions on a person; `log` is the request's logger, for the audit line. */
    block: (actor: Actor, id: string, log?: RecordOptions['log']) => changeStanding(actor, id, { status: 'block' }, 'user.block', log),
    activate: (actor: Actor, id: string, log?: RecordOptions['log']) =>
      changeStanding(actor, id, { status: 'Active' }, 'user.activate', log),
    makeVolunteer: (actor: Actor, id: string, log?: RecordOptions['log']) =>
      changeStanding(actor, id, { role: 'volunteer' }, 'user.makeVolunteer', log),
    makeAdmin: (actor: Actor, id: string, log?: RecordOptions['log']) =>
      changeStanding(actor, id, { role: 'admin' }, 'user.makeAdmin', log),
    /** The way back from Make volunteer (or from admin): the default role again (decision 0024). */
    makeDonor: (actor: Actor, id: string, log?: RecordOptions['log']) =>
      changeStanding(actor, id, { role: 'donner' }, 'user.makeDonor', log),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/**
 * What other modules may do with a person's account row (sign-in, password reset, two-factor, Google
 * sign-in, a request made for someone): find it, create it, change it. services.ts hands them the users
 * repository under this type; the rest of it stays this module's (decision 0030).
 */
export type UserAccounts = Pick<UsersRepository, 'findById' | 'findByEmail' | 'insert' | 'update'>;
