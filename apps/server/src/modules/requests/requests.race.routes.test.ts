import { ifMatch } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITORS, expectOneWinner } from '../../../test/concurrent-edits';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createRequest, inProgressRequest, manySignedInUsers } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Runs on PGlite (one connection) and on PostgreSQL (a pool of 10, truly concurrent transactions). */
let t: TestApp;
let requester: SignedInUser;
let donors: SignedInUser[];
beforeAll(async () => {
  t = await createTestApp();
  requester = await signedInUser(t);
  donors = await manySignedInUsers(t, 50);
});
afterAll(() => t.close());

const patch = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'PATCH', url, headers });

describe('concurrent status changes', () => {
  it('50 donors confirming the same pending request at once: exactly one wins, 49 get 409', async () => {
    for (let round = 0; round < 3; round++) {
      const row = await createRequest(t, requester.user);
      const answers = await Promise.all(donors.map((d) => patch(`/api/request/${row.id}`, d.headers)));

      const winners = answers.flatMap((res, i) => (res.statusCode === 200 ? [i] : []));
      expect(winners).toHaveLength(1);
      const winner = donors[winners[0] ?? -1];
      expect(answers[winners[0] ?? -1]?.json()).toEqual({ modifiedCount: 1 });
      const losers = answers.filter((res) => res.statusCode !== 200);
      expect(losers).toHaveLength(49);
      for (const res of losers) {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('This request is no longer pending.');
      }
      // The stored donor is the one the winning answer was given to.
      expect(await t.services.repositories.requests.findById(row.id)).toMatchObject({
        status: 'inprogress',
        donorId: winner?.user.id,
        donorEmail: winner?.user.email,
      });
    }
  });

  it('50 donors confirming a 3-bag request at once: exactly 3 win, 47 get 409, and the 3 pledges are theirs', async () => {
    for (let round = 0; round < 2; round++) {
      const row = await createRequest(t, requester.user, { bags: 3 });
      const answers = await Promise.all(donors.map((d) => patch(`/api/request/${row.id}`, d.headers)));

      const winners = donors.filter((_, i) => answers[i]?.statusCode === 200).map((d) => d.user.id);
      expect(winners).toHaveLength(3);
      const losers = answers.filter((res) => res.statusCode !== 200);
      expect(losers.map((res) => res.statusCode)).toEqual(Array(47).fill(409));
      for (const res of losers) expect(res.json().message).toBe('This request is no longer pending.');
      const stored = await t.services.repositories.requests.findById(row.id);
      expect(stored).toMatchObject({ status: 'inprogress', pledgedCount: 3 });
      const pledges = await t.services.repositories.requests.pledgesOf(row.id);
      expect(pledges.map((p) => p.donorId).sort()).toEqual([...winners].sort());
      expect(winners).toContain(stored?.donorId);
    }
  });

  it('one donor confirming a 3-bag request 10 times at once: one pledge, the others 409', async () => {
    const donor = donors[0];
    if (!donor) throw new Error('no donor');
    const row = await createRequest(t, requester.user, { bags: 3 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => patch(`/api/request/${row.id}`, donor.headers)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const res of answers.filter((a) => a.statusCode === 409)) {
      expect(res.json().message).toBe('You have already offered to donate to this request. Thank you!');
    }
    expect(await t.services.repositories.requests.findById(row.id)).toMatchObject({ status: 'pending', pledgedCount: 1 });
    expect(await t.services.repositories.requests.pledgesOf(row.id)).toHaveLength(1);
  });

  it('done and cancel sent at once for the same request: exactly one applies', async () => {
    const donor = donors[0];
    if (!donor) throw new Error('no donor');
    for (let round = 0; round < 5; round++) {
      const row = await inProgressRequest(t, requester.user, donor.user);
      const [done, cancel] = await Promise.all([
        patch(`/api/request/done/${row.id}`, requester.headers),
        patch(`/api/request/cancel/${row.id}`, requester.headers),
      ]);

      expect([done.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const status = (await t.services.repositories.requests.findById(row.id))?.status;
      expect(status).toBe(done.statusCode === 200 ? 'done' : 'canceled');
    }
  });
});

describe('concurrent edits of one request', () => {
  /** Edits that touch three fields at once, each marked with its editor, so a mix of two would show. */
  const editBy = (editor: number) => ({
    recipientName: `Recipient ${editor}`,
    hospitalName: `Hospital ${editor}`,
    message: `Message ${editor}`,
  });
  const update = (id: string, editor: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'PATCH', url: `/api/update/${id}`, headers, payload: editBy(editor) });

  it(`${EDITORS} editors with the same If-Match: one 200, the others 412, and the winner's edit is what is stored`, async () => {
    const row = await createRequest(t, requester.user);
    const read = await t.app.inject({ method: 'GET', url: `/api/request/man/${row.id}`, headers: requester.headers });
    const version = read.json().updatedAt;
    expect(version).toBe(row.updatedAt.toISOString());

    const winner = await expectOneWinner((editor) => update(row.id, editor, { ...requester.headers, ...ifMatch(version) }));

    const stored = await t.services.repositories.requests.findById(row.id);
    expect(stored).toMatchObject(editBy(winner));
    expect(stored?.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    // The version the answer names is the one that now fits; the old one no longer does.
    const again = await t.app.inject({ method: 'GET', url: `/api/request/man/${row.id}`, headers: requester.headers });
    expect(again.json().updatedAt).toBe(stored?.updatedAt.toISOString());
    expect((await update(row.id, 99, { ...requester.headers, ...ifMatch(version) })).statusCode).toBe(412);
    expect((await update(row.id, 99, { ...requester.headers, ...ifMatch(again.json().updatedAt) })).statusCode).toBe(200);
  });

  it('without If-Match the last write wins, but each write is whole: never a mix of two edits', async () => {
    const row = await createRequest(t, requester.user);
    const answers = await Promise.all(Array.from({ length: EDITORS }, (_, editor) => update(row.id, editor, requester.headers)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(EDITORS).fill(200));
    const stored = await t.services.repositories.requests.findById(row.id);
    const editor = Number(stored?.recipientName.replace('Recipient ', ''));
    expect(stored).toMatchObject(editBy(editor));
  });

  it('an If-Match that is no version is a 400 that says what to send, and changes nothing', async () => {
    const row = await createRequest(t, requester.user);
    const res = await update(row.id, 1, { ...requester.headers, 'if-match': '"yesterday"' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/If-Match/);
    expect((await t.services.repositories.requests.findById(row.id))?.recipientName).toBe(row.recipientName);
  });

  it('a finished request is still a 409 and a deleted one a 404, whatever the If-Match', async () => {
    const done = await createRequest(t, requester.user, { status: 'done' });
    const finished = await update(done.id, 1, { ...requester.headers, ...ifMatch(done.updatedAt.toISOString()) });
    expect(finished.statusCode).toBe(409);
    const gone = await createRequest(t, requester.user);
    await t.services.repositories.requests.deleteById(gone.id);
    expect((await update(gone.id, 1, { ...requester.headers, ...ifMatch(gone.updatedAt.toISOString()) })).statusCode).toBe(404);
  });
});
