import { Upload } from 'tus-js-client';
import { createRecordingSource } from './recording-source.ts';

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
  /** Feeds one recorder chunk; it goes out at once (at most 1 MiB a PATCH) while the answer is still recorded. */
  push: (chunk: Blob) => void;
  /** No more chunks: resolves true once the server has the whole answer, false if the upload failed. */
  finish: () => Promise<boolean>;
  /** Drops the answer and deletes the partial upload on the server. */
  abort: () => void;
};

/**
 * A tus upload whose length is declared only at the end (uploadLengthDeferred), read from the recording as the
 * MediaRecorder fills it, so End Answer only waits for the last chunk (contract: stream while recording).
 */
export function startAnswerUpload(options: AnswerUploadOptions): AnswerUpload {
  const recording = createRecordingSource();
  let settle: (ok: boolean) => void = () => {};
  const result = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  let closed = false;

  const upload = new Upload(new Blob(), {
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
    fileReader: { openFile: () => Promise.resolve(recording.source) },
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
      if (!closed) recording.push(chunk);
    },
    finish() {
      if (!closed) {
        closed = true;
        recording.end();
      }
      return result;
    },
    abort() {
      closed = true;
      recording.end();
      settle(false);
      upload
        .abort(true)
        .catch((error: unknown) => console.error('Could not cancel the answer upload', error));
    },
  };
}
