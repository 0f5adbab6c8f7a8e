import { describe, expect, it } from 'vitest';
import type { ProgressInterview } from '@rehearse/contracts';
import { bandDistance, chartRows, metricChange, metricDomain, seriesSummary } from './progress-data.ts';

const interview = (id: string, day: number, overall: number, speech: number | null): ProgressInterview => ({
  session_id: id,
  created_at: new Date(2026, 2, day, 12).toISOString(),
  job_title: 'Backend Developer',
  round_type: 'Technical',
  difficulty_level: 'Entry-Level',
  overall_score: overall,
  domain_knowledge_score: 50,
  articulation_score: 40,
  communication_score: 70,
  metrics: {
    speech_rate: speech,
    filler_words: 3,
    word_repetitions: 1,
    grammar: 95,
    intonation: null,
    eye_contact: 70,
  },
});

describe('progress chart data', () => {
  const rows = chartRows([interview('a', 12, 45, 3.1), interview('b', 12, 52, 2.5)]);

  it('keeps two interviews of one day apart on the axis', () => {
    expect(rows.map((r) => r.label)).toEqual(['1. 12 Mar 2026', '2. 12 Mar 2026']);
    expect(rows[1]).toMatchObject({ id: 'b', overall_score: 52, speech_rate: 2.5 });
  });

  it('says what each chart shows in words', () => {
    expect(seriesSummary('Overall', rows, 'overall_score')).toBe(
      'Overall: 45 on 12 Mar 2026, 52 on 12 Mar 2026.',
    );
    expect(seriesSummary('Intonations', rows, 'intonation', ' semitones')).toBe(
      'Intonations: not measured on 12 Mar 2026, not measured on 12 Mar 2026.',
    );
  });

  it("measures a value's distance from its target band and whether a change moved towards it", () => {
    expect(bandDistance('speech_rate', 2.5)).toBe(0);
    expect(bandDistance('speech_rate', 3.1)).toBeCloseTo(0.4);
    expect(bandDistance('grammar', 80)).toBe(10);
    expect(metricChange('speech_rate', 3.1, 2.5)).toEqual({ difference: -0.6, direction: 'closer' });
    expect(metricChange('filler_words', 1, 4)).toEqual({ difference: 3, direction: 'further' });
    expect(metricChange('eye_contact', 70, 90)).toEqual({ difference: 20, direction: 'same' });
    expect(metricChange('intonation', null, 5)).toBeNull();
  });

  it('draws the whole target band with the values', () => {
    expect(metricDomain('filler_words', [6, 1])).toEqual([0, 6]);
    expect(metricDomain('filler_words', [36.8, 7.4])).toEqual([0, 40]);
    expect(metricDomain('grammar', [10, 80])).toEqual([0, 100]);
    expect(metricDomain('speech_rate', [2.1])).toEqual([2, 2.8]);
    expect(metricDomain('speech_rate', [])).toEqual([2.2, 2.8]);
  });
});
