import { beforeAll, describe, expect, it } from 'vitest';
import { PART_A } from '../../bench/labelled-set-a.ts';
import { scoreAnswer, warmScorer } from './evaluate-answer.ts';

const none = { grammar: null, pitch_hz: null };
const score = (question: (typeof PART_A)[number]['question'], text: string) =>
  scoreAnswer(question, { text, duration_ms: 30_000 }, none);

// The first use reads the word vectors and builds the bank index: a few seconds on a busy machine.
beforeAll(warmScorer, 60_000);

describe('evaluateAnswer (embedded scorer)', () => {
  const { question, answers } = PART_A[1]!; // SQL injection, a bank question

  it('scores an empty or silent answer 0 and labels it Incomplete Response', () => {
    for (const text of ['', 'um uh', '   ']) {
      const result = score(question, text);
      expect(result.overall_score).toBe(0);
      expect(result.level).toBe('Incomplete Response');
    }
  });

  it('ranks a strong answer above an adequate, a weak and an off-topic one', () => {
    const [strong, adequate, weak, off] = [
      answers.strong,
      answers.adequate,
      answers.weak,
      answers.off_topic,
    ].map((t) => score(question, t).overall_score);
    expect(strong).toBeGreaterThan(adequate!);
    expect(adequate).toBeGreaterThan(weak!);
    expect(adequate).toBeGreaterThan(off!);
  });

  it('does not reward padding an answer with generic talk', () => {
    const padded = `${answers.adequate} ${'I am passionate about quality and I always follow best practices with the team. '.repeat(4)}`;
    expect(score(question, padded).overall_score).toBeLessThanOrEqual(
      score(question, answers.adequate).overall_score,
    );
  });

  it('backs every score with evidence quoting the answer', () => {
    const result = score(question, answers.strong);
    expect(result.domain_knowledge.evidence.some((e) => e.includes('"'))).toBe(true);
    expect(result.articulation.evidence.length).toBeGreaterThan(0);
    expect(result.communication.filler_words.evidence.length).toBeGreaterThan(0);
    expect(result.communication.intonation.verdict).toBe('N/A');
  });

  it('judges a question that is not in the bank by its own terms', () => {
    const q = { text: 'How would you speed up a slow PostgreSQL query?', job_title: 'Data Engineer' };
    const onQuestion = score(
      q,
      'I would run EXPLAIN ANALYZE on the slow query, add an index on the filtered column, and rewrite the PostgreSQL query to avoid a sequential scan, which cut it from 4 seconds to 80 ms.',
    );
    const offQuestion = score(
      q,
      'I enjoy working with data pipelines in Airflow and I like building dashboards for the business in Looker.',
    );
    expect(onQuestion.overall_score).toBeGreaterThan(offQuestion.overall_score + 15);
  });
});
