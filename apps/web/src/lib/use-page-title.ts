import { pageTitle, SHELL_MESSAGES } from '@grant/shared';
import { useEffect } from 'react';
import type { Text } from '../i18n/locale';
import { useT } from '../i18n/use-t';

interface PageTitleOptions {
  /** The spec gives the whole title (the payment page): no 'Grant | ' before it. */
  exact?: boolean;
  /** A title written by a person (a blog post's), shown as it is instead of `page`. */
  content?: string;
}

/** Sets the browser tab title, 'Grant | Home' style, in the chosen language. */
export function usePageTitle(page: Text, options: PageTitleOptions = {}): void {
  const t = useT();
  const name = options.content ?? t(page);
  const title = options.exact ? name : pageTitle(name, t(SHELL_MESSAGES.appName));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
