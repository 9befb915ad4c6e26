import { cn } from './cn';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; pass '' when a surrounding element already says what is loading. */
  label?: string;
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-3', lg: 'size-12 border-4' };

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
      <span aria-hidden="true" className={cn('animate-spin rounded-full border-current border-t-transparent', SIZES[size])} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** A whole-area spinner, for pages and guards while data or the session is loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-brand-700">
      <Spinner size="lg" label={label} />
    </div>
  );
}
