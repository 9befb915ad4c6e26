import { TRIAGE_TEXTS, type TriageItem } from '@grant/shared';
import { UserRoundCog } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CancelAndSubmit } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useHandlerChoices, useReassign } from '../api/triage-api';

/** An admin's "Give to…": the request goes to another active volunteer or admin, whoever holds it now. */
export function ReassignDialog({ request }: { request: TriageItem }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState('');
  const [missing, setMissing] = useState(false);
  const choices = useHandlerChoices(open);
  const reassign = useReassign();

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setUserId('');
      setMissing(false);
      reassign.reset();
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) return setMissing(true);
    reassign.mutate(
      { id: request._id, userId },
      {
        onSuccess: (handler) => {
          close(false);
          toast.success(t('{name} now handles this request', { name: handler.name }));
        },
      },
    );
  };

  return (
    <>
      {/* Bordered like the claim and release buttons above it, so that their edges line up. */}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t('Give the request for {name} to a volunteer', { name: request.recipientName })}
      >
        <UserRoundCog aria-hidden="true" className="size-4" /> {t('Give to…')}
      </Button>
      <LazyModal open={open} onOpenChange={close} title={t('Give the request for {name} to a volunteer', { name: request.recipientName })}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label={t('Volunteer or admin')} required error={missing ? TRIAGE_TEXTS.chooseVolunteer : undefined}>
            {(control) => (
              <select
                {...control}
                className={`${control.className} h-11`}
                value={userId}
                onChange={(event) => {
                  setUserId(event.target.value);
                  setMissing(false);
                }}
              >
                <option value="">{choices.isPending ? t('Loading the list') : t('Choose a person')}</option>
                {choices.data
                  ?.filter((person) => person._id !== request.handledBy?._id)
                  .map((person) => (
                    <option key={person._id} value={person._id}>
                      {person.name} ({person.email}, {t(person.role)})
                    </option>
                  ))}
              </select>
            )}
          </FormField>
          <CancelAndSubmit
            error={choices.isError ? errorMessage(choices.error) : reassign.isError ? errorMessage(reassign.error) : null}
            onCancel={() => close(false)}
            submitLabel="Give the request"
            busy={reassign.isPending}
          />
        </form>
      </LazyModal>
    </>
  );
}
