import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptionHints } from '../src/adapters/asr-vocabulary/domain-hints.ts';
import { toSpeechWav } from '../src/adapters/audio.ts';
import { createPocketsphinxTranscriber, parsePocketsphinxTimes } from '../src/adapters/pocketsphinx.ts';
import { runTool } from '../src/adapters/run.ts';
import { createSphinxDecoder } from '../src/adapters/sphinx-decoder.ts';
import { sphinxLibrary } from '../src/adapters/sphinx-library.ts';
import { findBankQuestion } from '../src/bank/index.ts';
import { wordErrorRate } from '../bench/word-error-rate.ts';

const MODEL = '/usr/share/pocketsphinx/model/en-us';
// Said the way a DevOps candidate answers; the stock decoder hears "they're eight" and "air budget".
const SENTENCE =
  'We page only on symptoms that customers feel, like error rate and latency on the checkout API, ' +
  'and we tie those alerts to an SLO with an error budget.';

const dir = await mkdtemp(join(tmpdir(), 'engine-asr-domain-lm-'));
const wav = join(dir, 'answer.wav');
beforeAll(async () => {
  const festivalWav = join(dir, 'festival.wav');
  await runTool('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', festivalWav], {
    input: SENTENCE,
  });
  await toSpeechWav(festivalWav, wav);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('pocketsphinx library decoder with a domain language model', () => {
  it('loads through koffi on this machine', () => {
    expect(sphinxLibrary().error).toBeUndefined();
  });

  it('decodes like pocketsphinx_continuous, word for word and time for time, with the same LM', async () => {
    const dict = join(MODEL, 'cmudict-en-us.dict');
    const decoder = createSphinxDecoder(sphinxLibrary().library!, MODEL);
    const words = await decoder.decode({ wav, dict, domainWeight: 0 });
    const { stdout } = await runTool('pocketsphinx_continuous', [
      ...['-infile', wav, '-hmm', join(MODEL, 'en-us'), '-lm', join(MODEL, 'en-us.lm.bin'), '-dict', dict],
      ...['-logfn', '/dev/null', '-time', 'yes'],
    ]);
    const spoken = words.filter((w) => !/^(<.*>|\[.*\])$/.test(w.word));
    expect(spoken.map((w) => w.word.replace(/\(\d+\)$/, ''))).toEqual(
      parsePocketsphinxTimes(stdout.toString()).map((w) => w.word),
    );
    expect(spoken.map((w) => w.start)).toEqual(parsePocketsphinxTimes(stdout.toString()).map((w) => w.start));
    // A decoder reused for the next recording starts its clock again: times are the recording's own.
    // (The decoder's running noise estimate may move a word boundary by a frame or two.)
    const again = await decoder.decode({ wav, dict, domainWeight: 0 });
    expect(again[0]!.start).toBeCloseTo(words[0]!.start, 1);
    expect(again.at(-1)!.end).toBeCloseTo(words.at(-1)!.end, 0);
  });

  it('hears a domain sentence better with the role text mixed into the general LM than with the class alone', async () => {
    const question = findBankQuestion('devops-engineer-technical-professional-06')!;
    const hints = transcriptionHints({ text: question.text, rubric: question, job_title: question.role });
    const wer = async (decoder: 'library' | 'cli') => {
      const transcript = await createPocketsphinxTranscriber({ decoder }).transcribe(wav, { hints });
      expect(transcript.words!.length).toBeGreaterThan(20);
      return wordErrorRate(SENTENCE, transcript.text);
    };
    const withSet = await wer('library');
    const withClass = await wer('cli');
    expect(withSet).toBeLessThan(withClass);
    expect(withSet).toBeLessThan(0.12);
  });

  it('hears the same words within its search limits as with the defaults, which a caller may restore', async () => {
    const question = findBankQuestion('devops-engineer-technical-professional-06')!;
    const hints = transcriptionHints({ text: question.text, rubric: question, job_title: question.role });
    const heard = async (decoderArgs?: string[]) =>
      (await createPocketsphinxTranscriber({ decoderArgs }).transcribe(wav, { hints })).text;
    const limited = await heard();
    expect(limited.split(' ').length).toBeGreaterThan(20);
    // The same flags again would be refused by pocketsphinx ("Duplicate argument"): the caller's replace them.
    expect(await heard(['-maxhmmpf', '30000', '-maxwpf', '-1'])).toBe(limited);
  });
});
