import type { PutObjectCommandInput, S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { IMAGE_CACHE_CONTROL, type ImageStore, newImageName, UPLOADS_URL_PREFIX } from './image-store';

/** The one S3 call the store makes. `sdkUploader` does it with the AWS SDK; tests pass a fake. */
export interface S3Uploader {
  putObject(input: PutObjectCommandInput): Promise<void>;
}

/** The SDK client's settings for S3_*: AWS by region, or another S3-compatible store at its endpoint. */
export function s3ClientOptions(s3: S3Config): S3ClientConfig {
  const otherStore = s3.endpoint !== undefined;
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    // MinIO and the like address buckets by path, not by host name, and several of them reject the
    // checksum headers the SDK now sends by default; AWS itself gets the SDK's defaults.
    forcePathStyle: otherStore,
    ...(otherStore ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    // Unset: the SDK's own credential chain (AWS_* variables, an instance or task role).
    credentials: s3.credentials,
  };
}

/**
 * PutObject through the AWS SDK, loaded on first use: a server without S3_* never loads it. One
 * client serves every upload (it keeps its connections open).
 */
export function sdkUploader(s3: S3Config): S3Uploader {
  let ready: Promise<{ send: (input: PutObjectCommandInput) => Promise<unknown> }> | undefined;
  const connect = async () => {
    const { PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
    const client = new S3Client(s3ClientOptions(s3));
    return { send: (input: PutObjectCommandInput) => client.send(new PutObjectCommand(input)) };
  };
  return {
    async putObject(input) {
      // A failed start (say, the SDK not installed) is tried again on the next upload.
      ready ??= connect().catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      await (await ready).send(input);
    },
  };
}

/**
 * Images in an S3-compatible bucket, under the same keys as the local store's paths
 * (`uploads/<uuid>.webp`), so the public URL is `<publicUrl>/uploads/<uuid>.webp`.
 */
export function createS3ImageStore(options: { uploader: S3Uploader; bucket: string; publicUrl: string }): ImageStore {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  return {
    kind: 's3',
    async save(webp: Buffer): Promise<string> {
      const key = `${UPLOADS_URL_PREFIX.slice(1)}${newImageName()}`;
      await options.uploader.putObject({
        Bucket: options.bucket,
        Key: key,
        Body: webp,
        ContentType: 'image/webp',
        ContentLength: webp.length,
        CacheControl: IMAGE_CACHE_CONTROL,
      });
      return `${publicUrl}/${key}`;
    },
  };
}
