import { REQUEST_TEXTS, TRIAGE_TEXTS, type TriageQuery } from '@grant/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { offsetWindowOf } from '../../lib/paging';
import type { AuditService } from '../audit/audit.service';
import { triagePolicy } from './triage.policy';
import type { TriageQueries, TriageRepository } from './triage.repository';

/** Who handles a request, and since when. */
export interface Handler {
  userId: string;
  name: string;
  claimedAt: Date;
}

export interface TriageServiceDeps {
  triage: TriageRepository;
  audit: AuditService;
  /** Told of every change to a claim, once it is stored, so every board (on every process) looks again. */
  claimsChanged: (requestId: string) => void;
  /** Every change of the read cache's rows, here or on another process (lib/read-cache.ts `watch`). */
  watchChanges: (listener: (tags: readonly string[] | 'all') => void) => () => void;
}

/** The read cache's tag a change to a claim invalidates. */
export const TRIAGE_TAG = 'triage';

/** Does a change touch the board: a request's row or lists (request-cache-tags.ts names them `request…`), a claim, or everything? */
const touchesBoard = (tags: readonly string[] | 'all') =>
  tags === 'all' || tags.some((tag) => tag === TRIAGE_TAG || tag.startsWith('request'));

/**
 * The triage board (decision 0037): the open requests most pressing first, and who handles which.
 * Every rule about a claim is checked in the transaction that changes it.
 */
export function createTriageService({ triage, audit, claimsChanged, watchChanges }: TriageServiceDeps) {
  /** Why a claim could not be made or changed: no such request, or it is no longer open. */
  const refusal = async (repo: TriageQueries, requestId: string) =>
    (await repo.openState(requestId)) === undefined ? notFound(REQUEST_TEXTS.notFound) : conflict(TRIAGE_TEXTS.notOpen);

  const changed = <T>(requestId: string, result: T): T => {
    claimsChanged(requestId);
    return result;
  };

  return {
    /** Calls `listener` after each change that may move the board; answers the function that stops it. */
    onBoardChange: (listener: () => void) =>
      watchChanges((tags) => {
        if (touchesBoard(tags)) listener();
      }),

    list: ({ page, limit, ...filter }: TriageQuery) => triage.list(filter, offsetWindowOf({ page, limit })),

    /** One request as the board shows it, open or not. */
    async one(requestId: string) {
      const row = await triage.one(requestId);
      if (!row) throw notFound(REQUEST_TEXTS.notFound);
      return row;
    },

    /** "I'm handling this": the request's claim for the actor; again by its holder is the same claim. */
    async claim(actor: Actor, requestId: string): Promise<Handler> {
      const claim = await triage.transaction(async (repo) => {
        const made = await repo.claim(requestId, actor.id);
        if (made) return { userId: actor.id, name: actor.name, claimedAt: made.claimedAt };
        const held = await repo.claimOf(requestId);
        if (held?.userId === actor.id) return held;
        if (held) throw conflict(TRIAGE_TEXTS.handledByOther);
        throw await refusal(repo, requestId);
      });
      return changed(requestId, claim);
    },

    /** Ends the claim: its holder, or an admin. */
    async release(actor: Actor, requestId: string): Promise<void> {
      await triage.transaction(async (repo) => {
        const held = await repo.claimOf(requestId);
        if (!held) {
          if ((await repo.openState(requestId)) === undefined) throw notFound(REQUEST_TEXTS.notFound);
          throw conflict(TRIAGE_TEXTS.notHandled);
        }
        if (!triagePolicy.canRelease(actor, held.userId)) throw forbidden(TRIAGE_TEXTS.notYours);
        await repo.release(requestId);
      });
      changed(requestId, undefined);
    },

    /** Who an admin may give a request to: the active volunteers and admins. */
    async handlers(actor: Actor) {
      if (!triagePolicy.canReassign(actor)) throw forbidden(TRIAGE_TEXTS.adminOnly);
      return triage.activeStaff();
    },

    /** An admin gives an open request to an active volunteer or admin; audited. */
    async reassign(actor: Actor, requestId: string, userId: string, log?: Pick<FastifyBaseLogger, 'info'>): Promise<Handler> {
      if (!triagePolicy.canReassign(actor)) throw forbidden(TRIAGE_TEXTS.adminOnly);
      const claim = await triage.transaction(async (repo, tx) => {
        const person = await repo.standingOf(userId);
        if (!person || !triagePolicy.mayHandle(person)) throw conflict(TRIAGE_TEXTS.notStaff);
        const given = await repo.reassign(requestId, userId);
        if (!given) throw await refusal(repo, requestId);
        await audit.record(
          {
            actorId: actor.id,
            actorEmail: actor.email,
            action: 'request.reassign',
            targetType: 'request',
            targetId: requestId,
            targetLabel: (await repo.labelOf(requestId)) ?? requestId,
            detail: `Handled by: ${person.name} (${person.email})`,
          },
          { tx, log },
        );
        return { userId, name: person.name, claimedAt: given.claimedAt };
      });
      return changed(requestId, claim);
    },
  };
}

export type TriageService = ReturnType<typeof createTriageService>;
