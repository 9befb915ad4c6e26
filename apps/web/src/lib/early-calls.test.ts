import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { startEarlyCall, takeEarlyCall } from './early-calls';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe("a page's early calls", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => answer({ email: 'donor@grant.demo' }));
    vi.stubGlobal('fetch', fetchMock);
    const stored = new Map([['Token', 'token-1']]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: vi.fn(), removeItem: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API with the session, and hands the answer over once, for that session only', async () => {
    startEarlyCall('/auth/me', 'token-1');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', { headers: { authorization: 'Bearer token-1' } });
    expect(takeEarlyCall('/auth/me', 'token-2')).toBeUndefined();
    // Asked with another session: dropped, so the next call with this one asks again.
    expect(takeEarlyCall('/auth/me', 'token-1')).toBeUndefined();

    startEarlyCall('/auth/me', 'token-1');
    const early = takeEarlyCall('/auth/me', 'token-1');
    expect(await (await early)?.json()).toEqual({ email: 'donor@grant.demo' });
    expect(takeEarlyCall('/auth/me', 'token-1')).toBeUndefined();
  });

  it("is what the api client's first GET of that path gets, without asking again; other calls ask the server", async () => {
    startEarlyCall('/request/man/1', 'token-1');
    expect(await apiRequest('/request/man/1')).toEqual({ email: 'donor@grant.demo' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    startEarlyCall('/auth/me', 'token-1');
    await apiRequest('/auth/me', { method: 'POST', json: {} });
    await apiRequest('/request/man/1');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(await apiRequest('/auth/me')).toEqual({ email: 'donor@grant.demo' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('fails as any call does when the network does', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startEarlyCall('/auth/me', 'token-1');
    await expect(apiRequest('/auth/me')).rejects.toThrow('Could not reach the server. Check your connection and try again.');
  });
});
