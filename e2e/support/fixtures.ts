import { authResponseSchema } from '@grant/shared';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Donate2026';
export const DEMO = {
  admin: 'admin@grant.demo',
  volunteer: 'volunteer@grant.demo',
  donor: 'donor@grant.demo',
} as const;

type SignIn = (page: Page, email: string, password?: string) => Promise<void>;

/**
 * `signIn` puts a session token where the app keeps it (localStorage `Token`) before the page loads,
 * so tests that are not about the login form do not repeat it. Tokens are made once per worker.
 */
export const test = base.extend<{ signIn: SignIn }, { tokens: Map<string, string> }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  tokens: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  signIn: async ({ tokens, request }, use) => {
    await use(async (page, email, password = DEMO_PASSWORD) => {
      let token = tokens.get(email);
      if (!token) {
        const response = await request.post('/api/auth/login', { data: { email, password } });
        expect(response.status(), `sign in as ${email}`).toBe(200);
        token = authResponseSchema.parse(await response.json()).token;
        tokens.set(email, token);
      }
      await page.addInitScript((value) => window.localStorage.setItem('Token', value), token);
    });
  },
});

export { expect };

/** A unique address per run, so registrations never collide across runs or workers. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** A toast notification (sonner) with exactly this text. */
export const toastWithText = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: new RegExp(`^\\s*${text.trim()}\\s*$`) });
