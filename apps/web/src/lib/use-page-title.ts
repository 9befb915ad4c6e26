import { pageTitle } from '@grant/shared';
import { useEffect } from 'react';

/** Sets the browser tab title: 'Grant | Home' style, or an exact title when the spec gives one. */
export function usePageTitle(page: string, options: { exact?: boolean } = {}): void {
  const title = options.exact ? page : pageTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
