import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nextVersion, versionCondition } from '../../db/row-version';
import { type BlogRow, blogs, type NewBlogRow, users } from '../../db/schema/index';
import {
  newestFirst,
  type Page,
  type PageWindow,
  pageOf,
  pageStatements,
  preparedAfterCursor,
  preparedCappedCount,
  preparedWindowValues,
  rowsReadSuffix,
  startOf,
  windowClauses,
} from '../../lib/paging';
import { createReadCache, type ReadCache, TABLE_TAGS } from '../../lib/read-cache';

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
 * write here invalidates, and so does a change of a user's name (users.repository.ts).
 */
const BLOG_TAGS = [TABLE_TAGS.blogs];
/** A post shows its author's name, joined from users. */
export const BLOG_READ_TAGS = [TABLE_TAGS.blogs, TABLE_TAGS.users];

export function createBlogsRepository(db: Database, cache: ReadCache = createReadCache()) {
  return {
    ...blogsQueries(db, cache),

    /** Runs `work` in one transaction, with the queries bound to it, and the transaction itself (for the audit log). */
    async transaction<T>(work: (blogs: BlogsQueries, tx: Database) => Promise<T>): Promise<T> {
      const result = await db.transaction((tx) => work(blogsQueries(tx), tx));
      cache.invalidate(BLOG_TAGS);
      return result;
    },
  };
}

/** Inside a transaction `cache` is absent: every read is fresh. */
function blogsQueries(db: Database, cache?: ReadCache) {
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => (cache ? cache.get(key, load, { tags: BLOG_READ_TAGS }) : load());
  const changed = <T>(result: T): T => {
    cache?.invalidate(BLOG_TAGS);
    return result;
  };
  const selectWithAuthor = () => db.select(withAuthor).from(blogs).innerJoin(users, eq(users.id, blogs.authorId));
  // The public blog list is a hot read: prepared on first use, not rebuilt and re-parsed on every request.
  const pageStatement = pageStatements((start, rows) => {
    const after = start === 'after';
    const window = windowClauses(rows, sql.placeholder);
    return selectWithAuthor()
      .where(preparedAfterCursor(blogs.createdAt, blogs.id, after))
      .orderBy(...newestFirst(blogs.createdAt, blogs.id))
      .offset(window.offset)
      .limit(window.limit)
      .prepare(`blogs_page${after ? '_after' : ''}${rowsReadSuffix(rows)}`);
  });
  const countStatement = preparedCappedCount(db, blogs, 'blogs_count');

  return {
    /** One page, newest first (id breaks ties), served by blogs_created_idx. */
    async list(window: PageWindow): Promise<Page<BlogWithAuthor>> {
      const [rows, total] = await Promise.all([
        cached(`blogs page ${startOf(window)} ${window.limit}`, () =>
          pageStatement(window.after ? 'after' : 'offset', window).execute(preparedWindowValues(window)),
        ),
        cached('blogs count', countStatement),
      ]);
      return pageOf(rows, window, total);
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
