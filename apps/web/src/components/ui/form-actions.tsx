import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A form's or dialog's closing buttons, the way back first and the action last: stacked on phones,
 * side by side from `sm`. They are drawn in the order they are written, so Tab meets them in the
 * order the eye does (a reversed column drew the action on top while Tab reached Cancel first).
 */
export function FormActions({ children, centered = false, className }: { children: ReactNode; centered?: boolean; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-2 sm:flex-row', centered ? 'sm:justify-center' : 'sm:justify-end', className)}>{children}</div>
  );
}
