// Embeds every text the scorer ships embedded (the bank, the common questions' wordings, the fundamentals) with the
// embedded sentence encoder and writes the snapshot the encoder reads at start (src/adapters/bank-vectors.bin). Run
// after changing the bank: `npm run vectors -w packages/engine`.
import {
  BANK_VECTORS_PATH,
  USE_MODEL_NAME,
  createSentenceEncoder,
} from '../src/adapters/sentence-encoder.ts';
import { vectorKey } from '../src/adapters/encoder-cache.ts';
import { writeVectorSnapshot } from '../src/adapters/vector-snapshot.ts';
import { shippedTexts } from '../src/evaluate/bank-vectors.ts';

const texts = [...new Set(shippedTexts())];
const encoder = createSentenceEncoder({ snapshotPath: '/nonexistent' });
const started = performance.now();
const vectors = new Map<string, Float32Array>();
for (let i = 0; i < texts.length; i += 64) {
  const batch = texts.slice(i, i + 64);
  (await encoder.embed(batch)).forEach((v, k) => vectors.set(vectorKey(batch[k]!), v));
  process.stdout.write(`\r${vectors.size} / ${texts.length}`);
}
await encoder.close();
writeVectorSnapshot(BANK_VECTORS_PATH, USE_MODEL_NAME, vectors);
console.log(
  `\n${vectors.size} vectors in ${((performance.now() - started) / 1000).toFixed(0)} s -> ${BANK_VECTORS_PATH}`,
);
