import { randomUUID } from 'node:crypto';
import { BLOG_TEXTS, MESSAGES } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBlog, uploadUrl } from '../../../test/blog-factories';
import { type FilePart, images, multipart } from '../../../test/factories';
import { ANYONE, BLOCKED, EVERY_KIND, testAppWith } from '../../../test/test-app-with';
import { auditLog } from '../../db/schema/index';

const { t, author, stranger, volunteer, admin, blockedAuthor, blockedAdmin } = await testAppWith({
  ...EVERY_KIND,
  author: { name: 'Nusrat Jahan' },
  stranger: ANYONE,
  blockedAuthor: BLOCKED,
});

const patch = (id: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/blogs/${id}`, headers, payload });
const patchForm = async (id: string, fields: Record<string, string>, files: Record<string, FilePart>, headers: Record<string, string>) => {
  const body = await multipart(fields, files);
  return t.app.inject({ method: 'PATCH', url: `/api/blogs/${id}`, headers: { ...headers, ...body.headers }, payload: body.payload });
};
const remove = (id: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'DELETE', url: `/api/blogs/${id}`, headers });
const stored = (id: string) => t.services.repositories.blogs.findById(id);
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, id));

describe('PATCH /api/blogs/{id}', () => {
  it('lets the author change title and content (trimmed) and answers {modifiedCount: 1}', async () => {
    const post = await createBlog(t, author.user, { title: 'Old', content: 'Old text' });
    const res = await patch(post.id, { title: '  New title ', content: 'New\n\ntext' }, author.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await stored(post.id)).toMatchObject({ title: 'New title', content: 'New\n\ntext', imageUrl: post.imageUrl });
  });

  it('keeps the author, whatever email or author the body names', async () => {
    const post = await createBlog(t, author.user);
    const res = await patch(post.id, { title: 'Mine still', email: admin.user.email, authorId: admin.user.id }, author.headers);
    expect(res.statusCode).toBe(200);
    expect(await stored(post.id)).toMatchObject({ title: 'Mine still', authorId: author.user.id, authorEmail: author.user.email });
  });

  it('takes a new thumbnail as a multipart file, or as the imageUrl of an upload', async () => {
    const post = await createBlog(t, author.user);
    const byFile = await patchForm(post.id, { title: 'With a new image' }, { image: await images.png() }, author.headers);
    expect(byFile.statusCode).toBe(200);
    const afterFile = await stored(post.id);
    expect(afterFile?.title).toBe('With a new image');
    expect(afterFile?.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(afterFile?.imageUrl).not.toBe(post.imageUrl);

    const url = uploadUrl();
    expect((await patch(post.id, { imageUrl: url }, author.headers)).statusCode).toBe(200);
    expect((await stored(post.id))?.imageUrl).toBe(url);
  });

  it('answers {modifiedCount: 0} and changes nothing when the body names no field', async () => {
    const post = await createBlog(t, author.user);
    const res = await patch(post.id, {}, author.headers);
    expect(res.json()).toEqual({ modifiedCount: 0 });
    expect((await stored(post.id))?.updatedAt).toEqual(post.updatedAt);
  });

  it("lets an active admin edit anyone's post; refuses a stranger, a volunteer and a blocked admin with 403", async () => {
    const post = await createBlog(t, author.user, { title: 'Original' });
    for (const caller of [stranger, volunteer]) {
      const res = await patch(post.id, { title: 'Hijacked' }, caller.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    }
    expect((await patch(post.id, { title: 'Hijacked' }, blockedAdmin.headers)).statusCode).toBe(403);
    expect((await stored(post.id))?.title).toBe('Original');

    expect((await patch(post.id, { title: 'Fixed by admin' }, admin.headers)).json()).toEqual({ modifiedCount: 1 });
    expect(await stored(post.id)).toMatchObject({ title: 'Fixed by admin', authorId: author.user.id });
  });

  it('refuses a blocked author with 403 and an anonymous caller with 401', async () => {
    const post = await createBlog(t, blockedAuthor.user, { title: 'Before the block' });
    expect((await patch(post.id, { title: 'After' }, blockedAuthor.headers)).statusCode).toBe(403);
    expect((await patch(post.id, { title: 'After' })).statusCode).toBe(401);
    expect((await stored(post.id))?.title).toBe('Before the block');
  });

  it('stores no image for a caller who may not edit the post', async () => {
    const post = await createBlog(t, author.user);
    const res = await patchForm(post.id, { title: 'x' }, { image: await images.png() }, stranger.headers);
    expect(res.statusCode).toBe(403);
    expect((await stored(post.id))?.imageUrl).toBe(post.imageUrl);
  });

  it.each([
    ['a blank title', { title: ' ' }, 'Title is required.'],
    ['a title of 151 characters', { title: 'x'.repeat(151) }, 'Title must be at most 150 characters.'],
    ['a blank content', { content: '' }, 'Content is required.'],
    ['a content of 20001 characters', { content: 'x'.repeat(20_001) }, 'Content must be at most 20000 characters.'],
    ['a foreign image', { imageUrl: 'https://evil.example/a.png' }, BLOG_TEXTS.imageUrlInvalid],
  ])('refuses %s with 400', async (_case, change, message) => {
    const post = await createBlog(t, author.user);
    const res = await patch(post.id, change, author.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('refuses a new thumbnail that is no image with 415, keeping the old one', async () => {
    const post = await createBlog(t, author.user);
    const res = await patchForm(post.id, {}, { image: images.textNamedPng() }, author.headers);
    expect(res.statusCode).toBe(415);
    expect((await stored(post.id))?.imageUrl).toBe(post.imageUrl);
  });

  it('answers 404 for an unknown post and 400 for a malformed id', async () => {
    const unknown = await patch(randomUUID(), { title: 'x' }, admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BLOG_TEXTS.notFound);
    expect((await patch('nope', { title: 'x' }, admin.headers)).statusCode).toBe(400);
  });
});

describe('DELETE /api/blogs/{id}', () => {
  it('lets the author delete their post ({deletedCount: 1}), then it is gone (404)', async () => {
    const post = await createBlog(t, author.user);
    const res = await remove(post.id, author.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${post.id}` })).statusCode).toBe(404);
    expect((await remove(post.id, author.headers)).statusCode).toBe(404);
    expect(await auditOf(post.id)).toEqual([]);
  });

  it('refuses anonymous (401), a stranger, a volunteer, a blocked admin and the blocked author (403)', async () => {
    const post = await createBlog(t, author.user);
    expect((await remove(post.id)).statusCode).toBe(401);
    for (const caller of [stranger, volunteer, blockedAdmin]) expect((await remove(post.id, caller.headers)).statusCode).toBe(403);
    expect(await stored(post.id)).toBeDefined();

    const blockedPost = await createBlog(t, blockedAuthor.user);
    expect((await remove(blockedPost.id, blockedAuthor.headers)).statusCode).toBe(403);
    expect(await stored(blockedPost.id)).toBeDefined();
  });

  it("lets an active admin delete anyone's post, and records it in the audit log", async () => {
    const post = await createBlog(t, author.user, { title: 'Off-topic post' });
    expect((await remove(post.id, admin.headers)).json()).toEqual({ deletedCount: 1 });
    expect(await stored(post.id)).toBeUndefined();
    expect(await auditOf(post.id)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        actorEmail: admin.user.email,
        action: 'blog.delete',
        targetType: 'blog',
        targetLabel: 'Off-topic post',
        detail: expect.stringContaining(author.user.email),
      }),
    ]);
  });

  it('answers 404 for an unknown post', async () => {
    expect((await remove(randomUUID(), admin.headers)).statusCode).toBe(404);
  });
});
