// The hot routes the benchmark loads, each with the paths it cycles through (typical calls of the web app).
import { BLOOD_GROUPS, DISTRICTS, DIVISIONS, LIMITS } from '@grant/shared';
import { BENCH_USER } from './dataset.mjs';

const PAGE = 'page=1&limit=10';

/** Search as people use it: a common group in a division, half the time narrowed to one of its districts. */
export function searchQueries() {
  const groups = ['B+', 'O+', 'A+', 'AB+', 'O-'];
  return DIVISIONS.flatMap((division, i) =>
    groups.map((blood, j) => {
      const districts = DISTRICTS.filter((d) => d.divisionId === division.id);
      const district = (i + j) % 2 === 0 ? districts[j % districts.length]?.name : undefined;
      return { blood, division: division.name, ...(district ? { district } : {}) };
    }),
  );
}

const searchPath = (q) => `/api/search?${new URLSearchParams({ ...q, page: '1', limit: '10' })}`;

/** The offset of the deep page at 1,000,000 requests (page 9,991 of 10): every size asks it, or its deepest page. */
export const DEEP_OFFSET = 99_900;

/**
 * The read routes, each served by the app and every reference. `paths`: what each server is asked,
 * in turn, or { app, reference } when they differ (the deep page: each reads its own cursor);
 * `signedIn`: sent with the reader's token. `ids`: request ids to fetch one by one; `deep`: deepPage's answer.
 */
export function readRoutes({ ids, deep }) {
  return [
    { name: 'search', label: 'GET /api/search', paths: searchQueries().map(searchPath) },
    { name: 'pending', label: 'GET /api/pending (page 1)', paths: [`/api/pending?${PAGE}`] },
    { name: 'deepPage', label: `GET /api/pending (${deep.label})`, paths: deep.paths, note: deep.note },
    { name: 'requestById', label: 'GET /api/request/man/{id}', signedIn: true, paths: ids.map((id) => `/api/request/man/${id}`) },
    { name: 'blogs', label: 'GET /api/blogs', paths: ['/api/blogs?page=1&limit=9'] },
    {
      name: 'ownRequests',
      label: 'GET /api/request/{email} (dashboard)',
      signedIn: true,
      paths: [`/api/request/${encodeURIComponent(BENCH_USER.email)}?${PAGE}`],
    },
  ];
}

/**
 * The deep page of /api/pending: the page at DEEP_OFFSET, or the deepest page there is. Reached as
 * the contract says a client does: the cursor that page N-1's answer names in X-Next-Cursor, then
 * `?limit=10&cursor=...`. Cursors are each server's own: the app is asked for the app's (both app
 * processes read it), bare Fastify for the references' (they share queries.mjs). A page past the
 * app's page limit is reached by following cursors from the deepest page it answers. Without
 * X-Next-Cursor from the app (before the keyset change) every server is asked `?page=N`, by offset,
 * and the row says so. `urls`: { app, reference }; answers { label, note, paths: { app, reference } }.
 */
export async function deepPage(urls, pendingCount) {
  const limit = 10;
  const pages = Math.max(1, Math.ceil(pendingCount / limit));
  const wanted = Math.min(DEEP_OFFSET / limit + 1, pages);
  const app = await cursorBefore(urls.app, wanted, limit, LIMITS.pageMax);
  const reference = await cursorBefore(urls.reference, wanted, limit, Infinity);
  const at = (page) => ((page - 1) * limit).toLocaleString('en');
  if (app && reference) {
    const path = (cursor) => [`/api/pending?limit=${limit}&cursor=${encodeURIComponent(cursor)}`];
    return { label: `deep page, offset ${at(wanted)}, by cursor`, paths: { app: path(app), reference: path(reference) } };
  }
  const page = Math.min(wanted, LIMITS.pageMax);
  const why = page < wanted ? `; page ${LIMITS.pageMax} is the deepest it answers` : '';
  const path = [`/api/pending?page=${page}&limit=${limit}`];
  return {
    label: `deep page, offset ${at(page)}, by page number`,
    note: `the app sends no X-Next-Cursor: every server asked by page number, offset ${at(page)}${why}`,
    paths: { app: path, reference: path },
  };
}

/** The cursor of the page after page `wanted - 1`, or undefined when the server sends none. */
async function cursorBefore(url, wanted, limit, pageMax) {
  if (wanted === 1) return undefined;
  let page = Math.min(wanted - 1, pageMax);
  let cursor = (await fetch(`${url}/api/pending?page=${page}&limit=${limit}`)).headers.get('x-next-cursor');
  while (cursor && page < wanted - 1) {
    cursor = (await fetch(`${url}/api/pending?limit=${limit}&cursor=${encodeURIComponent(cursor)}`)).headers.get('x-next-cursor');
    page++;
  }
  return cursor ?? undefined;
}

/** Tomorrow in Dhaka (the earliest date a new request may name). */
export const tomorrow = () => new Date(Date.now() + 30 * 3_600_000).toISOString().slice(0, 10);

/** The body of a new request in the mixed load: the same each time, as a form would send it. */
export const newRequestBody = () => ({
  recipientName: 'Bench Recipient',
  hospitalName: 'Dhaka Medical College Hospital',
  message: 'Two bags needed before surgery.',
  division: 'Dhaka',
  district: 'Gazipur',
  blood: BLOOD_GROUPS[0],
  donationDate: tomorrow(),
  donationTime: '10:00',
});
