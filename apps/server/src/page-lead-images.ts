import { BLOG_LIMITS, PAGE_PATHS, type PageMatch } from '@grant/shared';
import type { PageLeadImage } from './plugins/static-files';
import type { Services } from './services';

/**
 * The picture a page shows first and largest, which its HTML answer names in a `Link: rel=preload`
 * header: on a slow phone network it then loads beside the scripts, not after them and the list's
 * answer. The blog's is its newest post's (the first card, the page's largest paint); the page asks
 * for the same first page (`BLOG_LIMITS.pageSize`), so both reads share one cached answer.
 */
export const pageLeadImage =
  (services: Pick<Services, 'blogs'>): PageLeadImage =>
  async ({ pattern }: PageMatch) => {
    if (pattern !== PAGE_PATHS.blog) return undefined;
    const { rows } = await services.blogs.list({ page: 1, limit: BLOG_LIMITS.pageSize });
    return rows[0]?.imageUrl;
  };
