import { BLOOD_GROUPS } from '@grant/shared';
import { FormField } from '../../../components/ui/form-field';
import { useLocale, useT } from '../../../i18n/use-t';
import { useDistricts, useDivisions } from '../api/get-locations';
import { inPlaceOrder } from '../place-order';

interface LocationFieldsProps {
  division: string;
  district: string;
  /** Left out, the blood group is not asked (a filter of places only). */
  blood?: string;
  onChange: (field: 'division' | 'district' | 'blood', value: string) => void;
  errors?: Partial<Record<'division' | 'district' | 'blood', string>>;
  required?: boolean;
  /** Search lets people leave the district open. */
  districtOptional?: boolean;
}

/**
 * Division, then district (only the chosen division's), then blood group: the three selects that
 * registration, the profile and (later) requests and search share.
 */
export function LocationFields({
  division,
  district,
  blood,
  onChange,
  errors = {},
  required = true,
  districtOptional = false,
}: LocationFieldsProps) {
  const t = useT();
  const locale = useLocale();
  // English keeps its 'Dhaka (ঢাকা)'; Bangla shows the Bangla name alone. The value stays English.
  const placeLabel = (place: { name: string; bnName: string }) => (locale === 'bn' ? place.bnName : `${place.name} (${place.bnName})`);
  const districtRequired = required && !districtOptional;
  const divisions = useDivisions();
  const districts = useDistricts();
  const divisionId = divisions.data?.find((d) => d.name === division)?.id;
  // In the alphabetical order of the page's language (the server sends them in the dataset's order).
  const districtOptions = inPlaceOrder(districts.data?.filter((d) => d.divisionId === divisionId) ?? [], locale);
  const listsFailed = divisions.isError || districts.isError;

  return (
    <>
      <FormField
        label={t('Division')}
        required={required}
        error={errors.division ?? (listsFailed ? t('Could not load the list of places. Reload the page to try again.') : undefined)}
      >
        {(control) => (
          <select
            {...control}
            className={`${control.className} h-11`}
            value={division}
            required={required}
            onChange={(event) => {
              onChange('division', event.target.value);
              onChange('district', '');
            }}
          >
            <option value="" disabled>
              {divisions.isPending ? t('Loading divisions…') : t('Select your division')}
            </option>
            {divisions.data?.map((d) => (
              <option key={d.id} value={d.name}>
                {placeLabel(d)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('District')} required={districtRequired} error={errors.district}>
        {(control) => (
          <select
            {...control}
            className={`${control.className} h-11`}
            value={district}
            required={districtRequired}
            disabled={!divisionId}
            onChange={(event) => onChange('district', event.target.value)}
          >
            <option value="" disabled={districtRequired}>
              {!divisionId ? t('Choose a division first') : districtOptional ? t('Any district') : t('Select your district')}
            </option>
            {districtOptions.map((d) => (
              <option key={d.id} value={d.name}>
                {placeLabel(d)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {blood !== undefined && (
        <FormField label={t('Blood group')} required={required} error={errors.blood}>
          {(control) => (
            <select
              {...control}
              className={`${control.className} h-11`}
              value={blood}
              required={required}
              onChange={(event) => onChange('blood', event.target.value)}
            >
              <option value="" disabled>
                {t('Select your blood group')}
              </option>
              {BLOOD_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {group}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </>
  );
}
