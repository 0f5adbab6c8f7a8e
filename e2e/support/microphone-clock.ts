// Where the fake microphone file is for the page: Chromium plays the file from its start for every new stream,
// so a test that speaks answers at set times must know when the room's stream began.
import type { Page } from 'playwright-core';

/** An init script: every getUserMedia that returns audio is noted with the page time and path. */
export function noteMicrophoneStreams() {
  const notes: { at: number; path: string }[] = [];
  Object.defineProperty(window, '__microphoneStreams', { value: notes });
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    if (stream.getAudioTracks().length > 0) notes.push({ at: performance.now(), path: location.pathname });
    return stream;
  };
}

/** How long the room may take to open its microphone once its question is on screen. */
const STREAM_OPENS_WITHIN_MS = 30_000;

/**
 * Seconds since the microphone stream opened on `roomPath` started, i.e. the position in the file. The room shows its
 * question as it asks for the camera and microphone, so the stream may open a moment after: it is waited for.
 */
export async function microphoneSeconds(page: Page, roomPath: string): Promise<number> {
  await page
    .waitForFunction(
      (room) =>
        (window as unknown as { __microphoneStreams: { path: string }[] }).__microphoneStreams.some(
          (note) => note.path === room,
        ),
      roomPath,
      { timeout: STREAM_OPENS_WITHIN_MS },
    )
    .catch(() => undefined);
  return page.evaluate((room) => {
    const notes = (window as unknown as { __microphoneStreams: { at: number; path: string }[] })
      .__microphoneStreams;
    const stream = notes.filter((note) => note.path === room).at(-1);
    if (!stream) throw new Error(`no microphone stream opened on ${room}`);
    return (performance.now() - stream.at) / 1000;
  }, roomPath);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function waitForMicrophoneAt(page: Page, roomPath: string, seconds: number) {
  await sleep((seconds - (await microphoneSeconds(page, roomPath))) * 1000);
}
