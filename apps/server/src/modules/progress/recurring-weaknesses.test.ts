import { describe, expect, it } from 'vitest';
import type { ReportSummary } from '@rehearse/engine';
import { recurringWeaknesses } from './recurring-weaknesses.ts';

const summary = (missed: string[], fillers: Record<string, number> = {}) =>
  ({ missed_key_points: missed, fillers }) as unknown as ReportSummary;

describe('recurring weaknesses', () => {
  it('says a key point missed in several answers as the report says a missed point', () => {
    const recurring = recurringWeaknesses([
      summary(['situation: when and where it happened', 'checks whether the objection is resolved']),
      summary(['Situation: when and where it happened', 'checks whether the objection is resolved']),
      summary(['situation: when and where it happened'], { um: 3 }),
    ]);
    expect(recurring).toEqual([
      {
        kind: 'key_point',
        count: 3,
        text: 'A strong answer also sets out the situation: when and where it happened, which 3 of your answers did not.',
      },
      {
        kind: 'key_point',
        count: 2,
        text: 'A strong answer also checks whether the objection is resolved, which 2 of your answers did not.',
      },
      { kind: 'filler', count: 3, text: 'You said "um" as a filler 3 times.' },
    ]);
  });

  it('leaves out a key point missed once', () => {
    expect(recurringWeaknesses([summary(['result: how it ended']), summary([])])).toEqual([]);
  });
});
