import {
  type CreateRequestBody,
  type GeoPoint,
  isProfileComplete,
  MESSAGES,
  PLACE_TEXTS,
  REPORT_TEXTS,
  REQUEST_TEXTS,
  type RequestStatus,
  type SearchQuery,
  todayInDhaka,
  type UpdateRequestBody,
  VERSION_MESSAGES,
} from '@grant/shared';
import type { Database } from '../../db/client';
import type { DonationRequestRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, forbidden, notFound, preconditionFailed } from '../../lib/app-error';
import { type Paging, windowOf } from '../../lib/paging';
import type { AuditService, RecordOptions } from '../audit/audit.service';
import type { PlacesService } from '../places/places.service';
import type { UserAccounts } from '../users/users.service';
import type { Pledger } from './pledges.queries';
import { listTags } from './request-cache-tags';
import { newRequestColumns, requestEditColumns } from './request-need';
import { requestsPolicy } from './requests.policy';
import type { RequestFilter, RequestsRepository } from './requests.repository';

const PENDING: RequestFilter = { status: 'pending' };
const searchFilterOf = (query: SearchQuery): RequestFilter => ({ blood: query.blood, division: query.division, district: query.district });

/**
 * The status machine (spec section 4). Every change is one conditional UPDATE on the status it
 * starts from, so concurrent callers cannot both win:
 *   pending -> inprogress       the donor who fills its last bag confirms (PATCH /request/{id});
 *                               earlier donors of a request of several bags each add a pledge and
 *                               leave it pending (decision 0027)
 *   inprogress -> done          PATCH /request/done/{id}
 *   inprogress -> canceled      PATCH /request/cancel/{id}
 * done and canceled are final. Edits are allowed while pending or inprogress (a hospital or time can
 * still change), and refused once the request is done or canceled: it is then a record of the past.
 */
const EDITABLE: readonly RequestStatus[] = ['pending', 'inprogress'];

