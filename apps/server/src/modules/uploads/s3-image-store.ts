import type { DeleteObjectCommandInput, PutObjectCommandInput, S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { IMAGE_CACHE_CONTROL, type ImageStore, imageNameIn, newImageName, UPLOADS_URL_PREFIX } from './image-store';

/** The S3 calls the store makes. `sdkUploader` does them with the AWS SDK; tests pass a fake. */
export interface S3Uploader {
  putObject(input: PutObjectCommandInput): Promise<void>;
  deleteObject(input: DeleteObjectCommandInput): Promise<void>;
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
  type Sdk = typeof import('@aws-sdk/client-s3');
  let ready: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const connect = async () => {
    const sdk = await import('@aws-sdk/client-s3');
    return { sdk, client: new sdk.S3Client(s3ClientOptions(s3)) };
  };
  // A failed start (say, the SDK not installed) is tried again on the next call.
  const connected = () =>
    (ready ??= connect().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  return {
    async putObject(input) {
      const { sdk, client } = await connected();
      await client.send(new sdk.PutObjectCommand(input));
    },
    async deleteObject(input) {
      const { sdk, client } = await connected();
      await client.send(new sdk.DeleteObjectCommand(input));
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
    async remove(url: string): Promise<void> {
      const name = imageNameIn(url, publicUrl);
      if (name) await options.uploader.deleteObject({ Bucket: options.bucket, Key: `${UPLOADS_URL_PREFIX.slice(1)}${name}` });
    },
  };
}
