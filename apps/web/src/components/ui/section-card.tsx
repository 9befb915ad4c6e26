import type { ReactNode } from 'react';
import { Card } from './card';

/** A titled part of a page (the profile's donor answers, its alerts): a card named by its heading for screen readers. */
export function SectionCard({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id}>
      <Card className="space-y-4">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {title}
          </h2>
          {hint && <p className="mt-1 text-sm text-stone-700">{hint}</p>}
        </div>
        {children}
      </Card>
    </section>
  );
}
