/** Below this loudness (dBFS) nothing is taken as speech: room noise sits around -60 to -50, a voice above -40. */
export const SPEECH_DBFS = -42;
/** The meter's scale: silence at this level and below, full at 0 dBFS. */
const FLOOR_DBFS = -60;

export type AudioLevel = {
  /** Loudness of the last few milliseconds in dBFS (-Infinity for digital silence). */
  decibels(): number;
  /** The same on a 0..1 scale for a meter. */
  level(): number;
  close(): void;
};

/** Loudness in dBFS of samples in -1..1. */
export function decibelsOf(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return 10 * Math.log10(sum / Math.max(1, samples.length));
}

export const levelOf = (decibels: number) => Math.min(1, Math.max(0, (decibels - FLOOR_DBFS) / -FLOOR_DBFS));

/**
 * Measures the microphone of a stream without playing it: its own AudioContext, resumed (the page was reached by a
 * click, so the browser lets it run), with an analyser and no output.
 */
export function openAudioLevel(stream: MediaStream): AudioLevel {
  const context = new AudioContext();
  void context.resume().catch(() => undefined);
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  const source = context.createMediaStreamSource(stream);
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const decibels = () => {
    analyser.getFloatTimeDomainData(samples);
    return decibelsOf(samples);
  };
  return {
    decibels,
    level: () => levelOf(decibels()),
    close() {
      source.disconnect();
      void context.close().catch(() => undefined);
    },
  };
}
