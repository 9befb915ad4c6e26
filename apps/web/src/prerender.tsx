import { PAGE_PATHS } from '@grant/shared';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/providers';
import { routes } from './app/router';
import { FIRST_BLOG_PAGE_URL } from './features/blogs/api/blogs-api';

/** The API call a prerendered page makes first, preloaded with its HTML where its largest paint waits for it. */
export const FIRST_DATA: Record<string, string> = { [PAGE_PATHS.blog]: FIRST_BLOG_PAGE_URL };

/**
 * The build's server-side entry (scripts/prerender.mjs): the HTML of one page as the browser's first
 * render draws it, from the same components and routes, in English and before any session check
 * (the navbar shows its 'checking your session' spinner, as the browser does at first). It waits
 * for every lazy part, so the page is whole; the browser then hydrates it (main.tsx).
 */
export async function prerenderPage(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // No chunk size limit: React would otherwise move large parts to the end of the HTML and put them
  // in place with inline scripts, which the CSP forbids.
  const { prelude } = await prerenderToNodeStream(<App router={router} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
