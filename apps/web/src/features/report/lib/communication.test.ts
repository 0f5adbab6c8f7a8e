import { describe, expect, it } from 'vitest';
import { formatMetricValue, hasCommunicationData } from './communication.ts';

const metric = (value: number | null, unit: string) => ({
  value,
  unit,
  target: '',
  verdict: '',
  evidence: [],
});

describe('formatMetricValue', () => {
  it('writes percentages, speech rate and intonation with their units', () => {
    expect(formatMetricValue(metric(93.96, '%'))).toBe('94%');
    expect(formatMetricValue(metric(2.43, 'wps'))).toBe('2.4 words/s');
    expect(formatMetricValue(metric(3.2, 'semitones'))).toBe('3.2 semitones');
  });

  it('shows N/A for a metric that could not be measured', () => {
    expect(formatMetricValue(metric(null, '%'))).toBe('N/A');
  });
});

describe('hasCommunicationData', () => {
  const empty = {
    grammar: metric(null, '%'),
    filler_words: metric(null, '%'),
    speech_rate: metric(null, 'wps'),
    word_repetitions: metric(null, '%'),
    intonation: metric(null, 'semitones'),
    eye_contact: metric(null, '%'),
  };

  it('is false when every metric is N/A', () => {
    expect(hasCommunicationData(empty)).toBe(false);
  });

  it('is true as soon as one metric has a value', () => {
    expect(hasCommunicationData({ ...empty, eye_contact: metric(80, '%') })).toBe(true);
  });
});
