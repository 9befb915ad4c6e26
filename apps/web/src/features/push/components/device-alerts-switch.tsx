import { useEffect, useId, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { FormError } from '../../../components/ui/form-error';
import { SwitchButton } from '../../../components/ui/switch-button';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { type DeviceAlerts, deviceAlerts, turnOff, turnOn } from '../api/device-push';

const STATUS: Record<DeviceAlerts | 'checking', Text> = {
  checking: 'Checking this device…',
  on: 'On: this device gets alerts.',
  off: 'Off: this device gets no alerts.',
  unsupported:
    'This browser cannot show alerts. On a phone, use Chrome, Firefox or Samsung Internet; on an iPhone, add Grant to the Home Screen first.',
  denied:
    'Notifications are blocked for Grant in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.',
};

/**
 * "Alerts on this device": whether this browser gets request alerts by push. The browser asks for
 * permission only when the person turns it on; a browser that cannot, or may not, show notifications
 * says why and how to change it.
 */
export function DeviceAlertsSwitch() {
  const t = useT();
  const id = useId();
  const [state, setState] = useState<DeviceAlerts | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    deviceAlerts().then(
      (found) => live && setState(found),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, []);

  const on = state === 'on';
  const toggle = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const next = on ? await turnOff() : await turnOn();
      setState(next);
      // The person closed the browser's question without an answer: it can be asked again.
      if (!on && next === 'off') setProblem(t('Alerts stay off: notifications were not allowed.'));
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const usable = state === 'on' || state === 'off';
  return (
    <Card aria-labelledby={`${id}-label`}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`${id}-label`} className="text-lg font-bold">
            {t('Alerts on this device')}
          </h2>
          <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
            {t('A notification on this phone or computer when a request near you needs your blood group, even when Grant is closed.')}
          </p>
        </div>
        <SwitchButton
          on={on}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint ${id}-status`}
          aria-busy={busy || state === 'checking'}
          disabled={!usable || busy}
          onClick={toggle}
          className="mt-1"
        />
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={cn('mt-3 text-sm', state === 'denied' || state === 'unsupported' ? 'text-amber-900' : 'text-stone-700')}
      >
        {t(STATUS[state])}
      </p>
      <div className="mt-3 empty:hidden">
        <FormError message={problem} />
      </div>
    </Card>
  );
}
