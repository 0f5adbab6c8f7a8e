import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { StorageConfig } from '../../config.ts';
import { safeKey, type Storage } from './storage.ts';

export type S3StorageOptions = Omit<Extract<StorageConfig, { kind: 's3' }>, 'kind'>;

/** The SDK's answer for a key that is not there (HeadObject has no body, so only the status says it). */
export function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/**
 * @tus/s3-store stops removing a finished upload when it finds no multipart upload left to abort, and never
 * removes a left-over incomplete part: both would keep a recording in the bucket after the answer job or the
 * retention job deleted it. Here every object of the upload goes, whatever state it is in.
 */
class RecordingUploadStore extends S3Store {
  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } catch (err) {
      if (!isMissing(err) && (err as { status_code?: number }).status_code !== 404) throw err;
    }
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }] },
    });
    await this.clearCache(id);
  }
}

/**
 * The Storage on an S3-compatible bucket (ADR 120): uploads are assembled by @tus/s3-store (objects `<id>`,
 * `<id>.info` and, while under 5 MB, `<id>.part`), files are produced in a temporary directory and then uploaded,
 * and tools that need a path get a downloaded copy that is removed after use.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const clientConfig: S3ClientConfig = {
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's default streaming
    // (aws-chunked) CRC32 uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3Client(clientConfig);
  const Bucket = options.bucket;
  let datastore: RecordingUploadStore | null = null;

  async function inTempDir<T>(key: string, use: (file: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(path.join(tmpdir(), 'rehearse-s3-'));
    try {
      // The key's extension is kept: ffmpeg and the speech tools choose a format by it.
      return await use(path.join(dir, `object${path.posix.extname(key)}`));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    get uploadDatastore() {
      return (datastore ??= new RecordingUploadStore({
        s3ClientConfig: { ...clientConfig, bucket: Bucket },
      }));
    },
    uploadKey: (uploadId) => safeKey(uploadId),
    put: (key, write) =>
      inTempDir(safeKey(key), async (tmp) => {
        await write(tmp);
        // A PutObject is atomic: readers see the old object or the whole new one, never a part.
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: safeKey(key),
            Body: createReadStream(tmp),
            ContentLength: (await stat(tmp)).size,
          }),
        );
      }),
    withLocalFile: (key, use) =>
      inTempDir(safeKey(key), async (file) => {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: safeKey(key) }));
        await pipeline(object.Body as Readable, createWriteStream(file));
        return use(file);
      }),
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: safeKey(key) }));
        return head.ContentLength ?? null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    read(key, range) {
      // The interface hands back a stream at once; the object's bytes flow into it once S3 answers.
      const out = new PassThrough();
      client
        .send(
          new GetObjectCommand({
            Bucket,
            Key: safeKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        )
        .then((object) => pipeline(object.Body as Readable, out))
        .catch((err: unknown) => out.destroy(err as Error));
      return out;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: safeKey(key) }));
    },
  };
}
