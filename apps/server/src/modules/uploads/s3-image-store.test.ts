import type { DeleteObjectCommandInput, PutObjectCommandInput } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig, type S3Config } from '../../config';
import { createImageStore } from './create-image-store';
import { createS3ImageStore, type S3Uploader, s3ClientOptions } from './s3-image-store';
import { createUploadsService } from './uploads.service';

/** A stand-in for the bucket: it keeps every object it is sent, and never touches the network. */
function fakeS3(fail?: Error) {
  const sent: PutObjectCommandInput[] = [];
  const deleted: DeleteObjectCommandInput[] = [];
  const uploader: S3Uploader = {
    async putObject(input) {
      sent.push(input);
      if (fail) throw fail;
    },
    async deleteObject(input) {
      deleted.push(input);
    },
  };
  return { uploader, sent, deleted };
}

const S3_ENV = { S3_BUCKET: 'grant-images', S3_REGION: 'eu-central-1' };
const s3Of = (env: Record<string, string>): S3Config => {
  const s3 = loadConfig(env).s3;
  if (!s3) throw new Error('S3 is not configured');
  return s3;
};

describe('the S3 image store', () => {
  it('deletes an image it stored, by its key, and leaves other URLs alone', async () => {
    const s3 = fakeS3();
    const store = createS3ImageStore({ uploader: s3.uploader, bucket: 'grant-images', publicUrl: 'https://cdn.example.org/media' });
    const url = await store.save(Buffer.from('webp bytes'));

    await store.remove(url);
    await store.remove('https://elsewhere.example.org/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp');
    await store.remove('https://cdn.example.org/media/uploads/../secrets.webp');

    expect(s3.deleted).toEqual([{ Bucket: 'grant-images', Key: s3.sent[0]?.Key }]);
  });

  it('puts the image under a server-made key, as WebP with a long cache life, and answers its public URL', async () => {
    const s3 = fakeS3();
    const store = createS3ImageStore({ uploader: s3.uploader, bucket: 'grant-images', publicUrl: 'https://cdn.example.org/media/' });
    const body = Buffer.from('webp bytes');

    const url = await store.save(body);

    expect(store.kind).toBe('s3');
    expect(url).toMatch(/^https:\/\/cdn\.example\.org\/media\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(s3.sent).toHaveLength(1);
    expect(s3.sent[0]).toEqual({
      Bucket: 'grant-images',
      Key: url.replace('https://cdn.example.org/media/', ''),
      Body: body,
      ContentType: 'image/webp',
      ContentLength: body.length,
      CacheControl: 'public, max-age=31536000, immutable',
    });
  });

  it('gives every image a new name', async () => {
    const s3 = fakeS3();
    const store = createS3ImageStore({ uploader: s3.uploader, bucket: 'b', publicUrl: 'https://b.example.org' });
    const urls = await Promise.all([1, 2, 3].map(() => store.save(Buffer.from('x'))));
    expect(new Set(urls).size).toBe(3);
    expect(new Set(s3.sent.map((input) => input.Key)).size).toBe(3);
  });

  it('stores what the upload rules made of the file: a re-encoded WebP without EXIF or GPS data', async () => {
    const s3 = fakeS3();
    const uploads = createUploadsService(createS3ImageStore({ uploader: s3.uploader, bucket: 'b', publicUrl: 'https://b.example.org' }));
    const url = await uploads.storeImage((await images.jpegWithGps()).data);

    expect(url).toMatch(/^https:\/\/b\.example\.org\/uploads\/[0-9a-f-]{36}\.webp$/);
    const stored = s3.sent[0]?.Body as Buffer;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('SecretCam')).toBe(false);
  });

  it('fails the upload when the bucket refuses it, and answers no URL', async () => {
    const s3 = fakeS3(new Error('AccessDenied'));
    const store = createS3ImageStore({ uploader: s3.uploader, bucket: 'b', publicUrl: 'https://b.example.org' });
    await expect(store.save(Buffer.from('x'))).rejects.toThrow('AccessDenied');
  });
});

describe('choosing the image store', () => {
  it('uses the local disk without S3_*, and the bucket with it', () => {
    expect(createImageStore(loadConfig({ DATA_DIR: '/tmp/grant-x' })).kind).toBe('local');
    expect(createImageStore(loadConfig(S3_ENV)).kind).toBe('s3');
  });

  it('talks to AWS by region, virtual-host style, with the SDK defaults and credential chain when no keys are given', () => {
    expect(s3ClientOptions(s3Of(S3_ENV))).toEqual({
      region: 'eu-central-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('talks to another S3-compatible store (MinIO) at its endpoint, path style, checksums only when required, with the keys', () => {
    const env = { S3_BUCKET: 'grant', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(s3ClientOptions(s3Of(env))).toEqual({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });
});

describe('S3_* configuration, checked at boot', () => {
  it('is off by default', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it("defaults the public URL to the bucket's own address, or takes S3_PUBLIC_URL without its trailing slash", () => {
    expect(loadConfig(S3_ENV).s3).toEqual({
      bucket: 'grant-images',
      region: 'eu-central-1',
      endpoint: undefined,
      credentials: undefined,
      publicUrl: 'https://grant-images.s3.eu-central-1.amazonaws.com',
    });
    expect(loadConfig({ S3_BUCKET: 'grant', S3_ENDPOINT: 'http://127.0.0.1:9000/' }).s3).toMatchObject({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      publicUrl: 'http://127.0.0.1:9000/grant',
    });
    expect(loadConfig({ ...S3_ENV, S3_PUBLIC_URL: 'https://cdn.example.org/img/' }).s3?.publicUrl).toBe('https://cdn.example.org/img');
  });

  it.each([
    [{ S3_REGION: 'eu-central-1' }, /S3_BUCKET: is required when S3_REGION is set/],
    [{ S3_BUCKET: 'grant' }, /S3_REGION: is required for AWS S3/],
    [{ ...S3_ENV, S3_ACCESS_KEY_ID: 'id' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/],
    [{ ...S3_ENV, S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/],
    [{ ...S3_ENV, S3_ENDPOINT: 'ftp://files.example.org' }, /S3_ENDPOINT: must be an http\(s\) URL/],
    [{ ...S3_ENV, S3_PUBLIC_URL: 'cdn.example.org' }, /S3_PUBLIC_URL: must be an http\(s\) URL/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the app with S3 storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ s3: s3Of({ ...S3_ENV, S3_PUBLIC_URL: 'https://cdn.example.org/img' }) });
  });
  afterAll(() => t.close());

  it("lets pages show images from the bucket's public address (CSP img-src), and no other foreign origin", async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.org;");
    expect(csp).toContain("script-src 'self';");
  });
});
