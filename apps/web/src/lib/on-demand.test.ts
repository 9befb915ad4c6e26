import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand';

describe('a part of the app loaded on first need', () => {
  it('is not loaded until asked for, loads once for callers at the same time, and is kept', async () => {
    let loads = 0;
    const part = onDemand(async () => {
      loads += 1;
      return 'dialog';
    });
    expect(loads).toBe(0);
    expect(part.get()).toBeUndefined();
    await expect(Promise.all([part.load(), part.load()])).resolves.toEqual(['dialog', 'dialog']);
    expect(part.get()).toBe('dialog');
    await part.load();
    expect(loads).toBe(1);
  });

  it('tries again at the next need after a failed load', async () => {
    let attempt = 0;
    const part = onDemand(async () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'dialog';
    });
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.get()).toBeUndefined();
    await expect(part.load()).resolves.toBe('dialog');
    expect(attempt).toBe(2);
  });
});
