import {
  INCOMPLETE_RESPONSE,
  type InterviewReport,
  type QuestionReport,
  levelFor,
} from '@rehearse/contracts';
import type { Evaluation } from '../types.ts';

export type ReportAnswer = { evaluation: Evaluation; recording_url?: string | null };

const lists = (a: Evaluation['domain_knowledge']) => ({
  strengths: a.strengths,
  weaknesses: a.weaknesses,
  missing_areas: a.missing_areas,
});
const mean = (xs: number[]) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : 0);

/**
 * The SPEC §3 report from the evaluated answers, in question order. Every question counts in the averages,
 * unanswered ones as 0, so skipping questions cannot raise the score.
 */
export function buildReport(answers: ReportAnswer[]): InterviewReport {
  const questions_reports: QuestionReport[] = answers.map(({ evaluation: e, recording_url }) => ({
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
  }));
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
  };
}
