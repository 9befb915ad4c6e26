import { afterAll, beforeAll, vi } from 'vitest';
import { setLocale } from './locale';

/** The tests of the calling `describe` run in Bangla, in Node (no page: its document and storage are stubbed). */
export function inBangla() {
  beforeAll(async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'en' }, querySelector: () => null });
    vi.stubGlobal('localStorage', { setItem: () => undefined, getItem: () => null });
    await setLocale('bn');
  });
  afterAll(async () => {
    await setLocale('en');
    vi.unstubAllGlobals();
  });
}
