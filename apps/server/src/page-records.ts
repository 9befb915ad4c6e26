import { PAGE_PATHS, type PageMatch } from '@grant/shared';
import type { PageRecordExists } from './plugins/static-files';
import type { Services } from './services';

/** The web app's pages whose `:id` is a record, and where to look it up: a page of a missing one is a 404. */
export const pageRecordExists =
  (services: Pick<Services, 'requests' | 'blogs'>): PageRecordExists =>
  async ({ pattern, id }: Required<PageMatch>) => {
    switch (pattern) {
      case PAGE_PATHS.requestDetails:
      case PAGE_PATHS.editRequest:
        return services.requests.exists(id);
      case PAGE_PATHS.blogPost:
      case PAGE_PATHS.editBlog:
        return services.blogs.exists(id);
      default:
        return true;
    }
  };
