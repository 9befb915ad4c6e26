import { DONOR_TEXTS, type DonationRequest, MESSAGES, REQUEST_TEXTS } from '@grant/shared';
import { HandHeart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth';
import { useConfirmDonation } from '../api/requests-api';

/**
 * The Donate button and its confirmation: the donor's name and email come from the account.
 * `openOnLoad`: the page was opened from an alert's "I can donate" (`?respond=donate`).
 */
export function DonateDialog({ request, openOnLoad = false }: { request: DonationRequest; openOnLoad?: boolean }) {
  const { user } = useAuth();
  const t = useT();
  const [open, setOpen] = useState(openOnLoad);
  const confirm = useConfirmDonation();
  if (!user) return null;
  const pending = request.status === 'pending';
  const pledged = request.yourResponse === 'pledged';

  return (
    <>
      <Button size="lg" onClick={() => setOpen(true)}>
        <HandHeart aria-hidden="true" className="size-5" /> {t('Donate')}
      </Button>
      <LazyModal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) confirm.reset();
        }}
        title={t('Confirm your donation')}
        description={
          pending && !pledged
            ? t(user.blood ? DONOR_TEXTS.donateOffer : DONOR_TEXTS.donateOfferNoGroup, {
                donorBlood: user.blood ?? '',
                patientBlood: request.blood,
                recipient: request.recipientName,
                hospital: request.hospitalName,
              })
            : undefined
        }
      >
        {!pending ? (
          <div className="space-y-4">
            <p className="text-stone-800">{t('This request is {status} and no longer needs a donor.', { status: t(request.status) })}</p>
            <Button variant="secondary" className="w-full" onClick={() => setOpen(false)}>
              {t(MESSAGES.alreadyConfirmed)}
            </Button>
          </div>
        ) : pledged ? (
          <div className="space-y-4">
            <p className="text-stone-800">{t(REQUEST_TEXTS.alreadyPledged)}</p>
            <Button variant="secondary" className="w-full" onClick={() => setOpen(false)}>
              {t(MESSAGES.alreadyConfirmed)}
            </Button>
          </div>
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-stone-50 p-4 text-sm">
              <dt className="text-stone-600">{t('Donor name')}</dt>
              <dd className="font-medium">{user.displayName}</dd>
              <dt className="text-stone-600">{t('Donor email')}</dt>
              <dd className="font-medium break-all">{user.email}</dd>
            </dl>
            <FormError message={confirm.isError ? errorMessage(confirm.error) : null} />
            <Button
              className="w-full"
              busy={confirm.isPending}
              onClick={() =>
                confirm.mutate(request._id, {
                  onSuccess: () => {
                    setOpen(false);
                    toast.success(t('Thank you! The requester can now see that you will donate.'));
                  },
                })
              }
            >
              {t(MESSAGES.confirm)}
            </Button>
          </div>
        )}
      </LazyModal>
    </>
  );
}
