import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The list counted only up to `total` and has more (X-Total-Count-Capped). */
  totalCapped?: boolean;
  /** The answer named a next page (X-Next-Cursor): Next stays open past the counted pages. */
  hasNext?: boolean;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, pageSize, total, totalCapped = false, hasNext = false, onPageChange }: PaginationProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const nextOpen = page < pages || hasNext;
  if (pages <= 1 && !hasNext) return null;
  return (
    <nav aria-label={t('Pagination')} className="flex items-center justify-between gap-3 pt-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" /> {t('Previous')}
      </Button>
      <p className="text-sm text-stone-700" aria-live="polite">
        {totalCapped ? t('Page {page} of more than {pages}', { page, pages }) : t('Page {page} of {pages}', { page, pages })}
      </p>
      <Button variant="secondary" size="sm" disabled={!nextOpen} onClick={() => onPageChange(page + 1)}>
        {t('Next')} <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
