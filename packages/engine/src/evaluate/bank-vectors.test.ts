import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANSWER_WEIGHTS_PATH, BANK_VECTORS_PATH, USE_MODEL_NAME } from '../adapters/sentence-encoder.ts';
import { vectorKey } from '../adapters/encoder-cache.ts';
import { readVectorSnapshot } from '../adapters/vector-snapshot.ts';
import { answeredQuestionsDigest, shippedTexts } from './bank-vectors.ts';

// What ships beside the embedded encoder is made from the bank by `npm run vectors -w packages/engine`: a change to the
// bank without it leaves the engine embedding the new texts at run time and comparing answers under stale weights.
describe('the vectors and weights that ship with the bank', () => {
  it('hold a vector for every text of the bank the scorer embeds', () => {
    const snapshot = readVectorSnapshot(BANK_VECTORS_PATH, USE_MODEL_NAME);
    const missing = shippedTexts().filter((text) => !snapshot.has(vectorKey(text)));
    expect(missing, 'bank texts with no shipped vector: run `npm run vectors -w packages/engine`').toEqual(
      [],
    );
  });

  it('hold answer weights fitted on the bank as it is', () => {
    const saved = JSON.parse(readFileSync(ANSWER_WEIGHTS_PATH, 'utf8')) as { bank?: string };
    expect(
      saved.bank,
      'the answer weights were fitted on another bank: run `npm run vectors -w packages/engine`',
    ).toBe(answeredQuestionsDigest());
  });
});
