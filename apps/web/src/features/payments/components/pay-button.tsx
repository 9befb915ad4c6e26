import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { useT } from '../../../i18n/use-t';
import { formatAmount } from '../../../lib/money-format';

interface PayButtonProps {
  amount: number;
  /** False until the payment provider can take the card. */
  ready: boolean;
  paying: boolean;
  /** The provider's message about the last attempt, shown in red under the button. */
  error: string | null;
}

/** Pay, disabled until the provider is ready and while paying, with the provider's error under it. */
export function PayButton({ amount, ready, paying, error }: PayButtonProps) {
  const t = useT();
  const valid = Number.isInteger(amount) && amount > 0;
  return (
    <div className="space-y-3">
      <Button type="submit" size="lg" className="w-full" disabled={!ready} busy={paying}>
        {!paying && <Lock aria-hidden="true" className="size-4" />}
        {paying ? t('Paying…') : valid ? t('Pay {amount}', { amount: formatAmount(amount) }) : t('Pay')}
      </Button>
      <FormError message={error} />
    </div>
  );
}
