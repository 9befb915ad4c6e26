import { describe, expect, it } from 'vitest';
import { matchPagePath, PAGE_PATHS, pagePath, withQuery } from './page-paths';

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

describe('the page URLs', () => {
  it("stay the spec's: the web, the server and the browser tests all read them from here, so only this sees a change", () => {
    expect(Object.values(PAGE_PATHS).sort()).toEqual(
      [
        '/',
        '/login',
        '/login/google',
        '/complete-profile',
        '/forgot-password',
        '/reset-password',
        '/register',
        '/search',
        '/pendingRequest',
        '/donation',
        '/payment',
        '/blog',
        '/blog/:id',
        '/privacy',
        '/details/:id',
        '/dashboard',
        '/dashboard/dashboards',
        '/dashboard/profile',
        '/dashboard/myDonationRequests',
        '/dashboard/donationRequest',
        '/dashboard/update/:id',
        '/dashboard/home',
        '/dashboard/funding',
        '/dashboard/myGifts',
        '/dashboard/allRequest',
        '/dashboard/users',
        '/dashboard/messages',
        '/dashboard/audit',
        '/dashboard/outbox',
        '/dashboard/content',
        '/dashboard/addBlog',
        '/dashboard/blogs/:id/edit',
        '/dashboard/volunteerHome',
        '/dashboard/volunteerAllRequest',
        '/dashboard/triage',
        '/dashboard/triage/:id/calls',
        '/dashboard/moderation',
        '/dashboard/insights',
        '/drives',
        '/drives/:id',
        '/dashboard/drives',
        '/dashboard/drives/new',
        '/dashboard/drives/:id',
        '/blood-banks',
        '/dashboard/blood-banks',
      ].sort(),
    );
  });

  it("fill in a record's id and a query string", () => {
    expect(pagePath(PAGE_PATHS.editBlog, ID)).toBe(`/dashboard/blogs/${ID}/edit`);
    expect(pagePath(PAGE_PATHS.blogPost, 'a b/c')).toBe('/blog/a%20b%2Fc');
    expect(withQuery(PAGE_PATHS.login, { google: 'expired' })).toBe('/login?google=expired');
    expect(withQuery(pagePath(PAGE_PATHS.requestDetails, ID), { respond: 'donate' })).toBe(`/details/${ID}?respond=donate`);
    // @ts-expect-error: only a page whose path names a record takes an id
    pagePath(PAGE_PATHS.search, ID);
  });
});
