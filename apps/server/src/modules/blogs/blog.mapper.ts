import type { Blog } from '@grant/shared';
import type { BlogWithAuthor } from './blogs.repository';

/** A post in the spec's shape (`_id`, `email` of the author), plus the author's name and the date. */
export const toBlog = (row: BlogWithAuthor): Blog => ({
  _id: row.id,
  title: row.title,
  content: row.content,
  imageUrl: row.imageUrl,
  email: row.authorEmail,
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
