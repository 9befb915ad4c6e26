import { describe, expect, it } from 'vitest';
import { matchPagePath, PAGE_PATHS, pagePath } from './page-paths';

const ID = '0b7c5a52-8f0e-4c1e-9a51-3f1d2c4b5a6e';

describe('matchPagePath', () => {
  it('finds every page, as the router does: any letter case, a trailing slash or not', () => {
    for (const pattern of Object.values(PAGE_PATHS)) expect(matchPagePath(pattern.replace(':id', ID))?.pattern).toBe(pattern);
    expect(matchPagePath('/Dashboard')?.pattern).toBe(PAGE_PATHS.dashboard);
    expect(matchPagePath('/search/')?.pattern).toBe(PAGE_PATHS.search);
    expect(matchPagePath(pagePath(PAGE_PATHS.requestDetails, ID))).toEqual({ pattern: PAGE_PATHS.requestDetails, id: ID });
  });

  it('finds no page for unknown paths and for ids that are not UUIDs', () => {
    for (const path of [
      '/no/such/page',
      '/dashboard/nope',
      '/details',
      '/details/does-not-exist',
      '/details/1',
      `/details/${ID}/more`,
      '/%E0%A4%A',
    ])
      expect(matchPagePath(path), path).toBeUndefined();
  });
});
