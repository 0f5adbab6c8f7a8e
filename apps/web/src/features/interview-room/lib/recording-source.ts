/** What tus-js-client reads an upload from (its FileSource interface; `size` is unused with a deferred length). */
export type UploadSource = {
  size: number;
  slice(start: number, end: number): Promise<{ value: Blob | null; done: boolean }>;
  close(): void;
};

/**
 * The recording as an upload source that hands over whatever has been recorded as soon as there is any, instead of
 * waiting for a full chunk: each second of the answer leaves in its own PATCH, so the server transcribes (and gives
 * live feedback on) the answer a second behind the candidate, and End Answer sends only the last second, with the
 * upload's length (docs/decisions/102).
 */
export function createRecordingSource() {
  /** Recorded blobs not yet confirmed by the server, the first starting at byte `base` of the recording. */
  const pending: Blob[] = [];
  let base = 0;
  let recorded = 0;
  let closed = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };

  const source: UploadSource = {
    size: Number.NaN,
    async slice(start, end) {
      // tus asks from the offset the server confirmed: everything before it is no longer needed.
      while (pending.length && base + pending[0]!.size <= start) base += pending.shift()!.size;
      while (!closed && recorded <= start) await new Promise<void>((resolve) => (wake = resolve));
      const available = new Blob(pending).slice(start - base, end - base);
      const done = closed && start + available.size >= recorded;
      return { value: available.size > 0 ? available : null, done };
    },
    close() {},
  };

  return {
    source,
    push(chunk: Blob) {
      if (closed || chunk.size === 0) return;
      pending.push(chunk);
      recorded += chunk.size;
      notify();
    },
    /** No more recording: the next slice is the last one. */
    end() {
      closed = true;
      notify();
    },
  };
}
