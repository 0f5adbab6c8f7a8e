import { INCOMPLETE_RESPONSE, levelFor } from '@rehearse/contracts';
import { findBankQuestion } from '../bank/index.ts';
import type { ContentJudgement } from '../ports.ts';
import type {
  AnswerSignals,
  Evaluation,
  FeedbackArea,
  Measurements,
  QuestionToJudge,
  Transcript,
} from '../types.ts';
import { communication } from './communication.ts';
import { judgeFromFeatures } from './content-feedback.ts';
import { extractFeatures } from './features.ts';
import { questionProfile } from './infer-rubric.ts';
import { spokenWords } from './speech-metrics.ts';

/** Too little to judge: fewer words than this, or only fillers. */
const MIN_WORDS = 3;

const emptyArea = (why: string): FeedbackArea => ({
  score: 0,
  strengths: [],
  weaknesses: [why],
  missing_areas: [],
  evidence: [why],
});

/** The embedded content judge: relevance to the question, rubric coverage, specificity and structure. */
export function judgeContent(question: QuestionToJudge, answerText: string): ContentJudgement {
  const features = extractFeatures(questionProfile(question), answerText);
  const round = question.round_type ?? findBankQuestion(question.id ?? question.text)?.round_type;
  return judgeFromFeatures(features, round);
}

/**
 * Builds everything the embedded judge keeps for the life of the process (the bank's BM25 index, the word
 * vectors, the bank in vector space, the tagger): ~2-5 s once, which would otherwise fall on the first answer.
 */
export function warmScorer(): void {
  judgeContent(
    { text: 'Tell me about a project you are proud of.' },
    'I built a reporting tool in Python and it saved the team two hours a week.',
  );
}

export function isEmptyAnswer(transcript: Transcript): boolean {
  const words = spokenWords(transcript).filter((w) => !/^(um+|uh+|ah|er|erm|hmm|mm)$/.test(w));
  return words.length < MIN_WORDS;
}

/**
 * Weights of the overall score. Communication counts only as far as the answer is about the question:
 * a fluent answer to a different question is still not an answer (see docs/decisions/041).
 */
export function overallScore(domain: number, articulation: number, comm: number): number {
  const relevance = Math.min(1, domain / 40);
  return Math.round(0.35 * domain + 0.5 * articulation + 0.15 * comm * relevance);
}

/**
 * Scores one answer from what was already measured. Pure: the grammar check and the audio pitch are made
 * beforehand (see createEngine), and an LLM judgement may replace the embedded content judge.
 */
export function scoreAnswer(
  question: QuestionToJudge,
  transcript: Transcript,
  measurements: Measurements,
  signals: AnswerSignals = {},
  judgement?: ContentJudgement,
): Evaluation {
  const comm = communication(transcript, measurements, signals);
  const base = {
    question_id: question.id ?? null,
    question_text: question.text,
    answer_text: transcript.text,
  };
  if (isEmptyAnswer(transcript)) {
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
  const content = judgement ?? judgeContent(question, transcript.text);
  const overall = overallScore(content.domain_knowledge.score, content.articulation.score, comm.score);
  return {
    ...base,
    overall_score: overall,
    level: levelFor(overall),
    summary: content.summary,
    domain_knowledge: content.domain_knowledge,
    articulation: content.articulation,
    communication: comm,
    scorer: content.scorer,
    notes: content.notes,
  };
}
