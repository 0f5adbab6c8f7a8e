import { builtReport } from '@rehearse/contracts';
import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '../evaluate/evaluate-answer.ts';
import type { ContentJudgement } from '../ports.ts';
import type { Rubric, TranscriptWord } from '../types.ts';
import { buildReport } from './build-report.ts';

const question = {
  id: 'q1',
  text: 'What is SQL injection, and how do you prevent it in the code you write?',
};
const rubric: Rubric = {
  key_points: ['what the attack does', 'parameterized queries', 'least privilege for the database user'],
  concepts: [],
  strong_answer: 'Explains how input becomes code, and prevents it with parameterized queries',
  follow_up: 'And stored procedures?',
};
const none = { grammar: null, pitch_hz: null };
const area = (score: number) => ({ score, strengths: [], weaknesses: [], missing_areas: [], evidence: [] });
const judgement: ContentJudgement = {
  domain_knowledge: {
    ...area(70),
    key_points: [
      { point: 'what the attack does', covered: true },
      { point: 'parameterized queries', covered: true },
      { point: 'least privilege for the database user', covered: false },
    ],
  },
  articulation: area(60),
  summary: 'You covered 2 of the 4 key points a strong answer makes.',
  scorer: 'embedded',
  notes: [],
};

/** Words at a steady pace from `at` seconds, each 0.3 s long with 0.1 s between. */
const timed = (text: string, at = 0.5): TranscriptWord[] =>
  text.split(' ').map((word, i) => ({ word, start: at + i * 0.4, end: at + i * 0.4 + 0.3 }));

describe('buildReport', () => {
  const answerText =
    'It is when input is concatenated into SQL; I use parameterized queries and prepared statements so input stays data.';

  it('returns the SPEC report shape with level labels and counts unanswered questions as 0', () => {
    const answered = scoreAnswer(question, { text: answerText, duration_ms: 9000 }, none, {}, judgement);
    const empty = scoreAnswer({ ...question, id: 'q2' }, { text: '', duration_ms: 0 }, none, {}, undefined);
    const report = buildReport([{ evaluation: answered }, { evaluation: empty, recording_url: '/r/2' }]);
    expect(builtReport.parse(report)).toEqual(report);
    expect(answered.overall_score).toBeGreaterThan(0);
    expect(report.overall_report.overall_score).toBe(Math.round(answered.overall_score / 2));
    expect(report.questions_reports[1]!.level).toBe('Incomplete Response');
    expect(report.questions_reports[1]!.recording_url).toBe('/r/2');
  });

  it('labels an interview with no answers Incomplete Response', () => {
    const empty = scoreAnswer(question, { text: '', duration_ms: 0 }, none, {}, undefined);
    expect(buildReport([{ evaluation: empty }]).overall_report.level).toBe('Incomplete Response');
  });

  it("gives a bank question's strong answer as the model answer, with the key points it covers", () => {
    const answered = scoreAnswer(question, { text: answerText, duration_ms: 9000 }, none, {}, judgement);
    const report = buildReport([{ evaluation: answered, question: { rubric, source: 'bank' } }]);
    expect(report.questions_reports[0]!.model_answer).toEqual({
      text: 'Explains how input becomes code, and prevents it with parameterized queries.',
      covers: rubric.key_points,
    });
  });

  it("gives the planning LLM's strong answer for a question it planned (LLM_BASE_URL)", () => {
    const answered = scoreAnswer(question, { text: answerText, duration_ms: 9000 }, none, {}, judgement);
    const planned = {
      ...rubric,
      strong_answer: 'Defines the attack, shows a payload and fixes it with bound parameters.',
    };
    const report = buildReport([{ evaluation: answered, question: { rubric: planned, source: 'llm' } }]);
    expect(report.questions_reports[0]!.model_answer.text).toBe(planned.strong_answer);
  });

  it('shows only what a strong answer covers for a question built from a resume', () => {
    const answered = scoreAnswer(question, { text: answerText, duration_ms: 9000 }, none, {}, judgement);
    const report = buildReport([{ evaluation: answered, question: { rubric, source: 'resume' } }]);
    expect(report.questions_reports[0]!.model_answer).toEqual({ text: null, covers: rubric.key_points });
  });

  it('falls back to the key points the answer was judged against when the rubric has none', () => {
    const answered = scoreAnswer(question, { text: answerText, duration_ms: 9000 }, none, {}, judgement);
    const bare = { ...rubric, key_points: [], strong_answer: '' };
    const report = buildReport([{ evaluation: answered, question: { rubric: bare, source: 'generic' } }]);
    expect(report.questions_reports[0]!.model_answer).toEqual({
      text: null,
      covers: ['what the attack does', 'parameterized queries', 'least privilege for the database user'],
    });
  });

  it('times every word of the answer and marks the fillers the filler metric counts', () => {
    const words = timed('so um I use like parameterized queries you know because I like safety');
    const transcript = { text: words.map((w) => w.word).join(' '), words, duration_ms: 7000 };
    const evaluation = scoreAnswer(question, transcript, none, {}, judgement);
    const [item] = buildReport([{ evaluation, transcript }]).questions_reports;
    expect(item!.answer_words.map((w) => w.word)).toEqual(words.map((w) => w.word));
    expect(item!.answer_words.filter((w) => w.filler).map((w) => w.word)).toEqual([
      'so',
      'um',
      'like',
      'you',
      'know',
    ]);
    expect(item!.answer_words[1]).toEqual({ word: 'um', start: 0.9, end: 1.2, filler: true });
    expect(item!.communication_feedback.filler_words.value).toBeGreaterThan(0);
  });

  it('has no timed words when the transcriber gave no word times', () => {
    const evaluation = scoreAnswer(question, { text: answerText, duration_ms: 9000 }, none, {}, judgement);
    const report = buildReport([{ evaluation, transcript: { text: answerText, duration_ms: 9000 } }]);
    expect(report.questions_reports[0]!.answer_words).toEqual([]);
  });
});
