import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The real AWS SDK against a stand-in S3 server on 127.0.0.1. It runs in a plain Node process:
 * Vitest's workers resolve packages with the `module` condition, which picks the SDK's ESM build
 * for bundlers, and Node cannot load that one.
 */
interface Received {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const STORE_MODULE = pathToFileURL(path.join(import.meta.dirname, 's3-image-store.ts')).href;

let server: http.Server;
let endpoint: string;
const received: Received[] = [];
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(200, { etag: '"0123456789abcdef"' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Saves `text` through sdkUploader in a child Node process (TypeScript through tsx); answers the URL. */
async function saveThroughSdk(text: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'grant-s3-'));
  const script = path.join(dir, 'save.mts');
  await writeFile(
    script,
    `import { createS3ImageStore, sdkUploader } from ${JSON.stringify(STORE_MODULE)};
const s3 = {
  bucket: 'grant',
  region: 'us-east-1',
  endpoint: ${JSON.stringify(endpoint)},
  credentials: { accessKeyId: 'test-key-id', secretAccessKey: 'test-secret-key' },
  publicUrl: 'https://images.example.org',
};
const store = createS3ImageStore({ uploader: sdkUploader(s3), bucket: s3.bucket, publicUrl: s3.publicUrl });
process.stdout.write(await store.save(Buffer.from(${JSON.stringify(text)})));
`,
  );
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      cwd: SERVER_DIR,
      timeout: 30_000,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, AWS_EC2_METADATA_DISABLED: 'true' },
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('sdkUploader, the AWS SDK path', () => {
  it('PUTs the object path-style at the endpoint, signed (SigV4), as WebP with a long cache life', async () => {
    const url = await saveThroughSdk('webp bytes here');

    expect(url).toMatch(/^https:\/\/images\.example\.org\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(received).toHaveLength(1);
    const put = received[0];
    expect(put?.method).toBe('PUT');
    expect(put?.url?.split('?')[0]).toBe(`/grant/${url.replace('https://images.example.org/', '')}`);
    expect(put?.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(Buffer.byteLength('webp bytes here')),
    });
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key-id\/\d{8}\/us-east-1\/s3\/aws4_request, /);
    expect(put?.headers.authorization).not.toContain('test-secret-key');
    expect(put?.body.toString()).toBe('webp bytes here');
  });
});
