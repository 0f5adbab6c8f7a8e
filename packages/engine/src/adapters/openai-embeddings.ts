import { z } from 'zod';
import type { Encoder } from '../ports.ts';
import { createEncoderCache } from './encoder-cache.ts';
import { type OpenAiEndpoint, ServiceError, callService } from './openai-http.ts';

const embeddingsAnswer = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()).min(1) })),
});

/** Texts per request: well under every server's input limit, few enough requests to embed the bank at start. */
const BATCH = 64;

/** /embeddings of any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp, LocalAI...). */
export function createOpenAiEncoder(endpoint: OpenAiEndpoint): Encoder {
  async function request(texts: string[]): Promise<Float32Array[]> {
    const response = await callService('Embeddings service', endpoint, '/embeddings', {
      json: true,
      body: JSON.stringify({ model: endpoint.model, input: texts }),
      timeoutMs: 60_000,
    });
    const parsed = embeddingsAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success || parsed.data.data.length !== texts.length)
      throw new ServiceError(
        `Embeddings service answered without one embedding for each of the ${texts.length} texts`,
      );
    const vectors = new Array<Float32Array>(texts.length);
    for (const { index, embedding } of parsed.data.data) vectors[index] = Float32Array.from(embedding);
    if (vectors.some((v) => !v)) throw new ServiceError('Embeddings service answered with missing indexes');
    return vectors;
  }
  const embed = createEncoderCache(async (texts) => {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += BATCH) out.push(...(await request(texts.slice(i, i + BATCH))));
    return out;
  });
  return {
    name: `openai-compatible:${endpoint.model}`,
    embed,
    warm: async () => undefined,
    close: async () => undefined,
  };
}
