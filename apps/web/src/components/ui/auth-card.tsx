import { Droplet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Text } from '../../i18n/locale';
import { useT } from '../../i18n/use-t';
import { Card } from './card';

/** The frame of the sign-in and registration pages, and of completing a profile after Google sign-in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: Text;
  /** A text with values is given already translated. */
  subtitle: Text | { translated: string };
  children: ReactNode;
  footer: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card>
        <div className="mb-6 text-center">
          <Droplet aria-hidden="true" className="mx-auto mb-3 size-10 fill-brand-700 text-brand-700" />
          <h1 className="text-2xl font-bold text-stone-900">{t(title)}</h1>
          <p className="mt-1 text-stone-700">{typeof subtitle === 'string' ? t(subtitle) : subtitle.translated}</p>
        </div>
        {children}
        <div className="mt-6 text-center text-sm text-stone-700">{footer}</div>
      </Card>
    </div>
  );
}
