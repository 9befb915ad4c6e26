import { describe, expect, it } from 'vitest';
import { statChange } from './stats.schemas';

describe('statChange', () => {
  it('gives the difference and its whole percentage of the previous window', () => {
    expect(statChange(700, 500)).toEqual({ current: 700, previous: 500, difference: 200, percent: 40 });
    expect(statChange(90, 100)).toEqual({ current: 90, previous: 100, difference: -10, percent: -10 });
    expect(statChange(2, 3)).toEqual({ current: 2, previous: 3, difference: -1, percent: -33 });
  });

  it('has no percentage when there was nothing before', () => {
    expect(statChange(5, 0)).toEqual({ current: 5, previous: 0, difference: 5, percent: null });
    expect(statChange(0, 0)).toEqual({ current: 0, previous: 0, difference: 0, percent: null });
  });
});
