import type { TriageHandler, TriageItem } from '@grant/shared';
import type { TriageRow } from './triage.repository';
import type { Handler } from './triage.service';

export const toTriageHandler = (handler: Handler): TriageHandler => ({
  _id: handler.userId,
  name: handler.name,
  since: handler.claimedAt.toISOString(),
});

export const toTriageItem = (row: TriageRow): TriageItem => ({
  _id: row.id,
  status: row.status,
  urgency: row.urgency,
  blood: row.blood,
  recipientName: row.recipientName,
  hospitalName: row.hospitalName,
  division: row.division,
  district: row.district,
  donationDate: row.donationDate,
  donationTime: row.donationTime,
  bags: row.bags,
  pledgedCount: row.pledgedCount,
  notifiedCount: row.notifiedCount,
  declinedCount: row.declinedCount,
  createdAt: row.createdAt.toISOString(),
  handledBy:
    row.handlerId && row.handlerName && row.handledSince
      ? toTriageHandler({ userId: row.handlerId, name: row.handlerName, claimedAt: row.handledSince })
      : null,
});
