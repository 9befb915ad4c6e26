import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { LocationFields } from './location-fields';

/** A form without `blood` (a drive's place) gets no blood group select. */
type LocationValues = { division: string; district: string; blood?: string };

/**
 * The location selects bound to a react-hook-form form that has `division`, `district` and maybe `blood`:
 * registration, requests, the complete-profile step and drives wire them the same way.
 */
export function FormLocationFields<T extends FieldValues & LocationValues>({ form }: { form: UseFormReturn<T> }) {
  // The three paths exist on every T allowed here; RHF's path types cannot see that through a generic.
  const located = form as unknown as UseFormReturn<LocationValues>;
  const { errors, isSubmitted } = located.formState;
  const [division, district, blood] = located.watch(['division', 'district', 'blood']);
  // Registered without an input of their own (the selects set their values): the resolver then knows that
  // these fields' errors are shown here, not left for the form's own message (lib/use-server-error.ts).
  located.register('division');
  located.register('district');
  if (blood !== undefined) located.register('blood');
  return (
    <LocationFields
      division={division}
      district={district}
      blood={blood}
      errors={{ division: errors.division?.message, district: errors.district?.message, blood: errors.blood?.message }}
      onChange={(field, value) => located.setValue(field, value, { shouldValidate: isSubmitted })}
    />
  );
}
