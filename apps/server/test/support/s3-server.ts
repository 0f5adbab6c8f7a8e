import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver, { type S3Context } from 's3rver';
import { freePort } from '../../src/db/embedded-postgres.ts';

export type TestS3 = {
  /** The STORAGE=s3 variables that point the app at this server. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
};

const BUCKET = 'rehearse-test';
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

/**
 * s3rver (an S3 server on the filesystem) lacks two calls of the multipart API that @tus/s3-store makes:
 * ListParts (GET ?uploadId) and AbortMultipartUpload (DELETE ?uploadId). They are answered here from the parts
 * s3rver keeps (`<bucket>/._S3rver_uploads/<uploadId>/<n>` and `<n>.md5`), as S3 answers them.
 */
function multipartCalls(server: S3rver) {
  return async (ctx: S3Context, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    const [, bucket = '', ...key] = ctx.path.split('/');
    if (typeof uploadId !== 'string' || ctx.query.partNumber !== undefined || key.length === 0) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'DELETE') return next();
    const dir = path.join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    ctx.type = 'application/xml';
    if (!/^[0-9a-f]+$/.test(uploadId) || !fs.existsSync(dir)) {
      ctx.status = 404;
      ctx.body = xml(
        `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`,
      );
      return;
    }
    if (ctx.method === 'DELETE') {
      fs.rmSync(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    const parts = fs
      .readdirSync(dir)
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b)
      .map((n) => {
        const etag = fs.readFileSync(path.join(dir, `${n}.md5`), 'utf8');
        const size = fs.statSync(path.join(dir, String(n))).size;
        return `<Part><PartNumber>${n}</PartNumber><ETag>"${etag}"</ETag><Size>${size}</Size></Part>`;
      });
    ctx.status = 200;
    ctx.body = xml(
      `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId>` +
        `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };
}

/** An S3-compatible server on a free port with its objects in a temporary directory, and one empty bucket. */
export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  server.middleware.unshift(multipartCalls(server));
  await server.run();
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: BUCKET,
    // s3rver's built-in account.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  return {
    env,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
