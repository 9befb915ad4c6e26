import type { BlogRow } from '../../db/schema/index';
import { type Actor, actsAsAdmin } from '../../lib/actor';

type BlogOwner = Pick<BlogRow, 'authorId'>;

const isAuthor = (actor: Actor, blog: BlogOwner) => actor.id === blog.authorId;

/**
 * Who may do what with blog posts. Reading is public and publishing needs an active account (both
 * declared on the routes); changing a post is for its author, matched by account id rather than by
 * the copied email, or for an active admin, who manages content (spec section 6).
 */
export const blogsPolicy = {
  canEdit: (actor: Actor, blog: BlogOwner) => isAuthor(actor, blog) || actsAsAdmin(actor),
  canDelete: (actor: Actor, blog: BlogOwner) => isAuthor(actor, blog) || actsAsAdmin(actor),
  /** An admin removing someone else's post: an admin action, recorded in the audit log. */
  isAdminDeletion: (actor: Actor, blog: BlogOwner) => !isAuthor(actor, blog) && actsAsAdmin(actor),
};
