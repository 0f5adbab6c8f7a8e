import { describe, expect, it } from 'vitest';
import { LABELLED_SET } from '../../bench/labelled-set.ts';
import { COMMON } from '../bank/generic/common.ts';
import type { QuestionToJudge } from '../types.ts';
import { feedbackViolations } from './consistency.ts';
import { embeddedScorer } from './embedded-scorer.test-support.ts';

// The questions nearly every interviewer asks, whatever the job (docs/decisions/162).
const { profiles, score } = embeddedScorer();

const asked = (text: string, job_title = 'Junior Developer'): QuestionToJudge => ({
  text,
  job_title,
  round_type: 'Warm-up',
});

const INTRODUCTION =
  "Hi, I'm Priya, I just finished my degree in computer science at Leeds. During my final year I built a small app that helps students split bills, and about two hundred people used it. I also did a summer internship at a logistics company where I wrote Python scripts to clean their delivery data. I'm looking for a junior developer role where I can keep learning and work on products people actually use.";
const WEAKNESS =
  'I used to find it hard to delegate. In my first team lead role I kept doing the month-end reports myself and I was working late every week. Now I write a short checklist for each task and hand it over with a review at the end, and two of my juniors now run the reports on their own.';
const NOT_ADDRESSED = 'Your answer does not address the question that was asked';
/** The summary's opening for an answer judged off the question, or to stray from it. */
const OFF_OR_STRAYS = /^(Your answer does not address|Much of your answer is about something other)/;

