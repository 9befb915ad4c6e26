import { type ChangePassword, changePasswordSchema } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useServerError } from '../../../lib/use-server-error';
import { accountApi, accountKeys } from '../api/account-api';

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'password', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/** Changing the password signs out every other device; this one stays signed in. */
export function ChangePasswordForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const { serverError, setServerError, clearServerError, onInvalid } = useServerError<string>();
  const form = useForm<ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      await accountApi.changePassword(values);
      form.reset();
      toast.success(t('Password changed. Other devices were signed out.'));
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  }, onInvalid);

  return (
    <Card aria-labelledby="password-heading">
      <h2 id="password-heading" className="text-lg font-bold">
        {t('Change password')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        {FIELDS.map((field) => (
          <FormField key={field.name} label={t(field.label)} required error={errors[field.name]?.message}>
            {(control) => (
              <input
                {...control}
                {...form.register(field.name)}
                className={`${control.className} h-11`}
                type="password"
                autoComplete={field.autoComplete}
              />
            )}
          </FormField>
        ))}
        <FormError message={serverError} />
        <Button type="submit" busy={isSubmitting}>
          {t('Change password')}
        </Button>
      </form>
    </Card>
  );
}
