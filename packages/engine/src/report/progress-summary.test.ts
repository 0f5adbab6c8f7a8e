import { METRIC_TARGET_BANDS, PROGRESS_METRICS, VERDICT_TONES } from '@rehearse/contracts';
import { describe, expect, it } from 'vitest';
import { METRIC_TARGETS } from '../evaluate/metric-targets.ts';
import { scoreAnswer } from '../evaluate/evaluate-answer.ts';
import type { ContentJudgement } from '../ports.ts';
import { buildReport } from './build-report.ts';
import { summariseReport } from './progress-summary.ts';

const none = { grammar: null, pitch_hz: null };
const area = { score: 60, strengths: [], weaknesses: [], missing_areas: [], evidence: [] };
const judgement = (missed: string[]): ContentJudgement => ({
  domain_knowledge: { ...area, key_points: missed.map((point) => ({ point, covered: false })) },
  articulation: area,
  summary: 'Summary.',
  scorer: 'embedded',
  notes: [],
});
const transcript = (text: string) => {
  const words = text.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.3 }));
  return { text, words, duration_ms: words.length * 400 };
};

describe('summariseReport', () => {
  it('keeps the means of the metrics, the missed key points and the fillers said', () => {
    const first = transcript('um I would use an index um because like reads are faster');
    const second = transcript('I measured the slow query and added a cache in front of it');
    const answers = [
      {
        evaluation: scoreAnswer({ text: 'Q1?' }, first, none, {}, judgement(['trade-offs'])),
        transcript: first,
      },
      {
        evaluation: scoreAnswer(
          { text: 'Q2?' },
          second,
          none,
          { eye_contact: { percent: 80, samples: 9 } },
          judgement(['trade-offs', 'cache invalidation']),
        ),
        transcript: second,
      },
    ];
    const report = buildReport(answers);
    const summary = summariseReport(report, answers);
    const rates = report.questions_reports.map((q) => q.communication_feedback.speech_rate.value!);
    expect(summary.scores).toEqual({
      overall_score: report.overall_report.overall_score,
      domain_knowledge_score: 60,
      articulation_score: 60,
      communication_score: report.overall_report.communication_score,
    });
    expect(summary.metrics.speech_rate).toBe(Math.round(((rates[0]! + rates[1]!) / 2) * 10) / 10);
    expect(summary.metrics.eye_contact).toBe(80);
    expect(summary.metrics.grammar).toBeNull();
    expect(summary.missed_key_points).toEqual(['trade-offs', 'trade-offs', 'cache invalidation']);
    expect(summary.fillers).toEqual({ um: 2, like: 1 });
  });
});

describe('the targets the web app draws and colours', () => {
  it("draws each metric's target band where the engine scores full marks", () => {
    for (const key of PROGRESS_METRICS) {
      const [from, to] = METRIC_TARGETS[key].score;
      expect([key, METRIC_TARGET_BANDS[key].from, METRIC_TARGET_BANDS[key].to]).toEqual([key, from, to]);
    }
  });

  it('has a tone for every verdict the engine gives', () => {
    const verdicts = Object.values(METRIC_TARGETS).flatMap((t) => t.verdicts.map((v) => v.verdict));
    expect(verdicts.filter((v) => !VERDICT_TONES[v])).toEqual([]);
    expect(Object.keys(VERDICT_TONES).sort()).toEqual([...new Set(verdicts)].sort());
  });
});
