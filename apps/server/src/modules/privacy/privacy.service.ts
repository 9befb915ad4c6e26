import {
  type BlogPostChoice,
  type DeleteAccount,
  type ErasurePreview,
  MESSAGES,
  PAGE_PATHS,
  PRIVACY_NOTICE_TEXTS,
  PRIVACY_TEXTS,
  pagePath,
  USER_TEXTS,
} from '@grant/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error';
import type { AuditService, RecordOptions } from '../audit/audit.service';
import type { AccountService } from '../auth/account.service';
import type { PersonalNotices } from '../notifications/personal-notices';
import { ALL_REQUEST_LISTS, requestTag } from '../requests/request-cache-tags';
import type { UploadsService } from '../uploads/uploads.service';
import type { UsersService } from '../users/users.service';
import { consentStates } from './consents';
import type { ErasureOutcome, ErasureRepository } from './erasure.repository';
import type { PersonalDataRepository } from './personal-data.repository';
import { privacyPolicy } from './privacy.policy';

/** Version of the export's layout: a reader of an older file knows what it holds. */
const EXPORT_FORMAT = 'grant-personal-data/1';

/**
 * A person's rights over their data (issue 22, decision 0044): see and take everything held about
 * them, know what they agreed to and since when, and leave with their data erased.
 */
