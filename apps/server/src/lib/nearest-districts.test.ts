import { DISTRICTS } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { districtsNearestTo } from './nearest-districts';

describe('districts nearest to a district', () => {
  it('puts the district first, its neighbours next and the far corners last', () => {
    const order = districtsNearestTo('Dhaka') ?? [];
    expect(order).toHaveLength(DISTRICTS.length);
    expect(order[0]).toBe('Dhaka');
    expect(order.slice(1, 4)).toEqual(expect.arrayContaining(['Narayanganj']));
    expect(order.indexOf('Gazipur')).toBeLessThan(order.indexOf('Rajshahi'));
    expect(order.slice(-3)).toEqual(expect.arrayContaining(['Panchagarh']));
  });

  it('knows no order for a name that is no district', () => {
    expect(districtsNearestTo('Atlantis')).toBeUndefined();
  });
});
