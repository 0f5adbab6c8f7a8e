import { describe, expect, it } from 'vitest';
import type { Evaluation, QuestionToJudge } from '../types.ts';
import { feedbackViolations } from './consistency.ts';
import { embeddedScorer } from './embedded-scorer.test-support.ts';
import { readSetAside, setsAside } from './set-aside.ts';
import { contentStems } from './text.ts';

const { score } = embeddedScorer();

/** Whether the passage sets aside the point, the question asking about these words. */
const setAsideBy = (passage: string, point: string, question = '') =>
  setsAside(readSetAside(passage), contentStems(point), contentStems(question));

describe('what a passage sets aside (ADR 211)', () => {
  it('reads what is called not needed, not mattering or best avoided, before or after its words', () => {
    expect(
      setAsideBy("Honestly there's no real need to look at the audit trail.", 'read the audit trail'),
    ).toBe(true);
    expect(
      setAsideBy("Dates and user names don't really matter here.", 'note the dates of each change'),
    ).toBe(true);
    expect(setAsideBy("Feature flags I'd avoid, they just add clutter.", 'ship behind feature flags')).toBe(
      true,
    );
    expect(
      setAsideBy('We would skip code review when the fix is urgent.', 'every change gets code review'),
    ).toBe(true);
    expect(setAsideBy('Load testing is overkill for a launch like this.', 'run a load test first')).toBe(
      true,
    );
  });

  it('sets aside a point though it names the subject the question asks about elsewhere', () => {
    const question = 'How do you prepare a product demo for a new prospect?';
    const passage = "I'd leave out research calls, because the prospect already agreed to a demo.";
    expect(setAsideBy(passage, 'demo shaped by research calls', question)).toBe(true);
    expect(setAsideBy(passage, 'demo shaped by research calls')).toBe(false);
  });

  it('does not read a purpose, a waste avoided or something besides the thing as setting it aside', () => {
    // What the passage uses, it says, though it sets other words aside.
    expect(
      setAsideBy(
        'Avoid gluing strings together and use parameterised queries.',
        'parameterised queries keep input as data',
      ),
    ).toBe(false);
    expect(setAsideBy('I add memo and useCallback to avoid wasted renders.', 'memo stops renders')).toBe(
      false,
    );
    expect(setAsideBy('To skip unnecessary renders I reach for React.memo.', 'renders on new props')).toBe(
      false,
    );
    expect(
      setAsideBy("Once it's running you don't need any other security software.", 'provides security'),
    ).toBe(false);
    expect(readSetAside("Stress doesn't bother me at all.").setAside.size).toBe(0);
    // What is not needed under a condition, or on one side of a comparison, is said of that condition.
    expect(
      setAsideBy(
        "With JWTs, you don't need a session store on the server.",
        'Sessions are server state and easy to revoke',
      ),
    ).toBe(false);
    expect(setAsideBy('For a prototype, load testing is overkill.', 'run a load test first')).toBe(false);
    expect(
      setAsideBy(
        'With JWTs there is no need for a session store on the server.',
        'Sessions are server state and easy to revoke',
      ),
    ).toBe(false);
    // A claim the point makes with the same words outside what is set aside.
    expect(
      setAsideBy(
        "Each request carries everything the server needs, so the server doesn't have to remember you between requests.",
        'each request carries its own context',
      ),
    ).toBe(false);
  });
});

/** Whether a report lists this key point as covered (undefined where it judged no such point). */
const coveredIn = (evaluation: Evaluation, point: string) =>
  evaluation.domain_knowledge.key_points?.find((k) => k.point === point)?.covered;

describe('a key point the answer sets aside (ADR 211)', () => {
  const webhook: QuestionToJudge = {
    text: "A customer's webhook integration stopped receiving events yesterday. How do you work out what changed?",
    job_title: 'Support Engineer',
    round_type: 'Technical',
  };
  const LOGS = 'check our delivery logs and response codes';

  it('is not covered, and the report says what a strong answer does instead', async () => {
    const dismissed = await score(
      webhook,
      "I'd ask the customer whether they changed anything, like a firewall rule or a rotated signing secret. Honestly there's no need to check our delivery logs, since our platform retries failed events on its own.",
    );
    expect(coveredIn(dismissed, LOGS)).toBe(false);
    expect(dismissed.domain_knowledge.weaknesses).toContain(
      `You said "Honestly there's no need to check our delivery logs, since our platform retries failed events on its own", but a strong answer checks our delivery logs and response codes.`,
    );
    // Its words are praised nowhere.
    expect(JSON.stringify(dismissed.domain_knowledge.strengths)).not.toMatch(/delivery logs/);
    expect(feedbackViolations(dismissed)).toEqual([]);
    // The checker finds a point set aside that is listed as covered.
    const covered = {
      ...dismissed,
      domain_knowledge: {
        ...dismissed.domain_knowledge,
        key_points: dismissed.domain_knowledge.key_points?.map((k) =>
          k.point === LOGS ? { ...k, covered: true } : k,
        ),
      },
    };
    expect(feedbackViolations(covered).map((v) => v.rule)).toContain('a point set aside is covered');
    // Said as something to do, it is covered.
    const done = await score(
      webhook,
      "I'd ask the customer whether they changed anything, like a firewall rule or a rotated signing secret. Then I'd check our delivery logs and the response codes their endpoint sent back.",
    );
    expect(coveredIn(done, LOGS)).toBe(true);
    expect(done.domain_knowledge.weaknesses.join(' ')).not.toMatch(/but a strong answer/);
  });

  it('is read in a transcript as the transcriber writes it, without capitals or punctuation', async () => {
    const heard = await score(
      webhook,
      'i would ask the customer whether they changed anything like a firewall rule or a rotated signing secret honestly there is no need to check our delivery logs because our platform retries failed events on its own',
    );
    expect(coveredIn(heard, LOGS)).toBe(false);
    expect(heard.domain_knowledge.weaknesses).toContainEqual(
      expect.stringMatching(
        /^You said "[^"]*no need to check our delivery logs[^"]*", but a strong answer checks our delivery logs and response codes\.$/,
      ),
    );
    expect(feedbackViolations(heard)).toEqual([]);
  });

  it('is made, not set aside, by an answer that calls needless what the point asks to avoid', async () => {
    const evaluation = await score(
      {
        text: 'When would you normalize a database, and when might you not?',
        job_title: 'Software Engineer',
        round_type: 'Technical',
      },
      "I'd normalize a transactional system with lots of writes, like orders, so every fact is stored once. For read-heavy reporting I'd denormalize instead. That way the dashboards don't need lots of joins and load quickly.",
    );
    const point = 'for read-heavy reporting or analytics, denormalize to avoid costly joins';
    expect(coveredIn(evaluation, point)).toBe(true);
    expect(evaluation.domain_knowledge.weaknesses.join(' ')).not.toMatch(/but a strong answer/);
  });
});
