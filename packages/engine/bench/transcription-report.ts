import { transcriptionBench } from './transcription.ts';
import type { PocketsphinxOptions } from '../src/adapters/pocketsphinx.ts';

const f2 = (x: number) => x.toFixed(2);
const mark = (ok: boolean) => (ok ? 'meets goal' : 'MISSES goal');

/** Prints the transcription figures of one decoder set-up (the production one unless told otherwise). */
export async function printTranscriptionFigures(
  label: string,
  options: PocketsphinxOptions = {},
  context: 'question' | 'none' = 'question',
): Promise<void> {
  const stt = await transcriptionBench(options, context);
  const { substitutions: s, deletions: d, insertions: i, referenceWords: n } = stt.errors;
  console.log(
    `Transcription (${label}): ${stt.clips} Festival HTS answers, ${stt.audioSeconds.toFixed(0)} s of audio (${stt.perClip.map((c) => c.seconds.toFixed(0)).join(', ')} s)`,
  );
  console.log(
    `  WER                                 ${(100 * stt.wer).toFixed(1)}%  (S ${s} D ${d} I ${i} of ${n} words; goal <= 15%, ${mark(stt.wer <= 0.15)})`,
  );
  console.log(
    `  WER dev / test half                 ${(100 * stt.werBySplit.dev).toFixed(1)}% / ${(100 * stt.werBySplit.test).toFixed(1)}%  (settings tuned on dev only)`,
  );
  console.log(
    `  WER per answer                      ${stt.perClip.map((c) => `${(100 * c.wer).toFixed(0)}%`).join(' ')}`,
  );
  const ends = stt.perClip.map((c) => c.sentenceEnds);
  const sum = (key: keyof (typeof ends)[number]) => ends.reduce((total, e) => total + e[key], 0);
  console.log(
    `  Full stops restored from pauses     recall ${((100 * sum('matched')) / sum('said')).toFixed(0)}% (${sum('matched')} of ${sum('said')} sentence ends), precision ${((100 * sum('matched')) / sum('restored')).toFixed(0)}% (of ${sum('restored')} full stops)`,
  );
  const fillers = stt.perClip.flatMap((c) => c.fillers);
  console.log(
    `  Fillers counted (none were said)    ${fillers.length}${fillers.length ? ` (${fillers.join(', ')})` : ''}`,
  );
  console.log(
    `  Speed, CPU                          ${f2(stt.cpuFactor)} x real time (ffmpeg + decoder + vocabulary CPU seconds per audio second; goal <= 0.5)`,
  );
  console.log(
    `  Speed, wall clock                   ${f2(stt.realTimeFactor)} x real time (depends on machine load; run under taskset -c 0 for one core)`,
  );
}
