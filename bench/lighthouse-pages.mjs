// Lighthouse on the six measured pages of an app already running with demo data (`lib/lighthouse.mjs`,
// the same runs as `npm run bench`), for work on one page without the benchmark's PostgreSQL data set.
// Usage: npx tsx bench/lighthouse-pages.mjs <base URL> [runs (3)] [pages, comma-separated (all)]
// The details page is opened signed in as the demo donor (password from the demo data), on the first
// pending request.
import os from 'node:os';
import { lighthouseScores, publicPages } from './lib/lighthouse.mjs';

const [baseUrl, runs = '3', only] = process.argv.slice(2);
if (!baseUrl) {
  console.error('Usage: npx tsx bench/lighthouse-pages.mjs <base URL> [runs] [pages]');
  process.exit(2);
}
const api = (path, init) =>
  fetch(new URL(path, baseUrl), init).then(async (res) => {
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  });
const { token } = await api('/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email: process.env.LIGHTHOUSE_EMAIL ?? 'donor@grant.demo',
    password: process.env.LIGHTHOUSE_PASSWORD ?? 'Donate2026',
  }),
});
const [first] = await api('/api/pending?page=1&limit=1');
if (!first) throw new Error('No pending request to open on the details page');
const pages = publicPages(baseUrl, { detailsId: first._id, token }).filter((page) => !only || only.split(',').includes(page.name));
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
await lighthouseScores(pages, Number(runs), (line) => console.log(line));
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
