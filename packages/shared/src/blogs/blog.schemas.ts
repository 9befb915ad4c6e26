import { z } from 'zod';
import { BLOG_LIMITS } from './blog.limits';
import { BLOG_TEXTS } from './blog.texts';

// Written apart from the schemas, so the web app's Bangla dictionary and the blog list can use them without zod.
export { BLOG_LIMITS, BLOG_TEXTS };

/**
 * Plain text, trimmed, with a length a person can act on. Line ends become '\n' (a browser form sends
 * '\r\n'); NUL is refused (PostgreSQL text cannot hold it).
 */
const blogText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine((value) => !value.includes('\u0000'), { error: `${label} cannot contain a NUL character.` });

export const blogTitleSchema = blogText('Title', BLOG_LIMITS.titleMaxLength);
/** Plain text with blank-line paragraphs; stored as given (trimmed) and always rendered as text, never as HTML. */
export const blogContentSchema = blogText('Content', BLOG_LIMITS.contentMaxLength);

/** The path every stored image has: '/uploads/<uuid>.webp', on the app itself or under the image bucket's URL. */
export const UPLOADED_IMAGE_PATH = /\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/**
 * A thumbnail address of the shape the image store hands out (see POST /uploads). The server also
 * checks that it lives on the app itself or in its own bucket, which only it knows.
 */
export const blogImageUrlSchema = z
  .string({ error: BLOG_TEXTS.imageUrlInvalid })
  .max(2048, { error: BLOG_TEXTS.imageUrlInvalid })
  .regex(UPLOADED_IMAGE_PATH, { error: BLOG_TEXTS.imageUrlInvalid });

/** The text fields of the add and edit forms (the thumbnail travels as a file or as imageUrl). */
export const blogFieldsSchema = z.object({ title: blogTitleSchema, content: blogContentSchema });
export type BlogFields = z.infer<typeof blogFieldsSchema>;

/**
 * POST /blogs as JSON (the spec's client uploads the image first and sends its URL). The author's
 * email is the session's: an `email` in the body is dropped, never read.
 */
export const createBlogBodySchema = blogFieldsSchema.extend({ imageUrl: blogImageUrlSchema });
export type CreateBlogBody = z.infer<typeof createBlogBodySchema>;

/** POST /blogs as multipart: title and content, plus the file `image` (or, instead, an imageUrl field). */
export const createBlogFormSchema = blogFieldsSchema.extend({ imageUrl: blogImageUrlSchema.optional() });

/** PATCH /blogs/{id}: any of title, content and imageUrl (or, as multipart, a new file `image`). */
export const updateBlogBodySchema = createBlogBodySchema.partial();
export type UpdateBlogBody = z.infer<typeof updateBlogBodySchema>;

/** A post as the API answers it: the spec's fields plus the author's name and the publication time. */
export const blogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  email: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  /** The version an edit sends back in If-Match. */
  updatedAt: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;
export const blogListSchema = z.array(blogSchema);
