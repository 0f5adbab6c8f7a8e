import { z } from 'zod';

const url = (name: string) =>
  z.url({ error: `${name} must be a URL such as https://api.openai.com/v1` }).optional();
const optional = z.string().trim().min(1).optional();

const envSchema = z
  .object({
    LLM_BASE_URL: url('LLM_BASE_URL'),
    LLM_API_KEY: optional,
    LLM_MODEL: optional,
    STT_BASE_URL: url('STT_BASE_URL'),
    STT_API_KEY: optional,
    STT_MODEL: optional,
    TTS_BASE_URL: url('TTS_BASE_URL'),
    TTS_API_KEY: optional,
    TTS_MODEL: optional,
    TTS_VOICE: optional,
    EMBEDDINGS_BASE_URL: url('EMBEDDINGS_BASE_URL'),
    EMBEDDINGS_API_KEY: optional,
    EMBEDDINGS_MODEL: optional,
  })
  .superRefine((env, ctx) => {
    for (const [base, model] of [
      ['LLM_BASE_URL', 'LLM_MODEL'],
      ['STT_BASE_URL', 'STT_MODEL'],
      ['TTS_BASE_URL', 'TTS_MODEL'],
      ['EMBEDDINGS_BASE_URL', 'EMBEDDINGS_MODEL'],
    ] as const) {
      if (env[base] && !env[model])
        ctx.addIssue({ code: 'custom', path: [model], message: `${model} is required when ${base} is set` });
    }
  });

export type EngineConfig = {
  llm: { baseUrl: string; apiKey?: string; model: string } | null;
  stt: { baseUrl: string; apiKey?: string; model: string } | null;
  tts: { baseUrl: string; apiKey?: string; model: string; voice: string } | null;
  embeddings: { baseUrl: string; apiKey?: string; model: string } | null;
};

/** Which adapters to use, from the environment: a service is used when its base URL is set, else the embedded one. */
export function loadEngineConfig(env: Record<string, string | undefined> = process.env): EngineConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid engine configuration: ${issue.message} (${issue.path.join('.')})`);
  }
  const e = parsed.data;
  return {
    llm: e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL! } : null,
    stt: e.STT_BASE_URL ? { baseUrl: e.STT_BASE_URL, apiKey: e.STT_API_KEY, model: e.STT_MODEL! } : null,
    tts: e.TTS_BASE_URL
      ? { baseUrl: e.TTS_BASE_URL, apiKey: e.TTS_API_KEY, model: e.TTS_MODEL!, voice: e.TTS_VOICE ?? 'alloy' }
      : null,
    embeddings: e.EMBEDDINGS_BASE_URL
      ? { baseUrl: e.EMBEDDINGS_BASE_URL, apiKey: e.EMBEDDINGS_API_KEY, model: e.EMBEDDINGS_MODEL! }
      : null,
  };
}
