import { PAGE_PATHS, pagePath } from '@grant/shared';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateDrive } from '../api/drives-api';
import { DriveForm } from '../components/drive-form';

/** A volunteer or admin organises a drive; its roster opens once it is made. */
export function CreateDrivePage() {
  usePageTitle('Organise a drive');
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateDrive();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('Organise a drive')}</h1>
        <p className="mt-2 text-stone-700">
          {t('Donors book a time in one of its slots; each slot takes the number of donors you choose.')}
        </p>
      </header>
      <Card>
        <DriveForm
          submitLabel="Create the drive"
          onSubmit={async (values, imageUrl) => {
            const { insertedId } = await create.mutateAsync({ ...values, ...(imageUrl ? { imageUrl } : {}) });
            toast.success(t('The drive is published.'));
            navigate(pagePath(PAGE_PATHS.driveRoster, insertedId));
          }}
        />
      </Card>
    </div>
  );
}
