import { LIMITS, PAGE_PATHS } from '@grant/shared';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBlogs } from '../api/blogs-api';
import { BlogActions } from '../components/blog-actions';
import { BlogCard } from '../components/blog-card';

function NewBadge() {
  const t = useT();
  return <span className="shrink-0 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white">{t('NEW')}</span>;
}

/** The admin's content screen (spec section 2): the last two posts, Add Blog and See All. */
export function ContentPage() {
  usePageTitle('Content');
  const t = useT();
  const latest = useBlogs(undefined, LIMITS.contentLatestBlogs).query;

  let body: ReactNode;
  if (latest.isPending) body = <PageSpinner label={t('Loading the latest posts')} />;
  else if (latest.isError) body = <ErrorState message={errorMessage(latest.error)} onRetry={() => latest.refetch()} />;
  else if (latest.data.items.length === 0)
    body = <EmptyState title={t('No posts yet.')} text={t('Add the first blog post for donors to read.')} />;
  else
    body = (
      <ul className="grid gap-6 md:grid-cols-2">
        {latest.data.items.map((blog) => (
          <li key={blog._id} className="flex">
            <BlogCard blog={blog} badge={<NewBadge />} actions={<BlogActions blog={blog} />} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold">{t('Content')}</h1>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={PAGE_PATHS.addBlog}>
            <Plus aria-hidden="true" className="size-4" /> {t('Add Blog')}
          </ButtonLink>
          <ButtonLink to={PAGE_PATHS.blog} variant="secondary">
            {t('See All')}
          </ButtonLink>
        </div>
      </div>
      {body}
    </div>
  );
}
