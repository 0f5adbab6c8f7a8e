import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, lastPause } from './silence.ts';

/** Speech-like bursts (a loud tone) separated by the given pauses, with a little noise everywhere. */
function speech(parts: { talk?: number; pause?: number }[]): Int16Array {
  const samples: number[] = [];
  let seed = 7;
  const noise = () => ((seed = (seed * 48271) % 2147483647) / 2147483647 - 0.5) * 60;
  for (const { talk = 0, pause = 0 } of parts) {
    for (let i = 0; i < talk * SAMPLE_RATE; i++)
      samples.push(8000 * Math.sin((2 * Math.PI * 180 * i) / SAMPLE_RATE) + noise());
    for (let i = 0; i < pause * SAMPLE_RATE; i++) samples.push(noise());
  }
  return Int16Array.from(samples);
}

describe('lastPause', () => {
  it('cuts in the middle of the last pause long enough to be between words', () => {
    const pcm = speech([
      { talk: 2, pause: 0.5 },
      { talk: 2, pause: 0.4 },
      { talk: 1, pause: 0.1 },
      { talk: 1 },
    ]);
    const cut = lastPause(pcm, 0, pcm.length, 250)!;
    // The 0.4 s pause runs from 4.5 s to 4.9 s; the 0.1 s one is a gap inside a word.
    expect(cut / SAMPLE_RATE).toBeGreaterThan(4.6);
    expect(cut / SAMPLE_RATE).toBeLessThan(4.8);
  });

  it('finds nothing in continuous speech or in a stretch too short to hold a pause', () => {
    const pcm = speech([{ talk: 3, pause: 0.1 }, { talk: 3 }]);
    expect(lastPause(pcm, 0, pcm.length, 250)).toBeUndefined();
    expect(lastPause(pcm, 0, 100, 250)).toBeUndefined();
  });

  it('looks only inside the stretch it is given', () => {
    const pcm = speech([{ talk: 1, pause: 1 }, { talk: 3 }]);
    expect(lastPause(pcm, 2.1 * SAMPLE_RATE, pcm.length, 250)).toBeUndefined();
    const cut = lastPause(pcm, 0.5 * SAMPLE_RATE, pcm.length, 250)!;
    expect(cut / SAMPLE_RATE).toBeGreaterThan(1.2);
    expect(cut / SAMPLE_RATE).toBeLessThan(1.8);
  });
});
