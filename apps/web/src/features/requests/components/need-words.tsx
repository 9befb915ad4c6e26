import {
  BLOOD_GROUPS,
  type BloodGroup,
  COMPATIBILITY_REASON_TEXTS,
  COMPONENT_LABELS,
  type DonationRequest,
  donorTiers,
  NEED_TEXTS,
  type PublicRequest,
} from '@grant/shared';
import { ExternalLink, Users } from 'lucide-react';
import { translate } from '../../../i18n/locale';
import { type Translate, useLocale, useT, useTranslateAny } from '../../../i18n/use-t';
import { dhakaWallClock, formatFromNow, formatNeededBy } from '../../../lib/format-needed-by';

/** A request's component in the page's language ('Platelets', 'প্লাটিলেট'). */
export function ComponentName({ component }: { component: PublicRequest['component'] }) {
  // The lead's labels are typed as plain strings; bn.test.ts holds each to its Bangla.
  return <>{useTranslateAny()(COMPONENT_LABELS[component])}</>;
}

/**
 * Needed by, on Bangladesh's clock; the date and the time each stay whole, the line may break
 * between them. `day`: the date shown beside it already (a table's DonationDate), left out when the
 * deadline falls on it.
 */
export function NeededByTime({ neededBy, relative = false, day }: { neededBy: string; relative?: boolean; day?: string }) {
  useT();
  const { date, time } = formatNeededBy(neededBy);
  const sameDay = day !== undefined && dhakaWallClock(neededBy).startsWith(day);
  return (
    <>
      {!sameDay && (
        <>
          <span className="whitespace-nowrap">{date},</span>{' '}
        </>
      )}
      <span className="whitespace-nowrap">{time}</span>
      {relative && <span className="text-stone-600"> ({formatFromNow(neededBy)})</span>}
    </>
  );
}

const mapAt = ({ lat, lon }: { lat: number; lon: number }) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

/** The hospital the request names, with a link to it on a map when its place is known. */
export function HospitalPlace({ request: r }: { request: DonationRequest }) {
  const t = useT();
  const locale = useLocale();
  const point = r.hospital ?? r.location;
  // A directory hospital reads in the page's language; a typed name stays as its requester wrote it.
  const name = locale === 'bn' && r.hospital?.nameBn ? r.hospital.nameBn : r.hospitalName;
  return (
    <>
      {name}
      {point && (
        <a
          href={mapAt(point)}
          target="_blank"
          rel="noreferrer"
          className="ml-2 inline-flex items-center gap-1 text-sm font-normal text-brand-800 underline underline-offset-2"
        >
          {t(r.hospital ? NEED_TEXTS.hospitalOnMap : NEED_TEXTS.placeOnMap)}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      )}
    </>
  );
}

/** The sentence CompatibilityWords shows, in the page's language; null for a group the app does not know. */
export function compatibilitySentence(t: Translate, r: Pick<PublicRequest, 'blood' | 'component'>): string | null {
  // Read without zod: the details page's chunk stays without it.
  if (!(BLOOD_GROUPS as readonly string[]).includes(r.blood)) return null;
  const tiers = donorTiers(r.blood as BloodGroup, r.component)
    .map((tier, index) => {
      const words = t(COMPATIBILITY_REASON_TEXTS[tier.reason], { groups: tier.groups.join(', ') });
      return index === 0 ? words : `${t(NEED_TEXTS.compatibilityThen)} ${words}`;
    })
    .join('; ');
  return t(NEED_TEXTS.compatibilityFor, { component: translate(COMPONENT_LABELS[r.component]), patient: r.blood, tiers });
}

/**
 * Which groups can give this request's component, in the order the alerts ask them, and why: e.g.
 * "Platelets for O-: O- first; then A-, B-, AB- (plasma-compatible); then O+, A+, B+, AB+ only if no
 * Rh-negative donor can come." (donorTiers, decision 0055).
 */
export function CompatibilityWords({ request: r }: { request: Pick<PublicRequest, 'blood' | 'component'> }) {
  const t = useT();
  const sentence = compatibilitySentence(t, r);
  if (!sentence) return null;
  return (
    <section aria-labelledby="compatibility-title" className="mt-6 flex items-start gap-3 rounded-xl bg-brand-50 p-4">
      <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>
        <h2 id="compatibility-title" className="text-sm text-stone-700">
          {t(NEED_TEXTS.compatibilityTitle)}
        </h2>
        <p data-testid="compatibility-words">{sentence}</p>
      </div>
    </section>
  );
}
