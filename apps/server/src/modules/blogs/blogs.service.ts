import { BLOG_TEXTS, type BlogFields, MESSAGES, VERSION_MESSAGES } from '@grant/shared';
import type { Actor } from '../../lib/actor';
import { badRequest, forbidden, notFound, preconditionFailed } from '../../lib/app-error';
import { type Paging, windowOf } from '../../lib/paging';
import type { AuditService, RecordOptions } from '../audit/audit.service';
import type { UploadsService } from '../uploads/uploads.service';
import { ownImageUrl } from './blog-images';
import { blogsPolicy } from './blogs.policy';
import { BLOG_READ_TAGS, type BlogEdits, type BlogsRepository, type BlogWithAuthor } from './blogs.repository';

/** A thumbnail: a new file to check and store, or the address of an image already uploaded. */
export type Thumbnail = { file: Buffer } | { url: string };

export interface BlogsServiceDeps {
  blogs: BlogsRepository;
  uploads: UploadsService;
  audit: AuditService;
  /** Where our images live besides the app itself: the image bucket's public URL when S3 is configured. */
  imageBaseUrls?: readonly string[];
}

export function createBlogsService(deps: BlogsServiceDeps) {
  const { blogs, uploads } = deps;
  const isOwnImage = ownImageUrl(deps.imageBaseUrls ?? []);

  async function existing(id: string): Promise<BlogWithAuthor> {
    const row = await blogs.findById(id);
    if (!row) throw notFound(BLOG_TEXTS.notFound);
    return row;
  }

  const checkImage = (thumbnail: Thumbnail | undefined) => {
    if (thumbnail && 'url' in thumbnail && !isOwnImage(thumbnail.url)) throw badRequest(BLOG_TEXTS.imageUrlInvalid);
  };

  /** Stores a new file only once everything else about the call has been accepted. */
  const imageUrlOf = async (thumbnail: Thumbnail) => ('file' in thumbnail ? uploads.storeImage(thumbnail.file) : thumbnail.url);

  return {
    list: (paging: Paging) => blogs.list(windowOf(paging)),

    /** The read cache's tags of the list's and a post's whole answers (plugins/http-caching.ts). */
    answerTags: () => BLOG_READ_TAGS,

    findById: existing,

    /** Whether a post of this id exists (the server answers 404 for the page of one that does not). */
    exists: async (id: string) => Boolean(await blogs.findById(id)),

    /** The author (id and email) is always the session's, whatever the body says. */
    async create(actor: Actor, fields: BlogFields, thumbnail: Thumbnail) {
      checkImage(thumbnail);
      const imageUrl = await imageUrlOf(thumbnail);
      const row = await blogs.insert({ ...fields, imageUrl, authorId: actor.id, authorEmail: actor.email });
      return { insertedId: row.id };
    },

    /**
     * The author or an active admin; the author stays who they were. Given the `version` the editor
     * read (If-Match), only while the post is still at it: the UPDATE checks that, and a post already
     * past it is refused before a new image is stored for nothing.
     */
    async update(actor: Actor, id: string, changes: Partial<BlogFields>, thumbnail?: Thumbnail, version?: Date) {
      const row = await existing(id);
      if (!blogsPolicy.canEdit(actor, row)) throw forbidden(MESSAGES.forbidden);
      checkImage(thumbnail);
      const outdated = () => preconditionFailed(VERSION_MESSAGES.changedSinceRead);
      if (version && version.getTime() !== row.updatedAt.getTime()) throw outdated();
      const edits: BlogEdits = { title: changes.title, content: changes.content };
      if (thumbnail) edits.imageUrl = await imageUrlOf(thumbnail);
      if (Object.values(edits).every((value) => value === undefined)) return { modifiedCount: 0 };
      const changed = await blogs.update(id, edits, version);
      if (!changed) throw (await blogs.findById(id)) ? outdated() : notFound(BLOG_TEXTS.notFound);
      return { modifiedCount: 1 };
    },

    /** An admin deleting someone else's post is recorded in the audit log, in the deletion's transaction. */
    async remove(actor: Actor, id: string, log?: RecordOptions['log']) {
      const row = await existing(id);
      if (!blogsPolicy.canDelete(actor, row)) throw forbidden(MESSAGES.forbidden);
      const deletedCount = await blogs.transaction(async (inTx, tx) => {
        const deleted = await inTx.deleteById(id);
        if (deleted > 0 && blogsPolicy.isAdminDeletion(actor, row)) {
          await deps.audit.record(
            {
              actorId: actor.id,
              actorEmail: actor.email,
              action: 'blog.delete',
              targetType: 'blog',
              targetId: row.id,
              targetLabel: row.title,
              detail: `Written by ${row.authorName} (${row.authorEmail}) on ${row.createdAt.toISOString().slice(0, 10)}`,
            },
            { tx, log },
          );
        }
        return deleted;
      });
      if (deletedCount === 0) throw notFound(BLOG_TEXTS.notFound);
      return { deletedCount };
    },
  };
}

export type BlogsService = ReturnType<typeof createBlogsService>;
