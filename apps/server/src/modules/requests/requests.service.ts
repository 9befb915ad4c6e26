import {
  type CreateRequestBody,
  MESSAGES,
  type RequestStatus,
  type SearchQuery,
  todayInDhaka,
  type UpdateRequestBody,
} from '@grant/shared';
import type { DonationRequestRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import type { AuditService, RecordOptions } from '../audit/audit.service';
import type { UsersRepository } from '../users/users.repository';
import { requestsPolicy } from './requests.policy';
import type { RequestFilter, RequestsRepository } from './requests.repository';

export const REQUEST_TEXTS = {
  notFound: 'No donation request was found with that id.',
  ownRequest: 'You cannot donate to your own request.',
  notPending: 'This request is no longer pending.',
  notInProgress: 'Only a request in progress can be marked done or canceled.',
  finished: 'A request that is done or canceled can no longer be edited.',
  pastDate: 'The donation date cannot be in the past.',
} as const;

/**
 * The status machine (spec section 4). Every change is one conditional UPDATE on the status it
 * starts from, so concurrent callers cannot both win:
 *   pending -> inprogress       a donor confirms (PATCH /request/{id})
 *   inprogress -> done          PATCH /request/done/{id}
 *   inprogress -> canceled      PATCH /request/cancel/{id}
 * done and canceled are final. Edits are allowed while pending or inprogress (a hospital or time can
 * still change), and refused once the request is done or canceled: it is then a record of the past.
 */
const EDITABLE: readonly RequestStatus[] = ['pending', 'inprogress'];

export interface Paging {
  page: number;
  limit: number;
}

const windowOf = ({ page, limit }: Paging) => ({ offset: (page - 1) * limit, limit });

export function createRequestsService(deps: { requests: RequestsRepository; users: UsersRepository; audit: AuditService }) {
  const { requests } = deps;

  async function existing(id: string): Promise<DonationRequestRow> {
    const row = await requests.findById(id);
    if (!row) throw notFound(REQUEST_TEXTS.notFound);
    return row;
  }

  /** After a conditional update changed nothing: the request is gone (404) or its status moved on (409). */
  async function explainMiss(id: string, message: string): Promise<never> {
    if (!(await requests.findById(id))) throw notFound(REQUEST_TEXTS.notFound);
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

  async function finish(actor: Actor, id: string, status: 'done' | 'canceled') {
    const row = await existing(id);
    if (!requestsPolicy.canFinish(actor, row)) throw forbidden(MESSAGES.forbidden);
    const changed = await requests.updateIfStatus(id, ['inprogress'], { status });
    if (!changed) return explainMiss(id, REQUEST_TEXTS.notInProgress);
    return { modifiedCount: 1 };
  }

  return {
    /** The requester and the status are the server's: the body carries only the request's own fields. */
    async create(actor: Actor, body: CreateRequestBody) {
      const row = await requests.insert({
        ...body,
        requesterId: actor.id,
        requesterName: actor.name,
        requesterEmail: actor.email,
        status: 'pending',
      });
      return { insertedId: row.id };
    },

    findById: existing,

    /** GET /request/{email}: your own requests, or anyone's for active staff. */
    listOfRequester: (actor: Actor, email: string, query: Paging & { status?: RequestStatus }) => listOf(actor, email, query.status, query),

    /** GET /pending/all: one status, of one person (yourself, or anyone for staff) or of everyone (staff). */
    filter: (actor: Actor, query: Paging & { status: RequestStatus; user?: string }) => listOf(actor, query.user, query.status, query),

    /** GET /request: every request (the route is for staff). */
    listAll: (query: Paging & { status?: RequestStatus }) => requests.list({ status: query.status }, windowOf(query)),

    listPending: (paging: Paging) => requests.list({ status: 'pending' }, windowOf(paging)),

    search: (query: SearchQuery) =>
      requests.list({ blood: query.blood, division: query.division, district: query.district }, windowOf(query)),

    /** A donor takes a pending request: of many donors at once, exactly one wins, the others get 409. */
    async confirm(actor: Actor, id: string) {
      const row = await existing(id);
      if (!requestsPolicy.canConfirm(actor, row)) throw forbidden(REQUEST_TEXTS.ownRequest);
      const changed = await requests.updateIfStatus(id, ['pending'], {
        status: 'inprogress',
        donorId: actor.id,
        donorName: actor.name,
        donorEmail: actor.email,
      });
      if (!changed) return explainMiss(id, REQUEST_TEXTS.notPending);
      return { modifiedCount: 1 };
    },

    markDone: (actor: Actor, id: string) => finish(actor, id, 'done'),
    markCanceled: (actor: Actor, id: string) => finish(actor, id, 'canceled'),

    async update(actor: Actor, id: string, body: UpdateRequestBody) {
      const row = await existing(id);
      if (!requestsPolicy.canEdit(actor, row)) throw forbidden(MESSAGES.forbidden);
      if (!EDITABLE.includes(row.status)) throw conflict(REQUEST_TEXTS.finished);
      // An old request keeps its past date when other fields are edited; a new date must not be past.
      if (body.donationDate && body.donationDate !== row.donationDate && body.donationDate < todayInDhaka()) {
        throw badRequest(REQUEST_TEXTS.pastDate);
      }
      if (Object.values(body).every((value) => value === undefined)) return { modifiedCount: 0 };
      const changed = await requests.updateIfStatus(id, EDITABLE, body);
      if (!changed) return explainMiss(id, REQUEST_TEXTS.finished);
      return { modifiedCount: 1 };
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
