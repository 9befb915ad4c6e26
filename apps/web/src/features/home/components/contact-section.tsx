import { type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { ContactForm } from './contact-form';

const ADDRESS = 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh' satisfies Text;

/** Phone and e-mail are written the same in both languages; the address is translated. */
const DETAILS: readonly { Icon: LucideIcon; label: Text; value: string; href?: string }[] = [
  { Icon: MapPin, label: 'Address', value: ADDRESS },
  { Icon: Phone, label: 'Phone', value: '+880 1700-000000', href: 'tel:+8801700000000' },
  { Icon: Mail, label: 'E-mail', value: 'hello@grant.example.org', href: 'mailto:hello@grant.example.org' },
];

export function ContactSection() {
  const t = useT();
  return (
    <section aria-labelledby="contact-heading" className="mx-auto max-w-7xl px-4 py-16">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{t('Contact')}</p>
      <h2 id="contact-heading" className="mt-1 text-3xl font-bold text-stone-900">
        {t('Get in touch')}
      </h2>
      <div className="mt-8 grid gap-6 lg:grid-cols-[22rem_1fr]">
        <div className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm">
          <ul className="space-y-5">
            {DETAILS.map(({ Icon, label, value, href }) => (
              <li key={label} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-100" />
                <div>
                  <p className="text-sm text-brand-100">{t(label)}</p>
                  {href ? (
                    <a href={href} className="font-medium underline-offset-2 hover:underline">
                      {value}
                    </a>
                  ) : (
                    <p className="font-medium">{t(ADDRESS)}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
        <Card>
          <ContactForm />
        </Card>
      </div>
    </section>
  );
}
