import { YIN } from 'pitchfinder';
import { decodeSamples } from './audio.ts';

const RATE = 16000;
const FRAME = 1024;
/** Twenty frames a second is enough for a pitch range and keeps YIN well under the scoring budget. */
const HOP = 800;

/** Pitch (Hz) of the voiced frames of an answer's audio: YIN on 64 ms frames, silence and octave errors dropped. */
export async function voicedPitch(audioPath: string): Promise<number[]> {
  const samples = await decodeSamples(audioPath, RATE);
  const detect = YIN({ sampleRate: RATE, threshold: 0.15 });
  const pitches: number[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += HOP) {
    const frame = samples.subarray(start, start + FRAME);
    let energy = 0;
    for (const x of frame) energy += x * x;
    if (Math.sqrt(energy / FRAME) < 0.01) continue;
    const hz = detect(frame);
    if (hz && hz >= 60 && hz <= 450) pitches.push(hz);
  }
  return pitches;
}
