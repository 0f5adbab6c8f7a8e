import { describe, expect, it } from 'vitest';
import { decibelsOf, levelOf, SPEECH_DBFS } from './audio-level.ts';

const tone = (amplitude: number) =>
  Float32Array.from({ length: 1024 }, (_, i) => amplitude * Math.sin((2 * Math.PI * 440 * i) / 48_000));

describe('microphone level', () => {
  it('hears a voice-level tone as speech and room noise as silence', () => {
    expect(decibelsOf(tone(0.1))).toBeGreaterThan(SPEECH_DBFS);
    expect(decibelsOf(tone(0.001))).toBeLessThan(SPEECH_DBFS);
    expect(decibelsOf(new Float32Array(1024))).toBe(Number.NEGATIVE_INFINITY);
  });

  it('puts silence at the bottom of the meter and full scale at the top', () => {
    expect(levelOf(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(levelOf(-60)).toBe(0);
    expect(levelOf(-30)).toBeCloseTo(0.5);
    expect(levelOf(0)).toBe(1);
  });
});
