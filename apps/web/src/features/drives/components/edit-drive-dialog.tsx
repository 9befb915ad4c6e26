import type { Drive } from '@grant/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { useUpdateDrive } from '../api/drives-api';
import { changedFields, DriveForm } from './drive-form';

/** "Edit the drive": its words, picture, date and place; everyone booked is told of the change. */
export function EditDriveDialog({ drive }: { drive: Drive }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const update = useUpdateDrive(drive._id);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Pencil aria-hidden="true" className="size-4" /> {t('Edit the drive')}
      </Button>
      <LazyModal open={open} onOpenChange={setOpen} title={t('Edit the drive')} description={t('Everyone booked is told of the change.')}>
        <DriveForm
          drive={drive}
          submitLabel="Save changes"
          onCancel={() => setOpen(false)}
          onSubmit={async (values, imageUrl) => {
            const changes = { ...changedFields(drive, values), ...(imageUrl ? { imageUrl } : {}) };
            if (Object.keys(changes).length === 0) {
              setOpen(false);
              return;
            }
            await update.mutateAsync(changes);
            setOpen(false);
            toast.success(t('The drive is changed and everyone booked is told.'));
          }}
        />
      </LazyModal>
    </>
  );
}
