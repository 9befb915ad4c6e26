import { blogPostsChoiceSchema, type EraseUser, eraseUserSchema, PRIVACY_TEXTS, type UserRecord } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { CancelAndSubmit } from '../../../components/ui/form-actions';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { useMutationFormError } from '../../../lib/use-server-error';
import { asksAboutPosts, ErasureTerms } from '../../profile';
import { useEraseUser, useErasurePreview } from '../api/users-api';

/** With posts, the form asks what becomes of them; the server refuses the erasure without that choice. */
const withPostsSchema = eraseUserSchema.extend({ blogPosts: blogPostsChoiceSchema });

interface EraseUserDialogProps {
  /** The person to delete; null keeps the dialog closed. */
  user: UserRecord | null;
  onClose: () => void;
  /** Where focus goes once the person's row, which opened the dialog, has left the list. */
  afterErase: RefObject<HTMLElement | null>;
}

/**
 * An admin's "Delete account": the same effects as the person's own deletion, and the same choice
 * about their blog posts. One dialog for the page, not one per row: the row goes when the list is
 * read again, and the dialog must outlive it to close and say so.
 */
export function EraseUserDialog({ user, onClose, afterErase }: EraseUserDialogProps) {
  const t = useT();
  const erase = useEraseUser();
  const problem = useMutationFormError(erase);
  const preview = useErasurePreview(user?._id);
  const form = useForm<EraseUser>({
    resolver: zodResolver(asksAboutPosts(preview) ? withPostsSchema : eraseUserSchema),
    defaultValues: { blogPosts: undefined },
  });
  const close = () => {
    onClose();
    form.reset();
    problem.clear();
  };
  const submit = form.handleSubmit(({ blogPosts }) => {
    problem.clear();
    if (!user) return;
    erase.mutate(
      { id: user._id, blogPosts: asksAboutPosts(preview) ? blogPosts : undefined },
      {
        // A post written since the dialog opened is refused by the server: read the count again, so the choice shows.
        onError: () => void preview.refetch(),
        onSuccess: () => {
          close();
          toast.success(t('{name}’s account is deleted', { name: user.Name }));
        },
      },
    );
  }, problem.onInvalid);
  const name = user?.Name ?? '';
  const effects = [
    t('{name} is signed out everywhere; their profile, photo, phone and alerts are erased at once.', { name }),
    t('Their open requests are canceled, and the donors who offered to give are told.'),
    t('Past requests and donations stay in the figures, without their name.'),
    t('Gifts of money stay for accounting, without their name or e-mail.'),
    t('The deletion is recorded in the audit log.'),
  ];
  // The shared schema's message speaks to the account's owner ("your blog posts"); here it is about them.
  const postsError = form.formState.errors.blogPosts ? PRIVACY_TEXTS.theirBlogChoiceRequired : undefined;
  return (
    <LazyModal
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title={t('Delete {name}’s account?', { name })}
      description={t('This cannot be undone.')}
      fallbackFocus={afterErase}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <ErasureTerms
          effects={effects}
          preview={preview}
          posts={{ legend: t('Their blog posts'), field: form.register('blogPosts'), error: postsError }}
        />
        <CancelAndSubmit
          error={problem.message}
          onCancel={close}
          submitLabel="Delete account"
          busy={erase.isPending || preview.isPending}
          danger
        />
      </form>
    </LazyModal>
  );
}
