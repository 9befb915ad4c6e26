import { PAGE_PATHS } from '@grant/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../auth';
import { RecordPage } from '../../errors';
import { useBlog } from '../api/blogs-api';
import { paragraphsOf } from '../blog-text';
import { BlogActions } from '../components/blog-actions';
import { BlogByline } from '../components/blog-byline';
import { BlogThumbnail } from '../components/blog-thumbnail';

/** One post. Its content is plain text: paragraphs split on blank lines, each rendered as text (React escapes it). */
export function BlogPostPage() {
  const { user } = useAuth();
  const t = useT();
  const navigate = useNavigate();

  const back = (
    <Link to={PAGE_PATHS.blog} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('All posts')}
    </Link>
  );

  return (
    <RecordPage
      useRecord={useBlog}
      title="Blog"
      titleOf={(post) => post.title}
      loadingLabel="Loading the post"
      frame={(error) => (
        <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
          {back}
          {error}
        </div>
      )}
    >
      {(post) => {
        const mayManage = user !== null && (user.email === post.email || (user.Role === 'admin' && user.Status === 'Active'));
        return (
          <article className="mx-auto max-w-3xl space-y-6 px-4 py-10">
            {back}
            <header className="space-y-3">
              <h1 className="text-3xl leading-tight font-bold break-words sm:text-4xl">{post.title}</h1>
              <BlogByline blog={post} />
              {mayManage && <BlogActions blog={post} onDeleted={() => navigate(PAGE_PATHS.blog, { replace: true })} />}
            </header>
            <BlogThumbnail src={post.imageUrl} title={post.title} eager className="rounded-2xl" />
            <div className="space-y-4 text-lg leading-relaxed break-words text-stone-800">
              {paragraphsOf(post.content).map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own and never reorder.
                <p key={index} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
          </article>
        );
      }}
    </RecordPage>
  );
}
