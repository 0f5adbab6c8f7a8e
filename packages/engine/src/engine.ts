import { createEmbeddedLlm } from './adapters/embedded-llm.ts';
import { createOpenAiEncoder } from './adapters/openai-embeddings.ts';
import { createSentenceEncoder } from './adapters/sentence-encoder.ts';
import { createFestivalSpeaker } from './adapters/festival.ts';
import { createGrammarChecker } from './adapters/grammar.ts';
import { createOpenAiLlm } from './adapters/openai-llm.ts';
import { createOpenAiSpeaker, createOpenAiTranscriber } from './adapters/openai-speech.ts';
import { voicedPitch } from './adapters/pitch.ts';
import { createPocketsphinxTranscriber } from './adapters/pocketsphinx.ts';
import { type EngineConfig, loadEngineConfig } from './config.ts';
import { grammarSentences } from './evaluate/measured-metrics.ts';
import { WARM_UP, createContentJudge, isEmptyAnswer, scoreAnswer } from './evaluate/evaluate-answer.ts';
import { planRequestSchema } from './plan/plan-interview.ts';
import type { AudioFormat, Encoder, Llm, Speaker, Transcriber, TranscribeOptions } from './ports.ts';
import { buildReport } from './report/build-report.ts';
import { extractResumeText } from './resume.ts';
import type {
  AnswerSignals,
  Evaluation,
  FollowUp,
  PlanRequest,
  PlannedQuestion,
  QuestionToJudge,
  Transcript,
} from './types.ts';

export type Engine = {
  providers: { llm: string; transcriber: string; speaker: string; encoder: string };
  planInterview(request: PlanRequest): Promise<PlannedQuestion[]>;
  evaluateAnswer(
    question: QuestionToJudge,
    transcript: Transcript,
    signals?: AnswerSignals,
  ): Promise<Evaluation>;
  /**
   * Builds what judging answers to this question needs (its rubric, subjects, neighbours in the bank: ~50-300 ms,
   * mostly in the encoder's thread) ahead of the answer, e.g. when the question is asked. Optional: an answer to a
   * question not prepared builds it then.
   */
  prepare(question: QuestionToJudge): Promise<void>;
  /**
   * Whether the interviewer follows up on an answer (what is transcribed so far), and with what question: the
   * LLM's when LLM_BASE_URL is set, else the embedded rules (docs/decisions/100). Null: move on.
   */
  followUp(question: QuestionToJudge, answerText: string): Promise<FollowUp | null>;
  transcribe(filePath: string, options?: TranscribeOptions): Promise<Transcript>;
  /** Readies the transcriber for an answer with these hints, e.g. when its recording starts (see Transcriber). */
  prepareTranscription(options: TranscribeOptions): Promise<void>;
  speak(text: string, outPath: string, format?: AudioFormat): Promise<void>;
  buildReport: typeof buildReport;
  extractResumeText: typeof extractResumeText;
  /**
   * Loads the sentence encoder, the scorer's indexes and the grammar checker (~3 s, each in its own thread) with an
   * answer of ordinary length, so that the first answer is scored warm. A server calls it at start; a short CLI
   * command never pays for it. `grammar: false` leaves the grammar checker unloaded, for a process that never
   * scores an answer (an API process: it only judges answers for follow-ups, without grammar); it still loads on
   * first use.
   */
  warm(options?: { grammar?: boolean }): Promise<void>;
  /** Stops the grammar and encoder workers. */
  close(): Promise<void>;
};

export type EngineOverrides = Partial<{
  llm: Llm;
  transcriber: Transcriber;
  speaker: Speaker;
  encoder: Encoder;
}>;

/** The engine with providers chosen from validated configuration (an env object or a parsed config). */
export function createEngine(
  env: Record<string, string | undefined> | EngineConfig = process.env,
  overrides: EngineOverrides = {},
): Engine {
  const config =
    'llm' in env && typeof env.llm !== 'string'
      ? (env as EngineConfig)
      : loadEngineConfig(env as Record<string, string | undefined>);
  const encoder =
    overrides.encoder ??
    (config.embeddings ? createOpenAiEncoder(config.embeddings) : createSentenceEncoder());
  const content = createContentJudge(encoder);
  const embedded = createEmbeddedLlm(content);
  const llm = overrides.llm ?? (config.llm ? createOpenAiLlm(config.llm, embedded) : embedded);
  const transcriber =
    overrides.transcriber ??
    (config.stt ? createOpenAiTranscriber(config.stt) : createPocketsphinxTranscriber());
  const speaker =
    overrides.speaker ?? (config.tts ? createOpenAiSpeaker(config.tts) : createFestivalSpeaker());
  const grammar = createGrammarChecker();

  return {
    providers: {
      llm: llm.name,
      transcriber: transcriber.name,
      speaker: speaker.name,
      encoder: encoder.name,
    },
    planInterview: async (request) => llm.plan(planRequestSchema.parse(request) as PlanRequest),
    async evaluateAnswer(question, transcript, signals = {}) {
      const judge = async () =>
        llm.judge({ ...question, rubric: await content.rubricFor(question) }, transcript.text);
      const [grammarResult, pitch, judgement] = await Promise.all([
        grammar.check(grammarSentences(transcript)),
        signals.audio_path ? voicedPitch(signals.audio_path) : Promise.resolve(null),
        isEmptyAnswer(transcript) ? Promise.resolve(undefined) : judge(),
      ]);
      return scoreAnswer(
        question,
        transcript,
        { grammar: grammarResult, pitch_hz: pitch },
        signals,
        judgement,
      );
    },
    prepare: async (question) => void (await content.rubricFor(question)),
    followUp: async (question, answerText) =>
      llm.followUp({ ...question, rubric: await content.rubricFor(question) }, answerText),
    transcribe: (filePath, options) => transcriber.transcribe(filePath, options),
    prepareTranscription: async (options) => await transcriber.prepare?.(options),
    speak: (text, outPath, format = 'mp3') => speaker.speak(text, outPath, format),
    buildReport,
    extractResumeText,
    warm: async ({ grammar: withGrammar = true } = {}) => {
      await Promise.all([
        content.warm(),
        withGrammar ? grammar.check(grammarSentences({ text: WARM_UP.answer, duration_ms: 0 })) : null,
      ]);
    },
    close: async () => {
      await Promise.all([grammar.close(), encoder.close()]);
    },
  };
}
