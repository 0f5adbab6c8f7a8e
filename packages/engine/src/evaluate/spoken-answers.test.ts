import { describe, expect, it } from 'vitest';
import type { QuestionToJudge } from '../types.ts';
import { feedbackViolations } from './consistency.ts';
import { embeddedScorer } from './embedded-scorer.test-support.ts';

// An answer as it is spoken, with its fillers, against the same answer without them (docs/decisions/163).
const { score } = embeddedScorer();

const MISTAKE: QuestionToJudge = {
  text: 'Tell me about a time you made a mistake at work.',
  job_title: 'HR Officer',
  round_type: 'Behavioral',
};
const SPOKEN =
  'Um, so, in my first job I, uh, sent a payslip to the wrong employee, like, because two people had the same surname. I, um, told my manager straight away and we, uh, contacted the employee and asked them to delete it. After that I, like, started checking the employee number and not just the name before sending anything, and there have been no mistakes since.';
const WRITTEN =
  'So, in my first job I sent a payslip to the wrong employee, because two people had the same surname. I told my manager straight away and we contacted the employee and asked them to delete it. After that I started checking the employee number and not just the name before sending anything, and there have been no mistakes since.';

describe('an answer with its fillers', () => {
  it('is judged on what it says as the same answer without them; only communication counts the fillers', async () => {
    const spoken = await score(MISTAKE, SPOKEN);
    const written = await score(MISTAKE, WRITTEN);
    expect(spoken.domain_knowledge.score).toBe(written.domain_knowledge.score);
    expect(spoken.articulation.score).toBe(written.articulation.score);
    expect(spoken.communication.score).toBeLessThan(written.communication.score);
    // "I, um, told my manager" tells what the speaker did.
    expect(spoken.articulation.missing_areas.join(' ')).not.toContain('Describe what you personally did');
    expect(spoken.articulation.strengths.join(' ')).toContain('"I told my manager straight away');
    // Quoted without its fillers, which the checker takes as the candidate's words.
    expect(feedbackViolations(spoken)).toEqual([]);
  });

  it('takes a habit changed "after that" as what was learned, and "no mistakes since" as how it ended', async () => {
    const written = await score(MISTAKE, WRITTEN);
    expect(written.domain_knowledge.strengths.join(' ')).toContain(
      'Your answer says what changed afterwards ("After that I started checking the employee number',
    );
    expect(written.articulation.strengths.join(' ')).toContain('You said what you learned');
    expect(written.articulation.strengths.join(' ')).toContain('You said how it ended');
  });
});
