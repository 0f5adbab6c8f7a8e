import { INCOMPLETE_RESPONSE, levelFor } from '@rehearse/contracts';
import type { ContentJudgement, Encoder } from '../ports.ts';
import type {
  AnswerSignals,
  Evaluation,
  FeedbackArea,
  FollowUp,
  Measurements,
  QuestionToJudge,
  Transcript,
} from '../types.ts';
import { communication } from './communication.ts';
import { analyseAnswer, judgeFromFeatures } from './content-feedback.ts';
import { chooseFollowUp } from './follow-up.ts';
import { extractFeatures } from './features.ts';
import { measureMeaning } from './meaning.ts';
import { createProfiles } from './question-profile.ts';
import { spokenWords } from './speech-metrics.ts';
import { withoutFillers } from '../lib/fillers.ts';

/** Too little to judge: fewer words than this, or only fillers. */
const MIN_WORDS = 3;

const emptyArea = (why: string): FeedbackArea => ({
  score: 0,
  strengths: [],
  weaknesses: [`${why}.`],
  missing_areas: [],
  evidence: [why],
});

/**
 * What warming up judges: an answer of an ordinary length (about 120 words, 8 sentences). The encoder's first text
 * of that length grows its WebAssembly memory (~0.5 s, once) and the grammar checker's first check loads its
 * dictionary (~2 s): paid at start, not by the first candidate (docs/benchmarks.md, the Score row).
 */
export const WARM_UP = {
  question: { text: 'Tell me about a project you are proud of.', round_type: 'Behavioral' as const },
  answer:
    'Last year I built a reporting tool for the sales team in Python and PostgreSQL. ' +
    'Before it, two analysts spent every Monday copying numbers from four spreadsheets into one report. ' +
    'I talked to both of them first, because I wanted to know which figures the managers actually read. ' +
    'Then I wrote a small service that pulled the data every night and checked it for missing days. ' +
    'The hardest part was that two regions counted returns differently, so the totals never matched. ' +
    'I agreed one rule with the finance team and wrote it down in the code and in the report itself. ' +
    'In the end the report was ready at seven every morning, and it saved the team about two hours a week. ' +
    'I learned that the conversations at the start mattered more than the code I wrote afterwards.',
};

export type ContentJudge = {
  /** The rubric a question is judged against (bank, planner, or the closest bank questions by meaning). */
  rubricFor(question: QuestionToJudge): Promise<QuestionToJudge['rubric'] & object>;
  judge(question: QuestionToJudge, answerText: string): Promise<ContentJudgement>;
  /** Whether to follow up on an answer (what is transcribed so far), and with what question. */
  followUp(question: QuestionToJudge, answerText: string): Promise<FollowUp | null>;
  /** Loads the encoder and the bank's vectors, so the first answer is scored warm. */
  warm(): Promise<void>;
};

/** The embedded content judge: relevance to the question, rubric coverage by meaning, articulation by round. */
export function createContentJudge(encoder: Encoder): ContentJudge {
  const profileOf = createProfiles(encoder);
  return {
    rubricFor: async (question) => (await profileOf(question)).rubric,
    async judge(question, transcribed) {
      // What the answer says, read without its fillers: "I, um, told my manager" tells a deed as "I told my manager"
      // does. The communication score counts them (docs/decisions/163).
      const answerText = withoutFillers(transcribed);
      const profile = await profileOf(question);
      const meaning = await measureMeaning(encoder, profile, answerText);
      return judgeFromFeatures(profile, extractFeatures(profile, answerText), meaning);
    },
    async followUp(question, transcribed) {
      if (isEmptyAnswer({ text: transcribed, duration_ms: 0 })) return null;
      const answerText = withoutFillers(transcribed);
      const profile = await profileOf(question);
      const meaning = await measureMeaning(encoder, profile, answerText);
      const features = extractFeatures(profile, answerText);
      const judgement = analyseAnswer(profile, features, meaning);
      const missed = judgement.keyPoints.filter((k) => !k.covered).map((k) => k.point);
      const [followUpVector = null, ...missedVectors] = await encoder.embed(
        profile.rubric.follow_up ? [profile.rubric.follow_up, ...missed] : [],
      );
      return chooseFollowUp(profile, features, meaning, judgement, followUpVector, missedVectors);
    },
    async warm() {
      await encoder.warm();
      await this.judge(WARM_UP.question, WARM_UP.answer);
    },
  };
}

export function isEmptyAnswer(transcript: Transcript): boolean {
  const words = spokenWords(transcript, { hesitations: false });
  return words.length < MIN_WORDS;
}

/**
 * Weights of the overall score. Communication counts only as far as the answer is about the question:
 * a fluent answer to a different question is still not an answer (see docs/decisions/090).
 */
export function overallScore(domain: number, articulation: number, comm: number): number {
  const relevance = Math.min(1, domain / 40);
  return Math.round(0.5 * domain + 0.35 * articulation + 0.15 * comm * relevance);
}

/**
 * Scores one answer from what was already measured and judged. Pure: the grammar check, the audio pitch and
 * the content judgement (embedded or LLM) are made beforehand (see createEngine).
 */
export function scoreAnswer(
  question: QuestionToJudge,
  transcript: Transcript,
  measurements: Measurements,
  signals: AnswerSignals,
  judgement: ContentJudgement | undefined,
): Evaluation {
  const comm = communication(transcript, measurements, signals);
  const base = {
    question_id: question.id ?? null,
    question_text: question.text,
    answer_text: transcript.text,
  };
  if (isEmptyAnswer(transcript) || !judgement) {
    const why = transcript.text.trim() ? 'The answer is too short to judge' : 'No answer was recorded';
    return {
      ...base,
      overall_score: 0,
      level: INCOMPLETE_RESPONSE,
      summary: `${INCOMPLETE_RESPONSE}: ${why.toLowerCase()}.`,
      domain_knowledge: emptyArea(why),
      articulation: emptyArea(why),
      communication: { ...comm, score: 0 },
      scorer: judgement?.scorer ?? 'embedded',
      notes: judgement?.notes ?? [],
    };
  }
  const overall = overallScore(judgement.domain_knowledge.score, judgement.articulation.score, comm.score);
  return {
    ...base,
    overall_score: overall,
    level: levelFor(overall),
    summary: judgement.summary,
    domain_knowledge: judgement.domain_knowledge,
    articulation: judgement.articulation,
    communication: comm,
    scorer: judgement.scorer,
    notes: judgement.notes,
  };
}
