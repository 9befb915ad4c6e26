// The five servers of a size, all running at once on its database, so each route's five runs follow
// each other under the same machine load: the app twice (its read cache on, and off with
// READ_CACHE_MS=0), bare Fastify without and with a whole-answer cache, and Express.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answerHeadersOf } from '../references/answer-headers.mjs';
import { makeBlogImages } from './blog-images.mjs';
import { startServer } from './processes.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
/** The app's read cache's time to live (READ_CACHE_MS's default), given to the cached reference too. */
export const CACHE_MS = 5000;

/** The servers in the order of the report's columns, with their labels. */
export const SERVERS = [
  { key: 'app', label: 'app' },
  { key: 'appNoCache', label: 'app, cache off' },
  { key: 'bare', label: 'bare Fastify' },
  { key: 'bareCached', label: 'bare Fastify + cache' },
  { key: 'express', label: 'Express' },
];
/** Which cursor a server reads: the app's or the references' (routes.mjs deepPage). */
export const familyOf = (key) => (key.startsWith('app') ? 'app' : 'reference');

/** `blogs`: how many blog posts the data set has, whose images the app serves; `cpus`: where they run (processes.mjs cpuPlacement). */
export async function startServers(dataset, ports, { blogs, cpus }) {
  const dataDirs = [];
  const started = [];
  const blogImages = await makeBlogImages(blogs);
  const removeDataDirs = () => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    blogImages.remove();
  };
  const app = (port, readCacheMs) => {
    // Each its own: both would make their key files in it at once.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grant-bench-'));
    dataDirs.push(dataDir);
    blogImages.copyTo(dataDir);
    return startServer({
      script: SERVER_MAIN,
      port,
      cpus,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // The mixed mode's writers create hundreds of requests each: limits that still run their
        // checks on every POST (rate counter, open-request count) but do not refuse the benchmark.
        REQUESTS_PER_HOUR: '100000',
        OPEN_REQUESTS_MAX: '100000',
        READ_CACHE_MS: String(readCacheMs),
        DATABASE_URL: dataset.url,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
      },
    });
  };
  let answerHeaders = '';
  const reference = (file, port, ...args) =>
    startServer({
      script: path.join(ROOT, 'bench/references', file),
      args: [String(port), dataset.url, ...args],
      env: { ANSWER_HEADERS: answerHeaders },
      port,
      cpus,
    });
  try {
    started.push(await app(ports.app, CACHE_MS));
    started.push(await app(ports.appNoCache, 0));
    answerHeaders = JSON.stringify(await answerHeadersOf(`http://127.0.0.1:${ports.app}`));
    started.push(await reference('bare-fastify.mjs', ports.bare));
    started.push(await reference('bare-fastify.mjs', ports.bareCached, String(CACHE_MS)));
    started.push(await reference('express.mjs', ports.express));
  } catch (error) {
    await Promise.all(started.map((s) => s.stop()));
    removeDataDirs();
    throw error;
  }
  const urls = Object.fromEntries(SERVERS.map(({ key }) => [key, `http://127.0.0.1:${ports[key]}`]));
  const health = await fetch(`${urls.bare}/api/health`).then((r) => r.json());
  return {
    urls,
    /** Where the references' totals come from: 'request_counts' or 'count(*)' (queries.mjs). */
    countSource: health.countSource,
    stop: async () => {
      await Promise.all(started.map((s) => s.stop()));
      removeDataDirs();
    },
  };
}
