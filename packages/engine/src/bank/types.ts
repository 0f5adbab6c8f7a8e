import type { DifficultyLevel, PracticeRole, RoundType } from '@rehearse/contracts';
import type { KeyPointEvidence } from '../types.ts';

/** An idea the answer is expected to bring up, with the words that count as naming it. */
export type Concept = {
  name: string;
  /** Other words or phrases (lower case) that count as the same concept. */
  synonyms: string[];
};

/** One hand-written question of the embedded bank, with the rubric it is scored against. */
export type BankQuestion = {
  /** Stable id: `<role-slug>-<round>-<difficulty>-<nn>`, e.g. `backend-developer-technical-expert-03`. */
  id: string;
  /** What the interviewer says: one short, speakable question (at most ~35 words, no markdown). */
  text: string;
  /** The competency it probes, e.g. 'API design', 'Objection handling'. */
  competency: string;
  /** 3-5 points a strong answer makes, each a short phrase. */
  key_points: string[];
  /**
   * Per key point, the kind of evidence that shows it, where its words name a part of a story rather than a fact
   * ("the result for the team" is how the story ended, whatever words say it). Without it, each point's kind is read
   * from its words (docs/decisions/147).
   */
  evidence?: (KeyPointEvidence | null)[];
  /** 3-6 expected concepts with synonyms. */
  concepts: Concept[];
  /** What a strong answer contains, in one or two sentences. */
  strong_answer: string;
  /** One follow-up question the interviewer could ask. */
  follow_up: string;
  /**
   * What candidates commonly get wrong in answer to it, each as one of them would say it, with what is right instead
   * (ADR 210). A passage that says one of them, in some of its own words, states that misconception (ADR 209).
   */
  misconceptions?: { said: string; truth: string }[];
};

export type RoleBank = {
  role: PracticeRole;
  questions: Record<RoundType, Record<DifficultyLevel, BankQuestion[]>>;
};
