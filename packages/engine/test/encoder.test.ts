import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createSentenceEncoder } from '../src/adapters/sentence-encoder.ts';
import { createEngine } from '../src/engine.ts';
import { startFakeOpenAi } from './fake-openai.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const question = {
  text: 'What is SQL injection, and how do you prevent it in the code you write?',
  round_type: 'Technical' as const,
};
const answer = {
  text: 'It is when user input is glued into a query. I use prepared statements, so the input is always sent as data.',
  duration_ms: 8000,
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A deterministic 16-dimension vector per text, as a fake embeddings server answers. */
const fakeVector = (text: string) =>
  Array.from({ length: 16 }, (_, i) => Math.sin(i + [...text].reduce((s, c) => s + c.charCodeAt(0), 0)));

describe('the sentence encoder', () => {
  it('scores an answer with no network at all (the model ships in npm, the bank vectors in the engine)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rehearse-offline-'));
    const script = join(dir, 'score.mjs');
    await writeFile(
      script,
      `import { createEngine } from ${JSON.stringify(join(here, '../src/engine.ts'))};
      const engine = createEngine({});
      const result = await engine.evaluateAnswer(${JSON.stringify(question)}, ${JSON.stringify(answer)});
      await engine.close();
      console.log(JSON.stringify({ encoder: engine.providers.encoder, score: result.overall_score }));`,
    );
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--import', join(here, 'no-network.mjs'), script],
      {
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect(run.stderr).not.toMatch(/network access attempted/);
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
    expect(result.encoder).toBe('universal-sentence-encoder-lite');
    expect(result.score).toBeGreaterThan(0);
  }, 150_000);

  it('fails with a message naming a missing model package', async () => {
    const encoder = createSentenceEncoder({ modelPackage: '@energetic-ai/model-that-is-not-installed' });
    close = () => encoder.close();
    await expect(encoder.embed(['hello'])).rejects.toThrow(
      /model package @energetic-ai\/model-that-is-not-installed is missing \(run npm ci/,
    );
  });

  it('fails with a message naming a broken model package', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rehearse-broken-model-'));
    await writeFile(
      join(dir, 'index.mjs'),
      "export const modelSource = async () => { throw new Error('model.json: Unexpected end of JSON input'); };",
    );
    const encoder = createSentenceEncoder({ modelPackage: join(dir, 'index.mjs') });
    close = () => encoder.close();
    await expect(encoder.embed(['hello'])).rejects.toThrow(
      /model package .*index\.mjs is broken \(reinstall it/,
    );
  });

  it('ships the answer weights fitted for its own model, one per dimension', () => {
    const weights = createSentenceEncoder().answerWeights!;
    expect(weights).toHaveLength(512);
    expect(Math.min(...weights)).toBeGreaterThan(0);
    expect(new Set(weights).size).toBeGreaterThan(100);
  });

  it('fails with a message naming missing answer weights, or weights fitted for another model', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rehearse-answer-weights-'));
    expect(() => createSentenceEncoder({ answerWeightsPath: join(dir, 'none.json') })).toThrow(
      /answer weights could not be read from .*none\.json/,
    );
    const other = join(dir, 'other.json');
    await writeFile(other, JSON.stringify({ model: 'another-encoder', weights: [1, 1] }));
    expect(() => createSentenceEncoder({ answerWeightsPath: other })).toThrow(
      /answer weights in .*other\.json are not for universal-sentence-encoder-lite: run `npm run vectors/,
    );
  });
});

describe('warming the engine', () => {
  it('leaves the grammar checker unloaded when asked (an API process), and loads it on a later warm', async () => {
    // In a process of its own, so that its threads are the engine's: the grammar checker is one worker thread.
    const dir = await mkdtemp(join(tmpdir(), 'rehearse-warm-'));
    const script = join(dir, 'warm.mjs');
    await writeFile(
      script,
      `import { readdirSync } from 'node:fs';
      import { createEngine } from ${JSON.stringify(join(here, '../src/engine.ts'))};
      const threads = () => readdirSync('/proc/self/task').length;
      const engine = createEngine({});
      await engine.warm({ grammar: false });
      const without = threads();
      await engine.warm();
      const withGrammar = threads();
      await engine.close();
      console.log(JSON.stringify({ without, withGrammar }));`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const { without, withGrammar } = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
    expect(withGrammar).toBe(without + 1);
  }, 150_000);
});

describe('the OpenAI-compatible embeddings adapter against a fake server', () => {
  it('embeds in batches with the model and key, and the engine scores with it', async () => {
    const fake = await startFakeOpenAi({
      '/embeddings': (body) => {
        const { input } = JSON.parse(body.toString()) as { input: string[] };
        return {
          body: JSON.stringify({
            data: input.map((text, index) => ({ index, embedding: fakeVector(text) })),
          }),
        };
      },
    });
    const engine = createEngine({
      EMBEDDINGS_BASE_URL: fake.baseUrl,
      EMBEDDINGS_API_KEY: 'sk-embed',
      EMBEDDINGS_MODEL: 'embed-1',
    });
    close = async () => (await engine.close(), await fake.close());
    const result = await engine.evaluateAnswer(question, answer);
    expect(engine.providers.encoder).toBe('openai-compatible:embed-1');
    expect(result.domain_knowledge.score).toBeGreaterThan(0);
    const sent = fake.requests.map(
      (r) => JSON.parse(r.body.toString()) as { model: string; input: string[] },
    );
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.every((s) => s.model === 'embed-1' && s.input.length <= 64)).toBe(true);
    expect(fake.requests.every((r) => r.headers.authorization === 'Bearer sk-embed')).toBe(true);
    // The bank is embedded once: a second answer sends only its own passages and words not yet embedded.
    const before = fake.requests.length;
    const second = `${answer.text} I also validate input.`;
    await engine.evaluateAnswer(question, { ...answer, text: second });
    const added = fake.requests.slice(before);
    expect(added.length).toBeGreaterThanOrEqual(1);
    const texts = added.flatMap((r) => (JSON.parse(r.body.toString()) as { input: string[] }).input);
    expect(texts).toContain('I also validate input.');
    for (const text of texts) expect(second.toLowerCase()).toContain(text.toLowerCase());
  }, 60_000);

  it('says which service failed, and never the key, when the server answers with the wrong number of vectors', async () => {
    const fake = await startFakeOpenAi({
      '/embeddings': () => ({ body: JSON.stringify({ data: [{ index: 0, embedding: [1, 0] }] }) }),
    });
    const engine = createEngine({
      EMBEDDINGS_BASE_URL: fake.baseUrl,
      EMBEDDINGS_API_KEY: 'sk-secret-embed',
      EMBEDDINGS_MODEL: 'embed-1',
    });
    close = async () => (await engine.close(), await fake.close());
    const failure = engine.evaluateAnswer(question, answer);
    await expect(failure).rejects.toThrow(/Embeddings service answered without one embedding for each/);
    await expect(failure).rejects.not.toThrow(/sk-secret-embed/);
  });

  it('refuses a base URL without a model at start, naming the variable', () => {
    expect(() => createEngine({ EMBEDDINGS_BASE_URL: 'http://127.0.0.1:1/v1' })).toThrow(
      /EMBEDDINGS_MODEL is required when EMBEDDINGS_BASE_URL is set/,
    );
  });
});
