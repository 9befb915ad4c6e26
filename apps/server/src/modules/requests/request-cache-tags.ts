import { REQUEST_STATUSES, type RequestStatus } from '@grant/shared';

/**
 * The read cache's tags for donation requests (lib/read-cache.ts, decision 0033). A list's page (kept
 * with its total, decision 0050) is tagged with its filter; a write names every filter its row can
 * appear under, so it drops exactly the lists the row was or is in.
 */

/** The equality filters of every request list. */
export interface RequestFilter {
  status?: RequestStatus;
  requesterId?: string;
  blood?: string;
  division?: string;
  district?: string;
}

export const FILTER_COLUMNS = ['status', 'requesterId', 'blood', 'division', 'district'] as const;

/** Every request list, whatever its filter: for a change whose earlier filter values are unknown. */
export const ALL_REQUEST_LISTS = 'requests';

/** The tag of one list (an unset filter and an empty one are the same list). */
export const requestListTag = (filter: RequestFilter): string =>
  `requests ${FILTER_COLUMNS.map((column) => filter[column] || '').join('|')}`;

export const requestTag = (id: string): string => `request ${id}`;

/** The tags of an entry of a list with this filter. */
export const listTags = (filter: RequestFilter): string[] => [ALL_REQUEST_LISTS, requestListTag(filter)];

const LOCATED_COLUMNS = ['requesterId', 'blood', 'division', 'district'] as const;
type Located = Pick<Required<RequestFilter>, (typeof LOCATED_COLUMNS)[number]>;

/**
 * Every list a request with these values is in, under any status: its status before the write is
 * not known after a conditional UPDATE, and the write may have moved it between two statuses. A
 * write that changes the requester, blood group or place uses ALL_REQUEST_LISTS instead.
 */
export function tagsOfRequest(row: Located & { id: string }): string[] {
  const tags = [requestTag(row.id)];
  for (let subset = 0; subset < 1 << LOCATED_COLUMNS.length; subset++) {
    const filter: RequestFilter = {};
    LOCATED_COLUMNS.forEach((column, bit) => {
      if (subset & (1 << bit)) filter[column] = row[column];
    });
    tags.push(requestListTag(filter));
    for (const status of REQUEST_STATUSES) tags.push(requestListTag({ ...filter, status }));
  }
  return tags;
}

/** Does a change move a request between lists other than by status? */
export const changesLocation = (changes: object): boolean => LOCATED_COLUMNS.some((column) => column in changes);
