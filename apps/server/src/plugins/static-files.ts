import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_TEXTS, matchPagePath, type PageMatch } from '@grant/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A page the web build wrote for some paths instead of the bare shell (apps/web/scripts/prerender.mjs):
 * `path`, a prerendered page, for exactly that path with no query string (a query can change what it
 * shows); `prefix`, the shell with its lazy chunk preloaded, for every path under it. `inlineScripts`:
 * the hashes of the scripts written into the page, which its answer's CSP lets run.
 */
type PageEntry = { file: string; inlineScripts?: string[] } & ({ path: string } | { prefix: string });

/** The build's `pages.json`, or none (an older build, or no web app). */
function readPages(webDistDir: string): PageEntry[] {
  const file = path.join(webDistDir, 'pages.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { pages: PageEntry[] }).pages;
}

/** The page the build made for a URL, if any (else the app's shell answers it). */
export function pageFor(pages: PageEntry[], url: string): PageEntry | undefined {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  return pages.find((entry) => ('path' in entry ? queryAt === -1 && entry.path === pathname : pathname.startsWith(entry.prefix)));
}

/** Whether the record a page's `:id` names exists (for pages whose id is a record the server can look up). */
export type PageRecordExists = (match: Required<PageMatch>) => Promise<boolean>;

/** The address of the image a page shows first and largest, if it has one (src/page-lead-images.ts). */
export type PageLeadImage = (match: PageMatch) => Promise<string | undefined>;

/** A preload of that image for the page's answer; none for an address that would break the header. */
export const leadImageLink = (url: string | undefined) =>
  url && !/[<>\s,;]/.test(url) ? `<${url}>; rel=preload; as=image; fetchpriority=high` : undefined;

/**
 * Uploaded images (immutable, server-named) and the built web app. Every path outside /api that is
 * not a file gets index.html (or the page the build made for it, see PageEntry), so the browser's
 * router owns it; unknown /api paths answer JSON 404. A path that names no page of the app
 * (PAGE_PATHS), or a record that does not exist, gets the same HTML with status 404: the app shows its
 * 404 page, and crawlers and monitors see the truth.
 */
export const staticFilesPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      uploadsDir: string;
      webDistDir: string;
      recordExists?: PageRecordExists;
      leadImage?: PageLeadImage;
      /** The security headers of a page whose HTML holds scripts of its own (their hashes). */
      securityHeaders?: (inlineScripts: string[]) => Record<string, string>;
    },
  ) => {
    mkdirSync(opts.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      setHeaders: (res) => {
        res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
        res.header('x-content-type-options', 'nosniff');
      },
    });

    const hasWeb = existsSync(path.join(opts.webDistDir, 'index.html'));
    const pages = hasWeb ? readPages(opts.webDistDir) : [];
    // Worked out once per page, at start: the same for every answer.
    const pageHeaders = new Map(
      pages.flatMap((page) =>
        page.inlineScripts?.length && opts.securityHeaders ? [[page, opts.securityHeaders(page.inlineScripts)]] : [],
      ),
    );
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDistDir,
        prefix: '/',
        // One wildcard route that looks files up when asked: `false` would glob the build and add a route
        // per file at every start (a tenth of the start time, bench/README.md).
        wildcard: true,
        index: false,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
        },
      });
    }

    const pageStatus = async (match: PageMatch | undefined): Promise<200 | 404> => {
      if (!match) return 404;
      if (match.id === undefined || !opts.recordExists) return 200;
      // Without the database the page is still sent: the app shows the data's own error when it loads.
      const exists = await opts.recordExists({ pattern: match.pattern, id: match.id }).catch(() => true);
      return exists ? 200 : 404;
    };
    const leadImageOf = async (match: PageMatch | undefined): Promise<string | undefined> => {
      if (!match || !opts.leadImage) return undefined;
      return leadImageLink(await opts.leadImage(match).catch(() => undefined));
    };
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const [pathname, query] = request.url.split('?');
      const match = matchPagePath(pathname ?? '/');
      // The lead image only for the page as prerendered: a query string can change what it shows first.
      const [status, link] = await Promise.all([pageStatus(match), leadImageOf(query === undefined ? match : undefined)]);
      if (link) reply.header('link', link);
      const page = pageFor(pages, request.url);
      const headers = page && pageHeaders.get(page);
      if (headers) reply.headers(headers);
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .sendFile(page?.file ?? 'index.html', opts.webDistDir);
    };
    if (hasWeb) {
      // `/` and the prerendered pages' paths get routes of their own: `/` is the build's folder, which
      // the wildcard route above refuses (403) rather than passing it on as not found.
      const exactPaths = new Set(['/', ...pages.flatMap((page) => ('path' in page ? [page.path] : []))]);
      for (const url of exactPaths) app.get(url, sendPage);
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && !request.url.startsWith('/uploads/');
      if (wantsPage && hasWeb) return sendPage(request, reply);
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: ERROR_TEXTS.noRoute.replace('{route}', `${request.method} ${request.url.split('?')[0]}`),
      });
    });
  },
);
