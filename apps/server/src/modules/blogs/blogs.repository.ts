import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextVersion, versionCondition } from '../../db/row-version';
import { type BlogRow, blogs, type NewBlogRow, users } from '../../db/schema/index';
import { memoize } from '../../lib/memoize';
import type { Page, PageWindow } from '../../lib/paging';
import { createReadCache, type ReadCache } from '../../lib/read-cache';

/** A post with its author's current display name (joined, so a renamed author shows the new name). */
export type BlogWithAuthor = BlogRow & { authorName: string };

/** The columns an author (or an admin) may change. */
export type BlogEdits = Partial<Pick<NewBlogRow, 'title' | 'content' | 'imageUrl'>>;

const withAuthor = {
  id: blogs.id,
  title: blogs.title,
  content: blogs.content,
  imageUrl: blogs.imageUrl,
  authorId: blogs.authorId,
  authorEmail: blogs.authorEmail,
  createdAt: blogs.createdAt,
  updatedAt: blogs.updatedAt,
  authorName: users.name,
};

/**
 * The list and single posts are read through the app's read cache (lib/read-cache.ts), which every
 * write here clears, and so does a change of a user's name (users.repository.ts).
 */
export function createBlogsRepository(db: Database, cache: ReadCache = createReadCache()) {
  return {
    ...blogsQueries(db, cache),

    /** Runs `work` in one transaction, with the queries bound to it, and the transaction itself (for the audit log). */
    async transaction<T>(work: (blogs: BlogsQueries, tx: Database) => Promise<T>): Promise<T> {
      const result = await db.transaction((tx) => work(blogsQueries(tx), tx));
      cache.clear();
      return result;
    },
  };
}

/** Inside a transaction `cache` is absent: every read is fresh. */
function blogsQueries(db: Database, cache?: ReadCache) {
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => (cache ? cache.get(key, load) : load());
  const changed = <T>(result: T): T => {
    cache?.clear();
    return result;
  };
  const selectWithAuthor = () => db.select(withAuthor).from(blogs).innerJoin(users, eq(users.id, blogs.authorId));
  // The public blog list is a hot read: prepared on first use, not rebuilt and re-parsed on every request.
  const listStatements = memoize(() => ({
    page: selectWithAuthor()
      .orderBy(desc(blogs.createdAt), desc(blogs.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare('blogs_page'),
    count: db.select({ value: count() }).from(blogs).prepare('blogs_count'),
  }));

  return {
    /** One page, newest first (id breaks ties), served by blogs_created_idx. */
    async list(page: PageWindow): Promise<Page<BlogWithAuthor>> {
      const statements = listStatements('list');
      const [rows, total] = await Promise.all([
        cached(`blogs page ${page.offset} ${page.limit}`, () => statements.page.execute({ ...page })),
        cached('blogs count', async () => (await statements.count.execute())[0]?.value ?? 0),
      ]);
      return { rows, total };
    },

    async findById(id: string): Promise<BlogWithAuthor | undefined> {
      return cached(`blog ${id}`, async () => (await selectWithAuthor().where(eq(blogs.id, id)).limit(1))[0]);
    },

    async insert(values: NewBlogRow): Promise<BlogRow> {
      const [row] = changed(await db.insert(blogs).values(values).returning());
      if (!row) throw new Error('The blog post was not stored.');
      return row;
    },

    /**
     * One atomic UPDATE; given a `version`, only while the post is still at it. Answers undefined when
     * nothing changed: no post has that id (it may have been deleted meanwhile), or it moved past `version`.
     */
    async update(id: string, changes: BlogEdits, version?: Date): Promise<BlogRow | undefined> {
      const [row] = changed(
        await db
          .update(blogs)
          .set({ ...changes, updatedAt: nextVersion(blogs.updatedAt) })
          .where(and(eq(blogs.id, id), versionCondition(blogs.updatedAt, version)))
          .returning(),
      );
      return row;
    },

    async deleteById(id: string): Promise<number> {
      const deleted = changed(await db.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id }));
      return deleted.length;
    },
  };
}

type BlogsQueries = ReturnType<typeof blogsQueries>;
export type BlogsRepository = ReturnType<typeof createBlogsRepository>;
