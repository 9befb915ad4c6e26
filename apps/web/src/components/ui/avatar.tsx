import { UserRound } from 'lucide-react';
import { cn } from './cn';

interface AvatarProps {
  src?: string | null;
  name: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-9', md: 'size-12', lg: 'size-24' };

export function Avatar({ src, name, size = 'sm', className }: AvatarProps) {
  const classes = cn('shrink-0 rounded-full bg-stone-200 object-cover', SIZES[size], className);
  if (!src) {
    return (
      <span className={cn(classes, 'inline-flex items-center justify-center text-stone-600')}>
        <UserRound aria-hidden="true" className="size-1/2" />
        <span className="sr-only">{name}</span>
      </span>
    );
  }
  return <img src={src} alt={name} className={classes} width={96} height={96} />;
}
