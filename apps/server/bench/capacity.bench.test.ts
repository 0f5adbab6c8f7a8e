import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { spokenAnswerWebm } from '../test/support/interview-media.ts';
import { CAPACITY_ANSWERS } from './capacity-answers.ts';
import { capacityRun, type CapacityResult } from './capacity-run.ts';

/** Which runs: CAPACITY_CORES=1,2 and CAPACITY_INTERVIEWS=5,10,20 (the default, about 40 minutes in all). */
const list = (value: string | undefined, fallback: number[]) =>
  value ? value.split(',').map((item) => Number(item.trim())) : fallback;
const CORES = list(process.env.CAPACITY_CORES, [1, 2]);
const INTERVIEWS = list(process.env.CAPACITY_INTERVIEWS, [5, 10, 20]);

const percentile = (samples: number[], q: number) => {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const s = (ms: number) => (ms / 1000).toFixed(1);

function row(r: CapacityResult): string {
  return [
    `${r.cores}`,
    `${r.interviews}`,
    `${r.answers} (${Math.round(r.speechSeconds)} s)`,
    `${r.lost}${r.unfinished ? ` (${r.unfinished} unfinished)` : ''}`,
    `${percentile(r.endToNextMs, 0.5)} / ${percentile(r.endToNextMs, 0.95)} ms`,
    r.reportMs.length
      ? `${s(percentile(r.reportMs, 0.5))} / ${s(percentile(r.reportMs, 0.95))} s${r.missingReports ? ` (${r.missingReports} over ${s(r.reportLimitMs)} s)` : ''}`
      : `none within ${s(r.reportLimitMs)} s`,
    `${r.workerCpuSeconds.toFixed(0)} s (${(r.workerCpuSeconds / r.processedSpeechSeconds).toFixed(2)} x processed speech)`,
    `${r.apiCpuSeconds.toFixed(0)} s (children ${r.apiChildCpuSeconds.toFixed(0)} s)`,
    `${r.wallSeconds.toFixed(0)} s`,
    `${r.loadBefore.toFixed(1)} -> ${r.loadAfter.toFixed(1)}`,
  ].join(' | ');
}

const HEADER =
  'worker cores | interviews | answers (speech) | lost | End Answer -> next p50 / p95 | report ready p50 / p95 | worker CPU | API CPU | wall | load';

/**
 * The capacity run (issue 13): N candidates interview at once at a person's pace against ONE api process and
 * worker processes pinned to 1 and then 2 cores (taskset), on one shared PostgreSQL with STORAGE=local. Each
 * answer is 30-60 s of Festival speech streamed in real time, one PATCH a second, with a pause of 4-8 s before
 * the next question. Prints one table row per run; docs/benchmarks.md turns them into interviews per core.
 */
describe('capacity: interviews per worker core', () => {
  const results: CapacityResult[] = [];

  for (const cores of CORES)
    for (const interviews of INTERVIEWS)
      it(`${interviews} interviews on ${cores} worker core${cores > 1 ? 's' : ''} lose no answer`, async () => {
        const files = [];
        for (const text of CAPACITY_ANSWERS) files.push(await spokenAnswerWebm(text));
        console.info(
          `capacity run: ${interviews} interviews, ${cores} core(s), load ${os.loadavg()[0]!.toFixed(1)}`,
        );
        const result = await capacityRun(cores, interviews, files);
        results.push(result);
        console.info(`${HEADER}\n${results.map(row).join('\n')}`);
        console.info(`End Answer -> next (ms): ${result.endToNextMs.join(', ')}`);
        console.info(`report ready (s): ${result.reportMs.map(s).join(', ')}`);
        // Over capacity, reports are late (the table shows it); an answer must never be lost.
        expect(result.lost).toBe(0);
      }, 3_600_000);
});
