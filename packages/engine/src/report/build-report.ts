import { INCOMPLETE_RESPONSE, type BuiltReport, levelFor } from '@rehearse/contracts';
import type { Evaluation, Transcript } from '../types.ts';
import { answerWords } from './answer-words.ts';
import { modelAnswer, type PlannedRubric } from './model-answer.ts';
import { practiseNext } from './practise-next.ts';

export type ReportAnswer = {
  evaluation: Evaluation;
  recording_url?: string | null;
  /** The planned question's rubric and where it came from, for the model answer. */
  question?: PlannedRubric;
  /** The transcript with word times, for the word-synced transcript. */
  transcript?: Transcript | null;
};

type QuestionItem = BuiltReport['questions_reports'][number];

const lists = (a: Evaluation['domain_knowledge']) => ({
  strengths: a.strengths,
  weaknesses: a.weaknesses,
  missing_areas: a.missing_areas,
});
const mean = (xs: number[]) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : 0);

/**
 * The SPEC §3 report from the evaluated answers, in question order, with what it teaches: a model answer and the
 * word-timed transcript per question, and what to practise next. Every question counts in the averages,
 * unanswered ones as 0, so skipping questions cannot raise the score.
 */
export function buildReport(answers: ReportAnswer[]): BuiltReport {
  const questions_reports: QuestionItem[] = answers.map(
    ({ evaluation: e, recording_url, question, transcript }) => ({
      question_id: e.question_id ?? '',
      question_text: e.question_text,
      answer_text: e.answer_text,
      summary: [e.summary, ...e.notes].join(' '),
      level: e.level,
      score: e.overall_score,
      domain_knowledge_score: e.domain_knowledge.score,
      articulation_score: e.articulation.score,
      communication_score: e.communication.score,
      domain_knowledge_feedback: lists(e.domain_knowledge),
      articulation_feedback: lists(e.articulation),
      communication_feedback: {
        grammar: e.communication.grammar,
        filler_words: e.communication.filler_words,
        speech_rate: e.communication.speech_rate,
        word_repetitions: e.communication.word_repetitions,
        intonation: e.communication.intonation,
        eye_contact: e.communication.eye_contact,
      },
      recording_url: recording_url ?? null,
      model_answer: modelAnswer(question, e),
      answer_words: answerWords(transcript),
    }),
  );
  const overall = mean(questions_reports.map((q) => q.score));
  const answered = questions_reports.some((q) => q.level !== INCOMPLETE_RESPONSE);
  return {
    overall_report: {
      overall_score: overall,
      domain_knowledge_score: mean(questions_reports.map((q) => q.domain_knowledge_score)),
      articulation_score: mean(questions_reports.map((q) => q.articulation_score)),
      communication_score: mean(questions_reports.map((q) => q.communication_score)),
      level: answered ? levelFor(overall) : INCOMPLETE_RESPONSE,
    },
    questions_reports,
    practise_next: practiseNext(
      questions_reports,
      answers.map((a) => a.evaluation),
    ),
  };
}
