import { DONOR_AREA_TEXTS, type DonorProfile, type DonorProfileUpdate } from '@grant/shared';
import { LocateFixed, MapPin, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/form-field';
import { formatNumber, ownWords } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth';
import { deviceLocation, LOCATION_FAILURES, type LocationFailure, useAreas } from '../../places';
import { useUpdateDonorProfile } from '../api/donors-api';

/**
 * Where the donor lives (issue 48): their upazila or city thana, or this device's location kept
 * rounded to about a kilometre; without either their district's centre stands in. Alerts go first to
 * the donors nearest the hospital, so this decides how soon they are asked.
 */
export function DonorArea({ profile }: { profile: DonorProfile }) {
  const t = useT();
  const { user } = useAuth();
  const district = user?.district ?? '';
  const areas = useAreas(district);
  const update = useUpdateDonorProfile();
  const [areaId, setAreaId] = useState(profile.areaId ?? '');
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<LocationFailure>();

  const save = (changes: DonorProfileUpdate, done: (typeof DONOR_AREA_TEXTS)[keyof typeof DONOR_AREA_TEXTS]) => {
    setFailure(undefined);
    update.mutate(changes, { onSuccess: () => toast.success(t(done)) });
  };
  const locate = async () => {
    setLocating(true);
    setFailure(undefined);
    try {
      const location = await deviceLocation();
      save({ location, areaId: null }, DONOR_AREA_TEXTS.locationSaved);
      setAreaId('');
    } catch (reason) {
      setFailure(reason as LocationFailure);
    } finally {
      setLocating(false);
    }
  };

  const location = profile.location;
  return (
    <section aria-labelledby="donor-area-title" className="space-y-3 border-t border-stone-200 pt-4">
      <h3 id="donor-area-title" className="flex items-center gap-2 font-semibold">
        <MapPin aria-hidden="true" className="size-5 text-brand-700" /> {t(DONOR_AREA_TEXTS.title)}
      </h3>
      <p className="text-sm text-stone-700">{t(DONOR_AREA_TEXTS.hint)}</p>
      {location ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900" data-testid="donor-location">
          <span>{t(DONOR_AREA_TEXTS.locationShown, { point: `${formatNumber(location.lat)}, ${formatNumber(location.lon)}` })}</span>
          <Button
            size="sm"
            variant="secondary"
            busy={update.isPending}
            onClick={() => save({ location: null }, DONOR_AREA_TEXTS.locationRemoved)}
          >
            <X aria-hidden="true" className="size-4" /> {t(DONOR_AREA_TEXTS.removeLocation)}
          </Button>
        </div>
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save({ areaId: areaId || null, location: null }, DONOR_AREA_TEXTS.areaSaved);
          }}
        >
          <div className="min-w-60 flex-1">
            <FormField
              label={t(DONOR_AREA_TEXTS.area)}
              hint={areas.isError ? undefined : t(DONOR_AREA_TEXTS.areaHint)}
              error={areas.isError ? errorMessage(areas.error) : undefined}
            >
              {(control) => (
                <select
                  {...control}
                  className={`${control.className} h-11`}
                  value={areaId}
                  disabled={!district || areas.isPending}
                  onChange={(event) => setAreaId(event.target.value)}
                >
                  <option value="">{t(DONOR_AREA_TEXTS.noArea)}</option>
                  {areas.data?.map((area) => (
                    <option key={area._id} value={area._id}>
                      {ownWords(area.name, area.nameBn)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <Button type="submit" busy={update.isPending && !locating}>
            {t(DONOR_AREA_TEXTS.saveArea)}
          </Button>
        </form>
      )}
      {!location && (
        <div className="space-y-1">
          <Button variant="secondary" busy={locating} onClick={locate}>
            <LocateFixed aria-hidden="true" className="size-4" /> {t(DONOR_AREA_TEXTS.useLocation)}
          </Button>
          <p className="text-sm text-stone-600">{t(DONOR_AREA_TEXTS.locationNote)}</p>
        </div>
      )}
      {failure && (
        <p className="text-sm text-red-700" role="alert">
          {t(LOCATION_FAILURES[failure])}
        </p>
      )}
      <FormError message={update.isError ? update.error.message : null} />
    </section>
  );
}
