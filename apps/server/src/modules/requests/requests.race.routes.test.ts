import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
