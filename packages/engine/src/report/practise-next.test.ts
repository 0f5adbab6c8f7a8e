import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '../evaluate/evaluate-answer.ts';
import type { ContentJudgement } from '../ports.ts';
import type { TranscriptWord } from '../types.ts';
import { buildReport, type ReportAnswer } from './build-report.ts';

const none = { grammar: null, pitch_hz: null };
const area = (score: number, missing: string[] = []) => ({
  score,
  strengths: [],
  weaknesses: [],
  missing_areas: missing,
  evidence: [],
});
const judged = (
  domain: number,
  keyPoints: { point: string; covered: boolean }[],
  missingParts: string[] = [],
): ContentJudgement => ({
  domain_knowledge: { ...area(domain), key_points: keyPoints },
  articulation: area(60, missingParts),
  summary: 'Summary.',
  scorer: 'embedded',
  notes: [],
});
const timed = (text: string, gap = 0.1): TranscriptWord[] =>
  text.split(' ').map((word, i) => ({ word, start: i * (0.3 + gap), end: i * (0.3 + gap) + 0.3 }));

function answer(
  id: string,
  text: string,
  judgement: ContentJudgement | undefined,
  gap?: number,
): ReportAnswer {
  const words = text ? timed(text, gap) : [];
  const transcript = { text, words, duration_ms: (words.at(-1)?.end ?? 0) * 1000 + 500 };
  return {
    evaluation: scoreAnswer({ id, text: `Question ${id}?` }, transcript, none, {}, judgement),
    transcript,
  };
}

const steady =
  'I would add an index on the customer id column because the query filters on it and reads became four times faster';

describe('practise next', () => {
  it('opens with at most three actions, each naming the behaviour and the question to retake', () => {
    const report = buildReport([
      answer('q1', steady, judged(80, [{ point: 'the trade-off on writes', covered: false }])),
      answer('q2', '', undefined),
      answer(
        'q3',
        steady,
        judged(70, [{ point: 'a', covered: true }], ['Finish with the result: what changed, with a number.']),
      ),
      answer('q4', steady, judged(50, [{ point: 'how the cache is invalidated', covered: false }])),
    ]);
    expect(report.practise_next).toHaveLength(3);
    expect(report.practise_next.map((a) => [a.question_id, a.question_number, a.behaviour])).toEqual([
      ['q2', 2, 'Answer the question'],
      ['q4', 4, 'Cover the key point you missed'],
      ['q1', 1, 'Cover the key point you missed'],
    ]);
    expect(report.practise_next[1]!.advice).toBe(
      'Your answer to Q4 left out a key point. A strong answer also says how the cache is invalidated. Retake it and make that point with an example.',
    );
    expect(report.practise_next[2]!.question_text).toBe('Question q1?');
  });

  it('gives the same advice twice at most, taking a next action of a question instead', () => {
    const missed = (point: string) =>
      judged(60, [{ point, covered: false }], ['Say when the approach fails.']);
    const report = buildReport([
      answer('q1', steady, missed('the write cost')),
      answer('q2', steady, missed('the read path')),
      answer('q3', steady, missed('the lock')),
    ]);
    expect(report.practise_next.map((a) => [a.question_number, a.behaviour])).toEqual([
      [1, 'Cover the key point you missed'],
      [2, 'Cover the key point you missed'],
      [3, 'Structure the answer clearly'],
    ]);
  });

  it('names the filler said most when fillers are what to work on', () => {
    const filled =
      'um so like I would um add an index um because like the query um filters on it and um reads got like faster um';
    const report = buildReport([answer('q1', filled, judged(80, [{ point: 'a', covered: true }]))]);
    expect(report.practise_next).toEqual([
      expect.objectContaining({
        behaviour: 'Replace fillers with pauses',
        advice: expect.stringMatching(/^In Q1, \d+(\.\d)?% of your words were fillers, most often "um"\./),
      }),
    ]);
  });

  it('asks for structure when the answer covered its key points but missed a part of a clear one', () => {
    const report = buildReport([
      answer(
        'q1',
        steady,
        judged(80, [{ point: 'a', covered: true }], ['Give the steps in order (first, then, finally).']),
      ),
    ]);
    expect(report.practise_next[0]).toMatchObject({
      behaviour: 'Structure the answer clearly',
      advice: 'In Q1, give the steps in order (first, then, finally).',
    });
  });

  it('has nothing to practise when every answer is on target', () => {
    const report = buildReport([answer('q1', steady, judged(90, [{ point: 'a', covered: true }]))]);
    expect(report.practise_next).toEqual([]);
  });
});
