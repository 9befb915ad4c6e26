import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('Pagination')} className="flex items-center justify-between gap-3 pt-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" /> {t('Previous')}
      </Button>
      <p className="text-sm text-stone-700" aria-live="polite">
        {t('Page {page} of {pages}', { page, pages })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('Next')} <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
