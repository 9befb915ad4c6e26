import type { Browser, Page } from '@playwright/test';

/** A browser of its own for a second person in one test, at desktop width. */
export async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}
