import { MESSAGES, type ProfileUpdate, personNameSchema, type SessionUser } from '@grant/shared';
import { type FormEvent, useState } from 'react';
import { CancelAndSubmit } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { ServerError } from '../../../components/ui/server-error';
import { ImageFileInput } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { useServerError } from '../../../lib/use-server-error';
import { useAuth } from '../../auth';
import { LocationFields } from '../../locations';
import { uploadImage } from '../../uploads';

/** Edits name, photo and location; the photo goes to our image host first, then its URL is saved. */
export function ProfileForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const t = useT();
  const { updateProfile, reloadUser } = useAuth();
  const [name, setName] = useState(user.displayName);
  const [location, setLocation] = useState({ division: user.division ?? '', district: user.district ?? '', blood: user.blood ?? '' });
  const [photo, setPhoto] = useState<File | null>(null);
  const [nameError, setNameError] = useState<string>();
  const { serverError, setServerError, clearServerError } = useServerError<unknown>();
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    clearServerError(); // any new submit, also one stopped here (use-server-error.ts)
    const parsedName = personNameSchema.safeParse(name);
    setNameError(parsedName.success ? undefined : parsedName.error.issues[0]?.message);
    if (!parsedName.success || !location.district || !location.blood) return;
    setSaving(true);
    try {
      const changes: ProfileUpdate = {
        displayName: parsedName.data,
        division: location.division,
        district: location.district,
        blood: location.blood as ProfileUpdate['blood'],
      };
      if (photo) changes.photoURL = await uploadImage(photo);
      await updateProfile(changes);
      toast.success(t(MESSAGES.profileUpdated));
      onDone();
    } catch (error) {
      setServerError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={t('Name')} required error={nameError}>
        {(control) => (
          <input
            {...control}
            className={`${control.className} h-11`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
          />
        )}
      </FormField>
      <FormField label={t('New profile photo')} hint={t('Optional. JPEG, PNG, WebP or GIF, up to 5 MB.')}>
        {(control) => <ImageFileInput control={control} onChange={(e) => setPhoto(e.target.files?.[0] ?? null)} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <LocationFields
          {...location}
          errors={{ district: location.division && !location.district ? t('Choose a district.') : undefined }}
          onChange={(field, value) => setLocation((current) => ({ ...current, [field]: value }))}
        />
      </div>
      <ServerError error={serverError} onReload={() => void reloadUser()} />
      <CancelAndSubmit onCancel={onDone} submitLabel="Save changes" busy={saving} cancelDisabled={saving} />
    </form>
  );
}
