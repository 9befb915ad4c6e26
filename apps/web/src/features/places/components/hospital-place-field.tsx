import type { GeoPoint, Hospital } from '@grant/shared';
import { LocateFixed, X } from 'lucide-react';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { formatNumber } from '../../../i18n/locale';
import { useT, useTranslateAny } from '../../../i18n/use-t';
import { deviceLocation, type LocationFailure } from '../api/device-location';
import { ChosenHospital, HospitalCombobox } from './hospital-combobox';
import { LOCATION_FAILURES } from './location-failures';

/** The fields of a request that say where the blood is needed. */
type PlaceValues = {
  hospitalName?: string;
  district: string;
  hospitalId?: string | null;
  location?: GeoPoint | null;
};

type ChosenPlace = Pick<Hospital, 'name' | 'district'> & { nameBn?: string };

interface HospitalPlaceFieldProps<T extends FieldValues & PlaceValues> {
  form: UseFormReturn<T>;
  /** Editing: the directory hospital the request already names. */
  initialHospital?: ChosenPlace;
  placeholder?: string;
}

/** `12.34, 56.78` in the page's digits. */
const pointText = ({ lat, lon }: GeoPoint) => `${formatNumber(lat)}, ${formatNumber(lon)}`;

/**
 * The request form's hospital: found in the directory as it is typed (its name then fills the spec's
 * hospitalName, its id goes as hospitalId), or "not in the list" with the typed name and, if the person
 * wishes, this device's location as the place (`location`).
 */
export function HospitalPlaceField<T extends FieldValues & PlaceValues>({
  form,
  initialHospital,
  placeholder,
}: HospitalPlaceFieldProps<T>) {
  const t = useT();
  const translateAny = useTranslateAny();
  // The paths exist on every T allowed here; RHF's path types cannot see that through a generic.
  const placed = form as unknown as UseFormReturn<PlaceValues>;
  const { errors, isSubmitted } = placed.formState;
  const [name, district, hospitalId, location] = placed.watch(['hospitalName', 'district', 'hospitalId', 'location']);
  const [chosen, setChosen] = useState<ChosenPlace | undefined>(hospitalId ? initialHospital : undefined);
  const [notInList, setNotInList] = useState(Boolean(location));
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<LocationFailure>();
  placed.register('hospitalId');
  placed.register('location');
  const set = <K extends keyof PlaceValues>(field: K, value: PlaceValues[K]) =>
    placed.setValue(field, value as never, { shouldValidate: isSubmitted, shouldDirty: true });

  const locate = async () => {
    setLocating(true);
    setFailure(undefined);
    try {
      set('location', await deviceLocation());
    } catch (reason) {
      setFailure(reason as LocationFailure);
    } finally {
      setLocating(false);
    }
  };

  const locationError = errors.location?.message ?? (errors.location as { lat?: { message?: string } } | undefined)?.lat?.message;
  return (
    <div className="space-y-2">
      <FormField
        label={t('Hospital name')}
        required
        error={errors.hospitalName?.message ?? errors.hospitalId?.message}
        hint={chosen ? undefined : t('Type a few letters, in English or Bangla, and choose from the list.')}
      >
        {(control) => (
          <HospitalCombobox
            control={control}
            name={name ?? ''}
            district={district}
            placeholder={placeholder}
            onType={(typed) => {
              set('hospitalName', typed);
              if (hospitalId) set('hospitalId', null);
              setChosen(undefined);
            }}
            onChoose={(hospital) => {
              set('hospitalName', hospital.name);
              set('hospitalId', hospital._id);
              set('location', null);
              setChosen(hospital);
              setNotInList(false);
            }}
            onNotInList={() => {
              set('hospitalId', null);
              setChosen(undefined);
              setNotInList(true);
            }}
          />
        )}
      </FormField>
      {chosen && <ChosenHospital hospital={chosen} />}
      {notInList && !chosen && (
        <fieldset className="space-y-2 rounded-lg bg-stone-50 p-3 text-sm">
          <legend className="sr-only">{t('Place of a hospital not in the list')}</legend>
          <p className="text-stone-700">
            {t('Not in the list: donors near the district centre are asked first, unless you give the place.')}
          </p>
          {location ? (
            <p className="flex flex-wrap items-center gap-2">
              <span>{t('Place given: {point} (rounded to about 1 km)', { point: pointText(location) })}</span>
              <Button size="sm" variant="ghost" onClick={() => set('location', null)}>
                <X aria-hidden="true" className="size-4" /> {t('Remove the place')}
              </Button>
            </p>
          ) : (
            <Button size="sm" variant="secondary" busy={locating} onClick={locate}>
              <LocateFixed aria-hidden="true" className="size-4" /> {t('Use this device’s location')}
            </Button>
          )}
          {failure && (
            <p className="text-red-700" role="alert">
              {t(LOCATION_FAILURES[failure])}
            </p>
          )}
          {locationError && (
            <p className="text-red-700" role="alert">
              {translateAny(locationError)}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
