import { DISTRICT_NOT_IN_DIVISION } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers, payload });

describe('PATCH /api/auth/profile', () => {
  it('changes the display name and photo, answers the updated user, and /me agrees', async () => {
    const { user, headers } = await signedInUser(t, { name: 'Old Name' });
    const res = await patch(headers, { displayName: '  New Name  ', photoURL: '/uploads/0b7f1c0e-1111-4222-8333-944445555666.webp' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: user.id,
      displayName: 'New Name',
      photoURL: '/uploads/0b7f1c0e-1111-4222-8333-944445555666.webp',
      Role: 'donner',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json()).toEqual(res.json());
  });

  it('accepts an absolute https photo URL but no other scheme', async () => {
    const { headers } = await signedInUser(t);
    expect((await patch(headers, { photoURL: 'https://images.example.test/me.jpg' })).statusCode).toBe(200);
    for (const photoURL of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'uploads/x.webp']) {
      expect((await patch(headers, { photoURL })).statusCode).toBe(400);
    }
  });

  it('changes division and district together', async () => {
    const { headers } = await signedInUser(t, { division: 'Dhaka', district: 'Gazipur' });
    const res = await patch(headers, { division: 'Sylhet', district: 'Moulvibazar', blood: 'AB-' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ division: 'Sylhet', district: 'Moulvibazar', blood: 'AB-' });
  });

  it('refuses a district outside the division, and a division without its district', async () => {
    const { user, headers } = await signedInUser(t, { division: 'Dhaka', district: 'Gazipur' });
    const outside = await patch(headers, { division: 'Sylhet', district: 'Gazipur' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(DISTRICT_NOT_IN_DIVISION);
    expect((await patch(headers, { division: 'Sylhet' })).statusCode).toBe(400);
    expect((await patch(headers, { district: 'Sylhet' })).statusCode).toBe(400);

    const stored = await t.services.repositories.users.findById(user.id);
    expect(stored).toMatchObject({ division: 'Dhaka', district: 'Gazipur' });
  });

  it.each([
    ['Role', { Role: 'admin' }],
    ['Status', { Status: 'Active' }],
    ['email', { email: 'someone-else@example.test' }],
    ['role next to a valid change', { displayName: 'Sneaky', role: 'admin' }],
  ])('refuses the unknown field %s with 400 and changes nothing', async (_case, payload) => {
    const { user, headers } = await signedInUser(t, { name: 'Unchanged' });
    const res = await patch(headers, payload);

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const stored = await t.services.repositories.users.findById(user.id);
    expect(stored).toMatchObject({ name: 'Unchanged', role: 'donner', status: 'Active', email: user.email });
  });

  it('refuses an empty name and an unknown blood group', async () => {
    const { headers } = await signedInUser(t);
    expect((await patch(headers, { displayName: '   ' })).statusCode).toBe(400);
    expect((await patch(headers, { blood: 'Z+' })).statusCode).toBe(400);
  });

  it('is 401 without a session', async () => {
    expect((await patch({}, { displayName: 'Nobody' })).statusCode).toBe(401);
  });
});
