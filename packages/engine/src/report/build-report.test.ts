import { interviewReport } from '@rehearse/contracts';
import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '../evaluate/evaluate-answer.ts';
import type { ContentJudgement } from '../ports.ts';
import { buildReport } from './build-report.ts';

const question = {
  id: 'q1',
  text: 'What is SQL injection, and how do you prevent it in the code you write?',
};
const none = { grammar: null, pitch_hz: null };
const area = (score: number) => ({ score, strengths: [], weaknesses: [], missing_areas: [], evidence: [] });
const judgement: ContentJudgement = {
  domain_knowledge: area(70),
  articulation: area(60),
  summary: 'You covered 2 of the 4 key points a strong answer makes.',
  scorer: 'embedded',
  notes: [],
};

describe('buildReport', () => {
  it('returns the SPEC report shape with level labels and counts unanswered questions as 0', () => {
    const answered = scoreAnswer(
      question,
      {
        text: 'It is when input is concatenated into SQL; I use parameterized queries and prepared statements so input stays data.',
        duration_ms: 9000,
      },
      none,
      {},
      judgement,
    );
    const empty = scoreAnswer({ ...question, id: 'q2' }, { text: '', duration_ms: 0 }, none, {}, undefined);
    const report = buildReport([{ evaluation: answered }, { evaluation: empty, recording_url: '/r/2' }]);
    expect(interviewReport.parse(report)).toEqual(report);
    expect(answered.overall_score).toBeGreaterThan(0);
    expect(report.overall_report.overall_score).toBe(Math.round(answered.overall_score / 2));
    expect(report.questions_reports[1]!.level).toBe('Incomplete Response');
    expect(report.questions_reports[1]!.recording_url).toBe('/r/2');
  });

  it('labels an interview with no answers Incomplete Response', () => {
    const empty = scoreAnswer(question, { text: '', duration_ms: 0 }, none, {}, undefined);
    expect(buildReport([{ evaluation: empty }]).overall_report.level).toBe('Incomplete Response');
  });
});
