import { DISTRICTS, districtsOfDivision } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { inPlaceOrder } from './place-order';

describe('inPlaceOrder', () => {
  const chattogram = districtsOfDivision('Chattagram');

  it('orders a division’s districts by their English names on an English page', () => {
    const names = inPlaceOrder(chattogram, 'en').map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.slice(0, 3)).toEqual(['Bandarban', 'Brahmanbaria', 'Chandpur']);
  });

  it('orders them by their Bangla names, as Bangla sorts, on a Bangla page', () => {
    const collator = new Intl.Collator('bn');
    const names = inPlaceOrder(chattogram, 'bn').map((d) => d.bnName);
    expect(names).toEqual([...names].sort(collator.compare));
    expect(names[0]).toBe('কক্সবাজার');
  });

  it('keeps every place and leaves the list it was given as it was', () => {
    const before = DISTRICTS.map((d) => d.id);
    expect(inPlaceOrder(DISTRICTS, 'bn')).toHaveLength(DISTRICTS.length);
    expect(DISTRICTS.map((d) => d.id)).toEqual(before);
  });
});
