import type { RequestStatus } from '@grant/shared';
import { useT } from '../../i18n/use-t';
import { cn } from './cn';

const STYLES: Record<RequestStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  inprogress: 'bg-sky-100 text-sky-900',
  done: 'bg-green-100 text-green-900',
  canceled: 'bg-stone-200 text-stone-800',
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  const t = useT();
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', STYLES[status])}>{t(status)}</span>;
}
