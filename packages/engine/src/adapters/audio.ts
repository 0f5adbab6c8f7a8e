import { open } from 'node:fs/promises';
import { runTool } from './run.ts';

/** Any audio or video ffmpeg reads (webm from MediaRecorder included) as 16 kHz mono 16-bit WAV. */
export async function toSpeechWav(inputPath: string, outputPath: string): Promise<void> {
  await runTool('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-i',
    inputPath,
    '-vn',
    '-ar',
    '16000',
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    outputPath,
  ]);
}

/** Decoded samples (16 kHz mono float) of any audio file, for pitch analysis. */
export async function decodeSamples(inputPath: string, sampleRate = 16000): Promise<Float32Array> {
  const { stdout } = await runTool('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-i',
    inputPath,
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(sampleRate),
    '-f',
    'f32le',
    '-',
  ]);
  const copy = new Uint8Array(stdout.byteLength);
  copy.set(stdout);
  return new Float32Array(copy.buffer, 0, Math.floor(copy.byteLength / 4));
}

export async function durationMs(inputPath: string): Promise<number> {
  const samples = await decodeSamples(inputPath, 8000);
  return Math.round((samples.length / 8000) * 1000);
}

/** WAV from a speech synthesiser encoded as mp3 or opus (ogg) question audio. */
export async function encodeQuestionAudio(
  wav: Buffer,
  outPath: string,
  format: 'mp3' | 'opus',
): Promise<void> {
  const codec =
    format === 'mp3'
      ? ['-c:a', 'libmp3lame', '-b:a', '64k']
      : ['-c:a', 'libopus', '-b:a', '32k', '-f', 'ogg'];
  await runTool('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-i', '-', ...codec, outPath], { input: wav });
}

/**
 * Whether the file already is what the decoder reads: a canonical 44-byte-header WAV of 16 kHz mono 16-bit PCM, as
 * `pcmWav` writes the pieces of a live answer. Such a file needs no ffmpeg, whose start alone costs about 0.25 s of
 * CPU, more than half the decoding of a 2 s piece.
 */
export async function isSpeechWav(filePath: string): Promise<boolean> {
  const file = await open(filePath, 'r');
  try {
    const header = Buffer.alloc(44);
    const { bytesRead } = await file.read(header, 0, 44, 0);
    return (
      bytesRead === 44 &&
      header.toString('latin1', 0, 4) === 'RIFF' &&
      header.toString('latin1', 8, 16) === 'WAVEfmt ' &&
      header.readUInt32LE(16) === 16 &&
      header.readUInt16LE(20) === 1 &&
      header.readUInt16LE(22) === 1 &&
      header.readUInt32LE(24) === 16000 &&
      header.readUInt16LE(34) === 16 &&
      header.toString('latin1', 36, 40) === 'data'
    );
  } finally {
    await file.close();
  }
}

/** A mono 16-bit PCM WAV file of the samples (the canonical 44-byte header). */
export function pcmWav(samples: Int16Array, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}
