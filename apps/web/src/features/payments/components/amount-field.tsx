import type { PaymentConfig } from '@grant/shared';
import type { UseFormReturn } from 'react-hook-form';
import { cn } from '../../../components/ui/cn';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/use-t';
import { formatAmount, formatCount } from '../../../lib/money-format';
import type { AmountForm } from '../payment-form-schema';

interface AmountFieldProps<T extends AmountForm> {
  config: PaymentConfig;
  /** The payment form; every payment form has the amount among its fields. */
  form: UseFormReturn<T>;
}

/** Suggested amounts as one-tap buttons, and the amount itself in whole taka. */
export function AmountField<T extends AmountForm>({ config, form }: AmountFieldProps<T>) {
  const t = useT();
  // react-hook-form's field paths cannot see through the generic that `amount` is one of T's fields.
  const amountForm = form as unknown as UseFormReturn<AmountForm>;
  const { errors, isSubmitted } = amountForm.formState;
  const value = amountForm.watch('amount');
  const onPick = (preset: number) => amountForm.setValue('amount', preset, { shouldValidate: isSubmitted });
  return (
    <div className="space-y-3">
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <legend className="sr-only">{t('Suggested amounts')}</legend>
        {config.presets.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={value === preset}
            onClick={() => onPick(preset)}
            className={cn(
              'h-11 rounded-lg border text-sm font-semibold transition-colors',
              value === preset ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
            )}
          >
            {formatAmount(preset)}
          </button>
        ))}
      </fieldset>
      <FormField
        label={t('Amount (BDT)')}
        required
        error={errors.amount?.message}
        hint={t('Whole taka, from {min} to {max}.', { min: formatCount(config.minAmount), max: formatCount(config.maxAmount) })}
      >
        {(control) => (
          <input
            {...control}
            {...amountForm.register('amount', { valueAsNumber: true })}
            className={`${control.className} h-11`}
            type="number"
            inputMode="numeric"
            min={config.minAmount}
            max={config.maxAmount}
            step={1}
          />
        )}
      </FormField>
    </div>
  );
}
