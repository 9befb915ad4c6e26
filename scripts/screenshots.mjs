// Takes screenshots of pages at phone and desktop widths: node scripts/screenshots.mjs <baseUrl> <outDir> [email password]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, LIGHT_CHROMIUM } from './chromium.mjs';

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots', email, password] = process.argv.slice(2);
const pages = (process.env.PAGES ?? '/,/login,/register,/nope,/dashboard/dashboards,/dashboard/profile,/dashboard/users').split(',');
mkdirSync(outDir, { recursive: true });
// One sign-in for the whole run (the login route is rate limited).
let token;
if (email) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  token = (await response.json()).token;
}
const browser = await chromium.launch({ executablePath: LIGHT_CHROMIUM, args: CHROMIUM_ARGS });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (token) await page.addInitScript((value) => window.localStorage.setItem('Token', value), token);
  for (const path of pages) {
    await page.goto(`${baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const name = `${path.replace(/\//g, '_') || 'home'}-${width}${email ? '-in' : ''}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
  }
  await context.close();
}
await browser.close();
