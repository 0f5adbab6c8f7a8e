import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { transcriptionHints } from '../src/adapters/asr-vocabulary/domain-hints.ts';
import { createPocketsphinxTranscriber } from '../src/adapters/pocketsphinx.ts';
import { runTool } from '../src/adapters/run.ts';
import { fillerWords } from '../src/evaluate/speech-metrics.ts';
import { HESITATIONS } from '../src/lib/fillers.ts';

const dir = await mkdtemp(join(tmpdir(), 'engine-asr-fillers-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const hints = transcriptionHints({
  text: 'Where would you add caching in a typical web application, and how do you handle invalidation?',
  job_title: 'Full Stack Developer',
});

async function heard(text: string, options = {}) {
  const wav = join(dir, `${text.length}-${Object.keys(options).length}.wav`);
  await runTool('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', wav], { input: text });
  return createPocketsphinxTranscriber(options).transcribe(wav, { hints });
}

describe('fillers through the embedded transcriber', () => {
  it('keeps um and uh as words, so a hesitant answer is not reported as fluent', async () => {
    const said =
      'Well, um, I think the main thing is, uh, caching. So, like, you know, I would basically um add a cache in front of the database.';
    const transcript = await heard(said);
    const words = transcript.words!.map((w) => w.word);
    expect(words.filter((w) => w === 'um').length).toBeGreaterThanOrEqual(2);
    expect(words).toContain('uh');
    const metric = fillerWords(transcript);
    expect(metric.verdict).toBe('Many fillers');
    // Without the filler language model the same speech loses its hesitations ("well i'm i think").
    const before = await heard(said, { fillerWeight: 0 });
    expect(before.words!.filter((w) => HESITATIONS.has(w.word)).length).toBeLessThan(2);
  });

  it('keeps the article "a" as a word in fluent speech instead of hearing "uh"', async () => {
    const transcript = await heard(
      'In my last role I added a cache in front of a slow database, and a queue for the emails, so a page loads in a second.',
    );
    const words = transcript.words!.map((w) => w.word);
    expect(words.filter((w) => w === 'a').length).toBeGreaterThanOrEqual(3);
    expect(words).not.toContain('uh');
    // A stray hesitation is possible ("er" for an unstressed syllable: ~0.8 per 100 words, docs/benchmarks.md).
    expect(words.filter((w) => HESITATIONS.has(w)).length).toBeLessThanOrEqual(1);
  });
});
