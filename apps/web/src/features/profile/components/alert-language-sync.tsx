import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLocaleChosen } from '../../../i18n/locale';
import { useAuth } from '../../auth';
import { saveAlertLanguage } from '../api/alerts-api';

/** A signed-in person who switches the app's language gets their alerts (push, SMS, e-mail) in it too. */
export function AlertLanguageSync() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn) return;
    // Best effort: the Alerts section on the profile shows the language, and sets it again if this failed.
    return onLocaleChosen((language) => void saveAlertLanguage(language, queryClient).catch(() => undefined));
  }, [signedIn, queryClient]);
  return null;
}
