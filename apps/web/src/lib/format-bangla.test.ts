import { describe, expect, it } from 'vitest';
import { inBangla } from '../i18n/in-bangla.test-support';
import { localizeTime } from '../i18n/locale';
import { formatClock, formatDate } from './format-date';
import { formatTimestamp } from './format-timestamp';
import { formatDateTime } from './money-format';

/** Bangla written in Bangla: no Latin letters (AM/PM) or digits. */
const ALL_BANGLA = /^[^A-Za-z0-9]+$/;

describe('dates and times in Bangla', () => {
  inBangla();

  it('shows instants with the part of the day, no AM/PM and no seconds', () => {
    expect(formatDateTime('2026-11-25T20:43:57Z')).toBe('২৬ নভেম্বর ২০২৬, রাত ২:৪৩');
    const stamp = formatTimestamp('2026-11-25T20:43:57Z');
    expect(stamp).toMatch(ALL_BANGLA);
    expect(stamp).not.toMatch(/৫৭/);
  });

  it('shows calendar dates with the full month', () => {
    expect(formatDate('2026-11-25')).toBe('২৫ নভেম্বর ২০২৬');
  });

  it("shows a time control's value with the part of the day", () => {
    expect(formatClock('14:05')).toBe('দুপুর ২:০৫');
    expect(formatClock('00:30')).toBe('রাত ১২:৩০');
  });

  it('shows the donation time the requester typed the Bangla way', () => {
    expect(localizeTime('10:30 AM')).toBe('সকাল ১০:৩০');
    expect(localizeTime('4:00 PM')).toBe('বিকাল ৪:০০');
  });
});
