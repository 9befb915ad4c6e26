import { PAGE_PATHS } from '@grant/shared';
import { ButtonLink } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';

interface Entry {
  term: Text;
  detail: Text;
  /** A list after the detail (what deleting an account does). */
  items?: readonly Text[];
}

const STORED: readonly Entry[] = [
  { term: 'Account', detail: 'Your name, e-mail and photo. Your password is kept only as a hash, from which it cannot be read back.' },
  {
    term: 'Donor answers',
    detail:
      'Blood group, division and district, birth year, weight, the date of your last donation, and whether you are available to donate.',
  },
  { term: 'Phone', detail: 'Optional. If you give one, we check it with a code sent by SMS.' },
  { term: 'Requests and donations', detail: 'The blood requests you make and the donations you offer.' },
  { term: 'Drive bookings', detail: 'The times you book at donation drives.' },
  {
    term: 'Notifications and alerts',
    detail: 'Your notifications and alert settings: channels, quiet hours, and the devices you turned push alerts on for.',
  },
  {
    term: 'Gifts',
    detail: 'The amount, date and status of each gift. Card details go straight to the payment provider and never reach our server.',
  },
  { term: 'Blog posts', detail: 'The posts you write.' },
  { term: 'Sessions', detail: 'The name of each device and browser you log in from, and when.' },
  { term: 'Security logs', detail: 'A record of each login attempt, to spot misuse.' },
  { term: 'Consents', detail: 'Each choice you make about being listed, your phone and your alerts, and when you made it.' },
  { term: 'Audit log', detail: 'What admins do, such as changing a role or blocking an account, with its time.' },
];

const PURPOSES: readonly Text[] = [
  'To match donors with patients nearby who need their blood group.',
  'To alert donors when someone needs their blood.',
  'To run donation drives and the directory of blood banks.',
  'To keep accounts safe.',
  'To keep the accounts of gifts.',
];

const AUDIENCES: readonly Entry[] = [
  { term: 'Everyone', detail: 'Blood requests, without any phone number, and blog posts.' },
  { term: 'Donor lists', detail: 'You are listed for matching only if you choose to be listed as a donor on your profile.' },
  { term: 'Requesters', detail: 'They see the phone of a donor who matches their request only if that donor agreed.' },
  {
    term: 'Volunteers',
    detail: 'They see a donor’s phone only if the donor agreed that volunteers may call them, and each look is recorded.',
  },
  { term: 'Admins', detail: 'They manage accounts.' },
  { term: 'Nobody else', detail: 'We never sell your data.' },
];

/**
 * How long each kind of record is kept (a number: days): the server's defaults, which its hourly sweep
 * applies and an operator may change.
 */
const RETENTION: readonly { what: Text; kept: Text | number }[] = [
  { what: 'Your account and what is in it', kept: 'As long as the account exists' },
  { what: 'Read notifications of requests that are over', kept: 90 },
  { what: 'Copies of e-mails and SMS in the outbox', kept: 30 },
  { what: 'Messages sent through the contact form', kept: 365 },
  { what: 'Expired sessions and password reset links', kept: 'Removed within an hour of expiring' },
  { what: 'Free-text details in the audit log', kept: 730 },
];

const RIGHTS: readonly Entry[] = [
  { term: 'Download my data', detail: 'On your profile: one JSON file with everything we hold about you.' },
  {
    term: 'Delete my account',
    detail: 'On your profile. It erases you:',
    items: [
      'every session ends, so you are logged out everywhere;',
      'your profile, photo and phone number are erased;',
      'your open requests are canceled;',
      'your past donations stay in the figures, without your name;',
      'your gifts stay in the accounts, without your name or e-mail;',
      'your blog posts are removed, or kept under “Former member”, as you choose.',
    ],
  },
  { term: 'Your consents', detail: 'Change each one on your profile, at any time.' },
];

function EntryList({ entries }: { entries: readonly Entry[] }) {
  const t = useT();
  return (
    <dl className="divide-y divide-stone-100">
      {entries.map(({ term, detail, items }) => (
        <div key={term} className="py-3 first:pt-0 last:pb-0 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="font-semibold text-stone-900">{t(term)}</dt>
          <dd className="mt-1 text-stone-700 sm:mt-0">
            {t(detail)}
            {items && (
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {items.map((item) => (
                  <li key={item}>{t(item)}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What Grant keeps about a person, why, who sees it, for how long, and how to take it or delete it: one
 * static page, prerendered (scripts/prerender.mjs), linked from the footer and the registration form.
 */
export function PrivacyPage() {
  usePageTitle('Privacy');
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">{t('Privacy')}</h1>
        <p className="mt-2 text-stone-700">
          {t('What Grant keeps about you, why, who sees it, for how long, and how to take it with you or delete it.')}
        </p>
      </header>

      <SectionCard id="stored" title={t('What we store')}>
        <EntryList entries={STORED} />
      </SectionCard>

      <SectionCard id="why" title={t('Why we store it')}>
        <ul className="list-disc space-y-1 pl-5 text-stone-700">
          {PURPOSES.map((purpose) => (
            <li key={purpose}>{t(purpose)}</li>
          ))}
        </ul>
      </SectionCard>

      <SectionCard id="who" title={t('Who sees what')}>
        <EntryList entries={AUDIENCES} />
      </SectionCard>

      <SectionCard id="how-long" title={t('How long we keep it')}>
        <dl className="divide-y divide-stone-100">
          {RETENTION.map(({ what, kept }) => (
            <div key={what} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
              <dt className="text-stone-700">{t(what)}</dt>
              <dd className="font-semibold text-stone-900">{typeof kept === 'number' ? t('{days} days', { days: kept }) : t(kept)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-stone-700">{t('These are the standard periods; whoever runs this service may set others.')}</p>
      </SectionCard>

      <SectionCard id="rights" title={t('Your rights')}>
        <EntryList entries={RIGHTS} />
        <ButtonLink to={PAGE_PATHS.profile} variant="secondary">
          {t('Go to my profile')}
        </ButtonLink>
      </SectionCard>
    </div>
  );
}
