import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

interface SwitchButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'role' | 'type' | 'aria-checked' | 'children'> {
  on: boolean;
  /** Named by its label's id (aria-labelledby) or aria-label: the switch shows no text of its own. */
  'aria-labelledby'?: string;
}

/** An on/off switch (role="switch"): the track and its knob, with the button's own focus ring. */
export function SwitchButton({ on, className, ...rest }: SwitchButtonProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className={cn(
        'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        on ? 'bg-brand-700' : 'bg-stone-400',
        className,
      )}
      {...rest}
    >
      <span
        aria-hidden="true"
        className={cn('inline-block size-6 rounded-full bg-white shadow transition-transform', on ? 'translate-x-7' : 'translate-x-1')}
      />
    </button>
  );
}
