import type { PocketsphinxOptions } from '../src/adapters/pocketsphinx.ts';
import { fillerBench, precision, recall, type Tally } from './fillers.ts';

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
const mark = (ok: boolean) => (ok ? 'meets goal' : 'MISSES goal');
const line = (t: Tally) =>
  `recall ${pct(recall(t))} (${t.matched} of ${t.said} said), precision ${pct(precision(t))} (${t.matched} of ${t.counted} counted)`;

/** Prints the filler figures of the production transcriber and filler rules on the synthesized filler set. */
export async function printFillerFigures(options: PocketsphinxOptions = {}, verbose = false): Promise<void> {
  const figures = await fillerBench(options);
  const { all } = figures;
  console.log(
    `Fillers: ${figures.perClip.length} Festival HTS answers with ${all.total.said} known fillers (${all.hesitation.said} hesitations, ${all.discourse.said} discourse fillers)`,
  );
  console.log(
    `  All fillers, all answers            ${line(all.total)}  (goal recall >= 80%, ${mark(recall(all.total) >= 0.8)}; precision >= 90%, ${mark(precision(all.total) >= 0.9)})`,
  );
  for (const split of ['dev', 'test'] as const) {
    const label = `All fillers, ${split} half${split === 'dev' ? ' (tuned on)' : ''}`;
    console.log(`  ${label.padEnd(36)}${line(figures[split].total)}`);
  }
  console.log(`  Hesitations (um, uh, er, hmm)       ${line(all.hesitation)}`);
  console.log(`  Discourse fillers (like, you know)  ${line(all.discourse)}`);
  console.log(
    `  WER of the filler set               ${(100 * figures.wer).toFixed(1)}% (hesitations left out on both sides)`,
  );
  if (verbose)
    for (const clip of figures.perClip.filter((c) => c.missed.length || c.extra.length))
      console.log(
        `    heard "${clip.heard}"\n      missed: ${clip.missed.join('; ') || '-'}; extra: ${clip.extra.join('; ') || '-'}`,
      );
}
