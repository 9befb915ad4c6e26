// The hot routes the benchmark loads, each with the paths it cycles through (typical calls of the web app).
import { BLOOD_GROUPS, DISTRICTS, DIVISIONS } from '@grant/shared';
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

/** Tomorrow in Dhaka (the earliest date a new request may name). */
const tomorrow = () => new Date(Date.now() + 30 * 3_600_000).toISOString().slice(0, 10);

/**
 * `reference`: whether the bare Fastify and Express servers serve the same route (the read routes).
 * `ids`: request ids to fetch one by one.
 */
export function hotRoutes({ ids }) {
  return [
    { name: 'search', label: 'GET /api/search', reference: true, paths: searchQueries().map(searchPath) },
    { name: 'pending', label: 'GET /api/pending (first page)', reference: true, paths: [`/api/pending?${PAGE}`] },
    {
      name: 'requestById',
      label: 'GET /api/request/man/{id}',
      reference: true,
      signedIn: true,
      paths: ids.map((id) => `/api/request/man/${id}`),
    },
    { name: 'blogs', label: 'GET /api/blogs', reference: true, paths: ['/api/blogs?page=1&limit=9'] },
    {
      name: 'ownRequests',
      label: 'GET /api/request/{email} (dashboard)',
      reference: true,
      signedIn: true,
      paths: [`/api/request/${encodeURIComponent(BENCH_USER.email)}?${PAGE}`],
    },
    {
      name: 'createRequest',
      label: 'POST /api/request',
      reference: false,
      signedIn: true,
      // Many donors at once (BENCH_WRITERS), not one account: creation is limited per account.
      writers: true,
      method: 'POST',
      paths: ['/api/request'],
      body: {
        recipientName: 'Bench Recipient',
        hospitalName: 'Dhaka Medical College Hospital',
        message: 'Two bags needed before surgery.',
        division: 'Dhaka',
        district: 'Gazipur',
        blood: BLOOD_GROUPS[0],
        donationDate: tomorrow(),
        donationTime: '10:00',
      },
    },
  ];
}
