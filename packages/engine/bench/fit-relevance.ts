// Fits the on-question model of src/evaluate/content-score.ts (onQuestion) on the dev half of the labelled set:
// logistic regression of "this is the off-topic answer" on the relevance measures, each scaled by its mean and
// spread over the whole set and by how much it can say of the question (relevanceSays).
// Prints the constants to copy into onQuestion. Run: `npm run bench:engine -- fit`.
import { createSentenceEncoder } from '../src/adapters/sentence-encoder.ts';
import { relevanceMeasures, relevanceSays } from '../src/evaluate/content-score.ts';
import { extractFeatures } from '../src/evaluate/features.ts';
import { measureMeaning } from '../src/evaluate/meaning.ts';
import { createProfiles } from '../src/evaluate/question-profile.ts';
import { LABELLED_SET, LEVELS } from './labelled-set.ts';

const L2 = 2;
const STEPS = 4000;
const RATE = 0.1;

export async function fitRelevance(): Promise<void> {
  const encoder = createSentenceEncoder();
  const profileOf = createProfiles(encoder);
  const rows: { x: number[]; says: number[]; off: number; dev: boolean }[] = [];
  for (const item of LABELLED_SET) {
    const profile = await profileOf(item.question);
    for (const level of LEVELS) {
      const text = item.answers[level];
      const features = extractFeatures(profile, text);
      const measures = relevanceMeasures(features, await measureMeaning(encoder, profile, text));
      rows.push({
        x: Object.values(measures),
        says: relevanceSays(features),
        off: level === 'off_topic' ? 1 : 0,
        dev: item.split === 'dev',
      });
    }
  }
  await encoder.close();
  const dims = rows[0]!.x.length;
  const mean = Array.from({ length: dims }, (_, d) => rows.reduce((s, r) => s + r.x[d]!, 0) / rows.length);
  const spread = mean.map((m, d) =>
    Math.sqrt(rows.reduce((s, r) => s + (r.x[d]! - m) ** 2, 0) / rows.length),
  );
  const scaled = rows
    .filter((r) => r.dev)
    .map((r) => ({
      z: r.x.map((v, d) => (r.says[d]! * (v - mean[d]!)) / spread[d]!),
      off: r.off,
    }));
  const w = new Array<number>(dims).fill(0);
  let b = 0;
  for (let step = 0; step < STEPS; step++) {
    const gw = new Array<number>(dims).fill(0);
    let gb = 0;
    for (const { z, off } of scaled) {
      const p = 1 / (1 + Math.exp(-(z.reduce((s, v, d) => s + v * w[d]!, 0) + b)));
      z.forEach((v, d) => (gw[d]! += (p - off) * v));
      gb += p - off;
    }
    for (let d = 0; d < dims; d++) w[d]! -= RATE * (gw[d]! / scaled.length + (L2 * w[d]!) / scaled.length);
    b -= RATE * (gb / scaled.length);
  }
  const r4 = (x: number) => Math.round(x * 10_000) / 10_000;
  console.log('On-question model, fitted on the dev half (weights of "on the question", i.e. negated):');
  console.log(`  mean   ${mean.map(r4).join(', ')}`);
  console.log(`  spread ${spread.map(r4).join(', ')}`);
  console.log(`  weight ${w.map((x) => r4(-x)).join(', ')}`);
  console.log(`  bias   ${r4(-b)}`);
}
