import { beforeAll, describe, expect, it } from 'vitest';
import { scoreAnswer, warmScorer } from './evaluate-answer.ts';
import { onQuestionGate } from './content-score.ts';
import { extractFeatures } from './features.ts';
import { questionProfile } from './infer-rubric.ts';
import { analyse, firstPersonActions } from './text.ts';

const none = { grammar: null, pitch_hz: null };
const overall = (question: Parameters<typeof scoreAnswer>[0], text: string) =>
  scoreAnswer(question, { text, duration_ms: 30_000 }, none).overall_score;

// The first use reads the word vectors and builds the bank index: a few seconds on a busy machine.
beforeAll(warmScorer, 60_000);

describe('relevance to the question asked', () => {
  it('counts a paraphrase of an expected concept (bank rubric synonyms)', () => {
    const question = { text: 'What is SQL injection, and how do you prevent it in the code you write?' };
    const features = extractFeatures(
      questionProfile(question),
      'Never glue user input into the query text; send it separately with bind parameters so the database treats it as data.',
    );
    const concept = features.concepts.find((c) => c.name === 'parameterised queries');
    expect(concept?.quote).toContain('bind parameters');
  });

  it('lends a question outside the bank the concepts of the bank questions it resembles', () => {
    const profile = questionProfile({
      text: 'How do you stop SQL injection in a Node API that builds queries from form fields?',
      job_title: 'Platform Engineer',
    });
    expect(profile.neighbours.map((n) => n.doc.question.text)).toContain(
      'What is SQL injection, and how do you prevent it in the code you write?',
    );
    const features = extractFeatures(profile, 'I always use prepared statements and a read only user.');
    expect(features.concepts.filter((c) => c.quote).map((c) => c.name)).toEqual(
      expect.arrayContaining(['parameterised queries', 'least privilege']),
    );
  });

  it('scores an on-domain answer to another question below a weak answer to this one', () => {
    const question = { text: 'What is SQL injection, and how do you prevent it in the code you write?' };
    const weak =
      'SQL injection is when an attacker puts SQL into an input and the database runs it. I would be careful with user input and check the queries.';
    const otherQuestion =
      'On the backend I secure the login with JWT tokens that expire after fifteen minutes, refresh tokens in an HttpOnly cookie, secrets in environment variables, HTTPS everywhere and rate limiting on the login endpoint.';
    expect(overall(question, weak)).toBeGreaterThan(overall(question, otherQuestion));
  });

  it('scales down an answer that stays off the question for most of its sentences, and says so', () => {
    const question = {
      text: 'How would you check whether a drop in weekly signups on a dashboard is real or a tracking problem?',
      job_title: 'Growth Analyst',
      round_type: 'Technical' as const,
    };
    const drifting =
      'I like to build dashboards in Looker. I keep each one to six charts with one colour per product line. I write the SQL views myself and version them in Git. Every Monday I send a summary to the leadership team with three insights.';
    const features = extractFeatures(questionProfile(question), drifting);
    expect(features.onTopic).toBeLessThan(0.35);
    expect(onQuestionGate(features)).toBeLessThan(1);
    const evaluation = scoreAnswer(question, { text: drifting, duration_ms: 30_000 }, none);
    expect(evaluation.domain_knowledge.weaknesses.join(' ')).toMatch(
      /different question|something other than the question asked/,
    );
    const onQuestion =
      'First I would check whether the signup events still arrive: compare the dashboard count with the signups table for the same days. If they match, I split the drop by channel and country to see where it comes from.';
    expect(onQuestionGate(extractFeatures(questionProfile(question), onQuestion))).toBe(1);
  });

  it('scores a long generic answer below a short precise one', () => {
    const question = {
      text: 'How would you find out why customers cancel their subscription in the first month?',
      job_title: 'Customer Success',
      round_type: 'Technical' as const,
    };
    const precise =
      'I would pull every first-month cancellation from the last quarter, read the exit survey reasons, and compare onboarding completion: at my last company 60 percent of early churners never connected their data source.';
    const generic =
      'Customers are the most important part of any business and keeping them happy is very important. I would make sure that we always listen to our customers and understand their needs, because every customer is different. I believe that good communication is key and that the whole team should be aligned around the customer. I am passionate about customer success and I would always go the extra mile to make sure customers feel valued, so that they stay with us for a long time and recommend us to others.';
    expect(overall(question, precise)).toBeGreaterThan(overall(question, generic) + 10);
  });
});

describe('firstPersonActions', () => {
  it('finds what the speaker did or would do, marking past actions, and ignores opinions', () => {
    const actions = firstPersonActions(
      'I sat with him and found the gap. I believe in patience. We would then re-run the job and cut the form.',
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        { verb: 'sit', past: true },
        { verb: 'find', past: true },
        { verb: 'cut', past: false },
      ]),
    );
    expect(actions.map((a) => a.verb)).not.toContain('believe');
  });
});

describe('americanSpelling', () => {
  it('treats British and American spellings as one word, and leaves look-alikes alone', () => {
    const [a, b, c, d] = analyse('prioritise prioritize behaviour behavior').stems;
    expect(a).toBe(b);
    expect(c).toBe(d);
    expect(analyse('advise hour').stems).toEqual(['advis', 'hour']);
  });
});
