import { BLOG_TEXTS, PAGE_PATHS, pagePath } from '@grant/shared';
import { useNavigate } from 'react-router';
import { BlockedNotice } from '../../../components/ui/blocked-notice';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth';
import { useCreateBlog } from '../api/blogs-api';
import { BlogForm } from '../components/blog-form';

/** Any signed-in, active person may publish (spec section 6); admins go back to their content screen. */
export function AddBlogPage() {
  usePageTitle('Add blog');
  const t = useT();
  const { user } = useAuth();
  const create = useCreateBlog();
  const navigate = useNavigate();
  if (!user) return null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold">{t('Add blog')}</h1>
      <Card>
        {user.Status === 'block' ? (
          <BlockedNotice message={t(BLOG_TEXTS.blockedAuthor)} />
        ) : (
          <BlogForm
            mode="create"
            submitLabel="Add"
            onSubmit={async (data) => {
              const { insertedId } = await create.mutateAsync(data);
              toast.success(t(BLOG_TEXTS.published));
              navigate(user.Role === 'admin' ? PAGE_PATHS.content : pagePath(PAGE_PATHS.blogPost, insertedId));
            }}
          />
        )}
      </Card>
    </div>
  );
}
