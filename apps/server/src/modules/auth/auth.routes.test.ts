import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DISTRICT_NOT_IN_DIVISION, MESSAGES } from '@grant/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type FilePart, images, multipart, registerFields, uniqueEmail } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => t.close());

async function register(fields: Record<string, string>, image: FilePart | null = null) {
  const body = await multipart(fields, image ? { image } : {});
  return t.app.inject({ method: 'POST', url: '/api/auth/register', ...body });
}

const storedFile = (photoUrl: string) => path.join(t.dataDir, 'uploads', path.basename(photoUrl));

describe('POST /api/auth/register', () => {
  it('creates a donner account and answers 201 with a working token and the session user', async () => {
    const fields = registerFields({ name: 'Karim Ahmed', email: uniqueEmail('Karim').toUpperCase() });
    const res = await register(fields, await images.png());

    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user).toEqual({
      _id: expect.any(String),
      displayName: 'Karim Ahmed',
      email: fields.email?.toLowerCase(),
      photoURL: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.webp$/),
      Role: 'donner',
      Status: 'Active',
      division: 'Dhaka',
      district: 'Gazipur',
      blood: 'A+',
      updatedAt: expect.any(String),
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('ignores a Role or Status sent in the form', async () => {
    const fields = registerFields({ Role: 'admin', Status: 'block', role: 'admin', status: 'block' });
    const res = await register(fields, await images.png());

    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ Role: 'donner', Status: 'Active' });
    const stored = await t.services.repositories.users.findByEmail(fields.email ?? '');
    expect(stored).toMatchObject({ role: 'donner', status: 'Active' });
  });

  it.each([
    ['Ab1', 'Ab1', MESSAGES.passwordTooShort],
    ['abcdef1', 'abcdef1', MESSAGES.passwordNeedsUppercase],
    ['ABCDEF1', 'ABCDEF1', MESSAGES.passwordNeedsLowercase],
    ['Abcdefg', 'Abcdefg', MESSAGES.passwordNeedsNumber],
    ['Abcdef1', 'Abcdef2', MESSAGES.passwordsDiffer],
    ['abc', 'xyz', MESSAGES.passwordTooShort],
  ])('refuses password %j / confirm %j with 400 %j', async (password, confirmPassword, message) => {
    const fields = registerFields({ password, confirmPassword });
    const res = await register(fields, await images.png());

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await t.services.repositories.users.findByEmail(fields.email ?? '')).toBeUndefined();
  });

  it('refuses an email already registered, whatever its case, with 409', async () => {
    const email = uniqueEmail('twice');
    expect((await register(registerFields({ email }), await images.png())).statusCode).toBe(201);

    const again = await register(registerFields({ email: email.toUpperCase() }), await images.png());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.emailTaken });
  });

  it('stores no photo for a registration it refuses', async () => {
    const email = uniqueEmail('taken');
    expect((await register(registerFields({ email }), await images.png())).statusCode).toBe(201);
    const before = await readdir(path.join(t.dataDir, 'uploads'));

    expect((await register(registerFields({ email }), await images.png())).statusCode).toBe(409);
    expect((await register(registerFields({ password: 'short' }), await images.png())).statusCode).toBe(400);
    expect(await readdir(path.join(t.dataDir, 'uploads'))).toEqual(before);
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const huge = { data: Buffer.concat([(await images.png()).data, Buffer.alloc(5 * 1024 * 1024)]), filename: 'huge.png' };
    const res = await register(registerFields(), huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image must be at most 5 MB.');
  });

  it('refuses a district that is not in the chosen division with 400', async () => {
    const res = await register(registerFields({ division: 'Sylhet', district: 'Gazipur' }), await images.png());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DISTRICT_NOT_IN_DIVISION);
  });

  it.each([
    ['an unknown division', { division: 'Atlantis', district: 'Gazipur' }],
    ['an unknown blood group', { blood: 'C+' }],
    ['an invalid email', { email: 'not-an-email' }],
    ['an empty name', { name: '  ' }],
  ])('refuses %s with 400', async (_case, overrides) => {
    const res = await register(registerFields(overrides), await images.png());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
  });

  it('requires the profile photo', async () => {
    const fields = registerFields();
    const res = await register(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A profile photo is required.');
    expect(await t.services.repositories.users.findByEmail(fields.email ?? '')).toBeUndefined();
  });

  it.each([
    ['a text file named photo.png', images.textNamedPng()],
    ['an SVG (it could carry script)', images.svg()],
  ])('refuses %s as the photo with 415 and creates no account', async (_case, file) => {
    const fields = registerFields();
    const res = await register(fields, file);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'Upload a JPEG, PNG, WebP or GIF image.' });
    expect(await t.services.repositories.users.findByEmail(fields.email ?? '')).toBeUndefined();
  });

  it('refuses a body that is not multipart with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registerFields() });
    expect(res.statusCode).toBe(415);
  });

  it('stores the photo as WebP without its EXIF, GPS or XMP data', async () => {
    const original = await images.jpegWithGps();
    expect((await sharp(original.data).metadata()).exif).toBeDefined();

    const res = await register(registerFields(), original);
    expect(res.statusCode).toBe(201);
    const stored = await readFile(storedFile(res.json().user.photoURL));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('SecretCam')).toBe(false);
    expect(stored.includes('Owner Name')).toBe(false);
  });

  it('serves the stored photo under /uploads/ with nosniff and a long cache lifetime', async () => {
    const res = await register(registerFields(), await images.png());
    const photoURL: string = res.json().user.photoURL;

    const photo = await t.app.inject({ method: 'GET', url: photoURL });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(photo.rawPayload.equals(await readFile(storedFile(photoURL)))).toBe(true);
  });
});
