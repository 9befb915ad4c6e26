import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { BLOG_TEXTS, MESSAGES } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { blogBody, uploadUrl } from '../../../test/blog-factories';
import { type FilePart, images, multipart, signedInUser } from '../../../test/factories';
import { EVERY_KIND, testAppWith } from '../../../test/test-app-with';
import { ownImageUrl } from './blog-images';

const { t, donor, blocked, volunteer, admin } = await testAppWith({ ...EVERY_KIND, donor: { name: 'Nusrat Jahan' } });

const postJson = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/blogs', headers, payload: payload as object });
const postForm = async (fields: Record<string, string>, files: Record<string, FilePart>, headers: Record<string, string>) => {
  const body = await multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/blogs', headers: { ...headers, ...body.headers }, payload: body.payload });
};
const NOT_OURS = BLOG_TEXTS.imageUrlInvalid;
const stored = (id: string) => t.services.repositories.blogs.findById(id);
const storedImages = async () => (await readdir(path.join(t.dataDir, 'uploads')).catch(() => [])).length;

describe('POST /api/blogs as multipart (the add form)', () => {
  it('stores the post with its thumbnail re-encoded as WebP, written by the session user (201 {insertedId})', async () => {
    const res = await postForm(
      { title: '  Before you donate  ', content: 'Sleep well.\n\nEat a meal.' },
      { image: await images.png() },
      donor.headers,
    );

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ insertedId: expect.any(String) });
    const row = await stored(res.json().insertedId);
    expect(row).toMatchObject({
      title: 'Before you donate',
      content: 'Sleep well.\n\nEat a meal.',
      authorId: donor.user.id,
      authorEmail: donor.user.email,
      authorName: 'Nusrat Jahan',
    });
    expect(row?.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: row?.imageUrl ?? '' });
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('takes the author email from the session, never from the form', async () => {
    const fields = { title: 'Mine', content: 'Text', email: admin.user.email, authorId: admin.user.id };
    const res = await postForm(fields, { image: await images.png() }, donor.headers);
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().insertedId)).toMatchObject({ authorId: donor.user.id, authorEmail: donor.user.email });
  });

  it('accepts an imageUrl field instead of a file, but not both at once', async () => {
    const url = uploadUrl();
    const byUrl = await postForm({ title: 'By URL', content: 'Text', imageUrl: url }, {}, donor.headers);
    expect(byUrl.statusCode).toBe(201);
    expect((await stored(byUrl.json().insertedId))?.imageUrl).toBe(url);

    const both = await postForm({ title: 'Both', content: 'Text', imageUrl: url }, { image: await images.png() }, donor.headers);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Send either a thumbnail file or an imageUrl, not both.');
  });

  it.each([
    ['a text file named photo.png', images.textNamedPng()],
    ['an SVG with a script', images.svg()],
  ])('refuses %s as thumbnail with 415, judging by content, and stores no post', async (_case, file) => {
    const before = await t.app.inject({ method: 'GET', url: '/api/blogs' });
    const res = await postForm({ title: 'Bad image', content: 'Text' }, { image: file }, donor.headers);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'Upload a JPEG, PNG, WebP or GIF image.' });
    const after = await t.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(after.headers['x-total-count']).toBe(before.headers['x-total-count']);
  });

  it('answers 400 without a thumbnail, and stores no image when the text is refused', async () => {
    const none = await postForm({ title: 'No image', content: 'Text' }, {}, donor.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose a thumbnail image.');

    const imagesBefore = await storedImages();
    const badTitle = await postForm({ title: ' ', content: 'Text' }, { image: await images.png() }, donor.headers);
    expect(badTitle.statusCode).toBe(400);
    expect(badTitle.json().message).toBe('Title is required.');
    expect(await storedImages()).toBe(imagesBefore);
  });

  it('refuses an oversized image with 413', async () => {
    const huge = Buffer.concat([(await images.png()).data, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await postForm({ title: 'Huge', content: 'Text' }, { image: { data: huge, filename: 'huge.png' } }, donor.headers);
    expect(res.statusCode).toBe(413);
  });
});

describe('POST /api/blogs as JSON (the spec client: upload first, then send imageUrl)', () => {
  it('stores the post with the uploaded image and the session user as author, whatever email the body says', async () => {
    const upload = await multipart({}, { image: await images.png() });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...donor.headers, ...upload.headers },
      payload: upload.payload,
    });
    const imageUrl = uploaded.json().url;

    const res = await postJson({ ...blogBody({ imageUrl }), email: admin.user.email, authorId: admin.user.id }, donor.headers);
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().insertedId)).toMatchObject({ imageUrl, authorId: donor.user.id, authorEmail: donor.user.email });
  });

  it('is 401 anonymous, 403 for a blocked user with the blocked text, and open to every active role', async () => {
    expect((await postJson(blogBody())).statusCode).toBe(401);
    const refused = await postJson(blogBody(), blocked.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.blockedUser);
    for (const writer of [donor, volunteer, admin]) {
      const res = await postJson(blogBody(), writer.headers);
      expect(res.statusCode).toBe(201);
      expect(await stored(res.json().insertedId)).toMatchObject({ authorId: writer.user.id });
    }
  });

  it('stores markup as the same plain text', async () => {
    const title = '<script>alert(1)</script>';
    const content = '<img src=x onerror=alert(1)>';
    const res = await postJson(blogBody({ title, content }), donor.headers);
    expect(await stored(res.json().insertedId)).toMatchObject({ title, content });
  });

  it('keeps content of exactly 20000 characters and titles of exactly 150', async () => {
    const res = await postJson(blogBody({ title: 't'.repeat(150), content: 'c'.repeat(20_000) }), donor.headers);
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().insertedId))?.content).toHaveLength(20_000);
  });

  it.each([
    ['a missing title', { title: undefined }, 'Title is required.'],
    ['a blank title', { title: '  \n ' }, 'Title is required.'],
    ['a title of 151 characters', { title: 'x'.repeat(151) }, 'Title must be at most 150 characters.'],
    ['a title that is no text', { title: 42 }, 'Title is required.'],
    ['a missing content', { content: undefined }, 'Content is required.'],
    ['a blank content', { content: '   ' }, 'Content is required.'],
    ['a content of 20001 characters', { content: 'x'.repeat(20_001) }, 'Content must be at most 20000 characters.'],
    ['a NUL character', { content: 'a\u0000b' }, 'Content cannot contain a NUL character.'],
    ['no imageUrl', { imageUrl: undefined }, 'Choose a thumbnail image.'],
    ['an image on another host', { imageUrl: 'https://evil.example/x.webp' }, NOT_OURS],
    ['our path on another host', { imageUrl: `https://evil.example${uploadUrl()}` }, NOT_OURS],
    ['our path in a protocol-relative URL', { imageUrl: `//evil.example${uploadUrl()}` }, NOT_OURS],
    ['an upload that is no WebP we made', { imageUrl: '/uploads/photo.svg' }, NOT_OURS],
    ['a path out of the uploads', { imageUrl: '/uploads/../../etc/passwd' }, NOT_OURS],
    ['a script address', { imageUrl: 'javascript:alert(1)' }, NOT_OURS],
  ])('refuses %s with 400 and a readable message', async (_case, change, message) => {
    const res = await postJson({ ...blogBody(), ...change }, donor.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('refuses malformed JSON, and a body that is no JSON object, with 400', async () => {
    const json = { ...donor.headers, 'content-type': 'application/json' };
    expect((await t.app.inject({ method: 'POST', url: '/api/blogs', headers: json, payload: '{"title":' })).statusCode).toBe(400);
    const list = await t.app.inject({ method: 'POST', url: '/api/blogs', headers: json, payload: '["title"]' });
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe('Send the post as a JSON object or as multipart/form-data.');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: { ...donor.headers, 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Send the post as a JSON object or as multipart/form-data.');
  });

  it('lets one person publish at most 60 posts an hour (429), without slowing others', async () => {
    const busy = await signedInUser(t);
    for (let i = 0; i < 60; i++) expect((await postJson(blogBody(), busy.headers)).statusCode).toBe(201);
    const over = await postJson(blogBody(), busy.headers);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MESSAGES.tooManyAttempts);
    expect((await postJson(blogBody(), donor.headers)).statusCode).toBe(201);
  });
});

describe('ownImageUrl: which thumbnail addresses are ours', () => {
  it('accepts our upload path on the app itself and under the image bucket, nothing else', () => {
    const isOurs = ownImageUrl(['https://cdn.example/grant/']);
    const path = uploadUrl();
    expect(isOurs(path)).toBe(true);
    expect(isOurs(`https://cdn.example/grant${path}`)).toBe(true);
    expect(isOurs(`https://cdn.example${path}`)).toBe(false);
    expect(isOurs(`https://cdn.example/grant.evil.example${path}`)).toBe(false);
    expect(isOurs(`${path}?x=1`)).toBe(false);
    expect(ownImageUrl([])(`https://cdn.example/grant${path}`)).toBe(false);
  });
});
