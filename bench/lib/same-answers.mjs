// Whether the references answer what the app answers: for each read route (its first path, signed in
// where it needs it), the same body and the same header names as the app with its cache (decision
// 0035). Values that belong to one server (the date, the page cursor, which each server makes its
// own) are not compared; the public lists' ETags, a hash of the body, are.

import { askPlain } from '../references/answer-headers.mjs';

/** Headers every server sets its own way: the connection's, the date, and the references' own cursor. */
const OWN = new Set(['date', 'connection', 'keep-alive', 'x-next-cursor', 'x-powered-by']);

async function answerOf(base, path, token) {
  const res = await askPlain(base, path, token);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !OWN.has(name)));
  return { status: res.status, headers, body: await res.text() };
}

const differences = (app, other) => {
  const found = [];
  if (other.status !== app.status) found.push(`status ${other.status} (app ${app.status})`);
  if (other.body !== app.body) found.push('body');
  const names = new Set([...Object.keys(app.headers), ...Object.keys(other.headers)]);
  for (const name of names) {
    if (other.headers[name] !== app.headers[name])
      found.push(`${name}: ${other.headers[name] ?? 'missing'} (app ${app.headers[name] ?? 'missing'})`);
  }
  return found;
};

/**
 * Each route's differences from the app's answer, by reference server (bare Fastify with and without
 * its cache; Express adds its own header): [{ route, server, differences }], empty when all agree.
 * The deep page is left out: each server is asked for its own cursor.
 */
export async function compareAnswers(urls, routes, token) {
  const found = [];
  for (const route of routes.filter((r) => Array.isArray(r.paths))) {
    const path = route.paths[0];
    const auth = route.signedIn ? token : undefined;
    const app = await answerOf(urls.app, path, auth);
    for (const server of ['bare', 'bareCached']) {
      const other = await answerOf(urls[server], path, auth);
      const diff = differences(app, other);
      if (diff.length) found.push({ route: route.label, server, differences: diff });
    }
  }
  return found;
}
