import { PAGE_PATHS } from '@grant/shared';
import { Droplet, Mail, MapPin, Pencil, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DetailList } from '../../../components/ui/detail-list';
import { placeName } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth';
import { DonationHistory, DonorProfileSection, NotListedNotice } from '../../donors';
import { MyBookingsSection } from '../../drives';
import { DeviceAlertsSwitch } from '../../push';
import { AlertsSection } from '../components/alerts-section';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';
import { SessionsSection } from '../components/sessions-section';
import { TwoFactorSection } from '../components/two-factor-section';
import { YourDataSection } from '../components/your-data-section';

export function ProfilePage() {
  usePageTitle('Profile');
  const t = useT();
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  if (!user) return null;

  const details = [
    { Icon: Mail, label: t('Email'), value: user.email },
    { Icon: Droplet, label: t('Blood group'), value: user.blood ?? t('Not set') },
    {
      Icon: MapPin,
      label: t('Location'),
      value: user.district ? `${placeName(user.district)}, ${placeName(user.division ?? '')}` : t('Not set'),
    },
    { Icon: ShieldCheck, label: t('Role and status'), value: `${t(user.Role)} · ${t(user.Status)}` },
  ];

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold">{t('Profile')}</h1>
      <NotListedNotice />
      <Card>
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <Avatar src={user.photoURL} name={t('Photo of {name}', { name: user.displayName })} size="lg" />
          {/* max-w-full: centred in a column on a phone, it would otherwise be as wide as the unbroken name. */}
          <div className="min-w-0 max-w-full flex-1">
            <h2 className="truncate text-xl font-bold">{user.displayName}</h2>
            <p className="break-all text-stone-700">{user.email}</p>
          </div>
          {!editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" /> {t('Edit profile')}
            </Button>
          )}
        </div>
        {editing ? (
          <div className="mt-6 border-t border-stone-200 pt-6">
            <ProfileForm key={user.updatedAt} user={user} onDone={() => setEditing(false)} />
          </div>
        ) : (
          <DetailList details={details} className="mt-6 border-t border-stone-200 pt-6" />
        )}
      </Card>
      <DonorProfileSection />
      <AlertsSection deviceSwitch={<DeviceAlertsSwitch />} />
      <DonationHistory />
      <MyBookingsSection />
      <TwoFactorSection />
      <ChangePasswordForm />
      <SessionsSection />
      <YourDataSection
        privacyLink={
          <Link to={PAGE_PATHS.privacy} className="font-medium text-brand-800 underline">
            {t('How we use your data')}
          </Link>
        }
      />
    </div>
  );
}
