import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface Detail {
  Icon: LucideIcon;
  label: string;
  value: ReactNode;
}

/** Labelled facts with an icon each (a profile, a request): a real description list. */
export function DetailList({ details, className }: { details: readonly Detail[]; className?: string }) {
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {details.map(({ Icon, label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="flex items-center gap-2 text-sm text-stone-600">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {label}
          </dt>
          <dd className="mt-0.5 ml-7 font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
