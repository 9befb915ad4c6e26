import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import type { Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/states';
import type { Page } from '../../../lib/api-client';
import { RequestList } from '../../requests/components/request-list';
import { DONORS_PAGE_SIZE } from '../api/donors-api';

interface DonorListSectionProps<T extends { _id: string }> {
  /** Names the section for screen readers (aria-labelledby) and must be unique on the page. */
  id: string;
  title: string;
  hints: ReactNode[];
  query: UseQueryResult<Page<T>>;
  columns: readonly Column<T>[];
  page: number;
  onPageChange: (page: number) => void;
  empty: { title: string; text: string };
}

/** A titled card holding one paged donor list: the request page's donors and the profile's history. */
export function DonorListSection<T extends { _id: string }>({ id, title, hints, empty, ...list }: DonorListSectionProps<T>) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {hints.map((hint, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the hints are a fixed list per section
          <p key={index} className="mt-1 text-sm text-stone-700">
            {hint}
          </p>
        ))}
        <div className="mt-4">
          <RequestList caption={title} pageSize={DONORS_PAGE_SIZE} empty={<EmptyState title={empty.title} text={empty.text} />} {...list} />
        </div>
      </Card>
    </section>
  );
}
