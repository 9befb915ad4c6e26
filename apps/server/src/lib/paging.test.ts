import { describe, expect, it } from 'vitest';
import { rowsReadChooser, WRITTEN_PAGE_SIZES } from './paging';

describe('rowsReadChooser (decision 0051)', () => {
  it('writes the rows to read of a window at offset 0 into its statement, one more than the page', () => {
    const choose = rowsReadChooser();
    expect(choose({ offset: 0, limit: 10 })).toBe(11);
    expect(choose({ offset: 0, limit: 10, after: { at: new Date(), id: '00000000-0000-0000-0000-000000000000' } })).toBe(11);
  });

  it('keeps offset and limit as parameters for a page asked for by its number', () => {
    expect(rowsReadChooser()({ offset: 20, limit: 10 })).toBe('bound');
  });

  it('gives statements of their own to the first sizes only, so that no caller can make one for every size', () => {
    const choose = rowsReadChooser();
    const sizes = Array.from({ length: WRITTEN_PAGE_SIZES + 2 }, (_, i) => i + 1);
    const chosen = sizes.map((limit) => choose({ offset: 0, limit }));
    expect(chosen).toEqual([...sizes.slice(0, WRITTEN_PAGE_SIZES).map((limit) => limit + 1), 'bound', 'bound']);
    // A size written before stays written.
    expect(choose({ offset: 0, limit: 1 })).toBe(2);
  });
});
