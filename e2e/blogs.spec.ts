import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { PAGE_PATHS, pagePath } from '@grant/shared';
import type { Page } from '@playwright/test';
import { BLOG_TEXTS } from '../packages/shared/src/blogs/blog.schemas';
import { MESSAGES } from '../packages/shared/src/common/messages';
import { publishPost, registerUser, TEST_PASSWORD } from './support/api';
import { DEMO, expect, test, toastWithText } from './support/fixtures';

const THUMBNAIL = path.join(import.meta.dirname, 'fixtures', 'avatar.png');

const cardOf = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('an author publishes a post with a thumbnail, edits it and deletes it; nobody else gets Edit or Delete', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  const author = await registerUser(request, `Blogger ${Date.now()}`);
  const title = `Giving blood for the first time ${Date.now()}`;
  await signIn(page, author.email, TEST_PASSWORD);

  await page.goto(PAGE_PATHS.addBlog);
  await expect(page).toHaveTitle('Grant | Add blog');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText(BLOG_TEXTS.thumbnailRequired)).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill('It took ten minutes.\n\nThe nurse was kind,\nand the juice was cold.');
  // A failure reads as the server's words: text named like a PNG passes the browser, not the server.
  await page.getByLabel('Thumbnail image').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Upload a JPEG, PNG, WebP or GIF image.' })).toBeVisible();
  await expect(page).toHaveURL(PAGE_PATHS.addBlog);
  await page.getByLabel('Thumbnail image').setInputFiles(THUMBNAIL);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toastWithText(page, BLOG_TEXTS.published)).toBeVisible();

  // A donor lands on their post: one paragraph per blank line, the line break inside kept.
  await expect(page).toHaveURL(/\/blog\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`Grant | ${title}`);
  const article = page.getByRole('article');
  await expect(article.locator('p.whitespace-pre-line')).toHaveText([
    'It took ten minutes.',
    'The nurse was kind,\nand the juice was cold.',
  ]);
  await expect(article.getByRole('img', { name: `Thumbnail for ${title}` })).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}\.webp$/);

  // On the public grid the author's card has Edit and Delete, and a thumbnail of a set size; the
  // newest post comes first, and the first card's thumbnail (the page's largest paint on a phone) is
  // not lazy-loaded, the others are.
  await page.goto(PAGE_PATHS.blog);
  await expect(page).toHaveTitle('Grant | Blog');
  const card = cardOf(page, title);
  await expect(card).toContainText(author.name);
  const thumbnail = card.getByRole('img', { name: `Thumbnail for ${title}` });
  await expect(thumbnail).toHaveAttribute('loading', 'eager');
  await expect(thumbnail).toHaveAttribute('width', '640');
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') });
  await expect(cards.nth(1).getByRole('img')).toHaveAttribute('loading', 'lazy');
  await expect(card.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Delete ${title}` })).toBeVisible();

  // Someone else, and a visitor, see the post without them.
  const other = await browser.newPage();
  await signIn(other, DEMO.donor);
  await other.goto(PAGE_PATHS.blog);
  await expect(cardOf(other, title)).toBeVisible();
  await expect(cardOf(other, title).getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expect(cardOf(other, title).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await other.close();
  const visitor = await browser.newPage();
  await visitor.goto(PAGE_PATHS.blog);
  await expect(cardOf(visitor, title)).toBeVisible();
  await expect(visitor.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await visitor.close();

  // The author edits it.
  await card.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/blogs\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  const edited = `${title} (updated)`;
  await page.getByLabel('Title').fill(edited);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toastWithText(page, MESSAGES.updateSuccess)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();

  // And deletes it, after the spec's confirmation.
  await page.goto(PAGE_PATHS.blog);
  await cardOf(page, edited)
    .getByRole('button', { name: `Delete ${edited}` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(MESSAGES.confirmTitle)).toBeVisible();
  await expect(dialog.getByText(MESSAGES.confirmIrreversible)).toBeVisible();
  await dialog.getByRole('button', { name: MESSAGES.confirmDelete }).click();
  await expect(page.getByText(MESSAGES.deletedTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(MESSAGES.deletedText)).toBeVisible();
  await expect(cardOf(page, edited)).toHaveCount(0);
});

test('markup in a post is shown as the literal text, never run', async ({ page, request }) => {
  const author = await registerUser(request, `Mallory ${Date.now()}`);
  const title = `<script>alert("title")</script> ${Date.now()}`;
  const payload = '<img src=x onerror=alert(1)>';
  const id = await publishPost(request, author.token, title, `${payload}\n\nSecond <b>paragraph</b>`);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  await page.goto(pagePath(PAGE_PATHS.blogPost, id));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(payload, { exact: true })).toBeVisible();
  await expect(page.getByText('Second <b>paragraph</b>', { exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('article b')).toHaveCount(0);

  await page.goto(PAGE_PATHS.blog);
  await expect(cardOf(page, title)).toContainText(payload);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the admin content screen shows the last two posts with NEW, Add Blog and See All; it is for admins only', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  const writer = await registerUser(request, `Writer ${Date.now()}`);
  const latest = `Latest news ${Date.now()}`;
  await publishPost(request, writer.token, latest, 'Fresh from the blood bank.');

  await signIn(page, DEMO.admin);
  await page.goto(PAGE_PATHS.dashboardHome);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Content', exact: true }).click();
  await expect(page).toHaveURL(PAGE_PATHS.content);
  await expect(page).toHaveTitle('Grant | Content');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(latest);
  await expect(cards.first()).toContainText('NEW');
  // The admin manages everyone's posts here.
  await expect(cards.first().getByRole('link', { name: `Edit ${latest}` })).toBeVisible();
  await expect(cards.first().getByRole('button', { name: `Delete ${latest}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See All' })).toHaveAttribute('href', PAGE_PATHS.blog);
  await page.getByRole('link', { name: 'Add Blog', exact: true }).click();
  await expect(page).toHaveURL(PAGE_PATHS.addBlog);

  const donor = await browser.newPage();
  await signIn(donor, DEMO.donor);
  await donor.goto(PAGE_PATHS.dashboardHome);
  const sidebar = donor.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link', { name: 'Add blog', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Content', exact: true })).toHaveCount(0);
  await donor.goto(PAGE_PATHS.content);
  await expect(donor).toHaveURL(PAGE_PATHS.home);
  await donor.close();
});

test('the blog pages pass axe and never scroll sideways, at 375 px and 1280 px', { tag: '@layout' }, async ({ page, request, signIn }) => {
  test.setTimeout(90_000);
  const [first] = (await (await request.get('/api/blogs?limit=1')).json()) as { _id: string }[];
  const id = first?._id ?? 'the demo data has no blog post';
  await signIn(page, DEMO.admin);
  const paths = [
    PAGE_PATHS.blog,
    pagePath(PAGE_PATHS.blogPost, id),
    PAGE_PATHS.content,
    PAGE_PATHS.addBlog,
    pagePath(PAGE_PATHS.editBlog, id),
  ];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const problems = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(problems, `${path} at ${width}px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});
