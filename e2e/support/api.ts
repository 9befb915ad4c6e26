import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { authResponseSchema, insertedIdSchema } from '@grant/shared';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD, uniqueEmail } from './fixtures';

const AVATAR = path.join(import.meta.dirname, '..', 'fixtures', 'avatar.png');
export const TEST_PASSWORD = 'Secret123';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Arranges data through the API, so a browser test spends its time on the behaviour it names. A person registered here is listed as a donor. */
export async function registerUser(
  request: APIRequestContext,
  name: string,
  place = { division: 'Dhaka', district: 'Dhaka', blood: 'A+' },
  { listed = true }: { listed?: boolean } = {},
) {
  const email = uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'user');
  const response = await request.post('/api/auth/register', {
    multipart: {
      name,
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      ...place,
      // They answer Yes to "List me as a donor", so the donor matches and alerts of the tests find them.
      listedAsDonor: String(listed),
      image: { name: 'avatar.png', mimeType: 'image/png', buffer: await readFile(AVATAR) },
    },
  });
  expect(response.status(), 'register').toBe(201);
  const body = authResponseSchema.parse(await response.json());
  return { email, name, token: body.token, id: body.user._id };
}

/** Publishes a post the way the spec's client does: upload the image, then send its URL. */
export async function publishPost(request: APIRequestContext, token: string, title: string, content: string) {
  const upload = await request.post('/api/uploads', {
    headers: bearer(token),
    multipart: { image: { name: 'thumb.png', mimeType: 'image/png', buffer: await readFile(AVATAR) } },
  });
  expect(upload.status(), 'upload').toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const response = await request.post('/api/blogs', { headers: bearer(token), data: { title, content, imageUrl: url } });
  expect(response.status(), 'publish').toBe(201);
  return insertedIdSchema.parse(await response.json()).insertedId;
}

export async function login(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `login ${email}`).toBe(200);
  return authResponseSchema.parse(await response.json()).token;
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function createRequest(
  request: APIRequestContext,
  token: string,
  recipientName: string,
  place = { division: 'Dhaka', district: 'Dhaka', blood: 'A+' },
) {
  const response = await request.post('/api/request', {
    headers: bearer(token),
    data: {
      recipientName,
      hospitalName: 'Square Hospital',
      message: 'Surgery tomorrow morning.',
      donationDate: inDays(3),
      donationTime: '9:00 AM',
      ...place,
    },
  });
  expect(response.status(), 'create request').toBe(201);
  return insertedIdSchema.parse(await response.json()).insertedId;
}

export async function confirmDonation(request: APIRequestContext, token: string, id: string) {
  const response = await request.patch(`/api/request/${id}`, { headers: bearer(token) });
  expect(response.status(), 'confirm donation').toBe(200);
}

export async function blockUser(request: APIRequestContext, adminToken: string, userId: string) {
  const response = await request.patch(`/api/block/${userId}`, { headers: bearer(adminToken) });
  expect(response.status(), 'block user').toBe(200);
}
