import type { ReactNode } from 'react';
import { cardLines } from './card-lines';

export interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Shown as the card's title on phones instead of a label/value line. */
  primary?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Row numbers continue across pages. */
  firstIndex?: number;
  /** Below this width the rows show as cards; wide tables beside the dashboard sidebar need 'xl', the widest '2xl'. */
  cardsBelow?: CardsBelow;
}

const BREAKPOINTS = {
  md: { table: 'hidden md:block', cards: 'md:hidden' },
  xl: { table: 'hidden xl:block', cards: 'xl:hidden' },
  // Cards up to 1536 px: two side by side from 1024 px, rather than one as wide as the page.
  '2xl': { table: 'hidden 2xl:block', cards: 'lg:grid lg:grid-cols-2 lg:items-start lg:gap-3 lg:space-y-0 2xl:hidden' },
} as const;

export type CardsBelow = keyof typeof BREAKPOINTS;

// Snug cells, and headers as written (the spec's 'DonationDate', not spaced-out capitals) that may wrap: the
// dashboard's widest tables (a dozen columns beside the sidebar) then fit 1280 px, rather than hiding their
// action columns in a sideways scroll.
const CELL_PADDING = 'px-2 py-3 first:pl-4 last:pr-4';

/** A table on wide screens that becomes a list of cards on phones, from one column definition. */
export function DataTable<T>({ caption, columns, rows, rowKey, firstIndex = 0, cardsBelow = 'md' }: DataTableProps<T>) {
  const primary = columns.find((c) => c.primary);
  const breakpoint = BREAKPOINTS[cardsBelow];
  return (
    <>
      <div className={`overflow-x-auto rounded-2xl border border-stone-200 bg-white ${breakpoint.table}`}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-stone-50 text-xs text-stone-700">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={`${CELL_PADDING} font-semibold`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={rowKey(row)} className="border-t border-stone-200 align-middle">
                {columns.map((column) => (
                  <td key={column.header} className={CELL_PADDING}>
                    {column.cell(row, firstIndex + i)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={`space-y-3 ${breakpoint.cards}`} aria-label={caption}>
        {rows.map((row, i) => (
          <li key={rowKey(row)} className="rounded-xl border border-stone-200 bg-white p-4">
            {primary && <div className="mb-2 font-semibold text-stone-900">{primary.cell(row, firstIndex + i)}</div>}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              {cardLines(columns, row, firstIndex + i).map(({ column, value }) => (
                <div key={column.header} className="contents">
                  <dt className="text-stone-600">{column.header}</dt>
                  <dd className="min-w-0 text-stone-900">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
