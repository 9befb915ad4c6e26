import { type DonorListingChoice, donorListingChoiceSchema, PRIVACY_TEXTS } from '@grant/shared';
import { BellOff, BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import type { FieldValues, Resolver, UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceFieldset } from '../../../components/ui/choice-fieldset';
import { cn } from '../../../components/ui/cn';
import { FormError } from '../../../components/ui/form-error';
import { SwitchButton } from '../../../components/ui/switch-button';
import { useT } from '../../../i18n/use-t';
import { useMutationFormError } from '../../../lib/use-server-error';
import { useDonorProfile, useUpdateDonorProfile } from '../api/donors-api';

/** The form's value of the listing question: '' until the person answers. */
export type ListingAnswer = DonorListingChoice | '';

/**
 * A form's resolver with the required listing answer (its field `listing`) checked beside the others,
 * by the shared rule. The other fields' resolver should keep raw values (`raw: true`), so `listing` stays.
 */
export function withListingAnswer<Values extends FieldValues & { listing: ListingAnswer }>(resolver: Resolver<Values>): Resolver<Values> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const answer = donorListingChoiceSchema.safeParse(values.listing);
    if (answer.success) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        // With its field's ref, the form knows the question shows the message (lib/use-server-error.ts does not repeat it).
        listing: {
          type: 'required',
          message: answer.error.issues[0]?.message ?? PRIVACY_TEXTS.listingChoiceRequired,
          ref: options.fields.listing?.ref,
        },
      },
    } as Awaited<ReturnType<Resolver<Values>>>;
  };
}

/** "List me as a donor": Yes / Not now, each with what it means, one of them required. */
export function DonorListingQuestion({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const t = useT();
  return (
    <ChoiceFieldset
      legend={t(PRIVACY_TEXTS.listMeAsDonor)}
      required
      field={field}
      error={error}
      options={[
        { value: 'yes', label: t(PRIVACY_TEXTS.listingYes), hint: t(PRIVACY_TEXTS.listingYesHint) },
        { value: 'no', label: t(PRIVACY_TEXTS.listingNotNow), hint: t(PRIVACY_TEXTS.listingNotNowHint) },
      ]}
    />
  );
}

/**
 * For a donor who is not listed (dashboard and profile): "You are not listed: you will get no requests"
 * with the switch that lists them (PATCH /donors/me, `available`). Once used, it stays in view with its
 * new state, so the switch is not taken from under the person's finger (or focus).
 */
export function NotListedNotice() {
  const t = useT();
  const id = useId();
  const profile = useDonorProfile();
  const update = useUpdateDonorProfile();
  const problem = useMutationFormError(update);
  const [used, setUsed] = useState(false);
  if (!profile.data || (profile.data.available && !used)) return null;
  const listed = profile.data.available;
  const Icon = listed ? BellRing : BellOff;
  return (
    <section
      aria-labelledby={`${id}-label`}
      className={cn(
        'rounded-xl border p-4',
        listed ? 'border-green-200 bg-green-50 text-green-900' : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
      data-testid="listing-notice"
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-1 size-5 shrink-0" />
        <p id={`${id}-status`} role="status" className="min-w-0 flex-1 font-semibold">
          {t(listed ? PRIVACY_TEXTS.listedNow : PRIVACY_TEXTS.notListed)}
        </p>
      </div>
      <div className="mt-3 flex items-center justify-end gap-3">
        <span id={`${id}-label`} className="text-sm font-medium">
          {t(PRIVACY_TEXTS.listMeAsDonor)}
        </span>
        <SwitchButton
          on={listed}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-status`}
          aria-busy={update.isPending}
          disabled={update.isPending}
          onClick={() => {
            setUsed(true);
            problem.clear();
            update.mutate({ available: !listed });
          }}
        />
      </div>
      <div className="mt-2 empty:hidden">
        <FormError message={problem.message} />
      </div>
    </section>
  );
}
