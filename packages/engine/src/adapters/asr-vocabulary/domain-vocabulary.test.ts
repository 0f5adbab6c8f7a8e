import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { domainVocabulary, vocabularyWords } from './domain-vocabulary.ts';
import { festivalPronunciations, toCmuPhones } from './festival-lts.ts';

const MODEL = '/usr/share/pocketsphinx/model/en-us';
const paths = { dict: join(MODEL, 'cmudict-en-us.dict'), lm: join(MODEL, 'en-us.lm.bin') };
const cacheDir = await mkdtemp(join(tmpdir(), 'vocabulary-test-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

describe('festival pronunciations', () => {
  it('maps Festival phones to the CMU set and refuses unknown phones', () => {
    expect(toCmuPhones(['pau', 'k', 'ax', 'n'])).toBe('K AH N');
    expect(toCmuPhones(['q'])).toBeUndefined();
  });

  it("guesses a word no dictionary has with Festival's letter-to-sound rules", async () => {
    const found = await festivalPronunciations(['zorbulate']);
    expect(found.get('zorbulate')).toMatch(/^Z AO R B .*T$/);
  });
});

describe('domainVocabulary', () => {
  it('adds a missing domain word to the dictionary and to the LM class, and reuses the files', async () => {
    const files = await domainVocabulary(paths, ['Zorbulate pipeline', 'kubernetes'], { cacheDir });
    const dict = await readFile(files.dict, 'utf8');
    expect(dict).toMatch(/\nzorbulate Z AO R B[A-Z ]*\n/);
    expect(dict).toMatch(/\nkubernetes K UW B ER N EH T IY Z\n/);
    expect(dict).toMatch(/\napi EY P IY AY\n/);
    expect(files.added).toEqual(expect.arrayContaining(['zorbulate', 'kubernetes', 'api']));
    // "pipeline" is already in the general LM: it needs no class entry.
    expect(files.added).not.toContain('pipeline');
    const classdef = await readFile(join(files.lmctl, '..', 'domain.classdef'), 'utf8');
    expect(classdef).toContain('zorbulate 1');
    const again = await domainVocabulary(paths, ['Zorbulate pipeline', 'kubernetes'], { cacheDir });
    expect(again.lmctl).toBe(files.lmctl);
  });

  it('writes a domain bigram LM of the hint text, and one of the technical words when there is no hint', async () => {
    const files = await domainVocabulary(paths, ['We zorbulate the pipeline.'], { cacheDir });
    const arpa = await readFile(files.domainLm!, 'utf8');
    expect(arpa).toMatch(/^ngram 2=\d+$/m);
    expect(arpa).not.toMatch(/^ngram 3=/m);
    expect(arpa).toMatch(/^-[\d.]+ zorbulate pipeline$|^-[\d.]+ we zorbulate$/m);
    expect(arpa).toMatch(/^-[\d.]+ kubernetes /m); // the hand list is always available

    const bare = await domainVocabulary(paths, [], { cacheDir });
    expect(await readFile(bare.domainLm!, 'utf8')).toMatch(/^-[\d.]+ kubernetes /m);
  });

  it('says the hesitations uh and um with a held vowel, and only that way', async () => {
    const files = await domainVocabulary(paths, ['caching'], { cacheDir });
    const lines = (await readFile(files.dict, 'utf8')).split('\n');
    expect(lines.filter((l) => /^u[hm](\(\d\))? /.test(l)).sort()).toEqual(['uh AH AH', 'um AH AH M']);
    expect(lines).toContain('er ER');
  });

  it('takes plain words from hints, whatever their case and punctuation', () => {
    expect(vocabularyWords(['CI/CD pipeline', "Tenant's data"])).toEqual(
      expect.arrayContaining(['ci', 'cd', 'pipeline', "tenant's", 'data']),
    );
  });
});
