import { describe, expect, it } from 'vitest';
import { cardLines, drawsSomething } from './card-lines';
import type { Column } from './data-table';

interface Booking {
  name: string;
  blood: string | null;
  reason?: string;
  urgent: boolean;
}

const columns: Column<Booking>[] = [
  { header: '#', cell: (_row, index) => index + 1 },
  { header: 'Name', primary: true, cell: (row) => row.name },
  { header: 'Blood group', cell: (row) => row.blood },
  { header: 'Deferred because', cell: (row) => row.reason },
  { header: 'Urgent', cell: (row) => row.urgent && 'Urgent' },
  { header: 'Bags', cell: () => 0 },
];

describe('cardLines', () => {
  it('leaves out the title, the row number and every cell that draws nothing', () => {
    const lines = cardLines(columns, { name: 'Nasrin Akter', blood: null, reason: '', urgent: false }, 4);
    expect(lines.map(({ column, value }) => [column.header, value])).toEqual([['Bags', 0]]);
  });

  it('keeps every line that has something to show', () => {
    const lines = cardLines(columns, { name: 'Nasrin Akter', blood: 'O-', reason: 'Low haemoglobin', urgent: true }, 0);
    expect(lines.map(({ column }) => column.header)).toEqual(['Blood group', 'Deferred because', 'Urgent', 'Bags']);
  });
});

describe('drawsSomething', () => {
  it('is false only for what React leaves out', () => {
    expect([null, undefined, false, true, ''].map(drawsSomething)).toEqual([false, false, false, false, false]);
    expect([0, ' ', 'No'].map(drawsSomething)).toEqual([true, true, true]);
  });
});