export function createRequestsService(deps: {
  requests: RequestsRepository;
  users: UserAccounts;
  audit: AuditService;
  /** The donor of a request marked done gave blood: their last donation date moves (same transaction). */
  recordDonation: (donorId: string, donationDate: string, tx: Database) => Promise<void>;
  /** Queues the job that alerts donors of a new request (its first wave), in the request's own transaction. */
  queueDonorNotification: (request: Pick<DonationRequestRow, 'id' | 'urgency'>, tx: Database) => Promise<void>;
  /** Tells this process's job worker that a job is waiting (after the commit, so that it can see it). */
  jobQueued: () => void;
  /** A request that more bags made pending again asks its next alert wave at once (decision 0025). */
  queueNextWave: (request: Pick<DonationRequestRow, 'id' | 'urgency' | 'waveCount'>) => Promise<void>;
  /** How many open requests (pending or in progress) a donor, and a volunteer or admin, may have at once. */
  openLimit: { donor: number; staff: number };
  /** The hospital directory and the country's outline, to check where a request says it is (issue 48). */
  places: Pick<PlacesService, 'hospitalInDistrict' | 'requireInBangladesh' | 'requestHospital'>;
}) {
  const { requests } = deps;

  async function existing(id: string): Promise<DonationRequestRow> {
    const row = await requests.findById(id);
    if (!row) throw notFound(REQUEST_TEXTS.notFound);
    return row;
  }

  /** A request as `actor` may reach it: one hidden after reports is missing to all but its requester and staff (decision 0040). */
  async function reachable(actor: Actor, id: string): Promise<DonationRequestRow> {
    const row = await existing(id);
    if (row.hiddenAt && !requestsPolicy.canSeeHidden(actor, row)) throw notFound(REQUEST_TEXTS.notFound);
    return row;
  }

  /**
   * After a conditional update changed nothing: the request is gone (404), its status moved on (409),
   * or, for an edit sent with If-Match, someone else changed it since that version (412).
   */
  async function explainMiss(id: string, message: string, from: readonly RequestStatus[] = []): Promise<never> {
    const row = await requests.findById(id);
    if (!row) throw notFound(REQUEST_TEXTS.notFound);
    if (from.includes(row.status)) throw preconditionFailed(VERSION_MESSAGES.changedSinceRead);
    throw conflict(message);
  }

  /** The requests of one person, found by their id (indexed) rather than the copied email. */
  async function listOf(actor: Actor, email: string | undefined, status: RequestStatus | undefined, paging: Paging) {
    if (!requestsPolicy.canListRequestsOf(actor, email)) throw forbidden(MESSAGES.forbidden);
    const filter: RequestFilter = { status };
    if (email !== undefined) {
      const requesterId = email === actor.email ? actor.id : (await deps.users.findByEmail(email))?.id;
      if (!requesterId) return { rows: [], total: 0 };
      filter.requesterId = requesterId;
    }
    return requests.list(filter, windowOf(paging));
  }

  /**
   * Giving blood needs the donor's blood group and place (a Google account starts without them).
   * Asking for blood does not: the request carries the recipient's own.
   */
  async function requireCompleteProfile(actor: Actor) {
    const person = await deps.users.findById(actor.id);
    if (!person || !isProfileComplete(person)) throw forbidden(MESSAGES.completeProfileFirst);
  }

  /**
   * A donor pledges to a pending request (decision 0027): each distinct donor takes one of its bags,
   * and the last one moves it to inprogress. Of many donors at once, exactly as many win as bags
   * were missing; the others get 409, as does a donor who pledged already.
   */
  async function pledge<T>(
    id: string,
    donor: Pledger,
    options: { recordedBy?: string; alsoInTx?: (tx: Database) => Promise<T> } = {},
  ): Promise<T | undefined> {
    const changed = await requests.transaction(async (inTx, tx) => {
      await inTx.lockPledger(donor.id);
      const updated = await inTx.takePlace(id, donor);
      if (!updated) return undefined;
      // A second pledge of the same donor: throwing gives the place back (the transaction rolls back).
      if (!(await inTx.insertPledge(id, donor, options.recordedBy))) throw conflict(REQUEST_TEXTS.alreadyPledged);
      await inTx.deleteDecline(id, donor.id);
      return { also: await options.alsoInTx?.(tx) };
    });
    if (changed) return changed.also;
    if ((await requests.responseOf(id, donor.id)) === 'pledged') throw conflict(REQUEST_TEXTS.alreadyPledged);
    return explainMiss(id, REQUEST_TEXTS.notPending);
  }

  async function finish(actor: Actor, id: string, status: 'done' | 'canceled') {
    const row = await existing(id);
    if (!requestsPolicy.canFinish(actor, row)) throw forbidden(MESSAGES.forbidden);
    const changed = await requests.transaction(async (inTx, tx) => {
      const updated = await inTx.updateIfStatus(id, ['inprogress'], { status, finishedAt: new Date() });
      if (updated?.status === 'done') {
        // Every pledged donor gave blood. The first donor is named too, for a request confirmed
        // without a pledge row (rows written straight to the table, as the benchmark's data set is).
        const pledged = (await inTx.pledgesOf(id)).map((pledge) => pledge.donorId);
        const donorIds = new Set(updated.donorId ? [...pledged, updated.donorId] : pledged);
        for (const donorId of donorIds) await deps.recordDonation(donorId, updated.donationDate, tx);
      }
      return updated;
    });
    if (!changed) return explainMiss(id, REQUEST_TEXTS.notInProgress);
    return { modifiedCount: 1 };
  }

  /**
   * Where a request is (issue 48): a directory hospital in its district, or a point inside Bangladesh.
   * Answers the hospital's name, which fills the spec's hospitalName when the body leaves it out.
   */
  async function checkPlace(place: { hospitalId?: string | null; location?: GeoPoint | null; district: string }) {
    if (place.location) deps.places.requireInBangladesh(place.location);
    if (!place.hospitalId) return undefined;
    return (await deps.places.hospitalInDistrict(place.hospitalId, place.district)).name;
  }

  return {
    /** The requester and the status are the server's: the body carries only the request's own fields. */
    async create(actor: Actor, body: CreateRequestBody) {
      const directoryName = await checkPlace(body);
      const hospitalName = body.hospitalName ?? directoryName;
      // The schema asks for a name unless a hospital id is given, and the id named a hospital.
      if (hospitalName === undefined) throw badRequest(PLACE_TEXTS.hospitalNameRequired);
      // A request never exists without the job that tells donors about it: both commit, or neither.
      const row = await requests.transaction(async (inTx, tx) => {
        // Counted under a per-requester lock: two creations at the cap cannot both see room for one more.
        await inTx.lockRequester(actor.id);
        const openLimit = requestsPolicy.creationLimitOf(actor, deps.openLimit);
        if ((await inTx.countOpenOf(actor.id)) >= openLimit) throw conflict(MESSAGES.tooManyOpenRequests);
        const inserted = await inTx.insert({
          ...newRequestColumns({ ...body, hospitalName }),
          requesterId: actor.id,
          requesterName: actor.name,
          requesterEmail: actor.email,
          status: 'pending',
          // Unknown until the job has found the donors to notify.
          notifiedCount: null,
        });
        await deps.queueDonorNotification(inserted, tx);
        return inserted;
      });
      deps.jobQueued();
      return { insertedId: row.id };
    },

    findById: existing,

    /** The details page's request (see `reachable`). */
    reachable,

    /** The directory hospital a request names, as its details carry it (none for a point or a hospital by name only). */
    hospitalOf: (row: Pick<DonationRequestRow, 'hospitalId'>) => deps.places.requestHospital(row.hospitalId),

    /** Whether a request of this id exists (the server answers 404 for the page of one that does not). */
    exists: async (id: string) => Boolean(await requests.findById(id)),

    /** GET /request/{email}: your own requests, or anyone's for active staff. */
    listOfRequester: (actor: Actor, email: string, query: Paging & { status?: RequestStatus }) => listOf(actor, email, query.status, query),

    /** GET /pending/all: one status, of one person (yourself, or anyone for staff) or of everyone (staff). */
    filter: (actor: Actor, query: Paging & { status: RequestStatus; user?: string }) => listOf(actor, query.user, query.status, query),

    /** GET /request: every request (the route is for staff). */
    listAll: (query: Paging & { status?: RequestStatus }) => requests.list({ status: query.status }, windowOf(query)),

    listPending: (paging: Paging) => requests.listPublic(PENDING, windowOf(paging)),

    search: (query: SearchQuery) => requests.listPublic(searchFilterOf(query), windowOf(query)),

    /** The read cache's tags of the public lists' whole answers (plugins/http-caching.ts). */
    answerTags: {
      pending: () => listTags(PENDING),
      search: (query: SearchQuery) => listTags(searchFilterOf(query)),
      /** A requester's own list (the dashboard's), kept for them alone; a list staff read of someone else is not kept. */
      ownList: (actor: Actor, email: string, status?: RequestStatus) =>
        email === actor.email ? listTags({ requesterId: actor.id, status }) : undefined,
    },

    /** The caller pledges to give (see `pledge`): never to their own request, and with a complete profile. */
    async confirm(actor: Actor, id: string) {
      await requireCompleteProfile(actor);
      const row = await reachable(actor, id);
      if (!requestsPolicy.canConfirm(actor, row)) throw forbidden(REQUEST_TEXTS.ownRequest);
      await pledge(id, { id: actor.id, name: actor.name, email: actor.email });
      return { modifiedCount: 1 };
    },

    /**
     * A volunteer records the pledge a donor gave by phone (the call sheet, decision 0039): the same
     * places as the donor's own pledge, marked as recorded by staff. `alsoInTx` runs in its
     * transaction (the call that led to it is kept with it, or neither is).
     */
    async recordPledgeFor<T>(actor: Actor, id: string, donor: Pledger, alsoInTx: (tx: Database) => Promise<T>) {
      if (!requestsPolicy.canRecordPledge(actor)) throw forbidden(MESSAGES.forbidden);
      const row = await existing(id);
      if (donor.id === row.requesterId) throw forbidden(REQUEST_TEXTS.ownRequest);
      return pledge(id, donor, { recordedBy: actor.id, alsoInTx });
    },

    /** "Not this time": the donor is not asked about this request again (the alert waves skip them). */
    async decline(actor: Actor, id: string) {
      const row = await reachable(actor, id);
      if (!requestsPolicy.canDecline(actor, row)) throw forbidden(REQUEST_TEXTS.ownRequestDecline);
      if (await requests.insertDecline(id, actor.id)) return { declined: true as const };
      // Not recorded: the person pledged, or the request was deleted meanwhile.
      if ((await requests.responseOf(id, actor.id)) === 'pledged') throw conflict(REQUEST_TEXTS.pledgedCannotDecline);
      throw notFound(REQUEST_TEXTS.notFound);
    },

    /** Who answered a request: for its requester and active staff. */
    async responses(actor: Actor, id: string) {
      const row = await existing(id);
      if (!requestsPolicy.canSeeResponses(actor, row)) throw forbidden(MESSAGES.forbidden);
      const [pledges, declined] = await Promise.all([requests.pledgesOf(id), requests.countDeclines(id)]);
      return {
        bags: row.bags,
        pledged: pledges.length,
        notified: row.notifiedCount ?? 0,
        declined,
        pledges: pledges.map((pledge) => ({
          donorName: pledge.donorName,
          createdAt: pledge.createdAt.toISOString(),
          recordedByStaff: pledge.recordedBy !== null,
        })),
      };
    },

    /** How the reader answered a request (the details page shows it), or null. */
    responseOf: (actor: Actor, id: string) => requests.responseOf(id, actor.id),

    markDone: (actor: Actor, id: string) => finish(actor, id, 'done'),
    markCanceled: (actor: Actor, id: string) => finish(actor, id, 'canceled'),

    /** Given the `version` the editor read (If-Match), only while the request is still at it. */
    async update(actor: Actor, id: string, body: UpdateRequestBody, version?: Date) {
      const row = await existing(id);
      if (!requestsPolicy.canEdit(actor, row)) throw forbidden(MESSAGES.forbidden);
      if (!EDITABLE.includes(row.status)) throw conflict(REQUEST_TEXTS.finished);
      // An old request keeps its past date when other fields are edited; a new date must not be past.
      if (body.donationDate && body.donationDate !== row.donationDate && body.donationDate < todayInDhaka()) {
        throw badRequest(REQUEST_TEXTS.pastDate);
      }
      if (body.bags !== undefined && body.bags < row.pledgedCount) throw conflict(REQUEST_TEXTS.bagsBelowPledges);
      if (Object.values(body).every((value) => value === undefined)) return { modifiedCount: 0 };
      // Checked against the request as it will be: a new district must still hold its hospital.
      const hospitalId = body.hospitalId !== undefined ? body.hospitalId : body.location ? null : row.hospitalId;
      const directoryName = await checkPlace({ hospitalId, location: body.location, district: body.district ?? row.district });
      const named = body.hospitalId && body.hospitalName === undefined ? { hospitalName: directoryName } : {};
      const changed = await requests.updateIfStatus(id, EDITABLE, { ...requestEditColumns(body, row), ...named }, version);
      if (!changed) {
        // The UPDATE checks the bags again: a pledge may have come in since the row was read.
        const now = await requests.findById(id);
        if (now && body.bags !== undefined && body.bags < now.pledgedCount) throw conflict(REQUEST_TEXTS.bagsBelowPledges);
        return explainMiss(id, REQUEST_TEXTS.finished, EDITABLE);
      }
      // Its waves stopped when its donors were found: more bags need more donors.
      if (row.status === 'inprogress' && changed.status === 'pending') await deps.queueNextWave(changed);
      return { modifiedCount: 1 };
    },

    /** A volunteer checked the request with the hospital (decision 0039): once, audited in the same transaction. */
    async verify(actor: Actor, id: string, log?: RecordOptions['log']) {
      if (!requestsPolicy.canVerify(actor)) throw forbidden(MESSAGES.forbidden);
      const row = await existing(id);
      const verified = await requests.transaction(async (inTx, tx) => {
        const marked = await inTx.markVerified(id, actor.id);
        if (marked)
          await deps.audit.record(
            {
              actorId: actor.id,
              actorEmail: actor.email,
              action: 'request.verify',
              targetType: 'request',
              targetId: row.id,
              targetLabel: `${row.recipientName} at ${row.hospitalName}`,
            },
            { tx, log },
          );
        return marked;
      });
      if (!verified?.verifiedAt) throw conflict(REQUEST_TEXTS.alreadyVerified);
      return { verifiedAt: verified.verifiedAt };
    },

    /**
     * An admin hides a reported request (decision 0040): it leaves every list but its requester's,
     * takes no more pledges and asks no more donors. `alsoInTx` runs in the same transaction (the
     * reports it upholds and the audit entry); answers the hidden row, what `alsoInTx` answered, and
     * how many of the requester's requests are now hidden. Who may hide is the moderation policy's
     * rule: its service, the only caller, checks it.
     */
    async hide<T>(actor: Actor, id: string, reason: string, alsoInTx: (row: DonationRequestRow, tx: Database) => Promise<T>) {
      const result = await requests.transaction(async (inTx, tx) => {
        const hidden = await inTx.markHidden(id, actor.id, reason);
        if (!hidden) return undefined;
        return { hidden, also: await alsoInTx(hidden, tx), hiddenOfRequester: await inTx.countHiddenOf(hidden.requesterId) };
      });
      if (!result) throw (await requests.findById(id)) ? conflict(REPORT_TEXTS.alreadyHidden) : notFound(REQUEST_TEXTS.notFound);
      return result;
    },

    /** An admin deleting someone else's request is recorded in the audit log, in the deletion's transaction. */
    async remove(actor: Actor, id: string, log?: RecordOptions['log']) {
      const row = await existing(id);
      if (!requestsPolicy.canDelete(actor, row)) throw forbidden(MESSAGES.forbidden);
      const deletedCount = await requests.transaction(async (inTx, tx) => {
        const deleted = await inTx.deleteById(id);
        if (deleted > 0 && requestsPolicy.isAdminDeletion(actor, row)) {
          await deps.audit.record(
            {
              actorId: actor.id,
              actorEmail: actor.email,
              action: 'request.delete',
              targetType: 'request',
              targetId: row.id,
              targetLabel: `${row.recipientName} at ${row.hospitalName}`,
              detail: `Requested by ${row.requesterName} (${row.requesterEmail}); ${row.blood} on ${row.donationDate}; status ${row.status}`,
            },
            { tx, log },
          );
        }
        return deleted;
      });
      if (deletedCount === 0) throw notFound(REQUEST_TEXTS.notFound);
      return { deletedCount };
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;

/** A request's row as stored, read without a reader's permissions: for donor matching and alert waves (decision 0030). */
export type RequestLookup = Pick<RequestsRepository, 'findById'>;
