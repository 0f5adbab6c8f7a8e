import type {
  Evaluation,
  FollowUp,
  PlanRequest,
  PlannedQuestion,
  QuestionToJudge,
  Transcript,
} from './types.ts';

/** Judges content (domain knowledge, articulation); communication is always measured locally. */
export type ContentJudgement = Pick<
  Evaluation,
  'domain_knowledge' | 'articulation' | 'summary' | 'scorer' | 'notes'
>;

export interface Llm {
  readonly name: string;
  plan(request: PlanRequest): Promise<PlannedQuestion[]>;
  judge(question: QuestionToJudge, answerText: string): Promise<ContentJudgement>;
  /** Whether to follow up on an answer, and with what question (null: move on). */
  followUp(question: QuestionToJudge, answerText: string): Promise<FollowUp | null>;
}

export type TranscribeOptions = { hints?: string[] };

export interface Transcriber {
  readonly name: string;
  transcribe(filePath: string, options?: TranscribeOptions): Promise<Transcript>;
  /**
   * Gets ready to transcribe with these hints, so that the first piece of a live answer does not wait for it (the
   * embedded decoder builds the answer's language, about 2 s of CPU). Optional.
   */
  prepare?(options: TranscribeOptions): Promise<void>;
}

export type AudioFormat = 'mp3' | 'opus';

/**
 * Sentence embeddings for judging meaning: a key point said in other words, an answer that fits a neighbouring
 * question better than the one asked. Vectors are unit length, so their dot product is the cosine similarity.
 */
export interface Encoder {
  readonly name: string;
  embed(texts: string[]): Promise<Float32Array[]>;
  /**
   * One weight per dimension under which a question's vector comes closest to the answers that answer it, fitted on
   * the bank (ADR 155); a model without them compares plain vectors.
   */
  readonly answerWeights?: Float32Array;
  /** Loads the model (embedded) so the first answer is scored warm. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface Speaker {
  readonly name: string;
  speak(text: string, outPath: string, format: AudioFormat): Promise<void>;
}
