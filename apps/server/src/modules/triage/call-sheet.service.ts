import { CALL_SHEET_TEXTS, type CallRecord, REQUEST_TEXTS } from '@grant/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { DonationRequestRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/app-error';
import type { Paging } from '../../lib/paging';
import type { AuditService } from '../audit/audit.service';
import type { DonorsService } from '../donors/donors.service';
import type { RequestLookup, RequestsService } from '../requests/requests.service';
import type { CallRow, CallSheetRepository } from './call-sheet.repository';
import { triagePolicy } from './triage.policy';

export interface CallSheetDeps {
  calls: CallSheetRepository;
  donors: Pick<DonorsService, 'matchesFor' | 'matchOf'>;
  requests: RequestLookup & Pick<RequestsService, 'recordPledgeFor'>;
  audit: AuditService;
}

/** Calls keyed by donor. */
const byDonor = (calls: CallRow[]) => new Map(calls.map((call) => [call.donorId, call]));

/**
 * The call sheet of a handled request (decision 0039): its matching donors nearest first, the calls
 * made to them, and, for the volunteer handling it (or an admin), the numbers of donors who agreed to
 * be called (each look audited) and a record of each call, with the pledge of a donor who agreed.
 */
export function createCallSheetService({ calls, donors, requests, audit }: CallSheetDeps) {
  async function requestOf(requestId: string): Promise<DonationRequestRow> {
    const request = await requests.findById(requestId);
    if (!request) throw notFound(REQUEST_TEXTS.notFound);
    return request;
  }

  /** Refuses anyone but the request's handler and admins; in `tx`, the claim stays as it is until the change commits. */
  async function requireCaller(actor: Actor, requestId: string, tx?: Database) {
    if (!triagePolicy.canCall(actor, await calls.handlerOf(requestId, tx))) throw forbidden(CALL_SHEET_TEXTS.handleFirst);
  }

  /** A donor of the request's match who agreed to volunteers' calls and gave a number. */
  async function callableDonor(request: DonationRequestRow, donorId: string) {
    const donor = await donors.matchOf(request, donorId);
    if (!donor) throw notFound(CALL_SHEET_TEXTS.notAMatch);
    if (!donor.volunteerCalls || donor.phone === null) throw forbidden(CALL_SHEET_TEXTS.noConsent);
    return { ...donor, phone: donor.phone };
  }

  return {
    /** A page of the sheet, for any active staff: who to call, who was called lately, who pledged. */
    async sheet(requestId: string, paging: Paging) {
      const request = await requestOf(requestId);
      const page = await donors.matchesFor(request, paging);
      const ids = page.rows.map((row) => row.id);
      const [here, recent, pledged] = await Promise.all([
        calls.callsHere(requestId, ids),
        calls.recentCalls(ids),
        calls.pledgedOf(requestId, ids),
      ]);
      const [hereBy, recentBy] = [byDonor(here), byDonor(recent)];
      return {
        total: page.total,
        rows: page.rows.map((donor) => ({
          donor,
          exactMatch: donor.blood === request.blood,
          lastCallHere: hereBy.get(donor.id),
          recentCall: recentBy.get(donor.id),
          pledged: pledged.has(donor.id),
        })),
      };
    },

    /** The donor's number for the handler (or an admin) to call; each look goes into the audit log. */
    async revealNumber(actor: Actor, requestId: string, donorId: string, log?: Pick<FastifyBaseLogger, 'info'>) {
      const request = await requestOf(requestId);
      await requireCaller(actor, requestId);
      const donor = await callableDonor(request, donorId);
      await audit.record(
        {
          actorId: actor.id,
          actorEmail: actor.email,
          action: 'donor.revealPhone',
          targetType: 'user',
          targetId: donor.id,
          targetLabel: `${donor.name} (${donor.email})`,
          detail: `To call about the request for ${request.recipientName} at ${request.hospitalName}`,
        },
        { log },
      );
      return { phone: donor.phone };
    },

    /** Keeps a call's outcome; "agreed" with `recordPledge` also records the donor's pledge, in the same transaction. */
    async record(actor: Actor, requestId: string, body: CallRecord) {
      const request = await requestOf(requestId);
      const donor = await callableDonor(request, body.donorId);
      const keepCall = async (tx: Database) => {
        await requireCaller(actor, requestId, tx);
        return calls.insert({ requestId, donorId: donor.id, callerId: actor.id, outcome: body.outcome, note: body.note }, tx);
      };
      const kept = body.recordPledge
        ? await requests.recordPledgeFor(actor, requestId, donor, keepCall)
        : await calls.transaction(keepCall);
      if (!kept) throw new Error('the call was not saved');
      return { call: { ...kept, callerName: actor.name }, pledged: body.recordPledge === true };
    },
  };
}

export type CallSheetService = ReturnType<typeof createCallSheetService>;
export type CallSheetRow = Awaited<ReturnType<CallSheetService['sheet']>>['rows'][number];
