import { type DonationRequest, MESSAGES } from '@grant/shared';
import { HandHeart } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth/auth-context';
import { useConfirmDonation } from '../api/requests-api';

/** The Donate button and its confirmation: the donor's name and email come from the account. */
export function DonateDialog({ request }: { request: DonationRequest }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const confirm = useConfirmDonation();
  if (!user) return null;
  const ownRequest = request.email === user.email;
  const pending = request.status === 'pending';

  return (
    <>
      <Button size="lg" onClick={() => setOpen(true)}>
        <HandHeart aria-hidden="true" className="size-5" /> Donate
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) confirm.reset();
        }}
        title="Confirm your donation"
        description={
          pending ? `You offer to give ${request.blood} blood to ${request.recipientName} at ${request.hospitalName}.` : undefined
        }
      >
        {!pending ? (
          <div className="space-y-4">
            <p className="text-stone-800">This request is {request.status} and no longer needs a donor.</p>
            <Button variant="secondary" className="w-full" onClick={() => setOpen(false)}>
              {MESSAGES.alreadyConfirmed}
            </Button>
          </div>
        ) : ownRequest ? (
          <p className="text-stone-800">This is your own request. Share it so a donor can find it.</p>
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-stone-50 p-4 text-sm">
              <dt className="text-stone-600">Donor name</dt>
              <dd className="font-medium">{user.displayName}</dd>
              <dt className="text-stone-600">Donor email</dt>
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
                    toast.success('Thank you! The requester can now see that you will donate.');
                  },
                })
              }
            >
              {MESSAGES.confirm}
            </Button>
          </div>
        )}
      </Modal>
    </>
  );
}
