import {
  BLOOD_COMPONENTS,
  type BloodComponent,
  COMPONENT_HINTS,
  COMPONENT_LABELS,
  type CreateRequestBody,
  defaultNeededBy,
  isoDateSchema,
  NEED_TEXTS,
} from '@grant/shared';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { useT, useTranslateAny } from '../../../i18n/use-t';
import { dhakaWallClock, formatNeededBy, fromDhakaWallClock } from '../../../lib/format-needed-by';

/** What the patient needs: the component, with a line on what asking for it means. */
export function ComponentField({ form }: { form: UseFormReturn<CreateRequestBody> }) {
  const t = useT();
  // The lead's labels are typed as plain strings; bn.test.ts holds each to its Bangla.
  const translateAny = useTranslateAny();
  const component = (form.watch('component') ?? 'whole_blood') as BloodComponent;
  return (
    <FormField
      label={t(NEED_TEXTS.component)}
      required
      error={form.formState.errors.component?.message}
      hint={t(COMPONENT_HINTS[component])}
    >
      {(control) => (
        <select {...control} {...form.register('component')} className={`${control.className} h-11`}>
          {BLOOD_COMPONENTS.map((value) => (
            <option key={value} value={value}>
              {translateAny(COMPONENT_LABELS[value])}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * When the blood is needed by, on Bangladesh's clock. Until the person changes it, it follows the
 * donation date and time (the server's own default); it goes to the API with its +06:00 offset.
 */
export function NeededByField({ form, follows: followsAtFirst }: { form: UseFormReturn<CreateRequestBody>; follows: boolean }) {
  const t = useT();
  const [follows, setFollows] = useState(followsAtFirst);
  const { isSubmitted, errors } = form.formState;
  const [donationDate, donationTime, neededBy] = form.watch(['donationDate', 'donationTime', 'neededBy']);
  form.register('neededBy');

  useEffect(() => {
    if (!follows) return;
    const date = isoDateSchema.safeParse(donationDate).success ? donationDate : undefined;
    form.setValue('neededBy', date ? defaultNeededBy(date, donationTime ?? '') : undefined, { shouldValidate: isSubmitted });
  }, [follows, donationDate, donationTime, form, isSubmitted]);

  const chosen = neededBy ? formatNeededBy(neededBy) : undefined;
  return (
    <FormField
      label={t(NEED_TEXTS.neededBy)}
      error={errors.neededBy?.message}
      hint={chosen ? t(NEED_TEXTS.neededByChosen, { time: `${chosen.date}, ${chosen.time}` }) : t(NEED_TEXTS.neededByHint)}
    >
      {(control) => (
        <input
          {...control}
          className={`${control.className} h-11`}
          type="datetime-local"
          value={neededBy ? dhakaWallClock(neededBy) : ''}
          onChange={(event) => {
            setFollows(false);
            const wall = event.target.value;
            form.setValue('neededBy', wall ? fromDhakaWallClock(wall) : undefined, { shouldValidate: isSubmitted, shouldDirty: true });
          }}
        />
      )}
    </FormField>
  );
}
