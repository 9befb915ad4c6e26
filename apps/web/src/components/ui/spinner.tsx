import { useT } from '../../i18n/use-t';
import { cn } from './cn';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; pass '' when a surrounding element already says what is loading. */
  label?: string;
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-3', lg: 'size-12 border-4' };

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const t = useT();
  const text = label ?? t('Loading');
  return (
    <span role={text ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
      <span aria-hidden="true" className={cn('animate-spin rounded-full border-current border-t-transparent', SIZES[size])} />
      {text && <span className="sr-only">{text}</span>}
    </span>
  );
}

/**
 * A whole-area spinner, for pages and guards while data or the session is loading. `screen`: as tall
 * as the screen, for a whole page on its way, so that the footer under it is out of sight and does
 * not jump (a layout shift) when the page arrives.
 */
export function PageSpinner({ label, screen = false }: { label?: string; screen?: boolean }) {
  return (
    <div className={cn('flex items-center justify-center text-brand-700', screen ? 'min-h-dvh' : 'min-h-[40vh]')}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
