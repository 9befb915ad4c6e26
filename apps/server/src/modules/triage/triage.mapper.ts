import type { CallSheetDonor, DonorCall, TriageHandler, TriageHandlerChoice, TriageItem } from '@grant/shared';
import type { CallRow } from './call-sheet.repository';
import type { CallSheetRow } from './call-sheet.service';
import type { TriageRow } from './triage.repository';
import type { Handler } from './triage.service';

export const toTriageHandler = (handler: Handler): TriageHandler => ({
  _id: handler.userId,
  name: handler.name,
  since: handler.claimedAt.toISOString(),
});

/** A person an admin may give a request to; the query chose active volunteers and admins only. */
export const toHandlerChoice = (person: { id: string; name: string; email: string; role: string }): TriageHandlerChoice => ({
  _id: person.id,
  name: person.name,
  email: person.email,
  role: person.role as TriageHandlerChoice['role'],
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
  component: row.component,
  neededBy: row.neededBy.toISOString(),
  notifiedCount: row.notifiedCount,
  declinedCount: row.declinedCount,
  createdAt: row.createdAt.toISOString(),
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  handledBy:
    row.handlerId && row.handlerName && row.handledSince
      ? toTriageHandler({ userId: row.handlerId, name: row.handlerName, claimedAt: row.handledSince })
      : null,
});

export const toDonorCall = (call: Pick<CallRow, 'outcome' | 'note' | 'callerName' | 'createdAt'>): DonorCall => ({
  outcome: call.outcome,
  note: call.note,
  callerName: call.callerName,
  at: call.createdAt.toISOString(),
});

/** A donor on the call sheet: never their number (it is asked for, and audited, one by one). */
export const toCallSheetDonor = (row: CallSheetRow): CallSheetDonor => ({
  _id: row.donor.id,
  name: row.donor.name,
  blood: row.donor.blood,
  district: row.donor.district,
  division: row.donor.division,
  exactMatch: row.exactMatch,
  callable: row.donor.volunteerCalls && row.donor.phone !== null,
  recentCall: row.recentCall ? toDonorCall(row.recentCall) : null,
  lastCallHere: row.lastCallHere ? toDonorCall(row.lastCallHere) : null,
  pledged: row.pledged,
});
