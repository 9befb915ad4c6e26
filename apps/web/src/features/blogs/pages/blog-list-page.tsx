import { PAGE_PATHS } from '@grant/shared';
import { PenLine } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { lazyNamed } from '../../../lib/lazy-named';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { useAuth } from '../../auth';
import { useBlogs } from '../api/blogs-api';
import { BlogCard } from '../components/blog-card';

// Only an author sees them, on their own posts: a visitor's page does not wait for their delete dialog (Radix).
const BlogActions = lazyNamed(() => import('../components/blog-actions'), 'BlogActions');

/** The public blog: every post, newest first, one column on phones, two at md, three at lg. */
export function BlogListPage() {
  usePageTitle('Blog');
  const { user } = useAuth();
  const t = useT();
  const list = useBlogs(useUrlPage());
  const { query: blogs, page } = list;

  let body: ReactNode;
  // Screen-tall: the footer stays out of sight until the posts arrive instead of being pushed down by them (CLS was 0.2).
  if (blogs.isPending) body = <PageSpinner screen label={t('Loading blog posts')} />;
  else if (blogs.isError) body = <ErrorState message={errorMessage(blogs.error)} onRetry={() => blogs.refetch()} />;
  else if (blogs.data.items.length === 0)
    body = (
      <EmptyState
        title={page > 1 ? t('There are no posts on this page.') : t('No posts yet.')}
        text={t('Stories from donors and volunteers will appear here.')}
      />
    );
  else
    body = (
      <div aria-busy={blogs.isFetching}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {blogs.data.items.map((blog, index) => (
            <li key={blog._id} className="flex">
              {/* The spec's rule: Edit and Delete only on the signed-in person's own posts, matched by email. */}
              <BlogCard
                blog={blog}
                eager={index === 0}
                actions={
                  user?.email === blog.email ? (
                    <Suspense fallback={null}>
                      <BlogActions blog={blog} />
                    </Suspense>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
        {list.pager && <Pagination {...list.pager} />}
      </div>
    );

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{t('Blog')}</h1>
          <p className="mt-2 text-stone-700">{t('Stories, tips and news from the people who keep blood moving.')}</p>
        </div>
        {user && (
          <ButtonLink to={PAGE_PATHS.addBlog} variant="secondary">
            <PenLine aria-hidden="true" className="size-4" /> {t('Write a post')}
          </ButtonLink>
        )}
      </header>
      {body}
    </div>
  );
}
