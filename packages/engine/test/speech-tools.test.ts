import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTool } from '../src/adapters/run.ts';
import { createEngine } from '../src/engine.ts';

describe('embedded speech tools', () => {
  it('speaks a question with Festival and transcribes it back from webm with word times', async () => {
    const engine = createEngine({});
    const dir = await mkdtemp(join(tmpdir(), 'engine-speech-'));
    const text = 'In my last role I added an index to the orders table and the reports became much faster.';
    await engine.speak(text, join(dir, 'q.mp3'), 'mp3');
    await engine.speak('Hello', join(dir, 'q.opus'), 'opus');
    expect((await stat(join(dir, 'q.mp3'))).size).toBeGreaterThan(1000);
    expect((await stat(join(dir, 'q.opus'))).size).toBeGreaterThan(200);
    // The browser uploads webm/opus: the transcriber must take it as it comes.
    await runTool('ffmpeg', [
      '-nostdin',
      '-v',
      'error',
      '-i',
      join(dir, 'q.mp3'),
      '-c:a',
      'libopus',
      join(dir, 'a.webm'),
    ]);
    const transcript = await engine.transcribe(join(dir, 'a.webm'));
    expect(transcript.words!.length).toBeGreaterThan(10);
    expect(transcript.text).toMatch(/orders|index|reports/);
    expect(transcript.words![0]!.start).toBeLessThan(transcript.words![1]!.start);
    expect(transcript.duration_ms).toBeGreaterThan(3000);
    const evaluation = await engine.evaluateAnswer(
      { text: 'How did you speed up slow reports?' },
      transcript,
      { audio_path: join(dir, 'a.webm'), eye_contact: { percent: 72, samples: 40 } },
    );
    expect(evaluation.communication.intonation.value).not.toBeNull();
    expect(evaluation.communication.eye_contact.value).toBe(72);
    expect(evaluation.communication.grammar.value).not.toBeNull();
    await engine.close();
  });

  it('says which tool is missing', async () => {
    await expect(runTool('no-such-speech-tool', [])).rejects.toThrow('no-such-speech-tool is not installed');
  });
});
