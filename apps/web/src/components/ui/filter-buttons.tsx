import { Filter } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';

/** A filter form's two buttons: apply (the form's submit) and clear, named as the page says it (already translated). */
export function FilterButtons({ clearLabel, onClear }: { clearLabel: string; onClear: () => void }) {
  const t = useT();
  return (
    <div className="flex gap-2">
      <Button type="submit" className="flex-1">
        <Filter aria-hidden="true" className="size-4" /> {t('Filter')}
      </Button>
      <Button variant="secondary" className="whitespace-nowrap" onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  );
}
