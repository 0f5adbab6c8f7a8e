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

/** Seconds since the microphone stream opened on `roomPath` started, i.e. the position in the file. */
export async function microphoneSeconds(page: Page, roomPath: string): Promise<number> {
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
