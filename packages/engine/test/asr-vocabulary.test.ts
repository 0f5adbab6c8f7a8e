import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPocketsphinxTranscriber } from '../src/adapters/pocketsphinx.ts';
import { runTool } from '../src/adapters/run.ts';

const dir = await mkdtemp(join(tmpdir(), 'engine-asr-vocabulary-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('pocketsphinx with the domain vocabulary', () => {
  it('finds a domain word that only the extended dictionary and LM know, with word times', async () => {
    const wav = join(dir, 'answer.wav');
    await runTool('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', wav], {
      input: 'We moved every service to Kubernetes last year, and deploys became much safer.',
    });
    const hints = ['container orchestration', 'kubernetes', 'deploy'];

    const stock = await createPocketsphinxTranscriber({ vocabulary: false }).transcribe(wav, { hints });
    expect(stock.text).not.toContain('kubernetes'); // the general en-us LM has no such word

    const transcript = await createPocketsphinxTranscriber().transcribe(wav, { hints });
    expect(transcript.text.split(' ')).toContain('kubernetes');
    const word = transcript.words!.find((w) => w.word === 'kubernetes')!;
    expect(word.end).toBeGreaterThan(word.start);
    expect(word.start).toBeGreaterThan(0.5);
  });
});
