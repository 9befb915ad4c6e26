import { type Blog, MESSAGES } from '@grant/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteBlog } from '../api/blogs-api';

export const editBlogPath = (id: string) => `/dashboard/blogs/${id}/edit`;

/** Delete after the spec's confirmation; 'Deleted!' when it is done. */
function DeleteBlogButton({ blog, onDeleted }: { blog: Blog; onDeleted?: () => void }) {
  const remove = useDeleteBlog();
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Delete ${blog.title}`}>
          <Trash2 aria-hidden="true" className="size-4 text-red-800" /> Delete
        </Button>
      }
      title={MESSAGES.confirmTitle}
      description={MESSAGES.confirmIrreversible}
      confirmLabel={MESSAGES.confirmDelete}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(blog._id, {
          onSuccess: (result) => {
            setOpen(false);
            if (result.deletedCount > 0) toast.success(MESSAGES.deletedTitle, { description: MESSAGES.deletedText });
            onDeleted?.();
          },
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    />
  );
}

/** Edit and Delete for a post; the page decides who sees them (the server decides who may use them). */
export function BlogActions({ blog, onDeleted }: { blog: Blog; onDeleted?: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink to={editBlogPath(blog._id)} variant="secondary" size="sm" aria-label={`Edit ${blog.title}`}>
        <Pencil aria-hidden="true" className="size-4" /> Edit
      </ButtonLink>
      <DeleteBlogButton blog={blog} onDeleted={onDeleted} />
    </div>
  );
}
