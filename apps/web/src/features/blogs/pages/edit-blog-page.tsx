import { MESSAGES, PAGE_PATHS, pagePath } from '@grant/shared';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/states';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth';
import { RecordPage } from '../../errors';
import { useBlog, useUpdateBlog } from '../api/blogs-api';
import { BlogForm } from '../components/blog-form';

/** Edit a post: its author, or an admin. The server checks the same rule. */
export function EditBlogPage() {
  const t = useT();
  const { user } = useAuth();
  const update = useUpdateBlog();
  const navigate = useNavigate();

  return (
    <RecordPage useRecord={useBlog} title="Edit blog" loadingLabel="Loading the post">
      {(post, reload) => {
        if (!user) return null;
        const isAdmin = user.Role === 'admin';
        if (user.email !== post.email && !isAdmin)
          return <ErrorState message={t('Only the author of this post or an admin can edit it.')} />;
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
                onReload={reload}
                onSubmit={async (data) => {
                  await update.mutateAsync({ id: post._id, data, version: post.updatedAt });
                  toast.success(t(MESSAGES.updateSuccess));
                  navigate(isAdmin ? PAGE_PATHS.content : pagePath(PAGE_PATHS.blogPost, post._id));
                }}
              />
            </Card>
          </div>
        );
      }}
    </RecordPage>
  );
}
