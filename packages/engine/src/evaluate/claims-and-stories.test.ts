import { describe, expect, it } from 'vitest';
import type { QuestionToJudge } from '../types.ts';
import { feedbackViolations } from './consistency.ts';
import { embeddedScorer } from './embedded-scorer.test-support.ts';

// Story questions no bank question asks, answered with a story and with claims about oneself (ADR 169).
const { score } = embeddedScorer();

const conflict: QuestionToJudge = {
  text: 'Tell me about a time you had a conflict with a coworker.',
  job_title: 'Customer Service Advisor',
  round_type: 'Behavioral',
};

const STORY =
  "At the call centre, a colleague kept taking my callbacks off the shared board and closing them without calling, so my customers were chasing me. Instead of complaining to the manager, I asked her for a coffee and asked what was going on. It turned out she thought the board was first come first served. We agreed to put our initials on each callback, and I suggested the same to the team lead, who made it the rule for everyone. We haven't had a lost callback since.";
const CLAIM =
  'I get along with everyone so I have never really had a conflict. If I did, I would talk to them calmly and try to find a solution that works for both of us.';

describe('a story question answered with claims about oneself', () => {
  it('credits no part of a story to a conflict never had, and scores it far below a story told', async () => {
    const claim = await score(conflict, CLAIM);
    expect(claim.domain_knowledge.key_points!.filter((k) => k.covered)).toEqual([]);
    const story = await score(conflict, STORY);
    expect(story.overall_score - claim.overall_score).toBeGreaterThanOrEqual(30);
    expect(feedbackViolations(claim)).toEqual([]);
    expect(feedbackViolations(story)).toEqual([]);
  });

  it('quotes the scene where the story opens, not its ending, and takes "first come, first served" as no cliché', async () => {
    const story = await score(conflict, STORY);
    const said = story.domain_knowledge.strengths.join(' ');
    expect(said).toMatch(/sets out the situation[^"]*\("At the call centre/);
    expect(story.domain_knowledge.weaknesses.join(' ')).not.toMatch(/come first/);
  });
});

describe('what someone else did on the occasion', () => {
  it('is part of the story, not a general claim (ADR 173)', async () => {
    const story = await score(
      {
        text: 'Tell me about a time you went above and beyond for a customer.',
        job_title: 'Retail Assistant',
        round_type: 'Behavioral',
      },
      'An elderly customer came in looking for a particular brand of gluten-free bread that we had sold out of. I checked our stock system, found that our other branch had four loaves, and rang them to hold two. Then I wrote down the address and bus number for her. She came back the next week to thank me and told my manager, who mentioned it at our team meeting.',
    );
    expect(story.domain_knowledge.weaknesses.join(' ')).not.toMatch(/general claim/);
    expect(story.articulation.strengths.join(' ')).toMatch(/said how it ended: "She came back the next week/);
    expect(feedbackViolations(story)).toEqual([]);
  });
});

// 47 bank questions have two key points of one part ("Action: reproduced the bug and read the code carefully",
// "Action: kept the fix small and added a test"), both judged by what the speaker did (ADR 183).
describe('a story whose question asks for two things the speaker did', () => {
  const bug: QuestionToJudge = {
    text: 'Tell me about a time you had to fix a bug in code someone else wrote. How did you approach it?',
    job_title: 'Full Stack Developer',
    round_type: 'Behavioral',
  };

  it('says each deed once, without a contradiction, told in two sentences or in one', async () => {
    const two = await score(
      bug,
      'In my internship a checkout page sometimes charged customers twice, in code written by a contractor who had ' +
        'left. I reproduced it by clicking fast on a slow network, then read the handler and found it never disabled ' +
        'the button. I added a guard and a test for the double click. The double charges stopped.',
    );
    const deeds = two.domain_knowledge.strengths.filter((s) => s.startsWith('Your answer says what you did'));
    expect(deeds).toHaveLength(2);
    expect(feedbackViolations(two)).toEqual([]);
    const one = await score(
      { ...bug, text: 'Tell me about a bug you fixed.', job_title: 'Software Engineer' },
      'Last spring a form crashed because someone had set the proto field from user input. I replaced the object ' +
        'with a Map and a key check, and the crash never came back.',
    );
    const said = one.domain_knowledge.strengths.filter((s) => s.startsWith('Your answer says what you did'));
    expect(new Set(said).size).toBe(said.length);
    expect(feedbackViolations(one)).toEqual([]);
  });
  // One deed covers one of the two points, the one its words fit; a sentence that tells two covers both and says so,
  // so that the summary's "four of the four" stands beside lines that say four things (ADR 186).
  it('covers as many points of what the speaker did as the answer tells deeds, and says them as many', async () => {
    const scene =
      'In my internship a checkout page written by a contractor who had left sometimes charged customers twice. ';
    const end = ' After that release the double charges stopped.';
    const one = await score(bug, `${scene}I added a guard to the click handler.${end}`);
    expect(one.summary).toMatch(/^You covered three of the four key points/);
    expect(
      one.domain_knowledge.missing_areas.filter((s) =>
        s.startsWith('A strong answer also says what you did: '),
      ),
    ).toHaveLength(1);
    expect(feedbackViolations(one)).toEqual([]);
    const three = await score(
      bug,
      `${scene}I reproduced it on a slow network, read the click handler and added a guard with a test.${end}`,
    );
    expect(three.summary).toMatch(/^You covered four of the four key points/);
    expect(three.domain_knowledge.strengths).toContain(
      'Your answer says two things you did ("I reproduced it on a slow network, read the click handler and added a guard with a test.").',
    );
    expect(feedbackViolations(three)).toEqual([]);
    // Said as one deed, the line would count one point of two.
    const miscounted = {
      ...three,
      domain_knowledge: {
        ...three.domain_knowledge,
        strengths: three.domain_knowledge.strengths.map((s) =>
          s.replace('says two things you did', 'says what you did'),
        ),
      },
    };
    expect(feedbackViolations(miscounted).map((v) => v.rule)).toContain(
      'the lines of a part of a story count other than its points covered',
    );
  });
});

describe('"comes first" in a technical answer', () => {
  it('puts one of the two things compared first, and claims no priority (ADR 197)', async () => {
    const technical = (text: string): QuestionToJudge => ({
      text,
      job_title: 'Backend Developer',
      round_type: 'Technical',
    });
    const order = await score(
      technical('What is the difference between authentication and authorization?'),
      'Authentication comes first: it checks who you are, with a password or a token, and a 401 means you are not logged in. Authorization then decides what you are allowed to do, like whether this user can delete an invoice, and a 403 means you are logged in but not allowed.',
    );
    expect(order.domain_knowledge.weaknesses.join(' ')).not.toMatch(/comes first/);
    expect(order.domain_knowledge.strengths.join(' ')).toContain('("Authentication comes first');
    expect(feedbackViolations(order)).toEqual([]);
    // Said of anything else, it is the claim it sounds like.
    const claim = await score(
      technical('How do you keep a web application secure?'),
      'Security comes first for me. I always think about security in everything I build.',
    );
    expect(claim.domain_knowledge.weaknesses.join(' ')).toMatch(/Phrases like "comes first"/);
    // As it is of anything but the two things compared.
    const aside = await score(
      technical('What is the difference between authentication and authorization?'),
      'Security comes first for me. Authentication checks who you are and authorization decides what you may do.',
    );
    expect(aside.domain_knowledge.weaknesses.join(' ')).toMatch(/Phrases like "comes first"/);
    // And in a story, where choosing between two things is the occasion, not an order to explain.
    const story = await score(
      {
        text: 'Tell me about a time you had to choose between speed and safety.',
        job_title: 'Warehouse Operative',
        round_type: 'Behavioral',
      },
      'Safety comes first for me. Last winter the loading bay was icy and the driver wanted us to rush the pallets, so I stopped the unloading until we had gritted the ramp, and we lost twenty minutes but nobody slipped.',
    );
    expect(story.domain_knowledge.weaknesses.join(' ')).toMatch(/Phrases like "comes first"/);
  });
});
