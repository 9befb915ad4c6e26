import { REQUEST_TEXTS, type TriageItem } from '@grant/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createRequest } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/index';

let t: TestApp;
let requester: SignedInUser;
let donor: SignedInUser;
let volunteer: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  requester = await signedInUser(t);
  donor = await signedInUser(t);
  volunteer = await signedInUser(t, { role: 'volunteer' });
  admin = await signedInUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const verify = (who: SignedInUser | undefined, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/request/${id}/verify`, headers: who?.headers });
const details = (who: SignedInUser, id: string) => t.app.inject({ method: 'GET', url: `/api/request/man/${id}`, headers: who.headers });

describe('verified with the hospital', () => {
  it('a volunteer marks a request verified once, in the audit log; every reader of its details and the board sees when', async () => {
    const request = await createRequest(t, requester.user, { division: 'Rangpur', district: 'Nilphamari', recipientName: 'Mina Roy' });
    expect((await details(donor, request.id)).json().verifiedAt).toBeNull();

    const res = await verify(volunteer, request.id);
    expect(res.statusCode, res.body).toBe(200);
    const { verifiedAt } = res.json();
    expect(Date.parse(verifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await details(donor, request.id)).json().verifiedAt).toBe(verifiedAt);
    const board = await t.app.inject({ method: 'GET', url: '/api/triage?district=Nilphamari', headers: volunteer.headers });
    expect((board.json() as TriageItem[]).find((item) => item._id === request.id)?.verifiedAt).toBe(verifiedAt);

    const again = await verify(admin, request.id);
    expect([again.statusCode, again.json().message]).toEqual([409, REQUEST_TEXTS.alreadyVerified]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'request.verify'), eq(auditLog.targetId, request.id)));
    expect(entries.map((entry) => [entry.actorId, entry.targetLabel])).toEqual([
      [volunteer.user.id, `Mina Roy at ${request.hospitalName}`],
    ]);
  });

  it('is for active staff only, and says so for a request that does not exist', async () => {
    const request = await createRequest(t, requester.user);
    expect((await verify(donor, request.id)).statusCode).toBe(403);
    expect((await verify(requester, request.id)).statusCode).toBe(403);
    expect((await verify(undefined, request.id)).statusCode).toBe(401);
    const missing = await verify(admin, '00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, missing.json().message]).toEqual([404, REQUEST_TEXTS.notFound]);
    expect((await details(donor, request.id)).json().verifiedAt).toBeNull();
  });
});
