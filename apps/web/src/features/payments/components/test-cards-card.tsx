import { formatCardNumber, TEST_CARDS } from '@grant/shared';
import { FlaskConical } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { useT, useTranslateAny } from '../../../i18n/use-t';

interface TestCardsCardProps {
  /** With the offline provider a card can be put into the form; Stripe's own field cannot be filled for you. */
  onUse?: (number: string) => void;
}

/** Which cards work in test mode, and what each one does. */
export function TestCardsCard({ onUse }: TestCardsCardProps) {
  const t = useT();
  // The cards' brands and labels are data of packages/shared: looked up untyped (payments.bn.test.ts keeps them covered).
  const tAny = useTranslateAny();
  return (
    <Card className="space-y-4" aria-labelledby="test-cards-heading">
      <div className="flex items-start gap-3">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700" />
        <div>
          <h2 id="test-cards-heading" className="text-lg font-bold">
            {t('Test cards')}
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            {t('Use any future expiry date and any 3-digit CVC (4 digits for American Express). Any other card number is refused.')}
          </p>
        </div>
      </div>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
        {TEST_CARDS.map((card) => {
          const succeeds = card.outcome.result === 'succeeded';
          const brand = tAny(card.brand);
          const label = tAny(card.label);
          return (
            <li key={card.number} className="flex items-center gap-3 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="font-mono text-sm text-stone-900">{formatCardNumber(card.number)}</p>
                <p className="text-xs text-stone-600">
                  {brand} · <span className={cn('font-semibold', succeeds ? 'text-green-800' : 'text-red-800')}>{label}</span>
                </p>
              </div>
              {onUse && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onUse(card.number)}
                  aria-label={t('Use {brand} {number}: {label}', { brand, number: formatCardNumber(card.number), label })}
                >
                  {t('Use')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
