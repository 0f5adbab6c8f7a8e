// Fits the weights under which a bank question comes closest to its own strong answer among the strong answers of
// its role (src/evaluate/answer-weights.ts, ADR 155) and writes them beside the encoder
// (src/adapters/answer-weights.json). Run after the bank's vectors: `npm run vectors -w packages/engine` runs both.
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import {
  ANSWER_WEIGHTS_PATH,
  USE_MODEL_NAME,
  createSentenceEncoder,
} from '../src/adapters/sentence-encoder.ts';
import { type AnsweredQuestion, fitAnswerWeights } from '../src/evaluate/answer-weights.ts';
import { answeredQuestionsDigest, bankVectors, fitsAnswerWeights } from '../src/evaluate/bank-vectors.ts';

const encoder = createSentenceEncoder({ answerWeightsPath: null });
const started = performance.now();
const bank = await bankVectors(encoder);
await encoder.close();
const byRole = new Map<string, AnsweredQuestion[]>();
bank.docs.forEach((doc, i) => {
  if (!fitsAnswerWeights(doc)) return;
  const group = byRole.get(doc.role) ?? [];
  group.push({ question: bank.questions[i]!, answer: bank.strongAnswers[i]! });
  byRole.set(doc.role, group);
});
const weights = fitAnswerWeights([...byRole.values()]);
const rounded = Array.from(weights, (w) => Number(w.toFixed(4)));
// Written as the repository's formatter writes JSON, so a refit diffs by the weights that moved.
writeFileSync(
  ANSWER_WEIGHTS_PATH,
  await format(JSON.stringify({ model: USE_MODEL_NAME, bank: answeredQuestionsDigest(), weights: rounded }), {
    ...(await resolveConfig(ANSWER_WEIGHTS_PATH)),
    filepath: ANSWER_WEIGHTS_PATH,
  }),
);
console.log(
  `${weights.length} weights (${Math.min(...rounded)} to ${Math.max(...rounded)}) from ${bank.docs.filter(fitsAnswerWeights).length} questions in ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s -> ${ANSWER_WEIGHTS_PATH}`,
);
