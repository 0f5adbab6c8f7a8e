import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CACHE = path.join(os.tmpdir(), 'rehearse-test-answers');

/** The picture under the speech: a still grey frame (small files), or a camera-like stream at SPEC's 7.5 Mbit/s. */
const VIDEO = {
  still: ['-f', 'lavfi', '-i', 'color=c=gray:s=320x240:r=15'],
  camera: ['-f', 'lavfi', '-i', 'nullsrc=s=640x360:r=30,geq=random(1)*255:128:128'],
};
const VIDEO_CODEC = {
  still: ['-c:v', 'libvpx', '-b:v', '300k'],
  // Noise, so the encoder really spends the bytes: about 56 MB a minute.
  camera: [
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8'],
    ...['-b:v', '7500k', '-minrate', '7500k', '-maxrate', '7500k', '-bufsize', '2M'],
  ],
};

/**
 * A spoken answer as the browser would upload it: Festival (HTS voice) reads the text, ffmpeg muxes it with a
 * video (`still` by default, `camera` for benchmarks that send what the room sends) into webm (VP8 + Opus). Cached
 * by text, video and pause so several test files share the work.
 */
export async function spokenAnswerWebm(
  text: string,
  video: keyof typeof VIDEO = 'still',
  /** Silence after the last word: the candidate stops, then presses End Answer. */
  pauseSeconds = 0,
): Promise<string> {
  fs.mkdirSync(CACHE, { recursive: true });
  const id = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const variant = [video === 'still' ? '' : `.${video}`, pauseSeconds ? `.pause${pauseSeconds}` : ''].join(
    '',
  );
  const webm = path.join(CACHE, `${id}${variant}.webm`);
  if (fs.existsSync(webm)) return webm;
  const txt = path.join(CACHE, `${id}.txt`);
  const wav = path.join(CACHE, `${id}.wav`);
  fs.writeFileSync(txt, text);
  await run('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', txt, '-o', wav]);
  const tmp = `${webm}.${process.pid}.tmp.webm`;
  await run('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y'],
    ...VIDEO[video],
    ...['-i', wav, '-shortest'],
    ...(pauseSeconds ? ['-af', `apad=pad_dur=${pauseSeconds}`] : []),
    ...VIDEO_CODEC[video],
    ...['-c:a', 'libopus', '-b:a', '48k', tmp],
  ]);
  fs.renameSync(tmp, webm);
  return webm;
}

/** Bytes of a small real PDF with a text layer, made by ffmpeg-free means: a hand-written PDF 1.4 file. */
export function resumePdf(lines: string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${line.replace(/[()\\]/g, '')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Word error rate as the engine's benchmark measures it (one normaliser for what was said and heard). */
export { wordErrorRate } from '@rehearse/engine/word-error-rate';
