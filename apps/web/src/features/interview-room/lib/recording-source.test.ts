import { describe, expect, it } from 'vitest';
import { createRecordingSource } from './recording-source.ts';

const bytes = (n: number, fill = 1) => new Blob([new Uint8Array(n).fill(fill)]);

describe('the recording as an upload source', () => {
  it('hands over each recorded second as soon as it is there, not a whole chunk later', async () => {
    const recording = createRecordingSource();
    const first = recording.source.slice(0, 1024 * 1024);
    recording.push(bytes(300));
    expect(await first).toMatchObject({ done: false });
    expect((await first).value?.size).toBe(300);
    recording.push(bytes(200));
    recording.push(bytes(100));
    const next = await recording.source.slice(300, 300 + 1024 * 1024);
    expect(next.value?.size).toBe(300);
    expect(next.done).toBe(false);
  });

  it('marks the last piece done once the recording has ended, with the length known', async () => {
    const recording = createRecordingSource();
    recording.push(bytes(500));
    await recording.source.slice(0, 1000);
    const last = recording.source.slice(500, 1500);
    recording.push(bytes(250, 2));
    recording.end();
    const result = await last;
    expect(result.done).toBe(true);
    expect(result.value?.size).toBe(250);
    expect(new Uint8Array(await result.value!.arrayBuffer())[0]).toBe(2);
  });

  it('sends what the server has not confirmed again after a failed request', async () => {
    const recording = createRecordingSource();
    recording.push(bytes(400));
    await recording.source.slice(0, 1000);
    // The PATCH failed: tus asks again from the server's offset.
    const again = await recording.source.slice(0, 1000);
    expect(again.value?.size).toBe(400);
  });

  it('ends with an empty last piece when nothing more was recorded', async () => {
    const recording = createRecordingSource();
    recording.push(bytes(100));
    await recording.source.slice(0, 1000);
    recording.end();
    expect(await recording.source.slice(100, 1100)).toEqual({ value: null, done: true });
  });
});
