import type { AuditAction, AuditTargetType } from '@grant/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLogRow } from '../../db/schema/index';
import { type Paging, windowOf } from '../../lib/paging';
import type { AuditRepository } from './audit.repository';

/** What an admin did, to whom. Labels are copied in, so the entry reads right after the target is gone. */
export interface AuditRecord {
  actorId: string;
  actorEmail: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** How a person recognises the target: a user's name and email, a request's recipient and hospital, a blog's title. */
  targetLabel: string;
  /** What changed, in words (e.g. 'Role: donner → volunteer'); no secrets. */
  detail?: string;
}

export interface RecordOptions {
  /** The transaction of the change itself: the entry is stored if and only if the change is. */
  tx?: Database;
  /** The request's logger (`request.log`): the action is also logged, with who, what and whom. */
  log?: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * The audit log of admin actions. Call `record` as the last step of the transaction that makes the
 * change, passing that transaction and the request's logger.
 */
export function createAuditService(deps: { audit: AuditRepository }) {
  return {
    async record(entry: AuditRecord, options: RecordOptions = {}): Promise<AuditLogRow> {
      const row = await deps.audit.insert({ ...entry, detail: entry.detail ?? null }, options.tx);
      options.log?.info(
        {
          audit: {
            id: row.id,
            action: row.action,
            actorId: row.actorId,
            actorEmail: row.actorEmail,
            targetType: row.targetType,
            targetId: row.targetId,
            targetLabel: row.targetLabel,
          },
        },
        `admin action ${row.action} by ${row.actorEmail} on ${row.targetType} ${row.targetId}`,
      );
      return row;
    },

    list: (paging: Paging) => deps.audit.list(windowOf(paging)),

    /** Retention (sweep.ts): entries older than `days` lose their detail; who did what to whom, and when, stays. */
    clearDetailsOlderThan: (days: number) => deps.audit.clearDetailsOlderThan(days),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
