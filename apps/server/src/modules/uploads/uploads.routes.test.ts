import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type FilePart, images, multipart } from '../../../test/factories';
import { ANYONE, testAppWith } from '../../../test/test-app-with';

const { t, user } = await testAppWith({ user: ANYONE });

const upload = async (files: Record<string, FilePart>, headers: Record<string, string> = user.headers) => {
  const body = await multipart({}, files);
  return t.app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...headers, ...body.headers } });
};
const storedMeta = async (url: string) => sharp(await readFile(path.join(t.dataDir, 'uploads', path.basename(url)))).metadata();
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c01028' } });

describe('POST /api/uploads', () => {
  it('is 401 without a session', async () => {
    expect((await upload({ image: await images.png() }, {})).statusCode).toBe(401);
  });

  it('stores an image as WebP under a server-made name and answers its URL (201)', async () => {
    const res = await upload({ image: { ...(await images.png(40, 30)), filename: '../../evil name.png' } });
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(await storedMeta(url)).toMatchObject({ format: 'webp', width: 40, height: 30 });

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('accepts JPEG, WebP and GIF too, and drops EXIF and GPS data', async () => {
    const jpeg = await upload({ image: await images.jpegWithGps() });
    expect(jpeg.statusCode).toBe(201);
    const meta = await storedMeta(jpeg.json().url);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    for (const [format, data] of [
      ['webp', await solid(20, 20).webp().toBuffer()],
      ['gif', await solid(20, 20).gif().toBuffer()],
    ] as const) {
      const res = await upload({ image: { data, filename: `x.${format}` } });
      expect(res.statusCode, format).toBe(201);
    }
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const sideways = await solid(64, 48).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload({ image: { data: sideways, filename: 'sideways.jpg' } });
    expect(await storedMeta(res.json().url)).toMatchObject({ width: 48, height: 64 });
  });

  it('scales a large image down to at most 1600 px on its long edge', async () => {
    const res = await upload({ image: { data: await solid(3200, 200).png().toBuffer(), filename: 'wide.png' } });
    expect(await storedMeta(res.json().url)).toMatchObject({ width: 1600, height: 100 });
  });

  it('accepts an image of a few megabytes (above the 1 MB JSON body limit)', async () => {
    const big = await images.noisePng(1000);
    expect(big.data.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await upload({ image: big })).statusCode).toBe(201);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const huge = Buffer.concat([(await images.png()).data, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload({ image: { data: huge, filename: 'huge.png' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The image must be at most 5 MB.' });
  });

  it('refuses an image over 40 megapixels, however small the file, with 400', async () => {
    const bomb = await solid(8000, 5100).png({ compressionLevel: 9 }).toBuffer();
    const res = await upload({ image: { data: bomb, filename: 'bomb.png' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image must be at most 40 megapixels.');
  });

  it.each([
    ['a text file named photo.png', images.textNamedPng()],
    ['an SVG', images.svg()],
    ['a PDF', { data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n'), filename: 'photo.jpg' }],
  ])('refuses %s with 415, judging by content, not name', async (_case, file) => {
    const res = await upload({ image: file });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Upload a JPEG, PNG, WebP or GIF image.');
  });

  it('refuses a PNG header followed by garbage with 400', async () => {
    const png = (await images.png()).data;
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.from('garbage'.repeat(20))]);
    const res = await upload({ image: { data: broken, filename: 'broken.png' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image could not be read.');
  });

  it('answers 400 without an image field, or with an empty file', async () => {
    const none = await upload({ photo: await images.png() });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose an image to upload.');
    const empty = await upload({ image: { data: Buffer.alloc(0), filename: 'empty.png' } });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: user.headers, payload: { image: 'x' } });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /uploads/{name}', () => {
  it('answers 404 JSON for an unknown file and never serves files outside the uploads folder', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/uploads/00000000-0000-4000-8000-000000000000.webp' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    for (const url of ['/uploads/../../package.json', '/uploads/..%2f..%2fpackage.json', '/uploads/%2e%2e/%2e%2e/package.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body).not.toContain('"dependencies"');
    }
  });
});
