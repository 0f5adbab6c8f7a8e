import { describe, expect, it } from 'vitest';
import type { QuestionToJudge } from '../types.ts';
import { feedbackViolations } from './consistency.ts';
import { comparedPair, extractFeatures } from './features.ts';
import { embeddedScorer } from './embedded-scorer.test-support.ts';
import { withoutAudience } from './question-profile.ts';

// Rubrics lent to questions no bank question asks, as an LLM's plan or a typed question brings them (ADR 162, 164).
const { profiles, score } = embeddedScorer();

describe('a rubric lent to a question outside the bank', () => {
  it('is never lent by a common question, which is matched whole or not at all', async () => {
    const profile = await profiles({
      text: 'Tell me about a time you went above and beyond for a customer.',
      job_title: 'Customer Service Advisor',
      round_type: 'Behavioral',
    });
    expect(profile.aboutTheSpeaker).toBe(false);
    expect(
      profile.neighbours.map((n) => n.doc.question.id).filter((id) => id.startsWith('generic-common-')),
    ).toEqual([]);
    expect(profile.rubric.key_points.join(' ')).not.toContain('what went wrong');
  });

  it('is never lent by a question about the speaker’s own work to one that asks what something is', async () => {
    const profile = await profiles({
      text: 'What is a REST API?',
      job_title: 'Software Engineer',
      round_type: 'Technical',
    });
    for (const { doc } of profile.neighbours.filter((n) =>
      profile.rubric.key_points.some((k) => n.doc.question.key_points.includes(k)),
    ))
      expect(doc.question.text).not.toMatch(/\bhave you\b|\byou('ve| have) (built|written)\b/i);
    expect(profile.rubric.key_points).not.toContain('time saved with numbers');
  });

  it('is lent to a question about what something is only by a question that names that thing (ADR 167)', async () => {
    const technical = (text: string, job_title: string) =>
      profiles({ text, job_title, round_type: 'Technical' });
    for (const [text, job] of [
      ['What is a closure in JavaScript?', 'Frontend Developer'],
      ['What is a promise in JavaScript?', 'Frontend Developer'],
      ['What is the difference between SQL and NoSQL databases?', 'Backend Developer'],
    ]) {
      const profile = await technical(text!, job!);
      // Nothing of the event loop, nor of SQL injection.
      expect(profile.rubric.key_points.join(' '), text).not.toMatch(
        /main thread|long task|injection|concatenated/,
      );
    }
    // A lender whose key points name the thing still lends: "retries with backoff and a dead-letter queue". (A primary
    // key, which a blog's tables named, is a fundamental of its own since ADR 197.)
    const queue = await technical('What is a dead-letter queue?', 'Backend Developer');
    expect(queue.rubricSource).toBe('neighbours');
    expect(queue.rubric.key_points.join(' ')).toContain('dead-letter queue');
    // A lender that names the thing only in what it asks explains something else: "Design an observability approach
    // for hundreds of microservices…" says nothing of what microservices are (ADR 201). "What do you know about X?"
    // asks what X is.
    const microservices = await technical('What do you know about microservices?', 'Software Engineer');
    expect(microservices.rubric.key_points.join(' ')).not.toMatch(/OpenTelemetry|[Ss]ampling|retention/);
  });

  it('is lent to a question about what a term of several words is only by one that names the whole term (ADR 181)', async () => {
    const software = (text: string) =>
      profiles({ text, job_title: 'Software Engineer', round_type: 'Technical' });
    // "Injection" alone is SQL injection's; "normalise" alone a support team's ticket counts.
    const injection = await software('What is dependency injection?');
    expect(injection.rubric.key_points.join(' ')).not.toMatch(/parameteri[sz]ed|queries|database user/);
    const normalization = await software('What is database normalization and why is it used?');
    expect(normalization.rubric.key_points.join(' ')).not.toMatch(
      /contacts? per customer|contact rate|cohort/,
    );
  });

  it('never names a single everyday word as a concept the answer should mention', async () => {
    const profile = await profiles({
      text: 'How would you measure the success of a social media campaign?',
      job_title: 'Marketing Executive',
      round_type: 'Technical',
    });
    expect(profile.rubric.concepts.map((c) => c.name)).not.toContain('place');
  });
});

describe('a question that asks to explain something to someone', () => {
  it('is about what is explained, not about whom it is for', () => {
    expect(withoutAudience('How would you explain a p-value to a non-technical manager?')).toBe(
      'How would you explain a p-value?',
    );
    // An audience that opens the question, or a question that goes on after it, stays as it is.
    const asked =
      'How would you explain to a manager why the average order value can be misleading, and what would you show instead?';
    expect(withoutAudience(asked)).toBe(asked);
  });

  it('takes a plain explanation as an answer to it', async () => {
    const evaluation = await score(
      {
        text: 'How would you explain a p-value to a non-technical manager?',
        job_title: 'Data Analyst',
        round_type: 'Technical',
      },
      "I'd say a p-value tells you how surprising your result would be if nothing was really going on. So if we ran a test on a new checkout page and got a p-value of 0.03, it means there's only a 3 percent chance of seeing a difference that big just by luck. It doesn't tell you how big or important the effect is, so I'd always show the actual difference in conversion too.",
    );
    expect(evaluation.summary).not.toContain('does not address');
    expect(evaluation.overall_score).toBeGreaterThanOrEqual(60);
    expect(feedbackViolations(evaluation)).toEqual([]);
  });
});

describe('an explanation that only names what was asked (ADR 176)', () => {
  // TCP and UDP are a fundamental now, with a rubric whose terms "reliable" and "faster" are (ADR 195).
  const https: QuestionToJudge = {
    text: 'What is the difference between HTTP and HTTPS?',
    job_title: 'Junior Developer',
    round_type: 'Technical',
  };

  it('is a general claim: the names the question gives are no detail of the answer', async () => {
    const vague = await score(
      https,
      'HTTPS is more secure and HTTP is faster. They are both protocols used on the internet. I learned about them in my networking module.',
    );
    expect(vague.domain_knowledge.strengths.join(' ')).not.toMatch(/specific/);
    expect(vague.domain_knowledge.weaknesses.join(' ')).toMatch(
      /Name the specific checks, tools, figures or terms/,
    );
    const full = await score(
      https,
      "HTTPS is HTTP sent over TLS. The browser and server do a handshake, the server proves who it is with a certificate signed by a certificate authority, and they agree a session key, so everything after that is encrypted and can't be read or changed on the way. Plain HTTP sends everything as clear text, so anyone on the same wifi can read passwords or inject content. The cost of TLS today is small, so every site should use HTTPS.",
    );
    expect(full.overall_score - vague.overall_score).toBeGreaterThanOrEqual(20);
    expect(feedbackViolations(vague)).toEqual([]);
  });

  it('is no figure of the answer where the name the question gives holds one', async () => {
    const question: QuestionToJudge = {
      text: 'What is the difference between IPv4 and IPv6?',
      job_title: 'Junior Developer',
      round_type: 'Technical',
    };
    const answer = 'IPv6 is newer and IPv4 is older. They are both protocols used on the internet.';
    expect(extractFeatures(await profiles(question), answer).numbers).toEqual([]);
    expect(
      extractFeatures(await profiles(question), 'IPv6 addresses are 128 bits long.').numbers,
    ).toHaveLength(1);
    // Nor does a digit in the name make a comparison say what the thing is (ADR 185).
    const ipv6 = await score(question, answer);
    expect(ipv6.articulation.missing_areas.join(' ')).toContain(
      'You said "IPv6 is newer and IPv4 is older", which compares it or calls it a thing without saying what it is.',
    );
  });

  it('is about what was asked where it weighs the two things the question compares (ADR 196)', async () => {
    const question: QuestionToJudge = {
      text: 'What is the difference between IPv4 and IPv6?',
      job_title: 'Junior Developer',
      round_type: 'Technical',
    };
    // USE reads this answer as further from the question (0.78 kept) than "IPv6 is newer and IPv4 is older" (0.89):
    // its domain knowledge scored 66 against the vague answer's 73.
    const full = await score(
      question,
      "IPv4 addresses are 32 bits, about four billion of them, which ran out, so most networks hide many devices behind one address with NAT. IPv6 addresses are 128 bits, so every device can have its own public address, and the header is simpler with no checksum. The catch is that the two don't talk directly, so networks run both side by side in dual stack during the transition.",
    );
    const vague = await score(
      question,
      'IPv6 is newer and IPv4 is older. They are both protocols used on the internet.',
    );
    expect(full.domain_knowledge.score - vague.domain_knowledge.score).toBeGreaterThanOrEqual(5);
    expect(full.overall_score - vague.overall_score).toBeGreaterThanOrEqual(15);
    expect(feedbackViolations(full)).toEqual([]);
  });

  it('quotes a point about one of the two things compared from what the answer says of that one', async () => {
    const evaluation = await score(
      {
        text: 'What is the difference between authentication and authorization?',
        job_title: 'Junior Developer',
        round_type: 'Technical',
      },
      'Authentication checks who you are, for example with a password, a token or a fingerprint. Authorization decides what you are allowed to do once we know who you are, for example whether this user can delete an invoice, using roles or permissions.',
    );
    const authentication = evaluation.domain_knowledge.strengths.find((s) =>
      s.includes('authentication verifies'),
    );
    expect(authentication).toContain('("Authentication checks who you are');
    expect(feedbackViolations(evaluation)).toEqual([]);
    // Lent by a bank question, a point that names containers alone is quoted from what the answer says of containers:
    // USE puts the sentence about virtual machines as close to it. (Authentication and authorization, the first case
    // of this test, has had a rubric of its own since ADR 197.)
    const containers = await score(
      {
        text: 'What is the difference between a container and a virtual machine?',
        job_title: 'DevOps Engineer',
        round_type: 'Technical',
      },
      'A virtual machine runs a whole guest operating system on a hypervisor, so it is heavy and slow to start. A container shares the host kernel and only packages the app and its libraries, so it starts in seconds.',
    );
    expect(containers.domain_knowledge.strengths.join(' ')).toContain(
      'Containers are lighter and start faster; VMs isolate more strongly ("A container shares the host kernel',
    );
    expect(feedbackViolations(containers)).toEqual([]);
  });

  it('reads the two things a question compares, and none where it lists more', () => {
    const sides = (question: string) => comparedPair(question)?.map((side) => [...side]) ?? null;
    expect(sides('What is the difference between an inner join and a left join?')).toEqual([
      ['inner'],
      ['left'],
    ]);
    expect(sides('SQL vs NoSQL: which would you choose?')).toEqual([['sql'], ['nosql']]);
    expect(sides('What is the difference between a process and a thread in Java?')).toEqual([
      ['process'],
      ['thread'],
    ]);
    expect(
      sides(
        'What is the difference between the HTTP methods GET, POST, PUT, PATCH and DELETE, and which are idempotent?',
      ),
    ).toBeNull();
    expect(sides('Explain what a database index is.')).toBeNull();
  });

  it('explains no mechanism by saying the thing is important', async () => {
    const vague = await score(
      { text: 'What is Big O notation?', job_title: 'Junior Developer', round_type: 'Technical' },
      'Big O notation is about how fast code is. O of 1 is the fastest. You want your code to be as efficient as possible so Big O is important.',
    );
    expect(vague.articulation.strengths.join(' ')).not.toMatch(/how or why it works/);
  });
});

describe('a definition by the word the thing is named after (ADR 182)', () => {
  const software = (text: string): QuestionToJudge => ({
    text,
    job_title: 'Software Engineer',
    round_type: 'Technical',
    difficulty_level: 'Professional',
  });

  it('is quoted with advice to say what it is in other words, and shows no other part', async () => {
    const e = await score(
      software('Explain what a closure is in JavaScript.'),
      'A closure is when you close a function so nobody can change it. It makes the code more secure and is used a lot in JavaScript frameworks like React.',
    );
    expect(e.articulation.missing_areas).toContain(
      'You said "A closure is when you close a function so nobody can change it", which explains it by its own name and tells the listener nothing new. Say what it is or does in other words, in the terms of the field.',
    );
    expect(e.articulation.strengths.join(' ')).not.toContain('close a function');
    expect(feedbackViolations(e)).toEqual([]);
    const right = await score(
      software('Explain what a closure is in JavaScript.'),
      'A closure is a function together with the variables from the scope where it was created. Even after the outer ' +
        'function has returned, the inner function can still read and change those variables. For example, a ' +
        'makeCounter function can declare let count = 0 and return a function that increments count; each counter ' +
        'you make keeps its own count. Closures are how you get private state in JavaScript, and they are also ' +
        'behind the classic bug where callbacks in a loop with var all see the last value.',
    );
    expect(right.overall_score).toBeGreaterThan(e.overall_score + 5);
  });
});
