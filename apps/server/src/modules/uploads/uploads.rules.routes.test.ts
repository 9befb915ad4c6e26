import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type FilePart, images, multipart, registerFields } from '../../../test/factories';
import { ANYONE, testAppWith } from '../../../test/test-app-with';

const { t, user } = await testAppWith({ user: ANYONE }, { registerRateLimit: { max: 1000, windowMs: 60_000 } });

const uploadsDir = () => path.join(t.dataDir, 'uploads');
const storedFiles = async () => (await readdir(uploadsDir())).sort();
const upload = async (file: FilePart, headers: Record<string, string> = user.headers) => {
  const body = await multipart({}, { image: file });
  return t.app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...headers, ...body.headers } });
};
const register = async (file: FilePart, fields = registerFields()) => {
  const body = await multipart(fields, { image: file });
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body.payload, headers: body.headers });
};

/** A PNG that declares `width` x `height` pixels in its header but holds only a few bytes of data. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the upload rules', () => {
  it('gives back a PNG with GPS EXIF data without it (nor the camera, nor the owner)', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c01028' } })
      .png()
      .withExif({
        IFD0: { Make: 'SecretCam', Copyright: 'Owner Name' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(png).metadata()).exif, 'the test file carries EXIF').toBeDefined();
    expect(png.includes('SecretCam')).toBe(true);

    const res = await upload({ data: png, filename: 'holiday.png', type: 'image/png' });
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('SecretCam')).toBe(false);
    expect(served.rawPayload.includes('Owner Name')).toBe(false);
  });

  it.each([
    [
      'an HTML page renamed photo.png',
      { data: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), filename: 'photo.png', type: 'image/png' },
    ],
    ['an SVG image', images.svg()],
    ['an SVG renamed photo.jpg', { ...images.svg(), filename: 'photo.jpg', type: 'image/jpeg' }],
  ])('refuses %s with 415 and says which images are welcome; stores nothing', async (_case, file) => {
    const before = await storedFiles();
    const res = await upload(file);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'Upload a JPEG, PNG, WebP or GIF image.' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a 6 MB image with 413: at most 5 MB; stores nothing', async () => {
    const big = await images.noisePng(1420);
    expect(big.data.length).toBeGreaterThan(6 * 1000 * 1000);
    expect(big.data.length).toBeLessThan(6.5 * 1024 * 1024);
    const before = await storedFiles();
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image must be at most 5 MB.');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a 20000 x 20000 image with 400: at most 40 megapixels, however small the file', async () => {
    const huge = pngDeclaring(20_000, 20_000);
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    expect(await sharp(huge, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });

    const res = await upload({ data: huge, filename: 'huge.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The image must be at most 40 megapixels.' });
  });

  it('holds for the registration photo too: an SVG or a huge image is refused and no account is made', async () => {
    const fields = registerFields();
    const svg = await register(images.svg(), fields);
    expect(svg.statusCode).toBe(415);
    const huge = await register({ data: pngDeclaring(20_000, 20_000), filename: 'me.png', type: 'image/png' }, fields);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('The image must be at most 40 megapixels.');
    expect(await t.services.repositories.users.findByEmail(fields.email ?? '')).toBeUndefined();
  });
});

describe('who may upload', () => {
  it('the registration photo is the only upload without sign-in: every other write route refuses an anonymous file', async () => {
    const before = await storedFiles();
    const paths = t.app.swagger().paths ?? {};
    const writes = Object.entries(paths).flatMap(([url, methods]) =>
      Object.keys(methods)
        .filter((method) => ['post', 'put', 'patch'].includes(method))
        .map((method) => ({
          method: method.toUpperCase() as 'POST',
          url: url.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        })),
    );
    expect(writes.length).toBeGreaterThan(10);

    const png = await images.png();
    for (const route of writes.filter((r) => r.url !== '/api/auth/register')) {
      const body = await multipart({ title: 'x', content: 'y' }, { image: png, photo: png });
      const res = await t.app.inject({ method: route.method, url: route.url, payload: body.payload, headers: body.headers });
      expect(res.statusCode, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(400);
    }
    expect(await storedFiles(), 'no anonymous upload was stored').toEqual(before);
    expect((await upload(png, {})).statusCode).toBe(401);

    const registered = await register(png);
    expect(registered.statusCode).toBe(201);
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(registered.json().user.photoURL).toBe(`/uploads/${added[0]}`);
    expect((await readFile(path.join(uploadsDir(), added[0] ?? ''))).subarray(8, 12).toString()).toBe('WEBP');
  });
});
