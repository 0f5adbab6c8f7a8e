import { z } from 'zod';

export const feedbackLists = z.object({
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  missing_areas: z.array(z.string()),
});

/** A communication metric as the report shows it: a value (null = N/A) beside its target. */
export const metricValue = z.object({
  value: z.number().nullable(),
  unit: z.string(),
  target: z.string(),
  verdict: z.string(),
  evidence: z.array(z.string()),
});

export const questionReport = z.object({
  question_id: z.string(),
  question_text: z.string(),
  answer_text: z.string(),
  summary: z.string(),
  level: z.string(),
  score: z.number(),
  domain_knowledge_score: z.number(),
  articulation_score: z.number(),
  communication_score: z.number(),
  domain_knowledge_feedback: feedbackLists,
  articulation_feedback: feedbackLists,
  communication_feedback: z.object({
    grammar: metricValue,
    filler_words: metricValue,
    speech_rate: metricValue,
    word_repetitions: metricValue,
    intonation: metricValue,
    eye_contact: metricValue,
  }),
  recording_url: z.string().nullable(),
});
export type QuestionReport = z.infer<typeof questionReport>;

export const interviewReport = z.object({
  overall_report: z.object({
    overall_score: z.number(),
    domain_knowledge_score: z.number(),
    articulation_score: z.number(),
    communication_score: z.number(),
    level: z.string(),
  }),
  questions_reports: z.array(questionReport),
});
export type InterviewReport = z.infer<typeof interviewReport>;
