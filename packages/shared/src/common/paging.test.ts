import { describe, expect, it } from 'vitest';
import { LATEST_CURSOR_MS } from './paging';

describe('LATEST_CURSOR_MS', () => {
  it('is the last millisecond of the year 9999', () => {
    expect(LATEST_CURSOR_MS).toBe(Date.UTC(9999, 11, 31, 23, 59, 59, 999));
    expect(new Date(LATEST_CURSOR_MS + 1).toISOString()).toBe('+010000-01-01T00:00:00.000Z');
  });
});
