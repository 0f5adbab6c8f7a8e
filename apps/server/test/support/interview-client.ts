import fs from 'node:fs';
import * as tus from 'tus-js-client';
import WebSocket from 'ws';
import { expect } from 'vitest';
import type { LiveFeedbackMessage, ServerMessage } from '@rehearse/contracts';
import { api } from './server.ts';

type Server = { url: string; wsUrl: string };

/**
 * A room connection that queues what the server sends, so a test can await messages in order. live_feedback,
 * which arrives on its own while an answer uploads, is kept apart in `liveFeedback`.
 */
export class RoomClient {
  readonly socket: WebSocket;
  readonly liveFeedback: (LiveFeedbackMessage & { receivedAt: number })[] = [];
  private readonly inbox: ServerMessage[] = [];
  private waiting: ((message: ServerMessage) => void) | null = null;
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(wsUrl: string) {
    this.socket = new WebSocket(wsUrl);
    this.socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.type === 'live_feedback') {
        this.liveFeedback.push({ ...message, receivedAt: Date.now() });
        return;
      }
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = null;
        resolve(message);
      } else this.inbox.push(message);
    });
    this.closed = new Promise((resolve) =>
      this.socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  static async open(server: Server): Promise<RoomClient> {
    const client = new RoomClient(server.wsUrl);
    await new Promise<void>((resolve, reject) => {
      client.socket.once('open', () => resolve());
      client.socket.once('error', reject);
    });
    return client;
  }

  send(message: unknown) {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  next(timeoutMs = 30_000): Promise<ServerMessage> {
    const queued = this.inbox.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message from the room')), timeoutMs);
      this.waiting = (message) => {
        clearTimeout(timer);
        resolve(message);
      };
    });
  }

  /** Sends the first message and returns interview_details and the current question (or interview_end). */
  async join(sessionId: string, token: string) {
    this.send({ type: 'input', session_id: sessionId, token });
    const details = await this.next();
    const current = await this.next();
    return { details, current };
  }

  close() {
    this.socket.close();
  }
}

export type UploadOptions = {
  token: string;
  sessionId: string;
  questionId: string;
  chunkSize?: number;
  /** Resume an earlier upload at this URL. */
  uploadUrl?: string;
  filetype?: string;
  onChunk?: (upload: tus.Upload, sent: number) => void;
  /** streamedUpload: called before each chunk is sent (`last`: the end of the recording), e.g. to pace it. */
  beforeChunk?: (uploadUrl: string, chunk: { offset: number; last: boolean }) => Promise<void>;
};

/** Uploads a file with tus-js-client (Node) as the room does; resolves with the upload URL. */
export function tusUpload(
  server: Server,
  file: string,
  options: UploadOptions,
): { upload: tus.Upload; done: Promise<string> } {
  let upload!: tus.Upload;
  const done = new Promise<string>((resolve, reject) => {
    upload = new tus.Upload(fs.readFileSync(file), {
      endpoint: `${server.url}/t1/upload/files/`,
      uploadUrl: options.uploadUrl ?? null,
      headers: { Authorization: `Bearer ${options.token}` },
      metadata: {
        filename: 'answer.webm',
        filetype: options.filetype ?? 'video/webm',
        session_id: options.sessionId,
        question_id: options.questionId,
      },
      chunkSize: options.chunkSize ?? 1024 * 1024,
      retryDelays: [],
      onChunkComplete: (_chunk, sent) => options.onChunk?.(upload, sent),
      onSuccess: () => resolve(upload.url!),
      onError: reject,
    });
    upload.start();
  });
  return { upload, done };
}

/**
 * The tus requests the room makes while recording (tus-js-client with uploadLengthDeferred in the browser):
 * create with Upload-Defer-Length, append each recorded chunk, declare Upload-Length with the last one.
 * (tus-js-client 4.3's Node stack stalls after the first chunk of a deferred-length upload, so the test
 * speaks the protocol itself.)
 */
export async function streamedUpload(server: Server, file: string, options: UploadOptions): Promise<string> {
  const data = fs.readFileSync(file);
  const headers = { authorization: `Bearer ${options.token}`, 'tus-resumable': '1.0.0' };
  const metadata = Object.entries({
    filename: 'answer.webm',
    filetype: options.filetype ?? 'video/webm',
    session_id: options.sessionId,
    question_id: options.questionId,
  })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const created = await fetch(`${server.url}/t1/upload/files/`, {
    method: 'POST',
    headers: { ...headers, 'upload-defer-length': '1', 'upload-metadata': metadata },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status}`);
  const url = new URL(created.headers.get('location')!, server.url).toString();
  const chunk = options.chunkSize ?? 16 * 1024;
  for (let offset = 0; offset < data.length; offset += chunk) {
    const last = offset + chunk >= data.length;
    await options.beforeChunk?.(url, { offset, last });
    const response = await fetch(url, {
      method: 'PATCH',
      headers: {
        ...headers,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        ...(last ? { 'upload-length': String(data.length) } : {}),
      },
      body: data.subarray(offset, offset + chunk),
    });
    if (response.status !== 204) throw new Error(`append at ${offset}: ${response.status}`);
  }
  return url;
}

/** The HTTP status tus answered with when an upload fails. */
export const tusStatus = (err: unknown) => (err as tus.DetailedError).originalResponse?.getStatus() ?? null;

/**
 * Answers the current question the way the room does: upload, store_user_recording, video_response. When the
 * interviewer follows up (docs/decisions/101), the follow-up is answered with the same recording too, unless
 * `followUps: 'return'`, and the message after it is returned.
 */
export async function answerQuestion(
  server: Server,
  room: RoomClient,
  token: string,
  sessionId: string,
  questionId: string,
  file: string,
  {
    stream = false,
    followUps = 'answer',
    ...upload
  }: { stream?: boolean; followUps?: 'answer' | 'return' } & Partial<UploadOptions> = {},
): Promise<ServerMessage> {
  if (stream) await streamedUpload(server, file, { token, sessionId, questionId, ...upload });
  else await tusUpload(server, file, { token, sessionId, questionId }).done;
  const stored = await api(server, 'POST', '/t1/interview/store_user_recording', {
    token,
    body: {
      session_id: sessionId,
      question_id: questionId,
      duration: 4000,
      eye_contact: { percent: 72, samples: 40 },
    },
  });
  if (stored.status !== 200) throw new Error(`store_user_recording: ${JSON.stringify(stored.body)}`);
  room.send({ type: 'video_response', session_id: sessionId, data: { question_id: questionId } });
  const next = await room.next();
  if (followUps === 'answer' && next.type === 'question' && next.follow_up_of === questionId)
    return answerQuestion(server, room, token, sessionId, next.question_id, file, { stream, ...upload });
  return next;
}

type QuestionMessage = Extract<ServerMessage, { type: 'question' }>;

/**
 * The plan's last question, reached after any follow-ups the interviewer asked on the answers before it (which
 * answerQuestion answers): a question, not itself a follow-up, with no question after it.
 */
export function expectLastPlanQuestion(message: ServerMessage): asserts message is QuestionMessage {
  if (message.type !== 'question') throw new Error(`expected a question, got ${JSON.stringify(message)}`);
  expect(message.follow_up_of ?? null).toBeNull();
  expect(message.index).toBe(message.total - 1);
}