export function createPrivacyService(deps: {
  data: PersonalDataRepository;
  erasure: ErasureRepository;
  account: Pick<AccountService, 'proveIdentity' | 'provenRecently'>;
  users: Pick<UsersService, 'withStandingLock'>;
  audit: AuditService;
  endAllSessions: (userId: string) => Promise<void>;
  uploads: Pick<UploadsService, 'removeImages'>;
  notices: Pick<PersonalNotices, 'send'>;
  /** Drops what the read cache kept of the rows an erasure changed. */
  invalidate: (tags: string[]) => void;
  appUrl: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** Everything held about the person, as one document. */
  async function exportOf(userId: string) {
    const account = await deps.data.account(userId);
    if (!account) throw notFound(USER_TEXTS.accountNotFound);
    const d = deps.data;
    const [consentRecords, requestsMade, pledges, declines, notifications, pushDevices, driveBookings, bloodBanksManaged] =
      await Promise.all([
        d.consentRecords(userId),
        d.requestsMade(userId),
        d.pledges(userId),
        d.declines(userId),
        d.notifications(userId),
        d.pushDevices(userId),
        d.driveBookings(userId),
        d.bloodBanksManaged(userId),
      ]);
    const [payments, blogPosts, sessions, twoFactor, googleSignIns, callsReceived, reportsMade, contactMessages, auditEntries, driveTeams] =
      await Promise.all([
        d.payments(userId),
        d.blogPosts(userId),
        d.sessions(userId),
        d.twoFactor(userId),
        d.googleSignIns(userId),
        d.callsReceived(userId),
        d.reportsMade(userId),
        d.contactMessages(account.email),
        d.auditEntries(userId),
        d.driveTeams(userId),
      ]);
    return {
      format: EXPORT_FORMAT,
      exportedAt: now().toISOString(),
      account,
      consents: { current: consentStates(account, consentRecords), changes: consentRecords },
      requestsMade,
      pledges,
      declines,
      notifications,
      pushDevices,
      driveBookings,
      bloodBanksManaged,
      driveTeams,
      payments,
      blogPosts,
      sessions,
      twoFactor,
      googleSignIns,
      callsReceived,
      reportsMade,
      contactMessages,
      auditEntries,
    };
  }

  /** After the commit: the files, the kept reads, the sessions cache, and the people the erasure concerns. */
  async function afterErasure(userId: string, outcome: ErasureOutcome) {
    deps.invalidate([
      ALL_REQUEST_LISTS,
      'users',
      'blogs',
      'sessions',
      ...[...outcome.withdrawn, ...outcome.reopened].map((request) => requestTag(request.id)),
    ]);
    await deps.endAllSessions(userId);
    const told = [
      ...outcome.withdrawn.flatMap((request) =>
        request.pledgedDonorIds.map((donorId) =>
          deps.notices.send(donorId, (language) => ({
            subject: PRIVACY_NOTICE_TEXTS[language].withdrawnSubject,
            text: PRIVACY_NOTICE_TEXTS[language].withdrawn(request.blood, request.hospitalName),
            url: `${deps.appUrl}${pagePath(PAGE_PATHS.requestDetails, request.id)}`,
          })),
        ),
      ),
      ...outcome.reopened.map((request) =>
        deps.notices.send(request.requesterId, (language) => ({
          subject: PRIVACY_NOTICE_TEXTS[language].donorLeftSubject,
          text: PRIVACY_NOTICE_TEXTS[language].donorLeft(request.recipientName, request.hospitalName),
          url: `${deps.appUrl}${pagePath(PAGE_PATHS.requestDetails, request.id)}`,
        })),
      ),
      deps.uploads.removeImages(outcome.orphanedImages),
    ];
    // The erasure has committed: a notice or a file that fails is logged, not undone.
    for (const result of await Promise.allSettled(told)) {
      if (result.status === 'rejected') deps.log?.warn({ err: result.reason }, 'after an account erasure, a notice or file removal failed');
    }
  }

  /**
   * Erases `targetId` under the standing lock; `by` is the person themself or an admin (audited).
   * `blogPosts` may be missing only when the account has no posts, counted here under the row's lock.
   */
  async function erase(by: Actor, targetId: string, blogPosts: BlogPostChoice | undefined, log?: RecordOptions['log']) {
    const outcome = await deps.users.withStandingLock(async (tx, standing) => {
      const byAdmin = by.id !== targetId;
      if (byAdmin) {
        const acting = await standing.findById(by.id);
        if (!acting || !privacyPolicy.canEraseOthers(acting)) throw forbidden(MESSAGES.forbidden);
      }
      const target = await standing.findById(targetId);
      if (!target) throw byAdmin ? notFound(USER_TEXTS.notFoundById) : unauthorized(MESSAGES.sessionExpired);
      if (target.erasedAt) throw conflict(PRIVACY_TEXTS.erasedAlready);
      if (privacyPolicy.isActiveAdmin(target) && (await standing.countActiveAdminsExcept(target.id)) === 0) {
        throw conflict(PRIVACY_TEXTS.lastAdmin);
      }
      const posts = await deps.erasure.lockAndCountPosts(tx, target.id);
      if (posts > 0 && !blogPosts) throw badRequest(byAdmin ? PRIVACY_TEXTS.theirBlogChoiceRequired : PRIVACY_TEXTS.blogChoiceRequired);
      const erased = await deps.erasure.erase(tx, target, {
        removeBlogPosts: blogPosts === 'remove',
        formerName: PRIVACY_TEXTS.formerMember,
      });
      if (byAdmin) {
        await deps.audit.record(
          {
            actorId: by.id,
            actorEmail: by.email,
            action: 'user.erase',
            targetType: 'user',
            targetId: target.id,
            targetLabel: PRIVACY_TEXTS.formerMember,
            detail: posts === 0 ? 'No blog posts' : `Blog posts ${blogPosts === 'remove' ? 'removed' : 'kept'}`,
          },
          { tx, log },
        );
      }
      return erased;
    });
    await afterErasure(targetId, outcome);
  }

  return {
    /** GET /auth/account/export: only within ten minutes of a sign-in or of the password typed again. */
    async exportOwn(actor: Actor) {
      if (!(await deps.account.provenRecently(actor))) throw forbidden(PRIVACY_TEXTS.reauthenticateFirst);
      return exportOf(actor.id);
    },

    async consentsOf(actor: Actor) {
      const account = await deps.data.account(actor.id);
      if (!account) throw notFound(USER_TEXTS.accountNotFound);
      return consentStates(account, await deps.data.consentRecords(actor.id));
    },

    /** GET /auth/account/erasure: what deleting one's account asks about first. */
    async erasurePreviewOwn(actor: Actor): Promise<ErasurePreview> {
      const blogPosts = await deps.erasure.blogPostCount(actor.id);
      if (blogPosts === undefined) throw unauthorized(MESSAGES.sessionExpired);
      return { blogPosts };
    },

    /** GET /users/{id}/erasure: the same, for an admin about to delete another account. */
    async erasurePreviewOf(actor: Actor, targetId: string): Promise<ErasurePreview> {
      if (targetId === actor.id) throw conflict(PRIVACY_TEXTS.eraseSelfHere);
      const blogPosts = await deps.erasure.blogPostCount(targetId);
      if (blogPosts === undefined) throw notFound(USER_TEXTS.notFoundById);
      return { blogPosts };
    },

    /** DELETE /auth/account: proven by the password (and a two-factor code when on). */
    async deleteOwn(actor: Actor, body: DeleteAccount) {
      await deps.account.proveIdentity(actor, body);
      await erase(actor, actor.id, body.blogPosts);
    },

    /** DELETE /users/{id}: an admin erases another account with the same effects, in the audit log. */
    async eraseByAdmin(actor: Actor, targetId: string, blogPosts: BlogPostChoice | undefined, log?: RecordOptions['log']) {
      if (targetId === actor.id) throw conflict(PRIVACY_TEXTS.eraseSelfHere);
      await erase(actor, targetId, blogPosts, log);
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
