import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBlog } from '../../../test/blog-factories';
import { signedInUser } from '../../../test/factories';
import { BLOCKED, testAppWith } from '../../../test/test-app-with';

const { t, author, other, blocked } = await testAppWith({
  author: { name: 'Nusrat Jahan' },
  other: { name: 'Rafiq Islam', role: 'volunteer' },
  blocked: BLOCKED,
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('GET /api/blogs', () => {
  it('answers an empty array and X-Total-Count 0 when nobody has written yet', async () => {
    const res = await get('/api/blogs');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('lists every post to anyone, newest first, in the spec shape plus author name and date', async () => {
    const oldest = await createBlog(t, author.user, { title: 'Oldest', createdAt: hoursAgo(3) });
    const middle = await createBlog(t, other.user, { title: 'Middle', createdAt: hoursAgo(2) });
    const newest = await createBlog(t, author.user, { title: 'Newest', content: 'One.\n\nTwo.', createdAt: hoursAgo(1) });

    for (const headers of [{}, author.headers, blocked.headers]) {
      const res = await get('/api/blogs', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.json().map((b: { _id: string }) => b._id)).toEqual([newest.id, middle.id, oldest.id]);
    }
    const [first] = (await get('/api/blogs')).json();
    expect(first).toEqual({
      _id: newest.id,
      title: 'Newest',
      content: 'One.\n\nTwo.',
      imageUrl: newest.imageUrl,
      email: author.user.email,
      authorName: 'Nusrat Jahan',
      createdAt: newest.createdAt.toISOString(),
      updatedAt: newest.updatedAt.toISOString(),
    });
    expect((await get('/api/blogs')).json()[1]).toMatchObject({ email: other.user.email, authorName: 'Rafiq Islam' });
  });

  it('pages with page and limit, the total staying in X-Total-Count', async () => {
    const all = (await get('/api/blogs?limit=100')).json().map((b: { _id: string }) => b._id);
    const second = await get('/api/blogs?page=2&limit=2');
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-total-count']).toBe(String(all.length));
    expect(second.json().map((b: { _id: string }) => b._id)).toEqual(all.slice(2, 4));
    const beyond = await get('/api/blogs?page=50&limit=2');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe(String(all.length));
  });

  it('breaks ties of the same time by id, so pages neither repeat nor skip a post', async () => {
    const at = hoursAgo(10);
    for (let i = 0; i < 4; i++) await createBlog(t, author.user, { title: `Same time ${i}`, createdAt: at });
    const total = Number((await get('/api/blogs?limit=1')).headers['x-total-count']);
    const seen = new Set<string>();
    for (let page = 1; page <= total; page++) seen.add((await get(`/api/blogs?page=${page}&limit=1`)).json()[0]._id);
    expect(seen.size).toBe(total);
  });

  it.each([
    ['page=0', 'page starts at 1.'],
    ['limit=0', 'limit must be at least 1.'],
    ['limit=101', 'limit must be at most 100.'],
    ['page=two', 'page must be a number.'],
  ])('refuses %s with 400 and a readable message', async (query, message) => {
    const res = await get(`/api/blogs?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it("shows the author's current name after they rename themself", async () => {
    const renamed = await signedInUser(t, { name: 'Old Name' });
    const post = await createBlog(t, renamed.user);
    await t.services.repositories.users.update(renamed.user.id, { name: 'New Name' });
    expect((await get(`/api/blogs/${post.id}`)).json().authorName).toBe('New Name');
  });
});

describe('GET /api/blogs/{id}', () => {
  it('answers one post to anyone', async () => {
    const post = await createBlog(t, other.user, { title: 'One post' });
    for (const headers of [{}, author.headers]) {
      const res = await get(`/api/blogs/${post.id}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: post.id, title: 'One post', email: other.user.email, authorName: 'Rafiq Islam' });
    }
  });

  it('answers markup in a post as the very same text: stored as given, never cleaned into HTML', async () => {
    const title = '<script>alert("t")</script> & <b>bold</b>';
    const content = '<img src=x onerror=alert(1)>\n\n<script>document.cookie</script>';
    const post = await createBlog(t, author.user, { title, content });
    const res = await get(`/api/blogs/${post.id}`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ title, content });
    expect((await get('/api/blogs?limit=100')).json().find((b: { _id: string }) => b._id === post.id)).toMatchObject({ title, content });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get(`/api/blogs/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No blog post was found with that id.' });
    const bad = await get('/api/blogs/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('That id is not valid.');
  });
});
