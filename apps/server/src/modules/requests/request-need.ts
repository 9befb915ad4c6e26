import { type CreateRequestBody, defaultNeededBy, type UpdateRequestBody } from '@grant/shared';
import type { RequestEdits } from './requests.repository';

type Where = Pick<UpdateRequestBody, 'hospitalId' | 'location'>;

/**
 * The row's place columns from a body's `hospitalId` or `location` (issue 48): naming one clears the
 * other; naming neither leaves both as they are.
 */
export function placeColumns(body: Where): Pick<RequestEdits, 'hospitalId' | 'locationLat' | 'locationLon'> {
  if (body.location) return { hospitalId: null, locationLat: body.location.lat, locationLon: body.location.lon };
  if (body.hospitalId) return { hospitalId: body.hospitalId, locationLat: null, locationLon: null };
  if (body.hospitalId === null || body.location === null) {
    return {
      ...(body.hospitalId === null ? { hospitalId: null } : {}),
      ...(body.location === null ? { locationLat: null, locationLon: null } : {}),
    };
  }
  return {};
}

/**
 * A new request's columns: the body less its place fields, its hospital's name (the directory's when
 * the body names it by id only), and its deadline (from the spec's date and time when not given).
 */
export function newRequestColumns(body: CreateRequestBody & { hospitalName: string }, now = new Date()) {
  const { hospitalId: _hospitalId, location: _location, neededBy, ...fields } = body;
  return { ...fields, ...placeColumns(body), neededBy: new Date(neededBy ?? defaultNeededBy(body.donationDate, body.donationTime, now)) };
}

/**
 * An edit's columns: the body less its place fields, with its deadline as a time. A new donation
 * date or time without a deadline moves the deadline with them (`current`: the date and time now stored).
 */
export function requestEditColumns(body: UpdateRequestBody, current?: { donationDate: string; donationTime: string }): RequestEdits {
  const { hospitalId: _hospitalId, location: _location, neededBy, ...fields } = body;
  const moved = neededBy === undefined && current && (body.donationDate !== undefined || body.donationTime !== undefined);
  const deadline = moved ? defaultNeededBy(body.donationDate ?? current.donationDate, body.donationTime ?? current.donationTime) : neededBy;
  return { ...fields, ...placeColumns(body), ...(deadline === undefined ? {} : { neededBy: new Date(deadline) }) };
}
