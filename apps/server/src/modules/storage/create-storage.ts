import type { Config } from '../../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type Storage } from './storage.ts';

/** The one storage of a process, chosen by STORAGE (ADR 120): DATA_DIR or an S3-compatible bucket. */
export function createStorage(config: Pick<Config, 'storage' | 'dataDir'>): Storage {
  return config.storage.kind === 's3' ? createS3Storage(config.storage) : createLocalStorage(config.dataDir);
}
