import { DRIVE_TEXTS, type Drive, type DriveTeam, type DriveTeamMember } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveBody, moveDriveToToday } from '../../../test/drive-factories';
import { PASSWORD, type SignedInUser, signedInUser } from '../../../test/factories';
import { dateInDays } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let organiser: SignedInUser;
let helper: SignedInUser;
let outsider: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await signedInUser(t, { role: 'volunteer' });
  helper = await signedInUser(t, { role: 'volunteer', name: 'Helping Hand' });
  outsider = await signedInUser(t, { role: 'volunteer' });
  admin = await signedInUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const inject = (who: SignedInUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, payload });

async function createDrive() {
  const res = await inject(organiser, 'POST', '/api/drives', driveBody({ date: dateInDays(1) }));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { insertedId: string }).insertedId;
}

/** A drive of today with one donor booked; their code. */
async function driveOfTodayWithABooking() {
  const id = await createDrive();
  const donor = await signedInUser(t);
  const booked = await inject(donor, 'POST', `/api/drives/${id}/bookings`, { slot: '09:00' });
  expect(booked.statusCode, booked.body).toBe(201);
  await moveDriveToToday(t, id);
  return { id, code: (booked.json() as { code: string }).code };
}

const addToTeam = (who: SignedInUser, id: string, email: string) => inject(who, 'POST', `/api/drives/${id}/team`, { email });
const team = async (who: SignedInUser, id: string) => (await inject(who, 'GET', `/api/drives/${id}/team`)).json() as DriveTeam;

describe('who staffs a drive: its organiser, its team, admins', () => {
  it('another volunteer may not read its roster or CSV, nor check a donor in; a helper on its team may', async () => {
    const { id, code } = await driveOfTodayWithABooking();
    const staffing = (who: SignedInUser) =>
      Promise.all([
        inject(who, 'GET', `/api/drives/${id}/roster`),
        inject(who, 'GET', `/api/drives/${id}/roster.csv`),
        inject(who, 'POST', `/api/drives/${id}/check-in`, { code: 'ZZZZZZZZ', outcome: 'donated' }),
      ]);

    for (const res of await staffing(outsider)) expect([res.statusCode, res.json().message]).toEqual([403, DRIVE_TEXTS.staffForbidden]);
    expect(await team(outsider, id)).toEqual({ canStaff: false, canManage: false, members: [] });

    expect((await addToTeam(organiser, id, helper.user.email)).statusCode).toBe(201);
    const [roster, csv, unknownCode] = await staffing(helper);
    expect(roster.statusCode, roster.body).toBe(200);
    expect(roster.body).toContain(code);
    expect([csv.statusCode, csv.body.includes(code)]).toEqual([200, true]);
    expect(unknownCode.statusCode).toBe(404);
    const checkedIn = await inject(helper, 'POST', `/api/drives/${id}/check-in`, { code, outcome: 'donated' });
    expect([checkedIn.statusCode, checkedIn.json().status]).toEqual([200, 'donated']);
    expect(await team(helper, id)).toMatchObject({ canStaff: true, canManage: false });

    for (const who of [organiser, admin]) expect((await inject(who, 'GET', `/api/drives/${id}/roster`)).statusCode).toBe(200);
  });

  it('the team member finds the drive among theirs; removed, they lose the roster again', async () => {
    const id = await createDrive();
    expect((await addToTeam(organiser, id, helper.user.email)).statusCode).toBe(201);
    const mine = (await inject(helper, 'GET', '/api/drives/organised?limit=100')).json() as Drive[];
    expect(mine.map((drive) => drive._id)).toContain(id);
    const theirs = (await inject(outsider, 'GET', '/api/drives/organised?limit=100')).json() as Drive[];
    expect(theirs.map((drive) => drive._id)).not.toContain(id);

    expect((await inject(organiser, 'DELETE', `/api/drives/${id}/team/${helper.user.id}`)).statusCode).toBe(204);
    expect((await inject(helper, 'GET', `/api/drives/${id}/roster`)).statusCode).toBe(403);
  });
});

describe('the drive team', () => {
  it('its organiser and admins add and remove helpers; nobody else does', async () => {
    const id = await createDrive();
    const added = await addToTeam(organiser, id, helper.user.email);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json() as DriveTeamMember).toEqual({ _id: helper.user.id, name: 'Helping Hand', email: helper.user.email });
    expect((await addToTeam(admin, id, outsider.user.email)).statusCode).toBe(201);
    const listed = await team(organiser, id);
    expect([listed.canStaff, listed.canManage]).toEqual([true, true]);
    expect(listed.members.map((member) => member._id).sort()).toEqual([helper.user.id, outsider.user.id].sort());

    // A helper on the team staffs the drive but does not name its team.
    const byHelper = await addToTeam(helper, id, admin.user.email);
    expect([byHelper.statusCode, byHelper.json().message]).toEqual([403, DRIVE_TEXTS.teamForbidden]);
    expect((await inject(helper, 'DELETE', `/api/drives/${id}/team/${outsider.user.id}`)).statusCode).toBe(403);
    const another = await signedInUser(t, { role: 'volunteer' });
    expect((await addToTeam(another, id, another.user.email)).statusCode).toBe(403);
    const donor = await signedInUser(t);
    expect((await addToTeam(donor, id, donor.user.email)).statusCode).toBe(403);
    expect((await inject(donor, 'GET', `/api/drives/${id}/team`)).statusCode).toBe(403);

    expect((await inject(admin, 'DELETE', `/api/drives/${id}/team/${outsider.user.id}`)).statusCode).toBe(204);
    const gone = await inject(organiser, 'DELETE', `/api/drives/${id}/team/${outsider.user.id}`);
    expect([gone.statusCode, gone.json().message]).toEqual([404, DRIVE_TEXTS.notOnTeam]);
    expect((await team(organiser, id)).members.map((member) => member._id)).toEqual([helper.user.id]);
  });

  it('answers a helper who cannot join with what is wrong', async () => {
    const id = await createDrive();
    const donor = await signedInUser(t);
    const cases: [string, number, string][] = [
      ['nobody@example.test', 404, DRIVE_TEXTS.teamMemberNotFound],
      [donor.user.email, 404, DRIVE_TEXTS.teamMemberNotFound],
      [organiser.user.email, 409, DRIVE_TEXTS.organiserOnTeam],
      ['not an address', 400, 'Enter a valid email address.'],
    ];
    for (const [email, status, message] of cases) {
      const res = await addToTeam(organiser, id, email);
      expect([res.statusCode, res.json().message], email).toEqual([status, message]);
    }
    expect((await addToTeam(organiser, id, helper.user.email)).statusCode).toBe(201);
    const twice = await addToTeam(organiser, id, helper.user.email);
    expect([twice.statusCode, twice.json().message]).toEqual([409, DRIVE_TEXTS.alreadyOnTeam]);
  });

  it('is in a helper’s data export, and a helper who erases their account leaves the team', async () => {
    const id = await createDrive();
    const leaving = await signedInUser(t, { role: 'volunteer' });
    expect((await addToTeam(organiser, id, leaving.user.email)).statusCode).toBe(201);

    const exported = (await inject(leaving, 'GET', '/api/auth/account/export')).json();
    expect(exported.driveTeams).toEqual([expect.objectContaining({ driveId: id, drive: driveBody().title })]);

    const erased = await inject(leaving, 'DELETE', '/api/auth/account', { password: PASSWORD, blogPosts: 'keep' });
    expect(erased.statusCode, erased.body).toBe(204);
    expect((await team(organiser, id)).members).toEqual([]);
  });
});