describe('a common question about the candidate', () => {
  it('is judged against its own rubric in any wording, though its words are all function words', async () => {
    for (const [text, common] of [
      ['Tell me about yourself.', 'Tell me about yourself.'],
      ['So, tell me a bit about yourself.', 'Tell me about yourself.'],
      ['What are your weaknesses?', 'What is your greatest weakness?'],
      ['Why do you want this job?', 'Why do you want to work here?'],
      ['How do you deal with pressure?', 'How do you handle stress and pressure?'],
      // As a sweep of twenty warm-up wordings found them missing (ADR 205).
      ['Introduce yourself.', 'Tell me about yourself.'],
      ['Walk me through your background.', 'Walk me through your CV.'],
      // Asked in a blind probe of the common questions, and without a rubric before (ADR 207).
      ['So what do you know about us?', 'What do you know about our company?'],
      ['How do you stay up to date in your field?', 'How do you keep learning?'],
      ['What did you learn from your last internship?', 'What did you learn from your last job?'],
      ['What are you most passionate about?', 'What are you passionate about?'],
      ['What makes you a good fit for this team?', 'Why should we hire you?'],
      ['What attracted you to this role?', 'Why do you want to work here?'],
    ]) {
      const profile = await profiles(asked(text!));
      expect(profile.aboutTheSpeaker, text).toBe(true);
      expect(profile.rubricSource, text).toBe('bank');
      expect(profile.rubric.key_points, text).toEqual(COMMON.find((q) => q.text === common)!.key_points);
    }
  });

  it('is known by what it asks, in words none of its wordings holds', async () => {
    for (const [text, common] of [
      ['What made you leave your last employer?', 'Why are you leaving your current job?'],
      ['Have you thought about what you would want to be paid?', 'What are your salary expectations?'],
      ["What's your story?", 'Tell me about yourself.'],
      ['What would your last manager say you should get better at?', 'What is your greatest weakness?'],
      ['How much do you know about the firm?', 'What do you know about our company?'],
      // Three asked often enough to join the common questions (ADR 208).
      ['How did you fill the gap on your CV in 2023?', 'Can you explain the gap in your CV?'],
      ['Are you a team player?', 'Do you prefer working alone or in a team?'],
      ['What do you get up to in your free time?', 'What do you do outside work?'],
    ]) {
      const profile = await profiles(asked(text!));
      expect(profile.aboutTheSpeaker, text).toBe(true);
      expect(profile.rubric.key_points, text).toEqual(COMMON.find((q) => q.text === common)!.key_points);
    }
    // Not a story that happens to name what one asks, nor a technical question.
    for (const question of [
      asked('Tell me about a time you had to work under a lot of pressure at a weekend event.'),
      {
        ...asked('How would you keep the build pipeline from failing under pressure from many merges?'),
        round_type: 'Technical' as const,
      },
    ])
      expect((await profiles(question)).aboutTheSpeaker, question.text).toBe(false);
  });

  it('takes a preference for both, with a strength in it, as an answer to whether one is a team player (ADR 208)', async () => {
    const result = await score(
      asked('Are you a team player, or do you prefer working on your own?', 'Pharmacy Dispenser'),
      "Honestly, a bit of both. I'm good at focused work on my own, like the weekly stock reconciliation I do at our branch in Leeds. But on Saturdays we run the dispensary as a team of four, and I'm usually the one who keeps the queue moving and tells the pharmacist what's waiting.",
    );
    expect(result.summary).not.toMatch(OFF_OR_STRAYS);
    expect(result.overall_score).toBeGreaterThanOrEqual(50);
  });

  it('gives the reason asked for where the key point finds what draws the speaker, however it is asked (ADR 208)', async () => {
    const result = await score(
      asked('What made you apply for this post?', 'Physiotherapy Assistant'),
      "I've got some personal experience of physiotherapy, because my mum broke her hip and I saw how much it helped her. I used to work in a gym, so I'm used to working with people and keeping records. I think I'd be good at supporting the physios, and I'd like to learn more.",
    );
    expect(feedbackViolations(result)).toEqual([]);
  });

  it('tells an answer that names no pay that it does not answer the salary question, whatever else it says (ADR 208)', async () => {
    const question = asked('What sort of pay are you hoping for?', 'Payroll Assistant');
    const introduction = await score(
      question,
      "I'm Dan, I'm twenty-six, and I've worked in payroll for three years. I started at a recruitment agency in Derby running the weekly temp payroll, about four hundred staff, and last year I passed my CIPP foundation certificate. I also do the books for our cricket club, about twelve thousand a year in subscriptions.",
    );
    const range = await score(
      question,
      "I've looked at payroll assistant roles in Derby and most advertise twenty-four to twenty-seven thousand. With three years' experience and my CIPP certificate I'd be hoping for around twenty-six, but the pension and hybrid working matter to me too.",
    );
    expect(introduction.summary).toMatch(OFF_OR_STRAYS);
    expect(range.summary).not.toMatch(OFF_OR_STRAYS);
    expect(range.overall_score).toBeGreaterThan(introduction.overall_score + 15);
  });

  it('is none of the labelled questions, each about a task or an occasion of its own field', async () => {
    for (const { question } of LABELLED_SET.slice(0, 40))
      expect((await profiles(question)).aboutTheSpeaker, question.text).toBe(false);
  }, 60_000);

  it('takes a good introduction as one, and scores it well above one made of general claims', async () => {
    const good = await score(asked('Tell me about yourself.'), INTRODUCTION);
    expect(good.summary).not.toContain(NOT_ADDRESSED);
    expect(good.overall_score).toBeGreaterThanOrEqual(60);
    expect(good.domain_knowledge.strengths.join(' ')).toContain('current studies or experience');
    const vague = await score(
      asked('Tell me about yourself.'),
      'I am a hard-working and passionate person. I am a team player and a fast learner, and I always give one hundred percent.',
    );
    expect(good.overall_score - vague.overall_score).toBeGreaterThanOrEqual(20);
    expect(feedbackViolations(good)).toEqual([]);
    expect(feedbackViolations(vague)).toEqual([]);
  });

  it('takes a weakness told with its example and what is done about it as an answer, in words of its own', async () => {
    const evaluation = await score(asked('What is your greatest weakness?', 'Accountant'), WEAKNESS);
    expect(evaluation.summary).not.toContain(NOT_ADDRESSED);
    expect(evaluation.overall_score).toBeGreaterThanOrEqual(50);
    const strengths = evaluation.domain_knowledge.strengths.join(' ');
    expect(strengths).toContain('a real weakness rather than a strength in disguise');
    expect(strengths).toContain('what you are doing to improve it');
    expect(feedbackViolations(evaluation)).toEqual([]);
  });

  it('takes strengths said of the job in its own words as an answer, and a time of day as no cliché', async () => {
    const evaluation = await score(
      asked('What are your strengths?', 'Cashier'),
      "I'm really good with numbers and I'm always friendly. My tills always balance at the end of the day, and last Christmas I was the fastest cashier in the store.",
    );
    expect(evaluation.summary).not.toContain(NOT_ADDRESSED);
    expect(evaluation.overall_score).toBeGreaterThanOrEqual(50);
    expect(evaluation.domain_knowledge.strengths.join(' ')).toContain('a strength named plainly');
    expect(evaluation.domain_knowledge.weaknesses.join(' ')).not.toContain('at the end of the day');
    expect(feedbackViolations(evaluation)).toEqual([]);
  });

  it("takes questions of the candidate's own, three words with examples, and a researched range as answers", async () => {
    for (const [question, answer] of [
      [
        'Do you have any questions for us?',
        'Yes, a couple. What does a typical first month look like for a new developer on the team? And how do you do code reviews, is it pair programming or pull requests?',
      ],
      [
        'Describe yourself in three words.',
        'Curious, reliable and organised. Curious because I always want to know how things work, which is how I taught myself React. Reliable because in my internship I never missed a deadline.',
      ],
      [
        'What are your salary expectations?',
        "From what I've seen for junior developer roles in Manchester, the range is about twenty-eight to thirty-two thousand. I'd be comfortable in that range, but the learning and the team matter more to me at this stage, so I'm open to discussing the whole package.",
      ],
    ]) {
      const evaluation = await score(asked(question!), answer!);
      expect(evaluation.summary, question).not.toContain(NOT_ADDRESSED);
      // 12, 14 and 28 before. The salary answer's "…so I'm open to discussing the whole package" still reads as a
      // general claim (ADR 162), which keeps it in the forties.
      expect(evaluation.overall_score, question).toBeGreaterThanOrEqual(45);
      expect(evaluation.domain_knowledge.strengths.join(' '), question).toContain(
        'You covered this key point',
      );
      expect(feedbackViolations(evaluation), question).toEqual([]);
    }
  });

  it('takes what the candidate knows of the organisation first-hand as the specific thing asked (ADR 166)', async () => {
    const good = await score(
      asked('Why do you want to work here?', 'Software Engineer'),
      "I've used your app to split bills with my flatmates for two years, and I read your engineering blog post about moving payments to an event queue, which is exactly the kind of backend work I did in my final-year project. I want to work on a product I actually use, with a team that writes about its mistakes openly.",
    );
    expect(good.domain_knowledge.strengths.join(' ')).toContain('something specific about the organisation');
    expect(good.domain_knowledge.strengths.join(' ')).toContain('how it fits your skills and plans');
    const vague = await score(
      asked('Why do you want to work here?', 'Software Engineer'),
      'Because it is a great company with a great culture and I think I would learn a lot here. I am very passionate about technology.',
    );
    expect(good.overall_score - vague.overall_score).toBeGreaterThanOrEqual(20);
    expect(feedbackViolations(good)).toEqual([]);
  });

  it('tells an answer about something else that it does not address the question', async () => {
    const evaluation = await score(
      asked('What is your greatest weakness?', 'Accountant'),
      'A bank reconciliation compares the cash book with the bank statement. You list outstanding cheques and deposits in transit, then adjust for bank charges and interest until the balances agree.',
    );
    expect(evaluation.summary).toContain(NOT_ADDRESSED);
    expect(evaluation.overall_score).toBeLessThan(30);
  });

  it('takes what a candidate found out about the company as an answer to what they know of it (ADR 207)', async () => {
    const researched = await score(
      asked('What do you know about our company?', 'Software Engineer'),
      'You build payroll software for small businesses, mainly in the UK and Ireland, and I read that you passed ten thousand customers last year. I noticed you moved from a monolith to services on AWS, from your engineering blog post about the migration. What I like is that the product saves real owners hours every month.',
    );
    expect(researched.summary).not.toContain(NOT_ADDRESSED);
    // 47 before, with no rubric and its last sentence called a general claim.
    expect(researched.overall_score).toBeGreaterThanOrEqual(65);
    expect(feedbackViolations(researched)).toEqual([]);
  });

  it('takes strengths named as a list the candidate announced, each shown at work, as a strong answer (ADR 207)', async () => {
    const evaluation = await score(
      asked('What would you say are your greatest strengths?', 'Receptionist'),
      "I'd say two things. First, keeping calm when the phones are busy. In my current job at a dental practice I answer about eighty calls a day, and I book, move and confirm appointments while patients wait at the desk. Second, being careful with details: I check every booking against the dentist's diary before the patient leaves, so double bookings are rare.",
    );
    expect(evaluation.summary).not.toMatch(OFF_OR_STRAYS);
    expect(evaluation.domain_knowledge.strengths.join(' ')).toContain('a strength named plainly');
    expect(evaluation.domain_knowledge.strengths.join(' ')).toContain(
      'a real example of the strength at work',
    );
    expect(evaluation.overall_score).toBeGreaterThanOrEqual(65);
    expect(feedbackViolations(evaluation)).toEqual([]);
  });

  it('takes an introduction told by its years and its start as one (ADR 207)', async () => {
    const evaluation = await score(
      asked('Tell me a bit about yourself.', 'Baker'),
      "Sure. I'm a baker, five years in high-street bakeries. I started on the early shift at a small bakery in York, moved onto laminated doughs after a year, and did my Level 2 in baking alongside the job. For the last two years I've run the pastry bench at Crumb, a busy café in Harrogate, where I also write the weekly order and train the apprentices. I cut our unsold croissants by about a quarter by changing when we bake the second batch.",
    );
    // 16 before, told it did not address the question.
    expect(evaluation.summary).not.toMatch(OFF_OR_STRAYS);
    expect(evaluation.domain_knowledge.strengths.join(' ')).toContain('current studies or experience');
    expect(evaluation.overall_score).toBeGreaterThanOrEqual(65);
    expect(feedbackViolations(evaluation)).toEqual([]);
  });

  it('tells an answer it answers another common question only where it says what another asks for (ADR 207)', async () => {
    // Its goal said as a fragment, which no reading of a goal takes, and nothing another question asks for.
    const evaluation = await score(
      asked('Where do you see yourself in five years?', 'Garden Designer'),
      "Running my own small garden design business, with two or three people working for me. I'm doing the RHS Level 3 at night classes, and I've already designed four gardens for neighbours, including a rain garden that stopped their patio flooding.",
    );
    expect(evaluation.summary).not.toMatch(OFF_OR_STRAYS);
  });

  it('puts a good answer to another common question below a vague answer to this one (ADR 207)', async () => {
    const question = asked("What's your greatest weakness?", 'Pharmacist');
    const strengths = await score(
      question,
      "My main strength is accuracy under time pressure. On my community placement I did dispensing accuracy checks on around a hundred items a day, and in eight weeks I didn't have a single error reach a patient. I'm also good at explaining medicines in plain language, and I ran the placement's inhaler clinic two afternoons a week.",
    );
    const vague = await score(
      question,
      "I think my weakness is probably time management sometimes. I can leave things a bit late, but I always get them done in the end. I'm working on it and trying to get better.",
    );
    // 66 before: the encoder reads a pharmacist's strengths as close to her weakness.
    expect(strengths.overall_score).toBeLessThan(vague.overall_score);
    expect(strengths.summary).toMatch(
      /^(Your answer does not address the question|Much of your answer is about something other)/,
    );
    const weakness = await score(
      question,
      "I'd say I've been too slow to ask for help. On my summer placement I spent about twenty minutes on an unusual dosing regimen by myself while the patient waited. Since then I've set myself a rule: if I've been stuck for five minutes and a patient's waiting, I ask.",
    );
    expect(weakness.overall_score - vague.overall_score).toBeGreaterThanOrEqual(25);
    expect(weakness.domain_knowledge.missing_areas).toEqual([]);
    for (const evaluation of [strengths, vague, weakness]) expect(feedbackViolations(evaluation)).toEqual([]);
  });

  it('gives a strength in disguise no credit as a weakness', async () => {
    const evaluation = await score(
      asked('What is your greatest weakness?', 'Accountant'),
      'My greatest weakness is that I am a perfectionist and I work too hard. I care too much about getting everything right.',
    );
    expect(evaluation.domain_knowledge.missing_areas.join(' ')).toContain(
      'a real weakness rather than a strength in disguise',
    );
    expect(evaluation.overall_score).toBeLessThan(45);
    // A poor answer to this question, not one to another, told in words of the field (ADR 207).
    const pharmacist = await score(
      asked("What's your greatest weakness?", 'Pharmacist'),
      "Honestly, I'd say I'm a perfectionist. I care a lot about getting things right and I work very hard, so sometimes I put too much pressure on myself. But I think in pharmacy that's a good thing.",
    );
    for (const { summary } of [evaluation, pharmacist]) expect(summary).not.toMatch(OFF_OR_STRAYS);
  });

  it('praises an example exactly where it finds the key point that asks for one, never one without the other', async () => {
    for (const [question, answer] of [
      [asked('What is your greatest weakness?', 'Accountant'), WEAKNESS],
      [
        asked('What motivates you?', 'Sales Representative'),
        'Hitting a target I set for myself. Last quarter I set myself a goal of twenty demos a month, above the team target, and I tracked it on a whiteboard. I also like the moment a customer tells me the product actually solved their problem.',
      ],
      [
        asked('What are your greatest strengths?', 'Accountant'),
        'My main strength is that I am careful with detail. In my last job I reconciled about forty supplier accounts every month and I found a duplicate payment of twelve thousand pounds that had been missed for a year.',
      ],
    ] as const) {
      const evaluation = await score(question, answer);
      const praised = evaluation.articulation.strengths.find((s) => s.startsWith('You backed it with'));
      const covered = evaluation.domain_knowledge.strengths.find((s) => /a real example/.test(s));
      expect(praised, question.text).toBeDefined();
      expect(covered, question.text).toBeDefined();
      // Both quote the same passage.
      const quoted = (s: string) => /"(?:…)?([^"…]{12})/.exec(s)![1];
      expect(quoted(covered!), question.text).toBe(quoted(praised!));
    }
  });
});
