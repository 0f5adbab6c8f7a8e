import type { RoundType } from '@rehearse/contracts';
import { describe, expect, it } from 'vitest';
import { allBankQuestions } from '../bank/index.ts';
import { evidenceAskedFor } from './evidence.ts';
import { askAbout } from './follow-up.ts';

const ASK_FOR_MORE =
  'There is one more part to this I would like to hear. What else would you do or check here?';

describe('a missed point of fact, asked in an interviewer’s words', () => {
  type Case = [point: string, occasion: boolean, round: RoundType, asked: string];
  const cases = (list: Case[]) => () => {
    for (const [point, occasion, round, asked] of list)
      expect(askAbout(point, occasion, round), point).toBe(asked);
  };

  it(
    'asks a point that starts with an action as that action, in the tense of the question',
    cases([
      [
        'checks whether the objection is resolved',
        false,
        'Behavioral',
        'How would you check whether the objection is resolved?',
      ],
      [
        'checks whether the objection is resolved',
        true,
        'Behavioral',
        'How did you check whether the objection is resolved?',
      ],
      [
        'stays calm and does not discount immediately',
        false,
        'Behavioral',
        'How would you stay calm and not discount immediately?',
      ],
      [
        'picks a few high-impact fixes and builds a roadmap',
        false,
        'Technical',
        'How would you pick a few high-impact fixes and build a roadmap?',
      ],
      [
        'Ties priorities to business goals',
        false,
        'Technical',
        'How would you tie priorities to business goals?',
      ],
      [
        'coordinated with others and flagged risks',
        true,
        'Behavioral',
        'Can you tell me how you coordinated with others and flagged risks?',
      ],
    ]),
  );

  it(
    'asks a point that tells or explains something to be told or explained, one that names a thing about it, and one that is a question as one',
    cases([
      [
        'mentions how it was tested or deployed',
        false,
        'Warm-up',
        'Can you tell me how it was tested or deployed?',
      ],
      [
        'names concrete skills they want to build',
        false,
        'Warm-up',
        'Can you tell me about concrete skills you want to build?',
      ],
      [
        'explains the purpose of the service',
        false,
        'Technical',
        'Can you explain the purpose of the service?',
      ],
      [
        'a recovery plan with the customer',
        true,
        'Behavioral',
        'What about a recovery plan with the customer? Where does that fit in?',
      ],
      [
        'CTR: how well the ad attracts the audience',
        false,
        'Technical',
        'What about CTR? Where does that fit in?',
      ],
      ['how they tracked it', true, 'Behavioral', 'Can you tell me how you tracked it?'],
    ]),
  );

  it('does not read out a point it cannot put in an interviewer’s words', () => {
    // Claims whose verb the tagger reads as a noun, and a noun the tagger reads as a verb.
    for (const point of [
      'least-privilege database user limits damage',
      'server returns HTML',
      'join combines rows from tables on a related column',
      'fleet management with GitOps and consistent upgrades',
      'diagnoses why: priority, stakeholder, missing compelling event',
    ])
      expect(askAbout(point, false, 'Technical')).toBe(ASK_FOR_MORE);
    expect(askAbout('server returns HTML', true, 'Behavioral')).toBe(
      'There is one more part to this I would like to hear. What else did you do, and why?',
    );
  });

  it('asks every point of fact in the bank as a question, never as a label', () => {
    for (const question of allBankQuestions()) {
      const occasion = question.round_type === 'Behavioral';
      for (const point of question.key_points.filter((k) => !evidenceAskedFor(k))) {
        const asked = askAbout(point, occasion, question.round_type);
        expect(asked, point).toMatch(/^[A-Z][^:]*\?$/);
        if (asked.startsWith('There is one more part')) continue;
        // What is read out is the point's own words: its longest word after the first is there (in its plain form when
        // it is a verb: "and iterates" is asked as "and iterate").
        const rest = point
          .replace(/:.*$/, '')
          .split(/[\s,]+/)
          .slice(1);
        const longest = rest.reduce((a, b) => (b.length > a.length ? b : a), '');
        expect(asked.toLowerCase(), point).toContain(longest.toLowerCase().slice(0, -3));
      }
    }
  });
});
