import { MESSAGES } from '@grant/shared';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth/auth-context';
import { isGone, useBlog, useUpdateBlog } from '../api/blogs-api';
import { BlogForm } from '../components/blog-form';

/** Edit a post: its author, or an admin. The server checks the same rule. */
export function EditBlogPage() {
  usePageTitle('Edit blog');
  const t = useT();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const blog = useBlog(id);
  const update = useUpdateBlog();
  const navigate = useNavigate();

  if (blog.isPending) return <PageSpinner label={t('Loading the post')} />;
  if (blog.isError)
    return <ErrorState message={errorMessage(blog.error)} onRetry={isGone(blog.error) ? undefined : () => blog.refetch()} />;
  if (!user) return null;
  const post = blog.data;
  const isAdmin = user.Role === 'admin';
  if (user.email !== post.email && !isAdmin) return <ErrorState message={t('Only the author of this post or an admin can edit it.')} />;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold">{t('Edit blog')}</h1>
      <Card>
        <BlogForm
          // A reloaded post (a newer version) starts the form afresh.
          key={post.updatedAt}
          mode="edit"
          initial={post}
          submitLabel="Update"
          onReload={() => blog.refetch()}
          onSubmit={async (data) => {
            await update.mutateAsync({ id, data, version: post.updatedAt });
            toast.success(t(MESSAGES.updateSuccess));
            navigate(isAdmin ? '/dashboard/content' : `/blog/${id}`);
          }}
        />
      </Card>
    </div>
  );
}
