import type { BloodBank } from '@grant/shared';
import { Clock, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { DetailList } from '../../../components/ui/detail-list';
import { addressLine } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { bankWords } from './bank-words';
import { StockGrid } from './stock-grid';

/** One bank: where, how to reach it, when it is open, and what it holds. */
export function BankCard({ bank, highlight, children }: { bank: BloodBank; highlight?: readonly string[]; children?: ReactNode }) {
  const t = useT();
  const words = bankWords(bank);
  return (
    <Card className="w-full space-y-3">
      <h2 className="text-lg font-bold break-words">{words.name}</h2>
      <DetailList
        details={[
          { Icon: MapPin, label: t('Location'), value: addressLine(words.address, bank.district, bank.division) },
          {
            Icon: Phone,
            label: t('Phone'),
            value: (
              <a href={`tel:${bank.phone.replace(/[\s-]/g, '')}`} className="text-brand-800 underline-offset-2 hover:underline">
                {bank.phone}
              </a>
            ),
          },
          { Icon: Clock, label: t('Opening hours'), value: words.openingHours },
        ]}
      />
      <StockGrid stock={bank.stock} highlight={highlight} />
      {children}
    </Card>
  );
}
