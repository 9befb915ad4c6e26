import { blogPostsChoiceSchema, type DeleteAccount, deleteAccountSchema, PAGE_PATHS } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { startTransition, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CancelAndSubmit } from '../../../components/ui/form-actions';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { useMutationFormError } from '../../../lib/use-server-error';
import { useAuth } from '../../auth';
import { useDeleteAccount, useOwnErasurePreview } from '../api/privacy-api';
import { asksAboutPosts, ErasureTerms } from './erasure-terms';
import { IdentityProofFields } from './identity-proof-fields';

/** With posts, the form asks what becomes of them; the server refuses the deletion without that choice. */
const withPostsSchema = deleteAccountSchema.extend({ blogPosts: blogPostsChoiceSchema });

/** "Delete my account": what happens, the choice about blog posts (when there are some), the password; then the person is signed out here. */
export function DeleteAccountDialog() {
  const t = useT();
  const navigate = useNavigate();
  const { forgetSession } = useAuth();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const problem = useMutationFormError(remove);
  const preview = useOwnErasurePreview(open);
  const form = useForm<DeleteAccount>({
    resolver: zodResolver(asksAboutPosts(preview) ? withPostsSchema : deleteAccountSchema),
    defaultValues: { password: '', code: '', blogPosts: undefined },
  });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      problem.clear();
    }
  };
  const submit = form.handleSubmit((values) => {
    problem.clear();
    remove.mutate(
      {
        blogPosts: asksAboutPosts(preview) ? values.blogPosts : undefined,
        password: values.password || undefined,
        code: values.code || undefined,
      },
      {
        // A post written since the dialog opened is refused by the server: read the count again, so the choice shows.
        onError: () => void preview.refetch(),
        onSuccess: () => {
          setOpen(false);
          // In one transition: forgotten while still on the profile, the sign-in guard would send them to the login page.
          startTransition(() => {
            navigate(PAGE_PATHS.home, { replace: true });
            forgetSession();
          });
          toast.success(t('Your account is deleted. Thank you for the good you did here.'));
        },
      },
    );
  }, problem.onInvalid);
  const effects = [
    t('You are signed out everywhere; your profile, photo, phone and alerts are erased at once.'),
    t('Your open requests are canceled, and the donors who offered to give are told.'),
    t('Past requests and donations stay in the figures, without your name.'),
    t('Gifts of money stay for accounting, without your name or e-mail.'),
  ];
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" /> {t('Delete my account')}
      </Button>
      <LazyModal open={open} onOpenChange={close} title={t('Delete your account?')} description={t('This cannot be undone.')}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <ErasureTerms
            effects={effects}
            preview={preview}
            posts={{ legend: t('Your blog posts'), field: form.register('blogPosts'), error: form.formState.errors.blogPosts?.message }}
          />
          <IdentityProofFields
            password={form.register('password')}
            code={form.register('code')}
            errors={{ password: form.formState.errors.password?.message, code: form.formState.errors.code?.message }}
          />
          <CancelAndSubmit
            error={problem.message}
            onCancel={() => close(false)}
            submitLabel="Delete my account"
            busy={remove.isPending || preview.isPending}
            cancelLabel="Keep my account"
            danger
          />
        </form>
      </LazyModal>
    </>
  );
}
