import { Upload } from 'tus-js-client';

export const UPLOAD_ENDPOINT = '/t1/upload/files/';
const RETRY_DELAYS = [0, 1000, 3000, 5000];
const CHUNK_SIZE = 1024 * 1024;

export type AnswerUploadOptions = {
  sessionId: string;
  questionId: string;
  token: string;
  filename: string;
  filetype: string;
  onSent: (bytes: number) => void;
};

export type AnswerUpload = {
  /** Feeds one recorder chunk; chunks go out in 1 MiB PATCH requests while the answer is still being recorded. */
  push: (chunk: Blob) => void;
  /** No more chunks: resolves true once the server has the whole answer, false if the upload failed. */
  finish: () => Promise<boolean>;
  /** Drops the answer and deletes the partial upload on the server. */
  abort: () => void;
};

/**
 * A tus upload whose length is declared only at the end (uploadLengthDeferred), read from a stream that the
 * MediaRecorder fills, so End Answer only waits for the last chunk (contract: stream while recording).
 */
export function startAnswerUpload(options: AnswerUploadOptions): AnswerUpload {
  let controller!: ReadableStreamDefaultController<Blob>;
  const stream = new ReadableStream<Blob>({
    start(streamController) {
      controller = streamController;
    },
  });
  let settle: (ok: boolean) => void = () => {};
  const result = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  let closed = false;

  const upload = new Upload(stream.getReader(), {
    endpoint: UPLOAD_ENDPOINT,
    headers: { Authorization: `Bearer ${options.token}` },
    metadata: {
      filename: options.filename,
      filetype: options.filetype,
      session_id: options.sessionId,
      question_id: options.questionId,
    },
    chunkSize: CHUNK_SIZE,
    retryDelays: RETRY_DELAYS,
    uploadLengthDeferred: true,
    // A recording stream cannot be resumed after a reload, so nothing is remembered in localStorage.
    storeFingerprintForResuming: false,
    onProgress: (bytesSent) => options.onSent(bytesSent),
    onSuccess: () => settle(true),
    onError: (error) => {
      // SPEC §8: an upload failure is logged only; the interview goes on.
      console.error('Answer upload failed', error);
      settle(false);
    },
  });
  upload.start();

  return {
    push(chunk) {
      if (!closed && chunk.size > 0) controller.enqueue(chunk);
    },
    finish() {
      if (!closed) {
        closed = true;
        controller.close();
      }
      return result;
    },
    abort() {
      closed = true;
      settle(false);
      upload
        .abort(true)
        .catch((error: unknown) => console.error('Could not cancel the answer upload', error));
    },
  };
}
