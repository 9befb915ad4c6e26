import type { AppConfig } from '../../config';
import { createLocalImageStore, type ImageStore, localUploadsDir } from './image-store';
import { createS3ImageStore, sdkUploader } from './s3-image-store';

/** The S3-compatible bucket when S3_* is configured, the local disk (DATA_DIR/uploads) otherwise. */
export function createImageStore(config: Pick<AppConfig, 'dataDir' | 's3'>): ImageStore {
  if (!config.s3) return createLocalImageStore(localUploadsDir(config.dataDir));
  return createS3ImageStore({ uploader: sdkUploader(config.s3), bucket: config.s3.bucket, publicUrl: config.s3.publicUrl });
}
