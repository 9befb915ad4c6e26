/** Bounds of a blog post (the spec gives none; these keep a post readable and a request small). */
export const BLOG_LIMITS = {
  titleMaxLength: 150,
  contentMaxLength: 20_000,
  /** Posts per page of the public /blog grid: three rows of three at large widths. */
  pageSize: 9,
} as const;
