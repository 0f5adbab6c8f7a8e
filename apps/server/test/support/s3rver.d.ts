/** s3rver ships no types: what the tests use of it. */
declare module 's3rver' {
  /** The part of a Koa context the tests' own middleware uses. */
  export type S3Context = {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  };

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      allowMismatchedSignatures?: boolean;
      configureBuckets?: { name: string }[];
    });
    /** Koa's middleware stack, composed when the server starts. */
    middleware: ((ctx: S3Context, next: () => Promise<void>) => Promise<void>)[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
