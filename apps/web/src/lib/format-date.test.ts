import { describe, expect, it } from 'vitest';
import { formatClock, formatDate } from './format-date';

describe('formatDate in English', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

  it('writes every month as en-GB does', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, month + 1));
      expect(formatDate(date.toISOString())).toBe(intl.format(date));
    }
  });

  it('reads a calendar date without a time zone shift, and leaves a date it cannot read as it is', () => {
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate('2026-01-01T23:30:00+06:00')).toBe('1 Jan 2026');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatClock', () => {
  it("writes a time control's value on the 24-hour clock in English, and leaves what it cannot read", () => {
    expect(formatClock('09:05')).toBe('09:05');
    expect(formatClock('14:30:00')).toBe('14:30');
    expect(formatClock('25:00')).toBe('25:00');
    expect(formatClock('')).toBe('');
  });
});
