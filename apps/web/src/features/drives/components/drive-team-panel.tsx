import { Card } from '../../../components/ui/card';
import { PeoplePanel } from '../../../components/ui/people-panel';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddTeamMember, useDriveTeam, useRemoveTeamMember } from '../api/drives-api';

/**
 * The drive team: the helpers who read the roster and check donors in beside the organiser. Its
 * organiser and admins add them by e-mail and remove them; the helpers see the list.
 */
export function DriveTeamPanel({ driveId, title }: { driveId: string; title: string }) {
  const t = useT();
  const team = useDriveTeam(driveId);
  const add = useAddTeamMember(driveId);
  const remove = useRemoveTeamMember(driveId);
  if (!team.data) return null;
  return (
    <Card>
      <PeoplePanel
        heading={t('Drive team')}
        label={t('Team of {title}', { title })}
        intro={<p className="text-sm text-stone-700">{t('Helpers on the team see the roster and check donors in.')}</p>}
        people={team.data.members}
        empty={t('No helpers yet.')}
        canChange={team.data.canManage}
        removeLabel={t('Remove')}
        removeDescription={(member) => t('{name} will no longer see the roster or check donors in.', { name: member.name })}
        onRemove={(member) => remove.mutateAsync(member._id)}
        emailLabel={t('Add a helper (e-mail of a volunteer)')}
        addLabel={t('Add to the team')}
        onAdd={async (email) => {
          await add.mutateAsync({ email });
          toast.success(t('{email} is on the team now.', { email }));
        }}
        adding={add.isPending}
        addError={add.isError ? errorMessage(add.error) : null}
      />
    </Card>
  );
}
