import { describe, expect, it } from 'vitest';
import { firstIndexOf, pageQuery } from './paging';

describe('pageQuery', () => {
  it('asks for the page and limit, then only the filters that are set', () => {
    expect(pageQuery(2, 10)).toBe('page=2&limit=10');
    expect(pageQuery(1, 20, { status: '', search: 'Rafiq Islam', channel: undefined, user: null })).toBe(
      'page=1&limit=20&search=Rafiq+Islam',
    );
  });
});

describe('firstIndexOf', () => {
  it('numbers rows across pages', () => {
    expect(firstIndexOf(1, 10)).toBe(0);
    expect(firstIndexOf(3, 10)).toBe(20);
  });
});
