import { randomUUID } from 'node:crypto';
import type { BlogRow, NewBlogRow, UserRow } from '../src/db/schema/index';
import type { TestApp } from './test-app';

/** An address in the shape our image store hands out; the blogs module checks the shape, not the file. */
export const uploadUrl = () => `/uploads/${randomUUID()}.webp`;

/** A valid JSON body for POST /api/blogs; override any field. */
export const blogBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Why your blood type matters',
  content: 'Eight blood groups, one goal.\n\nKnow yours.',
  imageUrl: uploadUrl(),
  ...overrides,
});

/** A post stored directly through the repository (no HTTP), written by `author`. */
export function createBlog(
  t: TestApp,
  author: UserRow,
  options: Partial<Omit<NewBlogRow, 'authorId' | 'authorEmail'>> = {},
): Promise<BlogRow> {
  return t.services.repositories.blogs.insert({
    title: 'A stored post',
    content: 'Some words.',
    imageUrl: uploadUrl(),
    ...options,
    authorId: author.id,
    authorEmail: author.email,
  });
}
