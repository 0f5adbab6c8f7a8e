import { z } from 'zod';

/** The communication and body-language metrics the progress page follows, as the report names them. */
export const PROGRESS_METRICS = [
  'speech_rate',
  'filler_words',
  'word_repetitions',
  'grammar',
  'intonation',
  'eye_contact',
] as const;
export type ProgressMetric = (typeof PROGRESS_METRICS)[number];

/**
 * Each metric's target band as the progress charts draw it (DESIGN §5): full marks from `from` to `to`. The same
 * bands the engine scores against; engine/src/report/progress-summary.test.ts checks that they agree.
 */
export const METRIC_TARGET_BANDS: Record<ProgressMetric, { from: number; to: number; unit: string }> = {
  speech_rate: { from: 2.2, to: 2.7, unit: 'words/s' },
  filler_words: { from: 0, to: 2, unit: '%' },
  word_repetitions: { from: 0, to: 3, unit: '%' },
  grammar: { from: 90, to: 100, unit: '%' },
  intonation: { from: 4, to: 10, unit: 'semitones' },
  eye_contact: { from: 60, to: 100, unit: '%' },
};

/** One interview with a report, as the progress page charts it. Metric values are the answers' mean, or null. */
export const progressInterview = z.object({
  session_id: z.string(),
  created_at: z.string(),
  job_title: z.string(),
  round_type: z.string(),
  difficulty_level: z.string(),
  overall_score: z.number(),
  domain_knowledge_score: z.number(),
  articulation_score: z.number(),
  communication_score: z.number(),
  metrics: z.object({
    speech_rate: z.number().nullable(),
    filler_words: z.number().nullable(),
    word_repetitions: z.number().nullable(),
    grammar: z.number().nullable(),
    intonation: z.number().nullable(),
    eye_contact: z.number().nullable(),
  }),
});
export type ProgressInterview = z.infer<typeof progressInterview>;

/** A weakness seen again and again: a key point missed in several answers, or a filler used most. */
export const recurringWeakness = z.object({
  text: z.string(),
  count: z.number().int(),
  kind: z.enum(['key_point', 'filler']),
});
export type RecurringWeakness = z.infer<typeof recurringWeakness>;

/** GET /t1/users/progress -> data: the caller's interviews with a report, oldest first. */
export const userProgress = z.object({
  interviews: z.array(progressInterview),
  recurring: z.array(recurringWeakness),
});
export type UserProgress = z.infer<typeof userProgress>;
