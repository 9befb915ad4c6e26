import { Card } from '../../../components/ui/card';
import type { Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/states';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import type { PagedList } from '../../../lib/use-paged-list';
import { RequestList } from '../../requests';

interface DonorListSectionProps<T extends { _id: string }> {
  /** Names the section for screen readers (aria-labelledby) and must be unique on the page. */
  id: string;
  title: Text;
  hints: Text[];
  list: PagedList<T>;
  columns: readonly Column<T>[];
  empty: { title: Text; text: Text };
}

/** A titled card holding one paged donor list: the request page's donors and the profile's history. */
export function DonorListSection<T extends { _id: string }>({ id, title, hints, empty, ...list }: DonorListSectionProps<T>) {
  const t = useT();
  return (
    <section aria-labelledby={id}>
      <Card>
        <h2 id={id} className="text-xl font-bold">
          {t(title)}
        </h2>
        {hints.map((hint, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the hints are a fixed list per section
          <p key={index} className="mt-1 text-sm text-stone-700">
            {t(hint)}
          </p>
        ))}
        <div className="mt-4">
          <RequestList caption={t(title)} empty={<EmptyState title={t(empty.title)} text={t(empty.text)} />} {...list} />
        </div>
      </Card>
    </section>
  );
}
