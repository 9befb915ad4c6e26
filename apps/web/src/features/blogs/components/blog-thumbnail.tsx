import { cn } from '../../../components/ui/cn';
import { useT } from '../../../i18n/use-t';

interface BlogThumbnailProps {
  src: string;
  title: string;
  /**
   * Cards load their images as they scroll into view; the post page's one image, and the first card's
   * (the list's largest paint), load at once and before the page's other images.
   */
  eager?: boolean;
  className?: string;
}

/** A post's image at 16:9, sized up front so the page does not jump while it loads. */
export function BlogThumbnail({ src, title, eager = false, className }: BlogThumbnailProps) {
  const t = useT();
  return (
    <img
      src={src}
      alt={t('Thumbnail for {title}', { title })}
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-video w-full bg-stone-200 object-cover', className)}
    />
  );
}
