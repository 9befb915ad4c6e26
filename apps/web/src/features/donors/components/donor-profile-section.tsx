import { DONOR_TEXTS, type DonorProfile, type DonorProfileUpdate, donorProfileUpdateSchema, todayInDhaka } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Clock } from 'lucide-react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxCard } from '../../../components/ui/checkbox-card';
import { FormError } from '../../../components/ui/form-error';
import { SectionCard } from '../../../components/ui/section-card';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { DateField, TextField } from '../../../components/ui/text-field';
import { useLocale, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useMutationFormError } from '../../../lib/use-server-error';
import { useDonorProfile, useUpdateDonorProfile } from '../api/donors-api';
import { DonorArea } from './donor-area';

/** The form's own values: empty inputs are '' (text) or NaN (numbers), which the shared schema reads as "no answer". */
interface DonorFormValues {
  available: boolean;
  volunteerCalls: boolean;
  phoneToRequesters: boolean;
  lastDonationOn: string;
  phone: string;
  birthYear: number;
  weightKg: number;
}

const formValuesOf = (profile: DonorProfile): DonorFormValues => ({
  available: profile.available,
  volunteerCalls: profile.volunteerCalls,
  phoneToRequesters: profile.phoneToRequesters,
  lastDonationOn: profile.lastDonationOn ?? '',
  phone: profile.phone ?? '',
  birthYear: profile.birthYear ?? Number.NaN,
  weightKg: profile.weightKg ?? Number.NaN,
});

function Eligibility({ profile }: { profile: DonorProfile }) {
  const t = useT();
  const english = useLocale() === 'en';
  const Icon = profile.eligible ? CircleCheck : Clock;
  const nextDate = profile.nextEligibleOn && formatDate(profile.nextEligibleOn);
  return (
    <div
      className={`flex items-start gap-3 rounded-xl p-4 ${profile.eligible ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}
      data-testid="donor-eligibility"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">
          {profile.eligible || !nextDate
            ? t(DONOR_TEXTS.eligibleNow)
            : english
              ? DONOR_TEXTS.notYetEligible(nextDate)
              : t('Not yet eligible: you can donate again from {date}.', { date: nextDate })}
        </p>
        <p className="text-sm">
          {english
            ? DONOR_TEXTS.intervalNote(profile.intervalDays)
            : t('Donors wait {days} days between donations.', { days: profile.intervalDays })}
        </p>
      </div>
    </div>
  );
}

function DonorProfileForm({ profile }: { profile: DonorProfile }) {
  const t = useT();
  const update = useUpdateDonorProfile();
  const problem = useMutationFormError(update);
  const form = useForm<DonorFormValues>({
    resolver: zodResolver(donorProfileUpdateSchema) as unknown as Resolver<DonorFormValues>,
    values: formValuesOf(profile),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    problem.clear();
    update.mutate(values as unknown as DonorProfileUpdate, { onSuccess: () => toast.success(t(DONOR_TEXTS.saved)) });
  }, problem.onInvalid);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <CheckboxCard label={t(DONOR_TEXTS.available)} hint={t(DONOR_TEXTS.availableHint)} registration={form.register('available')} />
      <CheckboxCard
        label={t(DONOR_TEXTS.volunteerCalls)}
        hint={t(DONOR_TEXTS.volunteerCallsHint)}
        registration={form.register('volunteerCalls')}
      />
      <CheckboxCard
        label={t(DONOR_TEXTS.phoneToRequesters)}
        hint={t(DONOR_TEXTS.phoneToRequestersHint)}
        registration={form.register('phoneToRequesters')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label={t(DONOR_TEXTS.lastDonation)}
          max={todayInDhaka()}
          error={errors.lastDonationOn?.message}
          registration={form.register('lastDonationOn')}
          chosen={form.watch('lastDonationOn')}
        />
        <TextField
          label={t(DONOR_TEXTS.phone)}
          type="tel"
          autoComplete="tel"
          hint={t(DONOR_TEXTS.phoneHint)}
          error={errors.phone?.message}
          registration={form.register('phone')}
        />
        <TextField
          label={t(DONOR_TEXTS.birthYear)}
          type="number"
          inputMode="numeric"
          error={errors.birthYear?.message}
          registration={form.register('birthYear', { valueAsNumber: true })}
        />
        <TextField
          label={t(DONOR_TEXTS.weightKg)}
          type="number"
          inputMode="numeric"
          error={errors.weightKg?.message}
          registration={form.register('weightKg', { valueAsNumber: true })}
        />
      </div>
      <FormError message={problem.message} />
      <div className="flex justify-end">
        <Button type="submit" busy={update.isPending}>
          {t(DONOR_TEXTS.save)}
        </Button>
      </div>
    </form>
  );
}

/** The profile's donor part: eligibility, availability, last donation and the optional answers. */
export function DonorProfileSection() {
  const t = useT();
  const profile = useDonorProfile();
  return (
    <SectionCard id="donor-section" title={t(DONOR_TEXTS.donorSection)} hint={t(DONOR_TEXTS.donorSectionHint)}>
      {profile.isPending && <PageSpinner label={t('Loading your donor details')} />}
      {profile.isError && <ErrorState message={errorMessage(profile.error)} onRetry={() => profile.refetch()} />}
      {profile.data && (
        <>
          <Eligibility profile={profile.data} />
          <DonorProfileForm profile={profile.data} />
          <DonorArea profile={profile.data} />
        </>
      )}
    </SectionCard>
  );
}
