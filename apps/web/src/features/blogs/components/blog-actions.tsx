import { type Blog, PAGE_PATHS, pagePath } from '@grant/shared';
import { Pencil } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { DeleteButton } from '../../../components/ui/delete-button';
import { useT } from '../../../i18n/use-t';
import { useDeleteBlog } from '../api/blogs-api';

function DeleteBlogButton({ blog, onDeleted }: { blog: Blog; onDeleted?: () => void }) {
  const remove = useDeleteBlog();
  return (
    <DeleteButton
      label={blog.title}
      onDelete={async () => {
        const result = await remove.mutateAsync(blog._id);
        onDeleted?.();
        return result;
      }}
    />
  );
}

/** Edit and Delete for a post; the page decides who sees them (the server decides who may use them). */
export function BlogActions({ blog, onDeleted }: { blog: Blog; onDeleted?: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink
        to={pagePath(PAGE_PATHS.editBlog, blog._id)}
        variant="secondary"
        size="sm"
        aria-label={t('Edit {title}', { title: blog.title })}
      >
        <Pencil aria-hidden="true" className="size-4" /> {t('Edit')}
      </ButtonLink>
      <DeleteBlogButton blog={blog} onDeleted={onDeleted} />
    </div>
  );
}
