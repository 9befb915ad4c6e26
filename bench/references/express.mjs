// The common way: the same read routes in Express 5 with express.json(), pg and async handlers
// (Express 5 forwards their rejections to the error handler), as most such projects are written,
// with the app's own headers on every answer (answer-headers.mjs).
// Usage: node bench/references/express.mjs <port> <database url>
import express from 'express';
import { answerHeaders } from './answer-headers.mjs';
import { actorOf, listHeaders, openDatabase, PATHS, ROUTES, SIGNED_IN } from './queries.mjs';

const [port, url] = process.argv.slice(2);
const db = await openDatabase(url);
const app = express();
app.use(express.json());

async function requireSignIn(req, res, next) {
  req.actor = await actorOf(db.pool, req.get('authorization'));
  if (!req.actor) return res.status(401).json({ statusCode: 401, error: 'Unauthorized' });
  next();
}

for (const [name, answer] of Object.entries(ROUTES)) {
  const guards = SIGNED_IN.has(name) ? [requireSignIn] : [];
  app.get(PATHS[name], ...guards, async (req, res) => {
    const found = await answer(db, { query: req.query, params: req.params, actor: req.actor });
    if (!found) return res.status(404).json({ statusCode: 404, error: 'Not Found' });
    const body = JSON.stringify(found.rows);
    res.set({ ...answerHeaders(SIGNED_IN.has(name), body), ...listHeaders(found) });
    res.type('application/json; charset=utf-8').send(body);
  });
}
app.get('/api/health', (_req, res) => res.json({ ok: true, countSource: db.countSource }));
app.use((error, _req, res, _next) => res.status(500).json({ statusCode: 500, error: error.message }));

const server = app.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => db.pool.end()));
