/** 16 kHz mono: 10 ms frames, the decoder's own frame rate. */
export const SAMPLE_RATE = 16000;
const FRAME = SAMPLE_RATE / 100;
const MIN_CONTRAST_DB = 15;

function frameLevels(pcm: Int16Array, from: number, to: number): Float64Array {
  const frames = Math.max(0, Math.floor((to - from) / FRAME));
  const levels = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let i = from + f * FRAME, end = i + FRAME; i < end; i++) sum += pcm[i]! * pcm[i]!;
    // dB of the frame's RMS; a digital zero is 0 dB (RMS floored at 1).
    levels[f] = 10 * Math.log10(Math.max(1, sum / FRAME));
  }
  return levels;
}

function percentile(values: Float64Array, q: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * The latest pause in `pcm[from, to)` at which the speech can be cut without cutting a word: the middle of the
 * last run of at least `minPauseMs` whose frames are all near the quietest level of the stretch (within a quarter
 * of the way from the floor to the speech level). Undefined when there is no such pause, or no speech.
 */
export function lastPause(pcm: Int16Array, from: number, to: number, minPauseMs = 300): number | undefined {
  const levels = frameLevels(pcm, from, to);
  if (levels.length === 0) return undefined;
  const floor = percentile(levels, 0.1);
  const speech = percentile(levels, 0.9);
  // Without 15 dB between the quiet and the loud frames the stretch is all speech (or all silence).
  if (speech - floor < MIN_CONTRAST_DB) return undefined;
  const quiet = floor + Math.max(6, 0.25 * (speech - floor));
  const needed = Math.ceil(minPauseMs / 10);
  let run = 0;
  for (let f = levels.length - 1; f >= 0; f--) {
    run = levels[f]! <= quiet ? run + 1 : 0;
    // The run is complete once the frame before it is loud (or the stretch begins).
    if (run >= needed && (f === 0 || levels[f - 1]! > quiet)) return from + (f + Math.floor(run / 2)) * FRAME;
  }
  return undefined;
}
