import { cn } from '../components/ui/cn';
import { chooseLocale } from './locale';
import { useLocale, useT } from './use-t';

/**
 * One button that names the other language in that language ('বাংলা' / 'English'), as people look
 * for their own language's name; `lang` lets screen readers pronounce it right.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useT();
  const next = locale === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      className={cn('rounded-md px-2 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100', className)}
      onClick={() => void chooseLocale(next)}
    >
      <span className="sr-only">{t('Language:')} </span>
      <span lang={next} className={next === 'bn' ? 'font-bangla-switch' : undefined}>
        {next === 'bn' ? 'বাংলা' : 'English'}
      </span>
    </button>
  );
}
