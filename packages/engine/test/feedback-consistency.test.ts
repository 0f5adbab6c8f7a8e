import { afterAll, describe, expect, it } from 'vitest';
import { LABELLED_SET, LEVELS } from '../bench/labelled-set.ts';
import { createSentenceEncoder } from '../src/adapters/sentence-encoder.ts';
import { feedbackViolations } from '../src/evaluate/consistency.ts';
import { createContentJudge, scoreAnswer } from '../src/evaluate/evaluate-answer.ts';

const encoder = createSentenceEncoder();
const judge = createContentJudge(encoder);
afterAll(() => encoder.close());

describe('feedback consistency over every labelled answer', () => {
  it('tells one consistent story per answer: no violation of any rule', async () => {
    const violations: string[] = [];
    for (const item of LABELLED_SET) {
      for (const level of LEVELS) {
        const text = item.answers[level];
        const evaluation = scoreAnswer(
          item.question,
          { text, duration_ms: 30_000 },
          { grammar: null, pitch_hz: null },
          {},
          await judge.judge(item.question, text),
        );
        for (const v of feedbackViolations(evaluation))
          violations.push(`${v.rule}: ${v.item} [${level}: ${item.question.text}]`);
      }
    }
    expect(violations).toEqual([]);
  }, 180_000);

  it('catches the contradictions it is there for', () => {
    const area = (strengths: string[], weaknesses: string[], missing: string[]) => ({
      score: 50,
      strengths,
      weaknesses,
      missing_areas: missing,
      evidence: [],
    });
    const broken = {
      question_id: 'q',
      question_text: 'How would you cache an expensive query?',
      answer_text: 'I would use cache-aside with a TTL.',
      overall_score: 50,
      level: 'Professional',
      summary:
        'You covered two of the three key points a strong answer makes. As an explanation, it shows one of the four parts a clear one has.',
      domain_knowledge: {
        ...area(
          ['You covered this key point: uses write-through ("go back").'],
          [],
          [
            'A strong answer also covers this point: uses write-through.',
            'Concept not mentioned: offs',
            'A strong answer also mentions cache.',
          ],
        ),
        key_points: [{ point: 'uses write-through', covered: true }],
      },
      articulation: area(['You gave 1 reasons: "I would use cache-aside".'], [], []),
      communication: {} as never,
      scorer: 'embedded' as const,
      notes: [],
    };
    const rules = new Set(feedbackViolations(broken).map((v) => v.rule));
    expect([...rules].sort()).toEqual(
      [
        'a key point is both covered and missing',
        'a list item is not a full sentence',
        'a missing concept is a piece of the question',
        'a quote is not in the transcript',
        'an articulation strength praises no part',
        'singular and plural disagree',
        'the summary counts differ from the articulation lists',
        'the summary counts differ from the key point lists',
      ].sort(),
    );
    // A story whose scene is covered as a key point and advised as missing, a key point listed nowhere, and advice that
    // quotes words never said.
    const story = {
      ...broken,
      question_text: 'Tell me about a time two of your staff called in sick.',
      answer_text: 'On a saturday before christmas two of my staff called in sick. I took a till myself.',
      summary:
        'You covered one of the one key points a strong answer makes. As a story, it shows none of the two parts a clear one has.',
      domain_knowledge: {
        ...area(
          [
            'Your answer sets out the situation: when and where it happened ("On a saturday before christmas two of my staff called in sick.").',
          ],
          [],
          [],
        ),
        // The action was judged missed, and is listed nowhere.
        key_points: [
          { point: 'situation: when and where it happened', covered: true },
          { point: 'action: what you did yourself', covered: false },
        ],
      },
      articulation: area(
        [],
        [],
        [
          'Start with one specific situation: when and where it happened, and what was at stake.',
          'You said "everything went fine", but only in general words. Finish with the result of this occasion.',
        ],
      ),
    };
    const storyRules = new Set(feedbackViolations(story).map((v) => v.rule));
    expect(storyRules).toContain('a part of the story is both covered and advised');
    expect(storyRules).toContain('a quote is neither in the transcript nor the question');
    expect(storyRules).toContain('a key point is listed other than it was judged');
    // A term praised that names nothing: "together" of "worked well together".
    const praised = {
      ...broken,
      answer_text: 'Probably both helped, so the redesign and the campaign worked well together.',
      domain_knowledge: {
        ...area(['You used a term this question is about: "together".'], [], []),
        key_points: [],
      },
    };
    expect(feedbackViolations(praised).map((v) => v.rule)).toContain('a term praised names nothing');
    // "It does not tell a story yet" beside a part of a story the answer showed.
    const untold = {
      ...story,
      summary: 'It does not tell a story yet: it shows none of the parts a clear one has.',
      articulation: area(
        ['You described what you personally did: "I took a till myself".'],
        [],
        ['Tell one story.'],
      ),
    };
    expect(feedbackViolations(untold).map((v) => v.rule)).toContain(
      'the summary counts differ from the articulation lists',
    );
    // One strength praises every part its words show, and each counts: two parts shown, two advised.
    const together = {
      ...broken,
      answer_text: 'A cache keeps the result so the next read skips the database.',
      summary:
        'Your answer addresses the question asked. As an explanation, it shows two of the four parts a clear one has.',
      domain_knowledge: { ...area([], [], []), key_points: [] },
      articulation: area(
        [
          'You said plainly what it is and explained how or why it works: "A cache keeps the result so the next read skips the database."',
        ],
        [],
        [
          'Name a trade-off, a cost or a risk of the approach.',
          'Say when the approach does not apply or fails.',
        ],
      ),
    };
    expect(feedbackViolations(together)).toEqual([]);
    expect(
      feedbackViolations({
        ...together,
        articulation: {
          ...together.articulation,
          missing_areas: ['Name a trade-off, a cost or a risk of the approach.'],
        },
      }).map((v) => v.rule),
    ).toContain('the summary counts differ from the articulation lists');
    // A key point praised with no quote: its words came from a general claim.
    const unquoted = {
      ...story,
      domain_knowledge: {
        ...area(['Your answer sets out the situation: when and where it happened.'], [], []),
        key_points: [{ point: 'situation: when and where it happened', covered: true }],
      },
    };
    expect(feedbackViolations(unquoted).map((v) => v.rule)).toContain('a covered key point quotes nothing');
    expect(feedbackViolations(story).map((v) => v.rule)).not.toContain('a covered key point quotes nothing');
    // A one-part rubric whose part is missing is said in a sentence, and counted.
    const onePart = {
      ...praised,
      summary:
        'Your answer addresses the question asked. As a warm-up answer, it does not show the one part a clear one has.',
      articulation: area([], [], ['Back it with one specific example: a project, a job or a moment.']),
    };
    expect(feedbackViolations(onePart).map((v) => v.rule)).not.toContain(
      'the summary counts differ from the articulation lists',
    );
  });
});
