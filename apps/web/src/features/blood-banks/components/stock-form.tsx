import { BLOOD_GROUPS, type ManagedBloodBank } from '@grant/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSetStock } from '../api/blood-banks-api';
import { bankWords } from './bank-words';

/** The manager's count of units per group: every group at once, each stamped now when saved. */
export function StockForm({ bank }: { bank: ManagedBloodBank }) {
  const t = useT();
  const setStock = useSetStock(bank._id);
  const [units, setUnits] = useState<Record<string, string>>(() =>
    Object.fromEntries(BLOOD_GROUPS.map((blood) => [blood, String(bank.stock.find((figure) => figure.blood === blood)?.units ?? '')])),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const stock = BLOOD_GROUPS.filter((blood) => units[blood] !== '').map((blood) => ({ blood, units: Number(units[blood]) }));
    try {
      await setStock.mutateAsync({ stock });
      toast.success(t('Stock saved for {name}.', { name: bankWords(bank).name }));
    } catch {
      // Shown under the form.
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('Units held at {name}', { name: bankWords(bank).name })}
      className="space-y-3"
    >
      <fieldset>
        <legend className="font-semibold">{t('Units held now')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {BLOOD_GROUPS.map((blood) => (
            <label key={blood} className="flex items-center justify-between gap-2 rounded-lg border border-stone-300 px-3 py-1.5">
              <span className="font-bold">{blood}</span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={9999}
                value={units[blood]}
                onChange={(event) => setUnits((current) => ({ ...current, [blood]: event.target.value }))}
                className="h-9 w-20 rounded-md border border-stone-400 px-2 text-right"
              />
            </label>
          ))}
        </div>
      </fieldset>
      <FormError message={setStock.isError ? errorMessage(setStock.error) : null} />
      <Button type="submit" busy={setStock.isPending}>
        {t('Save stock')}
      </Button>
    </form>
  );
}
