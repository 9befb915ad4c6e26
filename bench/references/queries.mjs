// The SQL of each benchmarked read route, as the contract of issue 18 writes it (keyset pages,
// counts from the `request_counts` counter rows) and as the server's repositories send it, for the
// reference servers. They use the server's pool settings (pg.Pool, max 10) and answer the same JSON,
// so only the framework around differs. Until the counter table's migration is in, the totals fall
// back to count(*) over the matching rows (`countSource` says which one a database has).
import { createHash } from 'node:crypto';
import pg from 'pg';

const REQUEST_COLUMNS = `id, requester_id, requester_name, requester_email, recipient_name, hospital_name, message, division, district,
  blood, donation_date::text, donation_time, status, urgency, bags, pledged_count, notified_count, donor_id, donor_name, donor_email,
  verified_at, hidden_at, hidden_reason, component, needed_by, hospital_id, location_lat, location_lon, created_at, updated_at,
  created_at::text as position_at`;
/** What a public list reads, as the app does (PUBLIC_COLUMNS in its request-lists.queries.ts), and the cursor's position. */
const PUBLIC_COLUMNS = `id, requester_name, division, district, blood, donation_date::text, donation_time, status, urgency, bags,
  pledged_count, verified_at, component, needed_by, hospital_id, location_lat, location_lon, created_at, created_at::text as position_at`;
const NEWEST_FIRST = 'order by created_at desc, id desc';

/**
 * The server's pool settings (POOL_LIMITS in apps/server/src/db/client.ts): the same size, and the
 * same idle time, so that between a server's turns its connections (and PostgreSQL's backends with
 * their warm caches) are kept alike; pg's default of 10 s closed the references' ones while the app
 * kept its own, and each of their runs began by opening ten. The timeouts too: pg arms a timer per
 * query for `query_timeout`, work the app does on every statement.
 */
export const POOL_SETTINGS = {
  max: 10,
  connectionTimeoutMillis: 1_500,
  statement_timeout: 2_000,
  query_timeout: 2_500,
  keepAlive: true,
  idleTimeoutMillis: 30_000,
};

export const createPool = (url) => new pg.Pool({ connectionString: url, ...POOL_SETTINGS });

export const toPublicRequest = (row) => ({
  _id: row.id,
  name: row.requester_name,
  division: row.division,
  district: row.district,
  blood: row.blood,
  donationDate: row.donation_date,
  donationTime: row.donation_time,
  status: row.status,
  urgency: row.urgency,
  bags: row.bags,
  pledgedCount: row.pledged_count,
  verified: row.verified_at !== null,
  component: row.component,
  neededBy: row.needed_by.toISOString(),
  hospitalId: row.hospital_id,
  location: row.location_lat === null || row.location_lon === null ? null : { lat: row.location_lat, lon: row.location_lon },
});

/** The directory hospital a request's details carry (issue 48), as the app reads it: by its id, when the request names one. */
const hospitalOf = async (pool, id) => {
  if (!id) return undefined;
  const { rows } = await pool.query('select id, name, name_bn, lat, lon from hospitals where id = $1', [id]);
  const [h] = rows;
  return h ? { _id: h.id, name: h.name, nameBn: h.name_bn, lat: h.lat, lon: h.lon } : undefined;
};

export const toDonationRequest = (row, donorContact) => ({
  ...toPublicRequest(row),
  email: row.requester_email,
  recipientName: row.recipient_name,
  hospitalName: row.hospital_name,
  message: row.message,
  donorName: row.donor_name,
  donorEmail: donorContact ? row.donor_email : null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  notifiedCount: row.notified_count,
});

