import { describe, expect, it } from 'vitest';
import { ApiError, type Page } from './api-client';
import { CursorMemory, type Filters, fetchPage, firstIndexOf, pageFromParams, pageQuery, withPage } from './paging';

describe('pageQuery', () => {
  it('asks for the page and limit, then only the filters that are set', () => {
    expect(pageQuery(2, 10)).toBe('page=2&limit=10');
    expect(pageQuery(1, 20, { status: '', search: 'Rafiq Islam', channel: undefined, user: null })).toBe(
      'page=1&limit=20&search=Rafiq+Islam',
    );
  });

  it('sends the page number along with a cursor, for a server that does not take cursors', () => {
    expect(pageQuery(3, 10, { status: 'pending' }, 'c-2')).toBe('page=3&limit=10&cursor=c-2&status=pending');
  });
});

describe('firstIndexOf', () => {
  it('numbers rows across pages', () => {
    expect(firstIndexOf(1, 10)).toBe(0);
    expect(firstIndexOf(3, 10)).toBe(20);
  });
});

describe('the page in the URL', () => {
  it('reads a whole page number from 1, and writes page 1 as no parameter, keeping the others', () => {
    expect(pageFromParams(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x']) expect(pageFromParams(new URLSearchParams(bad))).toBe(1);
    expect(withPage(new URLSearchParams('status=done&page=4'), 2).toString()).toBe('status=done&page=2');
    expect(withPage(new URLSearchParams('status=done&page=4'), 1).toString()).toBe('status=done');
  });
});

/**
 * A server of 25 rows in pages of 10 that gives X-Next-Cursor `after-<last row>` (or none, when `cursors` is
 * off), and records each query string it is asked.
 */
function fakeServer({ cursors = true } = {}) {
  const asked: string[] = [];
  const get = async (url: string): Promise<Page<number>> => {
    asked.push(url);
    const params = new URLSearchParams(url.split('?')[1]);
    const limit = Number(params.get('limit'));
    const cursor = params.get('cursor');
    if (cursor && !cursor.startsWith('after-')) throw new ApiError(400, 'The cursor is not valid.');
    const start = cursor ? Number(cursor.slice('after-'.length)) + 1 : (Number(params.get('page')) - 1) * limit;
    const items = Array.from({ length: Math.max(0, Math.min(limit, 25 - start)) }, (_, i) => start + i);
    const last = items.at(-1);
    const nextCursor = cursors && last !== undefined && last < 24 ? `after-${last}` : undefined;
    return { items, total: 25, totalCapped: false, nextCursor };
  };
  return { asked, get };
}

const list = JSON.stringify(['requests', 'filtered', 10]);
const open = (memory: CursorMemory, server: ReturnType<typeof fakeServer>, page: number, filters: Filters = { status: 'pending' }) =>
  fetchPage(memory, { list, path: '/pending/all', filters, page, limit: 10 }, server.get);

describe('fetchPage: the cursors of the list hook', () => {
  it('walks forward by the cursor the page before gave', async () => {
    const memory = new CursorMemory();
    const server = fakeServer();
    expect((await open(memory, server, 1)).items[0]).toBe(0);
    expect((await open(memory, server, 2)).items[0]).toBe(10);
    const third = await open(memory, server, 3);
    expect(third.items).toEqual([20, 21, 22, 23, 24]);
    expect(third.nextCursor).toBeUndefined();
    expect(server.asked).toEqual([
      '/pending/all?page=1&limit=10&status=pending',
      '/pending/all?page=2&limit=10&cursor=after-9&status=pending',
      '/pending/all?page=3&limit=10&cursor=after-19&status=pending',
    ]);
  });

  it('walks back by the cursor it remembered, and page 1 needs none', async () => {
    const memory = new CursorMemory();
    const server = fakeServer();
    for (const page of [1, 2, 3]) await open(memory, server, page);
    server.asked.length = 0;
    await open(memory, server, 2);
    await open(memory, server, 1);
    expect(server.asked).toEqual([
      '/pending/all?page=2&limit=10&cursor=after-9&status=pending',
      '/pending/all?page=1&limit=10&status=pending',
    ]);
  });

  it('asks by page number for a page no answer led to (a reload on ?page=3), then walks on by cursor', async () => {
    const memory = new CursorMemory();
    const server = fakeServer();
    expect((await open(memory, server, 3)).items[0]).toBe(20);
    await open(memory, server, 2);
    expect(server.asked).toEqual(['/pending/all?page=3&limit=10&status=pending', '/pending/all?page=2&limit=10&status=pending']);
    await open(memory, server, 3);
    expect(server.asked.at(-1)).toBe('/pending/all?page=3&limit=10&cursor=after-19&status=pending');
  });

  it('keeps to page numbers when the server sends no X-Next-Cursor', async () => {
    const memory = new CursorMemory();
    const server = fakeServer({ cursors: false });
    for (const page of [1, 2, 3, 2]) await open(memory, server, page);
    expect(server.asked.every((url) => !url.includes('cursor='))).toBe(true);
    expect(server.asked.at(-1)).toBe('/pending/all?page=2&limit=10&status=pending');
  });

  it('forgets the cursors when the filters change, also for the filters it had before', async () => {
    const memory = new CursorMemory();
    const server = fakeServer();
    await open(memory, server, 1);
    await open(memory, server, 2, { status: 'done' });
    await open(memory, server, 2);
    expect(server.asked.slice(1)).toEqual(['/pending/all?page=2&limit=10&status=done', '/pending/all?page=2&limit=10&status=pending']);
  });

  it('keeps the cursors of each list apart', async () => {
    const memory = new CursorMemory();
    const server = fakeServer();
    await open(memory, server, 1);
    await fetchPage(memory, { list: 'another list', path: '/pending', filters: {}, page: 2, limit: 10 }, server.get);
    await open(memory, server, 2);
    expect(server.asked.slice(1)).toEqual(['/pending?page=2&limit=10', '/pending/all?page=2&limit=10&cursor=after-9&status=pending']);
  });

  it('asks by number when the server refuses a cursor (400), and forgets that cursor', async () => {
    const memory = new CursorMemory();
    const server = fakeServer();
    memory.remember(list, JSON.stringify({ status: 'pending' }), 1, 'from-an-older-server');
    expect((await open(memory, server, 2)).items[0]).toBe(10);
    expect(server.asked).toEqual([
      '/pending/all?page=2&limit=10&cursor=from-an-older-server&status=pending',
      '/pending/all?page=2&limit=10&status=pending',
    ]);
  });

  it('forgets the next cursor when a page turns out to be the last', async () => {
    const memory = new CursorMemory();
    const filters = JSON.stringify({});
    memory.remember(list, filters, 1, 'after-9');
    expect(memory.cursorFor(list, filters, 2)).toBe('after-9');
    memory.remember(list, filters, 1, undefined);
    expect(memory.cursorFor(list, filters, 2)).toBeUndefined();
  });
});
