import type { Blog } from '@grant/shared';
import { useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format-date';

/** 'By Nusrat Jahan · 22 Nov 2026' */
export function BlogByline({ blog, className }: { blog: Blog; className?: string }) {
  const t = useT();
  return (
    <p className={className ?? 'text-sm text-stone-600'}>
      {t('By')} <span className="font-medium text-stone-800">{blog.authorName}</span>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      <time dateTime={blog.createdAt}>{formatDate(blog.createdAt)}</time>
    </p>
  );
}
