// Fake camera and microphone inputs for Chromium, made at test time from files already on the machine:
// a face photo shipped with @vladmandic/face-api as the camera, and Festival speech laid out on a timeline as
// the microphone (Chromium restarts the microphone file for every new stream, so one file holds every answer).
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pcmWav } from '@rehearse/engine';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SAMPLE_RATE = 48_000;

/** A one-second 640x360 y4m of a single face looking at the camera (sample6, cropped to one person). */
export function makeFakeCamera(dir: string): string {
  const photo = path.join(repoRoot, 'node_modules/@vladmandic/face-api/demo/sample6.jpg');
  const file = path.join(dir, 'camera.y4m');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-loop', '1', '-i', photo, '-t', '1', '-r', '30'],
    ...['-vf', 'crop=720:405:420:180,scale=640:360,format=yuv420p', '-pix_fmt', 'yuv420p', file],
  ]);
  return file;
}

/** Speech already made in this process, by text: a sentence said several times is synthesized once. */
const spoken = new Map<string, Int16Array>();

/** Festival (the HTS voice of FIELD-NOTES) reading `text`, as 48 kHz mono 16-bit samples. */
export function synthesize(text: string, dir: string, name: string): Int16Array {
  const known = spoken.get(text);
  if (known) return known;
  const textFile = path.join(dir, `${name}.txt`);
  const festivalWav = path.join(dir, `${name}.festival.wav`);
  const raw = path.join(dir, `${name}.s16`);
  writeFileSync(textFile, text);
  execFileSync('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', textFile, '-o', festivalWav]);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-i', festivalWav, '-ac', '1', '-ar', String(SAMPLE_RATE)],
    ...['-f', 's16le', raw],
  ]);
  const bytes = readFileSync(raw);
  const samples = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
  spoken.set(text, samples);
  return samples;
}

export type ScheduledSpeech = { text: string; startSeconds: number; durationSeconds: number };

/** Silence, for the streams opened before the answers are known (Chromium reads the file anew for each stream). */
export function writeSilentMicrophone(file: string, seconds = 10): void {
  writeFileSync(file, pcmWav(new Int16Array(seconds * SAMPLE_RATE), SAMPLE_RATE));
}

/**
 * Writes `file` as one WAV with each speech at its start time and silence between, and returns where each one
 * lies. `startsAt(index, previousEnd)` chooses each start from where the previous speech ended. The file is
 * replaced in one step, so a stream that opens meanwhile reads the old file or the new one, never half of one.
 */
export function makeScheduledMicrophone(
  file: string,
  texts: readonly string[],
  startsAt: (index: number, previousEndSeconds: number) => number,
  tailSeconds = 5,
): ScheduledSpeech[] {
  const dir = path.dirname(file);
  const clips = texts.map((text, index) => synthesize(text, dir, `answer-${index + 1}`));
  const speeches: ScheduledSpeech[] = [];
  let end = 0;
  clips.forEach((clip, index) => {
    const startSeconds = startsAt(index, end);
    const durationSeconds = clip.length / SAMPLE_RATE;
    speeches.push({ text: texts[index]!, startSeconds, durationSeconds });
    end = startSeconds + durationSeconds;
  });
  const samples = new Int16Array(Math.ceil((end + tailSeconds) * SAMPLE_RATE));
  clips.forEach((clip, index) => samples.set(clip, Math.round(speeches[index]!.startSeconds * SAMPLE_RATE)));
  const partial = `${file}.partial`;
  writeFileSync(partial, pcmWav(samples, SAMPLE_RATE));
  renameSync(partial, file);
  return speeches;
}

/** What the media check hears: it passes the microphone once it hears a voice (docs/decisions/103). */
export const READY_SENTENCE = 'I am ready for my interview.';

/**
 * The microphone until the answers are known: the ready sentence a second in, then twice more, two seconds apart,
 * so that a media check busy starting the camera still hears one of them.
 */
export function makeReadyMicrophone(file: string): void {
  makeScheduledMicrophone(file, [READY_SENTENCE, READY_SENTENCE, READY_SENTENCE], (index, previousEnd) =>
    index === 0 ? 1 : previousEnd + 2,
  );
}
