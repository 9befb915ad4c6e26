/** The blog feature's own texts (the spec quotes none for blogs besides the delete confirmation); apart from the schemas, so using them needs no zod. */
export const BLOG_TEXTS = {
  notFound: 'No blog post was found with that id.',
  thumbnailRequired: 'Choose a thumbnail image.',
  thumbnailTwice: 'Send either a thumbnail file or an imageUrl, not both.',
  imageUrlInvalid: 'The thumbnail must be an image uploaded to Grant first (POST /api/uploads).',
  published: 'Blog published',
  sendJsonOrMultipart: 'Send the post as a JSON object or as multipart/form-data.',
  postInvalid: 'The post is not valid.',
  blockedAuthor: 'Your account is blocked, so you cannot publish or change blog posts.',
} as const;
