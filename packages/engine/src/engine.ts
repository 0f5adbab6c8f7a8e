import { createEmbeddedLlm } from './adapters/embedded-llm.ts';
import { createFestivalSpeaker } from './adapters/festival.ts';
import { createGrammarChecker } from './adapters/grammar.ts';
import { createOpenAiLlm } from './adapters/openai-llm.ts';
import { createOpenAiSpeaker, createOpenAiTranscriber } from './adapters/openai-speech.ts';
import { voicedPitch } from './adapters/pitch.ts';
import { createPocketsphinxTranscriber } from './adapters/pocketsphinx.ts';
import { type EngineConfig, loadEngineConfig } from './config.ts';
import { grammarSentences } from './evaluate/measured-metrics.ts';
import { isEmptyAnswer, scoreAnswer, warmScorer } from './evaluate/evaluate-answer.ts';
import { rubricFor } from './evaluate/infer-rubric.ts';
import { planRequestSchema } from './plan/plan-interview.ts';
import type { AudioFormat, Llm, Speaker, Transcriber, TranscribeOptions } from './ports.ts';
import { buildReport } from './report/build-report.ts';
import { extractResumeText } from './resume.ts';
import type {
  AnswerSignals,
  Evaluation,
  PlanRequest,
  PlannedQuestion,
  QuestionToJudge,
  Transcript,
} from './types.ts';

export type Engine = {
  providers: { llm: string; transcriber: string; speaker: string };
  planInterview(request: PlanRequest): Promise<PlannedQuestion[]>;
  evaluateAnswer(
    question: QuestionToJudge,
    transcript: Transcript,
    signals?: AnswerSignals,
  ): Promise<Evaluation>;
  transcribe(filePath: string, options?: TranscribeOptions): Promise<Transcript>;
  speak(text: string, outPath: string, format?: AudioFormat): Promise<void>;
  buildReport: typeof buildReport;
  extractResumeText: typeof extractResumeText;
  /** Stops the grammar worker. */
  close(): Promise<void>;
};

export type EngineOverrides = Partial<{ llm: Llm; transcriber: Transcriber; speaker: Speaker }>;

/**
 * The scorer's indexes (BM25 bank, word vectors) are built this long after the engine is created, in one 2-5 s
 * block of the event loop: a server scores its first answer warm, while a short CLI command (plan) exits before
 * paying for them (the timer does not keep the process alive; an answer scored earlier builds them on demand).
 */
const WARM_SCORER_AFTER_MS = 1000;

/** The engine with providers chosen from validated configuration (an env object or a parsed config). */
export function createEngine(
  env: Record<string, string | undefined> | EngineConfig = process.env,
  overrides: EngineOverrides = {},
): Engine {
  const config =
    'llm' in env && typeof env.llm !== 'string'
      ? (env as EngineConfig)
      : loadEngineConfig(env as Record<string, string | undefined>);
  const embedded = createEmbeddedLlm();
  const llm = overrides.llm ?? (config.llm ? createOpenAiLlm(config.llm, embedded) : embedded);
  const transcriber =
    overrides.transcriber ??
    (config.stt ? createOpenAiTranscriber(config.stt) : createPocketsphinxTranscriber());
  const speaker =
    overrides.speaker ?? (config.tts ? createOpenAiSpeaker(config.tts) : createFestivalSpeaker());
  const grammar = createGrammarChecker();
  setTimeout(() => {
    try {
      warmScorer();
    } catch {
      // Not fatal here: the same error is raised, and handled, when an answer is scored.
    }
  }, WARM_SCORER_AFTER_MS).unref();

  return {
    providers: { llm: llm.name, transcriber: transcriber.name, speaker: speaker.name },
    planInterview: async (request) => llm.plan(planRequestSchema.parse(request) as PlanRequest),
    async evaluateAnswer(question, transcript, signals = {}) {
      const judged = { ...question, rubric: rubricFor(question) };
      const [grammarResult, pitch, judgement] = await Promise.all([
        grammar.check(grammarSentences(transcript)),
        signals.audio_path ? voicedPitch(signals.audio_path) : Promise.resolve(null),
        isEmptyAnswer(transcript) ? Promise.resolve(undefined) : llm.judge(judged, transcript.text),
      ]);
      return scoreAnswer(judged, transcript, { grammar: grammarResult, pitch_hz: pitch }, signals, judgement);
    },
    transcribe: (filePath, options) => transcriber.transcribe(filePath, options),
    speak: (text, outPath, format = 'mp3') => speaker.speak(text, outPath, format),
    buildReport,
    extractResumeText,
    close: () => grammar.close(),
  };
}