const toBlog = (row) => ({
  _id: row.id,
  title: row.title,
  content: row.content,
  imageUrl: row.image_url,
  email: row.author_email,
  authorName: row.author_name,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/**
 * The references' own cursor: the last row's position (created_at as PostgreSQL prints it, to the
 * microsecond, and id). The app's cursor is opaque to the benchmark; each server reads only its own.
 */
export const encodeCursor = (row) => Buffer.from(`${row.position_at}|${row.id}`).toString('base64url');
const decodeCursor = (cursor) => {
  const [at, id] = Buffer.from(String(cursor), 'base64url').toString().split('|');
  return at && id ? { at, id } : undefined;
};

/** The window a query asks for: `limit` rows after `cursor`, or the `page`'s rows (offset) when there is no cursor. */
export const windowOf = (query) => {
  const limit = Math.min(Number(query.limit ?? 20) || 20, 100);
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  return { limit, after, offset: after ? 0 : (Math.max(Number(query.page ?? 1) || 1, 1) - 1) * limit };
};

/**
 * The rows of a page of requests, one more than `limit` (that one says whether a next page exists):
 * keyset after a position when `after`, otherwise by offset; with `totalSql` (countSql's, whose
 * parameters are the filters' too), each row also carries the list's total as `list_total`, as the
 * app's page statements do (decision 0050). Parameters: the filters', then (at, id) when `after`,
 * then limit + 1 and offset.
 */
export function pageSql(filters, { after }, columns = REQUEST_COLUMNS, totalSql = undefined) {
  const n = filters.length;
  const conditions = [...filters.map((column, i) => `${column} = $${i + 1}`), ...listedOnly(filters)];
  if (after) conditions.push(`created_at <= $${n + 1}::timestamptz and (created_at < $${n + 1}::timestamptz or id < $${n + 2}::uuid)`);
  const next = n + (after ? 3 : 1);
  const shown = totalSql ? `${columns}, (${totalSql}) as list_total` : columns;
  return `select ${shown} from donation_requests where ${conditions.join(' and ')} ${NEWEST_FIRST} limit $${next} offset $${next + 1}`;
}

/** As the app: a request an admin hid (decision 0040) is in its requester's own list only. */
const listedOnly = (filters) => (filters.includes('requester_id') ? [] : ['hidden_at is null']);

/** The columns of the counter rows: a filter on any other column (the requester's own list) counts the rows themselves. */
const COUNTED = new Set(['status', 'blood', 'division', 'district']);

/**
 * The total of a list: the counter rows' sum when the database has them and the filters are theirs,
 * otherwise count(*). As the app (decision 0050): a list not filtered by district sums each
 * division's rows for all its districts (district '*').
 */
export function countSql(filters, countSource) {
  const where = filters.map((column, i) => `${column} = $${i + 1}`);
  // The counter rows leave hidden requests out already (migration 0013).
  if (countSource === 'request_counts' && filters.every((column) => COUNTED.has(column))) {
    const rows = filters.includes('district') ? where : [`district = '*'`, ...where];
    return `select coalesce(sum(total), 0)::int as count from request_counts where ${rows.join(' and ')}`;
  }
  return `select count(*)::int as count from donation_requests where ${[...where, ...listedOnly(filters)].join(' and ')}`;
}

/** Whether the counter table of issue 18 exists in this database: 'request_counts', or 'count(*)' before its migration. */
export async function countSourceOf(queryable) {
  const { rows } = await queryable.query(`select to_regclass('public.request_counts') is not null as present`);
  return rows[0].present ? 'request_counts' : 'count(*)';
}

/** The filters of GET /api/search: blood group and division, and the district when given. */
export const searchFilters = (query) => ({
  filters: ['blood', 'division', ...(query.district ? ['district'] : [])],
  params: [query.blood, query.division, ...(query.district ? [query.district] : [])],
});

/**
 * A page of rows and the total in one statement, as the repositories read them (a page without rows
 * asks for the total alone); `next`: the cursor of the next page, if any.
 */
async function page(db, filters, params, query, shape, columns = REQUEST_COLUMNS) {
  const window = windowOf(query);
  const positional = window.after ? [window.after.at, window.after.id] : [];
  const totalSql = countSql(filters, db.countSource);
  const { rows } = await db.pool.query(pageSql(filters, window, columns, totalSql), [
    ...params,
    ...positional,
    window.limit + 1,
    window.offset,
  ]);
  const total = rows[0] ? rows[0].list_total : (await db.pool.query(totalSql, params)).rows[0].count;
  const shown = rows.slice(0, window.limit);
  const next = rows.length > window.limit ? encodeCursor(shown[shown.length - 1]) : undefined;
  return { rows: shown.map(shape), total: Number(total), next };
}

/** The caller of a signed-in route: the session (by the SHA-256 of the bearer token) joined with its user. */
export async function actorOf(pool, authorization) {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
  if (!token) return undefined;
  const hash = createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query(
    `select s.id as session_id, s.expires_at, s.last_used_at, u.id, u.email, u.name, u.role, u.status
     from sessions s inner join users u on u.id = s.user_id where s.token_hash = $1 limit 1`,
    [hash],
  );
  const row = rows[0];
  return row && row.expires_at > new Date() ? row : undefined;
}

/**
 * Each read route: `answer(db, { query, params, actor })` -> { rows, total?, next? }, or undefined for
 * 404. `db`: { pool, countSource } (openDatabase).
 */
export const ROUTES = {
  search: (db, { query }) => {
    const { filters, params } = searchFilters(query);
    return page(db, filters, params, query, toPublicRequest, PUBLIC_COLUMNS);
  },
  pending: (db, { query }) => page(db, ['status'], ['pending'], query, toPublicRequest, PUBLIC_COLUMNS),
  // As the app: the request (the app keeps it in its read cache: `keep`) and, each time, how the
  // caller answered it (a pledge or a decline), shown as `yourResponse`, after when a volunteer
  // verified it (`verifiedAt`); the number of donors
  // notified only to its requester and to active staff.
  requestById: async (db, { params, actor, keep = (_key, load) => load() }) => {
    const [row, yourResponse] = await Promise.all([
      keep(
        `request ${params.id}`,
        async () => (await db.pool.query(`select ${REQUEST_COLUMNS} from donation_requests where id = $1 limit 1`, [params.id])).rows[0],
      ),
      responseOf(db.pool, params.id, actor.id),
    ]);
    const own = actor.id === row?.requester_id;
    if (!row || (row.hidden_at && !own && !actsAsStaff(actor))) return undefined;
    const shown = toDonationRequest(row, own || actor.id === row.donor_id);
    if (!own && !actsAsStaff(actor)) delete shown.notifiedCount;
    // Who pledged: for the requester, the named donor and staff only (issue 47).
    if (!own && actor.id !== row.donor_id && !actsAsStaff(actor)) shown.donorName = null;
    if (row.hidden_at) shown.hidden = { at: row.hidden_at.toISOString(), reason: row.hidden_reason ?? '' };
    const hospital = await hospitalOf(db.pool, row.hospital_id);
    return { rows: { ...shown, verifiedAt: row.verified_at?.toISOString() ?? null, ...(hospital ? { hospital } : {}), yourResponse } };
  },
  blogs: async (db, { query }) => {
    const { limit, offset } = windowOf(query);
    const [rows, total] = await Promise.all([
      db.pool.query(
        `select b.id, b.title, b.content, b.image_url, b.author_email, b.created_at, b.updated_at, u.name as author_name
         from blogs b inner join users u on u.id = b.author_id order by b.created_at desc, b.id desc limit $1 offset $2`,
        [limit, offset],
      ),
      db.pool.query('select count(*) from blogs'),
    ]);
    return { rows: rows.rows.map(toBlog), total: Number(total.rows[0].count) };
  },
  ownRequests: (db, { actor, query }) => page(db, ['requester_id'], [actor.id], query, (row) => toDonationRequest(row, true)),
};

/** The pool and where totals come from, found once at start (a reference is started after the data set is made). */
export async function openDatabase(url) {
  const pool = createPool(url);
  return { pool, countSource: await countSourceOf(pool) };
}

/** How a user answered a request: 'pledged', 'declined' or null (the app's pledges.queries.ts, one statement). */
async function responseOf(pool, requestId, userId) {
  const { rows } = await pool.query(
    `select exists (select 1 from request_pledges where request_id = $1 and donor_id = $2) as pledged,
            exists (select 1 from request_declines where request_id = $1 and user_id = $2) as declined
     from (select 1) as asked`,
    [requestId, userId],
  );
  return rows[0]?.pledged ? 'pledged' : rows[0]?.declined ? 'declined' : null;
}

/** Volunteers and admins whose account is active (actsAsStaff in packages/shared, which plain node cannot import). */
const actsAsStaff = (actor) => actor.status === 'Active' && (actor.role === 'volunteer' || actor.role === 'admin');

/**
 * Routes whose answer depends on more than the URL and the caller in a way the app does not cache:
 * the app keeps the request, not the answer (the caller's response is looked up each time), so the
 * cached reference keeps the same (through `keep`), not the whole answer.
 */
export const ROW_CACHED = new Set(['requestById']);

/** Which routes need a signed-in caller. */
export const SIGNED_IN = new Set(['requestById', 'ownRequests']);

/** The paths of the references, the server's own. */
export const PATHS = {
  search: '/api/search',
  pending: '/api/pending',
  requestById: '/api/request/man/:id',
  blogs: '/api/blogs',
  ownRequests: '/api/request/:email',
};

/** The headers of a list answer: its total, and the next page's cursor when there is one. */
export function listHeaders(found) {
  const headers = {};
  if (found.total !== undefined) headers['x-total-count'] = String(found.total);
  if (found.next) headers['x-next-cursor'] = found.next;
  return headers;
}
