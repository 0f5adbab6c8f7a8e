export { createEngine, type Engine, type EngineOverrides } from './engine.ts';
export { loadEngineConfig, type EngineConfig } from './config.ts';
export { planInterview, planRequestSchema } from './plan/plan-interview.ts';
export { scoreAnswer, createContentJudge, isEmptyAnswer } from './evaluate/evaluate-answer.ts';
export { buildReport, type ReportAnswer } from './report/build-report.ts';
export { summariseReport, type ReportSummary } from './report/progress-summary.ts';
export { keyPointSentences } from './evaluate/key-point-reading.ts';
export {
  extractResumeText,
  ResumeError,
  RESUME_LIMITS,
  type ResumeFailure,
  type ResumeLimits,
} from './resume.ts';
export { transcriptionHints } from './adapters/asr-vocabulary/domain-hints.ts';
export { writtenForms } from './adapters/asr-vocabulary/written-forms.ts';
export { spellNumber } from './adapters/asr-vocabulary/numbers.ts';
export { pcmWav } from './adapters/audio.ts';
export { readableText } from './lib/readable-transcript.ts';
export { fillerTokens, findFillers } from './lib/fillers.ts';
export { speechRate } from './evaluate/speech-metrics.ts';
export { findBankQuestion, allBankQuestions } from './bank/index.ts';
export type {
  Llm,
  Transcriber,
  Speaker,
  Encoder,
  AudioFormat,
  ContentJudgement,
  TranscribeOptions,
} from './ports.ts';
export type * from './types.ts';
