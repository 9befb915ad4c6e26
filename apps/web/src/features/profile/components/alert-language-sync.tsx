import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLocaleChosen } from '../../../i18n/locale';
import { useAuth } from '../../auth';

/** A signed-in person who switches the app's language gets their alerts (push, SMS, e-mail) in it too. */
export function AlertLanguageSync() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn) return;
    // Best effort: the Alerts section on the profile shows the language, and sets it again if this failed.
    // The alerts API comes when the language is switched, not with every visitor's entry script.
    return onLocaleChosen(
      (language) =>
        void import('../api/alerts-api').then(({ saveAlertLanguage }) => saveAlertLanguage(language, queryClient)).catch(() => undefined),
    );
  }, [signedIn, queryClient]);
  return null;
}
