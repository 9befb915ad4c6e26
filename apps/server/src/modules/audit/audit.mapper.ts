import type { AuditEntry } from '@grant/shared';
import type { AuditLogRow } from '../../db/schema/index';

export const toAuditEntry = (row: AuditLogRow): AuditEntry => ({
  _id: row.id,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action as AuditEntry['action'],
  targetType: row.targetType as AuditEntry['targetType'],
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  detail: row.detail,
  createdAt: row.createdAt.toISOString(),
});
