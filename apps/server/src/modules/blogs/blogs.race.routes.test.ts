import { ifMatch } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { createBlog } from '../../../test/blog-factories';
import { EDITORS, expectOneWinner } from '../../../test/concurrent-edits';
import { ADMIN, ANYONE, testAppWith } from '../../../test/test-app-with';

/** Runs on PGlite (one connection) and on PostgreSQL (a pool of 10, truly concurrent transactions). */
const { t, author, admin } = await testAppWith({ author: ANYONE, admin: ADMIN });

/** Title and content marked with their editor, so a mix of two edits would show. */
const editBy = (editor: number) => ({ title: `Title ${editor}`, content: `Content ${editor}` });
const edit = (id: string, editor: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: `/api/blogs/${id}`, headers, payload: editBy(editor) });

describe('concurrent edits of one blog post', () => {
  it(`${EDITORS} edits (author and admin) with the same If-Match: one 200, the others 412, the winner's edit stored`, async () => {
    const blog = await createBlog(t, author.user);
    const version = (await t.app.inject({ method: 'GET', url: `/api/blogs/${blog.id}` })).json().updatedAt;
    expect(version).toBe(blog.updatedAt.toISOString());

    const winner = await expectOneWinner((editor) =>
      edit(blog.id, editor, { ...(editor % 2 ? admin.headers : author.headers), ...ifMatch(version) }),
    );

    expect(await t.services.repositories.blogs.findById(blog.id)).toMatchObject(editBy(winner));
  });

  it('without If-Match the last write wins, but each write is whole: never a mix of two edits', async () => {
    const blog = await createBlog(t, author.user);
    const answers = await Promise.all(Array.from({ length: EDITORS }, (_, editor) => edit(blog.id, editor, author.headers)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(EDITORS).fill(200));
    const stored = await t.services.repositories.blogs.findById(blog.id);
    expect(stored).toMatchObject(editBy(Number(stored?.title.replace('Title ', ''))));
  });

  it('a stale If-Match is refused before a new image is stored, and a deleted post is a 404', async () => {
    const blog = await createBlog(t, author.user);
    await edit(blog.id, 1, author.headers);
    const stale = await edit(blog.id, 2, { ...author.headers, ...ifMatch(blog.updatedAt.toISOString()) });
    expect(stale.statusCode).toBe(412);
    await t.services.repositories.blogs.deleteById(blog.id);
    expect((await edit(blog.id, 3, { ...author.headers, ...ifMatch(blog.updatedAt.toISOString()) })).statusCode).toBe(404);
  });
});
