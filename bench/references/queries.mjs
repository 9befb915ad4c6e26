// The SQL of each benchmarked read route, as the server's repositories send it (Drizzle's output,
// same columns, filters, order and paging), for the two reference servers. Both use the server's
// pool settings (pg.Pool, max 10) and answer the same JSON, so only the framework around differs.
import { createHash } from 'node:crypto';
import pg from 'pg';

const REQUEST_COLUMNS = `id, requester_id, requester_name, requester_email, recipient_name, hospital_name, message, division, district,
  blood, donation_date::text, donation_time, status, urgency, bags, pledged_count, notified_count, donor_id, donor_name, donor_email, created_at, updated_at`;
const NEWEST_FIRST = 'order by created_at desc, id desc';

export const createPool = (url) => new pg.Pool({ connectionString: url, max: 10 });

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
});

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

const pageOf = (query) => {
  const limit = Math.min(Number(query.limit ?? 20) || 20, 100);
  return { limit, offset: (Math.max(Number(query.page ?? 1) || 1, 1) - 1) * limit };
};

/** The two statements of a page of requests: its rows (limit and offset are the last two parameters) and the count of all. */
export const pageSql = (where, parameterCount) => ({
  rows: `select ${REQUEST_COLUMNS} from donation_requests ${where} ${NEWEST_FIRST} limit $${parameterCount + 1} offset $${parameterCount + 2}`,
  count: `select count(*) from donation_requests ${where}`,
});

/** The filters of GET /api/search: blood group and division, and the district when given. */
export const searchWhere = (query) => ({
  where: `where blood = $1 and division = $2${query.district ? ' and district = $3' : ''}`,
  params: [query.blood, query.division, ...(query.district ? [query.district] : [])],
});

/** A page of rows and the count of all of them, in parallel, as the repositories do. */
async function page(pool, where, params, query, shape) {
  const { limit, offset } = pageOf(query);
  const sql = pageSql(where, params.length);
  const [rows, total] = await Promise.all([pool.query(sql.rows, [...params, limit, offset]), pool.query(sql.count, params)]);
  return { rows: rows.rows.map(shape), total: Number(total.rows[0].count) };
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

/** Each read route: a name, and `answer(pool, { query, params, actor })` -> { body, total? } or undefined for 404. */
export const ROUTES = {
  search: (pool, { query }) => {
    const { where, params } = searchWhere(query);
    return page(pool, where, params, query, toPublicRequest);
  },
  pending: (pool, { query }) => page(pool, 'where status = $1', ['pending'], query, toPublicRequest),
  requestById: async (pool, { params, actor }) => {
    const { rows } = await pool.query(`select ${REQUEST_COLUMNS} from donation_requests where id = $1 limit 1`, [params.id]);
    const row = rows[0];
    return row && { rows: toDonationRequest(row, actor.id === row.requester_id || actor.id === row.donor_id) };
  },
  blogs: async (pool, { query }) => {
    const { limit, offset } = pageOf(query);
    const [rows, total] = await Promise.all([
      pool.query(
        `select b.id, b.title, b.content, b.image_url, b.author_email, b.created_at, b.updated_at, u.name as author_name
         from blogs b inner join users u on u.id = b.author_id order by b.created_at desc, b.id desc limit $1 offset $2`,
        [limit, offset],
      ),
      pool.query('select count(*) from blogs'),
    ]);
    return { rows: rows.rows.map(toBlog), total: Number(total.rows[0].count) };
  },
  ownRequests: (pool, { actor, query }) => page(pool, 'where requester_id = $1', [actor.id], query, (row) => toDonationRequest(row, true)),
};

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
