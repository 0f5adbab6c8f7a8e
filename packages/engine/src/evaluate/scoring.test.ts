import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_A } from '../../bench/labelled-set-a.ts';
import { PART_B } from '../../bench/labelled-set-b.ts';
import { PART_C } from '../../bench/labelled-set-c.ts';
import { PART_D } from '../../bench/labelled-set-d.ts';
import { PART_E } from '../../bench/labelled-set-e.ts';
import { PART_F } from '../../bench/labelled-set-f.ts';
import { PART_G } from '../../bench/labelled-set-g.ts';
import { PART_J } from '../../bench/labelled-set-j.ts';
import { LABELLED_SET, LEVELS } from '../../bench/labelled-set.ts';
import { createSentenceEncoder } from '../adapters/sentence-encoder.ts';
import type { Evaluation, QuestionToJudge } from '../types.ts';
import { feedbackViolations } from './consistency.ts';
import { articulationParts, findArticulation } from './articulation.ts';
import { coverage, onQuestion, relevanceMeasures } from './content-score.ts';
import { asQuoted, midSentence } from './content-feedback.ts';
import { createContentJudge, scoreAnswer } from './evaluate-answer.ts';
import { type ContentFeatures, extractFeatures } from './features.ts';
import { keyPointSentences } from './key-point-reading.ts';
import { type Meaning, measureMeaning } from './meaning.ts';
import { createProfiles } from './question-profile.ts';
import { questionSubjects } from './question-focus.ts';
import { questionFromHook } from '../plan/personalise.ts';
import { planInterview } from '../plan/plan-interview.ts';

const encoder = createSentenceEncoder();
const judge = createContentJudge(encoder);
const profiles = createProfiles(encoder);
const none = { grammar: null, pitch_hz: null };
const score = async (question: QuestionToJudge, text: string) =>
  scoreAnswer(question, { text, duration_ms: 30_000 }, none, {}, await judge.judge(question, text));
/** The rules the consistency checker finds broken in an evaluation whose domain strengths are these instead. */
const rulesWithStrengths = (evaluation: Evaluation, strengths: string[]) =>
  feedbackViolations({ ...evaluation, domain_knowledge: { ...evaluation.domain_knowledge, strengths } }).map(
    (v) => v.rule,
  );

beforeAll(() => judge.warm(), 60_000);
afterAll(() => encoder.close());

/** A warm-up question outside the bank, whose rubric is lent by a backend developer's warm-up question. */
const PROJECT_END_TO_END: QuestionToJudge = {
  text: 'What is a project you built end to end, and what did you learn from it?',
  job_title: 'Full Stack Developer',
  round_type: 'Warm-up',
};

/** A technical question outside the bank, for answers made of general claims. */
const RIGHT_MEDICATION: QuestionToJudge = {
  text: 'How do you make sure you are giving the right medication to the right patient?',
  job_title: 'Registered Nurse',
  round_type: 'Technical',
};

/** A new clarithromycin prescription for a patient on warfarin, a labelled question whose off-topic answer strays. */
const WARFARIN = PART_F.find((q) => q.question.text.includes('warfarin'))!;

describe('the embedded scorer', () => {
  const { question, answers } = PART_A[1]!; // SQL injection, a bank question

  it('scores an empty or silent answer 0 and labels it Incomplete Response, a report the checker passes', () => {
    for (const text of ['', 'um uh', '   ', '😀😀 12345 67890 !!!']) {
      const result = scoreAnswer(question, { text, duration_ms: 0 }, none, {}, undefined);
      expect(result.overall_score).toBe(0);
      expect(result.level).toBe('Incomplete Response');
      expect(feedbackViolations(result)).toEqual([]);
      // Judged all the same, it would break the checker's rules.
      const praised = { ...result.articulation, strengths: ['You said plainly what it is: "12345".'] };
      expect(feedbackViolations({ ...result, articulation: praised }).map((v) => v.rule)).toContain(
        'an answer not judged is judged',
      );
    }
  });

  it('covers a point of where the thing does not help only by a passage that says so, not by one that it works (ADR 188)', async () => {
    const index = PART_A[0]!.question; // "Explain what a database index is, and when adding one might not help…"
    const answer =
      'An index is a separate sorted structure, usually a B-tree, that points to the rows of a table. When you query by ' +
      'an indexed column, the database walks the tree instead of scanning every row.';
    const result = await score(index, answer);
    const point = (evaluation: Evaluation) =>
      evaluation.domain_knowledge.key_points!.find((k) => k.point.includes('may not benefit'))!;
    expect(point(result).covered).toBe(false);
    expect(result.domain_knowledge.missing_areas).toContain(
      'A strong answer also covers this point: low-selectivity columns or small tables may not benefit.',
    );
    expect(feedbackViolations(result)).toEqual([]);
    const limited = await score(
      index,
      `${answer} On a small table, or a column like a yes or no flag, it does not help: the database reads everything anyway.`,
    );
    expect(point(limited).covered).toBe(true);
  });

  it("takes the question's own words as no support for a key point, only beside one of the point's own (ADR 189)", async () => {
    const transactions: QuestionToJudge = {
      text: 'What is a database transaction, and what do the ACID properties guarantee?',
      job_title: 'Backend Developer',
      round_type: 'Technical',
    };
    const groups = (evaluation: Evaluation) =>
      evaluation.domain_knowledge.key_points!.find((k) => k.point.startsWith('a transaction groups'))!
        .covered;
    const wrong = await score(
      transactions,
      'A transaction is when you buy something and the money moves. ACID stands for the four properties that make a database good and fast.',
    );
    expect(groups(wrong)).toBe(false);
    expect(feedbackViolations(wrong)).toEqual([]);
    const right = await score(
      transactions,
      'A transaction is a group of statements that succeed or fail together, so the database never keeps half of them.',
    );
    expect(groups(right)).toBe(true);
  });

  it('takes an example the key point names, where the answer names it, as the example given (ADR 190)', async () => {
    const join: QuestionToJudge = {
      text: 'What is a SQL join? Explain the difference between an inner join and a left join with a simple example.',
      job_title: 'Backend Developer',
      round_type: 'Technical',
    };
    const example = (evaluation: Evaluation) =>
      evaluation.domain_knowledge.key_points!.find((k) => k.point.includes('such as users and orders'))!
        .covered;
    const result = await score(
      join,
      'A join combines rows from two tables on a matching column. With users and orders, an inner join only returns ' +
        'users who have orders, while a left join returns every user, with nulls in the order columns for users who have none.',
    );
    expect(example(result)).toBe(true);
    expect(feedbackViolations(result)).toEqual([]);
    // Named without its other half, it is not that example.
    const half = await score(join, 'A join combines rows from two tables. Users are kept by a left join.');
    expect(example(half)).toBe(false);
  });

  it('ranks a strong answer above an adequate, a weak and an off-topic one', async () => {
    const [strong, adequate, weak, off] = await Promise.all(
      [answers.strong, answers.adequate, answers.weak, answers.off_topic].map(
        async (t) => (await score(question, t)).overall_score,
      ),
    );
    expect(strong).toBeGreaterThan(adequate!);
    expect(adequate).toBeGreaterThan(weak!);
    expect(weak).toBeGreaterThan(off!);
  });

  it('does not reward padding an answer with generic talk', async () => {
    const padded = `${answers.adequate} ${'I am passionate about quality and I always follow best practices with the team. '.repeat(4)}`;
    expect((await score(question, padded)).overall_score).toBeLessThanOrEqual(
      (await score(question, answers.adequate)).overall_score,
    );
  });

  it('tells an answer to another question that it does not address the one asked, first and in the summary', async () => {
    const result = await score(question, answers.off_topic);
    expect(result.domain_knowledge.weaknesses[0]).toMatch(
      new RegExp(
        `^Your answer does not address the question that was asked: ${question.text.replace(/[?.]/g, '\\$&')}`,
      ),
    );
    expect(result.summary).toContain('does not address the question');
    expect(feedbackViolations(result)).toEqual([]);
  });

  it('says that much of an answer is about something else where its scores keep only about half their worth', async () => {
    const { question, answers } = WARFARIN;
    // Starting warfarin (the INR book, vitamin K in the diet) given to a new clarithromycin prescription for a patient
    // on it: it had been told "Your answer addresses the question asked".
    const strayed = await score(question, answers.off_topic);
    expect(strayed.summary).toMatch(/^Much of your answer is about something other than what was asked\. /);
    expect(strayed.summary).not.toMatch(/addresses the question/);
    expect(feedbackViolations(strayed)).toEqual([]);
    const kept = await score(question, answers.strong);
    expect(kept.summary).not.toMatch(/something other than what was asked|does not address/);
  });

  it('says that an answer addresses the question only where that is clear', async () => {
    const averages = PART_E.find((q) => q.question.text.includes('average order value'))!;
    // Data cleaning (duplicates, date formats) given to "why the average order value can be misleading": near the
    // line, judged on the question, and told "Your answer addresses the question asked" (ADR 155).
    const cleaning = await score(averages.question, averages.answers.off_topic);
    expect(cleaning.summary).not.toMatch(/addresses the question/);
    expect(feedbackViolations(cleaning)).toEqual([]);
    // A bank question of a related role on another topic is what the judge set a QA tester's answer against.
    const bugReport = PART_G.find((q) => q.question.text.includes('good bug report'))!;
    const strong = await score(bugReport.question, bugReport.answers.strong);
    expect(strong.summary).toMatch(/^Your answer addresses the question asked\. /);
  });

  it('makes no claim that an answer addresses the question where the bank holds nothing to set it against', async () => {
    // A nurse's question: no bank role is related, so an answer about infection control reads as close to it as a
    // right one does (ADR 159). The right answer is not told it addresses the question either: the judge could not
    // tell it from the other.
    const question: QuestionToJudge = {
      text: 'How do you make sure you are giving the right medication to the right patient?',
      job_title: 'Registered Nurse',
      round_type: 'Technical',
    };
    for (const answer of [
      'I check two identifiers against the wristband and the chart, scan the barcode, check allergies and the dose, ' +
        'and for insulin a second nurse checks with me before I give it.',
      'Infection control matters most to me. I wash my hands before and after every patient, wear gloves for personal ' +
        'care and wipe the shared equipment between patients.',
    ]) {
      const evaluation = await score(question, answer);
      expect(evaluation.summary).not.toMatch(/addresses the question/);
      expect(feedbackViolations(evaluation)).toEqual([]);
    }
  });

  it('never names a question the answer is said to fit better, as the closest one is rarely apt', async () => {
    const { question, answers } = PART_B[0]!; // a slow React page; the answer is about styling, forms and state
    const result = await score(question, answers.off_topic);
    expect(result.summary).toContain('does not address the question');
    // It was told it fitted "Which part of backend work energises you most…" better.
    const told = [result.summary, ...result.domain_knowledge.weaknesses, ...result.articulation.weaknesses];
    expect(told.join(' ')).not.toMatch(/fits another question|backend work energises/i);
  });

  it('says "both" of two general sentences, and never counts "everything" as a term of the field', async () => {
    const result = await score(
      RIGHT_MEDICATION,
      'Patient safety is my top priority. I am a very careful person and I always double check everything, because mistakes can be very serious in nursing and I would never want to harm anyone.',
    );
    expect(result.domain_knowledge.weaknesses).toContainEqual(
      expect.stringMatching(/^Both of your sentences are general claims rather than evidence/),
    );
    expect(JSON.stringify(result.domain_knowledge.strengths)).not.toMatch(/"everything"|"anyone"/i);
    expect(feedbackViolations(result)).toEqual([]);
  });

  it('praises no reason that fits every problem as why the approach works', async () => {
    const stroke = PART_J.find((item) => item.question.text.includes('having a stroke'))!;
    // "I'd keep them calm and reassure them, because patient care is at the heart of everything I do."
    const result = await score(stroke.question, stroke.answers.weak);
    expect(result.articulation.strengths.join(' ')).not.toMatch(/heart of everything/);
    expect(result.articulation.missing_areas.join(' ')).toMatch(/not a reason that fits any problem/);
    expect(result.domain_knowledge.weaknesses.join(' ')).toMatch(/"at the heart of"/);
  });

  it('praises no trade-off left unnamed nor a choice made because everyone makes it, and quotes each once', async () => {
    const mortgage = PART_J.find((item) => item.question.text.includes('fixed-rate mortgage'))!;
    // "Both have their pros and cons, so it really depends on the client. At the moment I'd tell most people to go
    // fixed, because that's what everyone is doing…"
    const result = await score(mortgage.question, mortgage.answers.weak);
    expect(result.articulation.strengths).toEqual([]);
    const missing = result.articulation.missing_areas.join(' ');
    expect(missing.match(/You said "Both have their pros and cons/g)).toHaveLength(1);
    expect(missing).toMatch(/Say when the approach does not apply or fails/);
    expect(result.domain_knowledge.weaknesses.join(' ')).toMatch(/"pros and cons", "everyone is doing"/);
  });

  it('never calls a deed a general claim where a long sentence goes on with it', async () => {
    const bar = PART_J.find((item) => item.question.text.includes('refuse to serve'))!;
    // "I told the people at the front straight away and suggested the other lager on draught, got a colleague to take
    // over my section, went down to the cellar…": every piece of it is the speaker acting.
    const keg = await score(bar.question, bar.answers.off_topic);
    expect(keg.domain_knowledge.weaknesses.join(' ')).not.toMatch(/general claim/);
  });

  it('never calls a step the speaker takes first a general claim', async () => {
    const { question, answers } = PART_D[7]!; // pick and pack; "I would first time the process for a week …"
    expect(question.text).toMatch(/pick and pack/);
    const result = await score(question, answers.strong);
    expect(result.domain_knowledge.weaknesses.join(' ')).not.toMatch(/general claim/);
  });

  it('never calls a sentence of an explanation that brings a term of its rubric a general claim', async () => {
    const { question, answers } = PART_B[1]!; // a zero-downtime deployment on Kubernetes
    // "Database migrations should be backward compatible so old and new versions can run together."
    const result = await score(question, answers.adequate);
    expect(result.domain_knowledge.weaknesses.join(' ')).not.toMatch(/general claim/);
    expect(result.overall_score).toBeGreaterThan((await score(question, answers.weak)).overall_score + 10);
  });

  it('praises no term of the question said only in a general claim', async () => {
    const { question, answers } = PART_B[3]!; // an upset customer; "I always stay calm with customers because I am…"
    expect(question.text).toMatch(/upset customer/);
    const result = await score(question, answers.weak);
    expect(result.domain_knowledge.weaknesses.join(' ')).toMatch(/general claims/);
    expect(result.domain_knowledge.strengths.join(' ')).not.toMatch(/stay calm/);
  });

  it('names each term it praises once, in the singular when there is one', async () => {
    const { question, answers } = PART_B[1]!; // a zero-downtime deployment; two concepts are named by "migrations"
    const result = await score(question, answers.adequate);
    expect(result.domain_knowledge.strengths).toContain(
      'You used a term this question is about: "migrations".',
    );
    expect(feedbackViolations(result)).toEqual([]);
    expect(
      rulesWithStrengths(result, ['You used the terms this question is about: "migrations", "migrations".']),
    ).toContain('a strength lists the same words twice');
  });

  it('never praises a cliché: not as a term of the field, nor as an explanation', async () => {
    const q: QuestionToJudge = {
      text: 'How would you explain to a manager why the average order value can be misleading, and what would you show instead?',
      job_title: 'Data Analyst',
      round_type: 'Technical',
    };
    const result = await score(
      q,
      'I am very proactive and detail-oriented with numbers. I would make a nice dashboard with all the KPIs and colours, so the manager can see everything clearly and make data-driven decisions.',
    );
    const strengths = [...result.domain_knowledge.strengths, ...result.articulation.strengths].join(' ');
    expect(strengths).not.toMatch(/proactive|oriented|data-driven/i);
    expect(strengths).not.toMatch(/You explained how or why it works/);
    // Nor as a key point said in other words.
    const react = await score(
      {
        text: 'How would you find and fix a React page that re-renders too often and feels slow?',
        job_title: 'Frontend Developer',
        round_type: 'Technical',
      },
      'Performance is very important for the user experience. I would make sure the page is fast.',
    );
    expect(react.domain_knowledge.key_points!.filter((k) => k.covered)).toEqual([]);
  });

  it('counts the parts of a long sentence as parts of the answer, not as sentences', async () => {
    const result = await score(
      RIGHT_MEDICATION,
      'Patient safety is always my top priority, and I am a very careful person who double checks everything, because mistakes can be very serious in nursing, and I would never want to harm anyone in my care or let my team down in any way.',
    );
    const general = result.domain_knowledge.weaknesses.find((w) => w.includes('general claim'));
    expect(general).toMatch(
      /^(Both|All \w+|\w+ of the \w+) parts of your answer (is a|are) general claims? rather than evidence/i,
    );
    expect(general).not.toMatch(/sentences/);
  });

  it('writes a concept label in the middle of a sentence with a small letter, and names as they are', () => {
    expect(midSentence('Server sessions')).toBe('server sessions');
    expect(midSentence('Concrete outcome')).toBe('concrete outcome');
    expect(midSentence('Revocation')).toBe('revocation');
    for (const kept of [
      'Core Web Vitals',
      'JSON web tokens',
      'API',
      'Kafka',
      'Excel formulas',
      'Goodhart risk',
    ])
      expect(midSentence(kept)).toBe(kept);
  });

  it('tells an answer about what the speaker usually does that the question asked about one time', async () => {
    const asked: QuestionToJudge = {
      text: 'Tell me about a day when two of your staff called in sick before a busy shift. How did you keep the store running?',
      job_title: 'Retail Store Manager',
      round_type: 'Behavioral',
      difficulty_level: 'Professional',
    };
    const routine =
      "When I plan the rota I look at last year's sales for the same week, put my most experienced people on the busiest hours, and make sure every shift has someone who can open and close. I publish it two weeks ahead so people can swap shifts early.";
    const occasion =
      'On the Saturday before Christmas two of my five staff called in sick at seven. I phoned the part-timers, took a till myself and moved the restocking to the evening, and we still made our sales target.';
    const [usual, told] = await Promise.all([score(asked, routine), score(asked, occasion)]);
    expect(usual.domain_knowledge.weaknesses[0]).toMatch(
      /^Your answer does not address the question that was asked: .+ The question asks about one time it happened, and your answer describes what you usually do or would do\.$/,
    );
    expect(usual.summary).toContain('describes what you usually do or would do');
    expect(told.domain_knowledge.weaknesses.join(' ')).not.toMatch(/does not address|usually do/);
    expect(told.overall_score).toBeGreaterThan(usual.overall_score + 15);
  });

  it('keeps a whole story on the question about one occasion, though its words are far from the question', async () => {
    const stories: [string, string, string][] = [
      [
        'Flight Attendant',
        'Tell me about a time you had to calm down an angry passenger. What did you do?',
        'On a delayed flight to Madrid a man in row twelve started shouting because he would miss his connection. I knelt beside his seat, asked for his onward flight number and said I would check with the captain. The crew called ahead, the ground staff held a seat on the next flight for him, and he thanked us when we landed.',
      ],
      [
        'Warehouse Supervisor',
        'Tell me about a time you had to get your team to adopt a change they did not want. What did you do?',
        'When we switched from paper pick lists to handheld scanners, my shift of twelve pickers hated it. I asked the two fastest pickers to trial the scanners for a week and tweak the screen layout with IT. Their pick rate went up by a fifth, they showed the others on the floor, and within a month nobody wanted the paper back.',
      ],
    ];
    for (const [job_title, text, story] of stories) {
      const result = await score(
        { text, job_title, round_type: 'Behavioral', difficulty_level: 'Professional' },
        story,
      );
      expect(result.summary, text).not.toContain('does not address');
      expect(result.overall_score, text).toBeGreaterThan(45);
    }
  });

  it('scores an answer to a neighbouring question below a vague answer to this one', async () => {
    const { question, answers } = PART_C[0]!; // a drop in weekly sales: real or a data problem?
    const vague = await score(question, answers.weak);
    const neighbour = await score(question, answers.off_topic); // how the candidate builds dashboards
    expect(neighbour.summary).toContain('does not address the question');
    expect(vague.overall_score).toBeGreaterThan(neighbour.overall_score + 10);
  });

  it('reads whether an answer does the task asked, not only whether it is of the field (answer weights)', async () => {
    // Weighting the encoder's dimensions by what tells a field's tasks apart (ADR 155). Without them the plain bug
    // report answer ("a clear title, then the steps I took…") scored 42, below the vague one (48), and the answer
    // about sprints and backlogs given to a question on prioritising a roadmap 48, above the vague one (40).
    const bugReport = PART_G.find((item) => item.question.text.includes('good bug report'))!;
    const [strong, adequate, weak, other] = await Promise.all(
      LEVELS.map(async (level) => (await score(bugReport.question, bugReport.answers[level])).overall_score),
    );
    expect(strong).toBeGreaterThan(adequate!);
    expect(adequate).toBeGreaterThan(weak!);
    expect(weak).toBeGreaterThan(other!);
    const roadmap = PART_D.find((item) => item.question.text.includes('prioritising a product roadmap'))!;
    const vague = await score(roadmap.question, roadmap.answers.weak);
    const launch = await score(roadmap.question, roadmap.answers.off_topic);
    // By a clear margin: 37 against 28 since the common questions of ADR 208 joined the bank's words.
    expect(vague.overall_score).toBeGreaterThan(launch.overall_score + 5);
  });

  it('gives specifics about something the question did not ask half their worth', async () => {
    // "What made you want to work in a public library?", answered with the rhyme time the speaker ran: specific, and
    // silent on what draws them to the work, the one key point.
    const library = PART_J.find((item) => item.question.text.includes('public library'))!;
    const rhymeTime = await score(library.question, library.answers.off_topic);
    const strong = await score(library.question, library.answers.strong);
    expect(rhymeTime.domain_knowledge.missing_areas.join(' ')).toMatch(/what draws you to the work/);
    expect(strong.domain_knowledge.score).toBeGreaterThan(rhymeTime.domain_knowledge.score + 15);
  });

  it('gives specifics less of their worth the further the answer strays, where no key point can say so', async () => {
    // "How do you keep track of court deadlines…?" is far from every bank question, so its rubric has no key points.
    const deadlines = PART_F.find((item) => item.question.text.includes('court deadlines'))!;
    const binder = await score(deadlines.question, deadlines.answers.off_topic); // "For a trial binder I put…"
    const strong = await score(deadlines.question, deadlines.answers.strong);
    const adequate = await score(deadlines.question, deadlines.answers.adequate);
    expect(binder.domain_knowledge.score).toBeLessThan(strong.domain_knowledge.score - 12);
    expect(binder.domain_knowledge.score).toBeLessThanOrEqual(adequate.domain_knowledge.score + 1);
  });

  it('reads an answer about another task of the same field as an answer to the question it fits better', async () => {
    const stroke = PART_J.find((item) => item.question.text.includes('having a stroke'))!;
    const profile = await profiles(stroke.question);
    const measured = async (text: string) => {
      const m = await measureMeaning(encoder, profile, text);
      return { m, own: relevanceMeasures(extractFeatures(profile, text), m).overOwnSubject };
    };
    const chestPain = await measured(stroke.answers.off_topic); // "Chest pain is the call I most need to get right…"
    expect(chestPain.m.ownSubject?.question).not.toMatch(/stroke/i);
    expect(chestPain.own).toBeLessThan(0);
    expect((await measured(stroke.answers.strong)).own).toBeGreaterThan(0);
    // A slow process at the till: the answer about an angry customer's refund scores below the vague answer.
    const process = LABELLED_SET.find((item) =>
      item.question.text.startsWith('Tell me how you would improve a process'),
    )!;
    const vague = await score(process.question, process.answers.weak);
    const refund = await score(process.question, process.answers.off_topic);
    expect(vague.overall_score).toBeGreaterThan(refund.overall_score);
  });

  it("takes a story told in words of its own, close in meaning to the question's, as an answer to it", async () => {
    const { question, answers } = PART_E[9]!; // what drew you to professional kitchens; the strong answer never says "kitchen"
    expect(question.text).toMatch(/professional kitchens/);
    const own = await score(question, answers.strong); // "cooked", "chef", "dishes", "salad station"
    expect(own.summary).not.toContain('does not address the question');
    expect(own.overall_score).toBeGreaterThan((await score(question, answers.off_topic)).overall_score + 15);
  });

  it('takes an answer to a question from a field the bank never touches as an answer to it', async () => {
    // Few bank texts share a word with beekeeping, so the bank's measures say little either way.
    const question: QuestionToJudge = {
      text: 'What got you into beekeeping, and how did your first season with your own hives go?',
      job_title: 'Beekeeper',
      round_type: 'Warm-up',
    };
    expect((await profiles(question)).lexical.bankSays).toBeLessThan(0.5);
    const own = await score(
      question,
      'A neighbour kept bees and let me help him with his inspections when I was at school. I bought two colonies three years ago; in the first summer one swarmed because I missed the queen cells, but the other gave us twelve jars of honey.',
    );
    const other = await score(
      question,
      'To treat for varroa mites I count the mite drop on a sticky board, and when it is high I use an oxalic acid treatment in winter when there is no brood.',
    );
    expect(own.summary).not.toContain('does not address the question');
    expect(own.overall_score).toBeGreaterThan(other.overall_score + 25);
  });

  it('reads a story in verbs of its own as a story, and never calls the scene it sets a general claim', async () => {
    const { question, answers } = PART_B[3]!; // an upset customer; "I escalated", "the fix shipped"
    expect(question.text).toMatch(/upset customer/);
    const result = await score(question, answers.strong);
    expect(result.domain_knowledge.weaknesses.join(' ')).not.toMatch(/general claims? rather than evidence/);
    const told = result.articulation.strengths.join(' ');
    for (const part of ['set the scene', 'personally did', 'how it ended']) expect(told).toContain(part);
  });

  it('never calls a step of a procedure a general claim, however short', async () => {
    const result = await score(
      { text: 'How do you make sure a ladder is safe before you climb it?', round_type: 'Technical' },
      'I check the feet and the rungs for damage, set it at one in four on firm ground and tie it off at the top. Only then do I climb.',
    );
    const said = [result.summary, ...result.domain_knowledge.weaknesses, ...result.articulation.weaknesses];
    expect(said.join(' ')).not.toMatch(/general claim/);
  });

  it('takes a figure in words ("ninety days") as evidence, never as a general claim', async () => {
    const { question, answers } = PART_B[4]!; // an account at risk of churning
    expect(answers.strong).toContain('ninety days before renewal');
    const result = await score(question, answers.strong);
    expect(result.domain_knowledge.weaknesses.join(' ')).not.toMatch(/general claim/);
  });

  it('reads a number word compared with another as a figure ("instead of three"), but not a lone "to"', async () => {
    const figures = async (text: string) =>
      (await score(RIGHT_MEDICATION, text)).articulation.evidence.find((e) => e.startsWith('Figures:'));
    expect(await figures('I scan every wristband now, and checks take a minute instead of three.')).toMatch(
      /^Figures: 1;/,
    );
    expect(
      await figures('I scan every wristband now, and I listen to two of the nurses on the ward.'),
    ).toMatch(/^Figures: 0;/);
  });

  it('tells a joke in place of an answer to answer straight away, and scores it below a plain answer', async () => {
    const { question, answers } = PART_E[7]!; // a circuit safe to work on
    expect(question.text).toMatch(/circuit is safe/);
    const joke = await score(question, answers.weak); // "I just touch it quickly with the back of my hand, ha ha."
    expect(joke.articulation.weaknesses[0]).toBe(
      'You made a joke ("I just touch it quickly with the back of my hand, ha ha."); in an interview, answer the question straight away.',
    );
    expect(feedbackViolations(joke)).toEqual([]);
    expect((await score(question, answers.adequate)).overall_score).toBeGreaterThan(joke.overall_score);
  });

  it('praises terms of the field that name things, never a description or a manner', async () => {
    const fieldTerms = async (question: QuestionToJudge, text: string) =>
      (await score(question, text)).domain_knowledge.strengths.find((s) =>
        s.includes('terms of the field'),
      ) ?? '';
    const deployment = PART_B[1]!; // a zero-downtime deployment on Kubernetes
    expect(deployment.question.text).toMatch(/zero-downtime/);
    // "Kubernetes … can do a lot of things automatically if you configure it well, … you can achieve high availability."
    expect(await fieldTerms(deployment.question, deployment.answers.weak)).not.toMatch(
      /automatically|configure|achieve/,
    );
    const medication = PART_E[6]!; // the right medication to the right patient
    expect(medication.question.text).toMatch(/right medication/);
    expect(await fieldTerms(medication.question, medication.answers.strong)).toMatch(/"dose"/);
    expect(
      await fieldTerms(
        RIGHT_MEDICATION,
        'Nowadays it is much easier, the software is more comfortable and checks everything automatically on Saturday mornings.',
      ),
    ).toBe('');
    // Where the answer names more than five, the least everyday: "myotomes", "dermatomes", not "leg" and "bladder".
    const backPain = PART_G[0]!;
    expect(backPain.question.text).toMatch(/low back pain/);
    const praised = await fieldTerms(backPain.question, backPain.answers.strong);
    expect(praised).toMatch(/"myotomes", "dermatomes"/);
    expect(praised).not.toMatch(/"leg"/);
    // A term inside a general claim shows nothing: "Accuracy is very important in accounting, and I am a very
    // detail-oriented person", "…follow the company procedures, and use the accounting software…".
    const reconciliation = PART_D[2]!;
    expect(reconciliation.question.text).toMatch(/bank balance/);
    expect(await fieldTerms(reconciliation.question, reconciliation.answers.weak)).toBe('');
    expect(await fieldTerms(reconciliation.question, reconciliation.answers.off_topic)).toMatch(
      /"depreciation"/,
    );
  });

  it('praises no term the transcriber misheard: a word outside the field that fits nothing in the answer', async () => {
    // Festival speech of a strong labelled answer as the embedded transcriber heard it: "the form" became "the
    // farm", "2 percent" "to per cent barrier".
    const heard =
      "Last spring I ran a paid social campaign for uh webinar and after the first week the cost per a registration was forty dollars against the target of fifteen. I was responsible for the budget so I cause the two worst and sets and looked at the data. Clicks were fine but the landing page convert to add to per cent barrier at the headline around one concrete outcome and cut the farm from seven field's to three. Registration conversion when to nine percent and we finished at eighteen dollars per er registration. I learn to test the landing page before spending on traffic.";
    const question: QuestionToJudge = {
      text: 'Tell me about a campaign that underperformed. What did you do?',
      job_title: 'Marketing Executive',
      round_type: 'Behavioral',
    };
    const praised = (await score(question, heard)).domain_knowledge.strengths.find((s) =>
      s.includes('terms of the field'),
    );
    expect(praised).toMatch(/"webinar", "registration", "headline"/);
    expect(praised).not.toMatch(/farm|barrier|cent"/);
  });

  it('never takes "I\'m" for a term of the field, as a transcriber hears "um" as "I\'m"', async () => {
    const heard =
      "So I'm make sure the dose is right and I'm check the wristband, I'm the chart and the allergies.";
    const f = extractFeatures(await profiles(RIGHT_MEDICATION), heard);
    expect(f.fieldTerms).not.toContain("I'm");
    expect(f.fieldTerms).toContain('wristband');
    // …nor for a named thing, said or typed: "I've used most of them and I'm good with my hands" names no tool.
    const typed = extractFeatures(
      await profiles(RIGHT_MEDICATION),
      "I've used most of them and I'm good with my hands.",
    );
    expect(typed.namedThings).toEqual([]);
  });

  it('counts figures as figures, ordinals too, and never as words of another topic', async () => {
    const profile = await profiles(RIGHT_MEDICATION);
    // The two answers differ only in their figures (and "of", a stop word).
    const plain = extractFeatures(
      profile,
      'I check the chart, the wristband and the dose on every round, times.',
    );
    const figures = extractFeatures(
      profile,
      'I check the chart, the wristband and the dose on every 2nd round, 8 of 10 times.',
    );
    expect(figures.numbers.length).toBeGreaterThanOrEqual(2);
    expect(figures.numbers.join(' ')).toMatch(/2nd/);
    // An unseen figure is the rarest of words to the bank: counted as a word of the topic, it took an answer off it.
    expect(figures.relevance.onQuestion).toBeCloseTo(plain.relevance.onQuestion, 6);
    expect(figures.relevance.agreement).toBeCloseTo(plain.relevance.agreement, 6);
  });

  it('quotes each cliché once, as the answer wrote it, and never credits a priority any task has as a reason', async () => {
    const said =
      'I am very detail-oriented and I think outside the box. I would always pick the cheapest carrier, because ' +
      "saving money is the main goal and quality is everyone's responsibility. I always give one hundred percent.";
    const f = extractFeatures(await profiles(RIGHT_MEDICATION), said);
    expect([...f.buzzwords].sort()).toEqual([
      'detail-oriented',
      "everyone's responsibility",
      'give one hundred percent',
      'main goal',
      'think outside the box',
    ]);
    const result = await score(RIGHT_MEDICATION, said);
    expect(result.articulation.strengths.join(' ')).not.toMatch(/how or why it works/);
    // "is key" is a verdict on something, not a key of some other kind (ADR 201).
    const clicheOf = async (text: string) =>
      extractFeatures(await profiles(RIGHT_MEDICATION), text).buzzwords;
    expect(await clicheOf('Checking the wristband is really key to it.')).toEqual(['is really key']);
    expect(await clicheOf('Double checking is the key.')).toEqual(['is the key']);
    expect(
      await clicheOf(
        'Memcached is a plain key-value cache, and the chart number is a unique key for each patient.',
      ),
    ).toEqual([]);
  });

  it('gives the reason for working somewhere where it finds what draws the speaker, and only there', async () => {
    const library = PART_J.find((item) => item.question.text.includes('public library'))!;
    const strong = await score(library.question, library.answers.strong);
    expect(strong.domain_knowledge.strengths.join(' ')).toMatch(/what draws you to the work/);
    expect(strong.articulation.strengths.join(' ')).toMatch(/You gave a reason/);
    expect(feedbackViolations(strong)).toEqual([]);
    const floristry = PART_J.find((item) => item.question.text.includes('floristry'))!;
    const offTopic = await score(floristry.question, floristry.answers.off_topic);
    expect(offTopic.articulation.strengths.join(' ')).not.toMatch(/You gave a reason/);
    expect(feedbackViolations(offTopic)).toEqual([]);
  });

  it('never asks for a specific example beside the praise for the one the answer gave', async () => {
    const { question, answers } = PART_G[6]!; // what made you want to work with young children
    expect(question.text).toMatch(/young children/);
    const result = await score(question, answers.strong);
    expect(result.articulation.strengths.join(' ')).toMatch(/You backed it with a specific example/);
    expect(result.domain_knowledge.weaknesses.join(' ')).not.toMatch(/Give one specific example/);
    expect(feedbackViolations(result)).toEqual([]);
    const asked = {
      ...result,
      domain_knowledge: {
        ...result.domain_knowledge,
        weaknesses: ['Give one specific example, a piece of work or a moment, that shows what you mean.'],
      },
    };
    expect(feedbackViolations(asked).map((v) => v.rule)).toEqual([
      'specifics are asked for beside a part that shows them',
    ]);
  });

  it('never calls a sentence that names the work in three terms of the field a general claim', async () => {
    const { question, answers } = PART_E[8]!; // what kind of design work do you enjoy most
    expect(answers.adequate).toMatch(/^I like making posters and social media graphics/);
    const result = await score(question, answers.adequate);
    expect(result.domain_knowledge.weaknesses.join(' ')).not.toMatch(/general claim/);
    expect(result.articulation.strengths.join(' ')).toMatch(/^You gave a reason/);
    expect(result.overall_score).toBeGreaterThan((await score(question, answers.weak)).overall_score);
    expect(feedbackViolations(result)).toEqual([]);
    // A cliché in the sentence keeps it a claim, whatever it names ("detail-oriented").
    const payroll: QuestionToJudge = {
      text: 'How do you check that your work is correct before you hand it over?',
      job_title: 'Payroll Administrator',
      round_type: 'Technical',
    };
    const claimed = await score(
      payroll,
      "Accuracy is key in payroll timesheets and employee deductions, and I'm a very detail-oriented person, so I don't really make mistakes.",
    );
    expect(claimed.domain_knowledge.weaknesses.join(' ')).toMatch(/is a general claim rather than evidence/);
  });

  it("never praises an answer for the question's own words, or for a single general word", async () => {
    const { question, answers } = PART_E[8]!; // what kind of design work do you enjoy most
    expect(question.text).toMatch(/enjoy most/);
    const result = await score(question, answers.strong);
    expect(result.domain_knowledge.strengths.join(' ')).not.toMatch(/terms this question is about: "enjoy"/);
    const deadline = PART_C[1]!; // a project going to miss its deadline, with a borrowed rubric
    const vague = await score(deadline.question, deadline.answers.weak); // "keeping the team motivated"
    expect(vague.domain_knowledge.strengths.join(' ')).not.toMatch(/"team"/);
    // "worked well together": the bank gives "together" as a word for the concept "diagnosis", and it names nothing.
    const conversions = PART_E.find((item) => item.question.text.startsWith('Conversions went up'))!;
    const guess = await score(conversions.question, conversions.answers.weak);
    expect(guess.answer_text).toMatch(/worked well together/);
    expect(guess.domain_knowledge.strengths.join(' ')).not.toMatch(/"together"/);
  });

  it('credits a complete technical answer in everyday words, quoting each key point where it is said', async () => {
    const q: QuestionToJudge = {
      text: 'What is the difference between the HTTP methods GET, POST, PUT, PATCH and DELETE, and which of them are idempotent?',
      job_title: 'Backend Developer',
      round_type: 'Technical',
    };
    const result = await score(
      q,
      'The get method reads a resource without side effects. The post method creates a new resource and it is not idempotent, so a retry can create two orders. The put method replaces the whole resource and it is idempotent. The patch method changes part of a resource and it is not always idempotent. The delete method removes the resource and it is idempotent.',
    );
    expect(result.domain_knowledge.score).toBeGreaterThanOrEqual(80);
    const covered = result.domain_knowledge.strengths.filter((s) =>
      s.startsWith('You covered this key point'),
    );
    expect(covered.length).toBeGreaterThanOrEqual(4);
    for (const strength of covered) {
      const [, method, quote] =
        /key point: (GET|POST|PUT|PATCH|DELETE)\b.*\("(.*)"\)\.$/.exec(strength) ?? [];
      expect(quote?.toLowerCase(), strength).toContain(`the ${method?.toLowerCase()} method`);
    }
  });

  it('judges a concise, correct technical answer as an explanation, not as a story', async () => {
    const q: QuestionToJudge = {
      text: 'Why would you put a message queue between two services instead of having one call the other directly over HTTP?',
      round_type: 'Technical',
    };
    const result = await score(
      q,
      'A queue decouples them: the producer does not wait and does not fail when the consumer is down, because messages wait and are retried. The price is duplicate deliveries, so consumers must be idempotent.',
    );
    const feedback = [...result.articulation.weaknesses, ...result.articulation.missing_areas].join(' ');
    expect(feedback).not.toMatch(/number|measurable|own experience|STAR|personally/i);
    expect(result.articulation.strengths.join(' ')).toMatch(/explained how or why it works/);
    expect(result.articulation.score).toBeGreaterThanOrEqual(60);
  });

  it('praises the parts one sentence shows together, quoting it once', async () => {
    const { question, answers } = PART_A[0]!; // a database index
    expect(answers.adequate).toMatch(/^An index makes reads faster because/);
    const result = await score(question, answers.adequate);
    expect(result.articulation.strengths[0]).toBe(
      'You said plainly what it is and explained how or why it works: "An index makes reads faster because the database can find rows without scanning the entire table".',
    );
    expect(result.summary).toMatch(/it shows three of the four parts/);
    expect(feedbackViolations(result)).toEqual([]);
  });

  it('takes nothing that gives up on the question for a part of a clear answer', async () => {
    const q: QuestionToJudge = {
      text: 'Explain what a database index is, and when adding one might not help or could even hurt.',
      round_type: 'Technical',
    };
    const result = await score(
      q,
      'An index is something you add to the database to make it faster. I would say you should always add indexes when things are slow. I am not sure when it would hurt, maybe if there are too many.',
    );
    expect(result.articulation.strengths.join(' ')).not.toMatch(/not sure/);
    expect(result.articulation.missing_areas).toContain(
      'Say when it does not apply or fails, and what you would use then.',
    );
  });

  it('scores a long generic answer below a short precise one, and names its general claims', async () => {
    const q: QuestionToJudge = {
      text: 'How would you find out why customers cancel their subscription in the first month?',
      job_title: 'Customer Success',
      round_type: 'Technical',
    };
    const precise = await score(
      q,
      'I would pull every first-month cancellation from the last quarter, read the exit survey reasons, and compare onboarding completion: at my last company 60 percent of early churners never connected their data source.',
    );
    const generic = await score(
      q,
      'Customers are the most important part of any business and keeping them happy is very important. I would make sure that we always listen to our customers and understand their needs, because every customer is different. I believe that good communication is key and that the whole team should be aligned around the customer. I am passionate about customer success and I would always go the extra mile to make sure customers feel valued.',
    );
    expect(precise.overall_score).toBeGreaterThan(generic.overall_score + 10);
    expect(generic.domain_knowledge.weaknesses.join(' ')).toMatch(/general claims? rather than evidence/);
  });

  it('gives a question outside the bank the rubric of its closest bank questions, never pieces of its own text', async () => {
    const q: QuestionToJudge = {
      text: 'Where would you store an authentication token in a web application, and what are the security trade-offs?',
      round_type: 'Technical',
    };
    const rubric = await judge.rubricFor(q);
    expect(rubric.key_points.length).toBeGreaterThanOrEqual(3);
    for (const point of rubric.key_points) expect(q.text.toLowerCase()).not.toContain(point.toLowerCase());
    const weak = await score(q, 'Local storage, it is secure because the user logs in first.');
    const adequate = await score(
      q,
      'I would put it in an HttpOnly cookie rather than local storage, because scripts on the page cannot read it. Then you have to protect against cross-site request forgery.',
    );
    expect(adequate.domain_knowledge.score).toBeGreaterThan(weak.domain_knowledge.score);
    expect(
      [...weak.domain_knowledge.missing_areas, ...adequate.domain_knowledge.missing_areas].join(' '),
    ).not.toMatch(/\b(offs|store|web application)\.$/m);
  });
});

describe('an occasion told in a long sentence', () => {
  it('is told by every piece of the sentence, unless the speaker says what they do now', async () => {
    const story = PART_C.find((item) => item.question.text.includes('A/B testing of landing pages'))!;
    // "I set up an A/B test in Google Optimize with one change, a shorter headline…, and calculated…": "set" may be
    // present, and the middle piece has no verb of its own.
    const told = extractFeatures(await profiles(story.question), story.answers.strong).toldOfAnOccasion;
    expect(told).toBe(1);
    const habit = PART_E.find((item) => item.question.text.includes('guest complained about their room'))!;
    // "During the evening check-in rush I keep the line moving…, which helped our team beat the upsell target last
    // quarter": what the speaker usually does, though its last piece is in the past.
    const usual = extractFeatures(await profiles(habit.question), habit.answers.off_topic).toldOfAnOccasion;
    expect(usual).toBeLessThan(0.5);
  });
});

describe('a key point said only in a general claim', () => {
  it('is not covered, by meaning or by its words', async () => {
    const { question, answers } = PART_B[3]!; // an upset customer whose problem you could not fix right away
    expect(answers.weak).toMatch(/^I always stay calm with customers because I am a patient person/);
    const result = await score(question, answers.weak);
    expect(result.summary).toMatch(/^You covered none of the four key points/);
    expect(result.domain_knowledge.strengths.join(' ')).not.toMatch(/stayed calm/);
    expect(result.domain_knowledge.missing_areas).toContain(
      'A strong answer also tells how you stayed calm and did not take it personally.',
    );
    expect(feedbackViolations(result)).toEqual([]);
  });
});

describe('a labelled part of a story covered by its kind', () => {
  it('is said as the part alone, never as the deed the rubric names', async () => {
    const { question, answers } = PART_B[3]!; // an upset customer: "action: listened and acknowledged the feeling first"
    const result = await score(
      question,
      'Last month a customer was upset because a billing bug had charged her twice, and engineering could not ship a ' +
        'fix for a week. I wrote a workaround for her account so the second charge was refunded that day, and I ' +
        'emailed her every morning until the fix was live. She renewed at the end of the quarter.',
    );
    const strengths = result.domain_knowledge.strengths.join(' ');
    expect(strengths).toMatch(/Your answer says what you did \("I wrote a workaround/);
    expect(strengths).not.toMatch(/listened and acknowledged/);
    expect(feedbackViolations(result)).toEqual([]);
    // …and it is missed in the rubric's words.
    const missed = await score(question, answers.weak);
    expect(missed.domain_knowledge.missing_areas).toContain(
      'A strong answer also says what you did: listened and acknowledged the feeling first.',
    );
  });
});

describe('an answer that tells a routine where one occasion is asked', () => {
  it('is not read as a story, so an account of the daily work does not address the question', async () => {
    const { question, answers } = PART_B[3]!; // an upset customer whose problem could not be fixed right away
    expect(answers.off_topic).toMatch(/^In my support role I handled about forty tickets a day/);
    const result = await score(question, answers.off_topic);
    expect(result.summary).toMatch(/^Your answer does not address the question that was asked/);
    expect(result.domain_knowledge.strengths).toEqual([]);
  });
});

describe('a rubric lent by a generic question', () => {
  it('keeps the kind of evidence each point asks for, so a story in its own words covers them', async () => {
    // Asked without its rubric, as a question from a job description or a model's plan is: the generic question lends it.
    const question: QuestionToJudge = {
      text: 'Describe a time you made a mistake. How did you handle it?',
      job_title: 'Dental Nurse',
      round_type: 'Behavioral',
    };
    const profile = await profiles(question);
    expect(profile.rubricSource).toBe('neighbours');
    expect(profile.rubric.evidence).toEqual(
      profile.rubric.key_points.map(
        (p) =>
          ({ 'owns the mistake': 'scene', 'fixes it and tells the right people': 'deed' })[p] ?? 'lesson',
      ),
    );
    const story =
      'In my first month I booked a patient for a filling in the wrong surgery, so the dentist who was expecting her had no slot. I noticed when she arrived, apologised, and asked the practice manager whether the other dentist could see her. He could, after a twenty minute wait, and she was fine with it. Since then I check the surgery column before I confirm any booking.';
    const result = await score(question, story);
    expect(result.summary).toMatch(/^You covered three of the three key points/);
    expect(result.domain_knowledge.strengths).toContain(
      'Your answer says what changed afterwards ("Since then I check the surgery column before I confirm any booking.").',
    );
    expect(feedbackViolations(result)).toEqual([]);
  });
});

describe('an answer that does not address the question', () => {
  it('is praised for no term of the question, though it holds one in another sense', async () => {
    // "…ask the pharmacist about a suitable alternative strength": no "strength" of the candidate's.
    const { question, answers } = LABELLED_SET.find(
      (i) => i.question.id && /Pharmacy Technician/.test(i.question.text),
    )!;
    expect(answers.off_topic).toMatch(/alternative strength/);
    const result = await score(question, answers.off_topic);
    expect(result.summary).toMatch(/^Your answer does not address the question/);
    expect(result.domain_knowledge.strengths.join(' ')).not.toMatch(/a term this question is about/);
  });
});

describe("a generic question's words", () => {
  it("leave out the job's title the planner put in, not a field a question is written about", async () => {
    const words = async (question: QuestionToJudge) =>
      (await profiles(question)).vectors.words.map((w) => w.word);
    const tools = await words({
      id: 'generic-technical-entry-level-01',
      text: 'Which tools or methods does a Carpenter use every day, and which one have you used most?',
      job_title: 'Carpenter',
      round_type: 'Technical',
    });
    expect(tools).toContain('tools');
    expect(tools).not.toContain('carpenter');
    const design = await words({
      text: 'What do you enjoy most about UX design, and what drew you to it?',
      job_title: 'UX Designer',
      round_type: 'Warm-up',
    });
    expect(design).toContain('design');
  });
});

describe('a branch of a procedure', () => {
  it('is a step the speaker takes, not a general claim', async () => {
    const { question, answers } = PART_G[0]!; // acute low back pain
    expect(answers.adequate).toMatch(/Otherwise I check their nerves/);
    const f = extractFeatures(await profiles(question), answers.adequate);
    expect(f.specificPassages.at(-1)).toBe(true);
    const result = await score(question, answers.adequate);
    expect(result.domain_knowledge.weaknesses.join(' ')).not.toMatch(/general claim/);
  });
});

describe('a story heard without its past endings', () => {
  it("keeps the speaker's lesson and deeds as specific, not as general claims", async () => {
    const question: QuestionToJudge = {
      text: 'Tell me about a time an employee complained about their manager. What did you do?',
      job_title: 'HR Generalist',
      round_type: 'Behavioral',
    };
    // As the transcriber heard "I listened, wrote it down…" and "I learned to…".
    const heard =
      'Someone came to me saying their manager was unfair when giving out shifts. I listen to her, write it down and then spoke to the manager and a couple of coworkers. The complaint turned out to be fair, so the manager was given a warning. I learn to hear both sides before I judge.';
    const f = extractFeatures(await profiles(question), heard);
    expect(f.specificPassages.slice(1, 2)).toEqual([true]);
    expect(f.specificPassages.at(-1)).toBe(true);
    const result = await score(question, heard);
    expect(result.articulation.strengths).toContain(
      'You said what you learned: "I learn to hear both sides before I judge."',
    );
    // What the speaker usually does, told in the present, is not made specific by it.
    const habit = extractFeatures(
      await profiles(question),
      'I always listen to both sides. I learn to stay neutral. I think fairness is the most important thing.',
    );
    expect(habit.specificPassages).toEqual([false, false, false]);
  });
});

describe('an answer to a question no bank question is close to', () => {
  it('is praised for its specifics, or asked for them, where its knowledge section would say nothing', async () => {
    const warehouse: QuestionToJudge = {
      text: 'How would you reduce the time it takes to pick and pack an order in our warehouse?',
      job_title: 'Warehouse Associate',
      round_type: 'Technical',
    };
    const specific =
      'First I would time each step for a week to see where the minutes go. Then I would re-slot the fastest-moving 20 percent of items closest to the packing stations and batch small orders into one pick route. A label printer at each station saves the walk to the office.';
    const praised = (await score(warehouse, specific)).domain_knowledge;
    expect(praised.key_points).toEqual([]);
    expect(praised.strengths).toEqual([
      'You gave specifics an interviewer can check, not only general statements.',
    ]);

    // A warm-up answer may close on a general line and still be praised for what it says (what draws the speaker, the
    // warm-up round's own key point, docs/decisions/151).
    const ux: QuestionToJudge = {
      text: 'What do you enjoy most about UX design, and what drew you to it?',
      job_title: 'UX Designer',
      round_type: 'Warm-up',
    };
    const closing = (
      await score(
        ux,
        'What I enjoy most is watching someone use something I designed and seeing exactly where they get stuck. I came to UX from a call centre job, where half the calls were people who could not find the password reset link. In my bootcamp project I redesigned a local library booking flow, tested it with five users, and cut it from nine steps to four. Making something feel obvious is what keeps me hooked.',
      )
    ).domain_knowledge;
    expect(closing.strengths).toEqual([
      'Your answer says what draws you to the work ("What I enjoy most is watching someone use something I designed and seeing exactly where they get stuck.").',
    ]);
    expect(closing.weaknesses[0]).toMatch(/^One of your four sentences is a general claim/);

    const dashboard: QuestionToJudge = {
      text: 'How would you check whether a drop in weekly sales on a dashboard is real or a data problem?',
      job_title: 'Data Analyst',
      round_type: 'Technical',
    };
    const asked = (
      await score(
        dashboard,
        'I would compare the numbers with the source data to make sure nothing is missing, check if the data refresh ran, and then look at different segments like regions to see where the drop comes from.',
      )
    ).domain_knowledge;
    expect(asked.strengths).toEqual([]);
    expect(asked.weaknesses).toEqual([
      'Name the specific checks, tools, figures or terms you would use: they are what shows an interviewer you know this work.',
    ]);
  });
});

describe('a missing concept', () => {
  it('is said as a gerund where its name can only be a verb ("mentions acknowledging", not "mentions acknowledge")', async () => {
    const { question, answers } = PART_A[2]!; // "This is too expensive", whose concepts include "acknowledge"
    const missing = (await score(question, answers.weak)).domain_knowledge.missing_areas;
    expect(missing).toContain('A strong answer also mentions acknowledging.');
    expect(missing).toContain('A strong answer also mentions confirming.');
    expect(missing.join(' ')).not.toMatch(/mentions (acknowledge|confirm)\b/);
  });

  it('is not listed beside a key point that says it in other forms of its words', async () => {
    const { question, answers } = PART_A[2]!;
    const { missing_areas, weaknesses } = (await score(question, answers.weak)).domain_knowledge;
    // "clarifying question" is the key point "clarifies what expensive means", "no immediate discount" is "stays calm
    // and does not discount immediately".
    expect(missing_areas).toContain('A strong answer also clarifies what expensive means: compared to what.');
    expect(missing_areas.join(' ')).not.toMatch(/mentions (clarifying question|no immediate discount)/);
    expect(weaknesses).toContain(
      'You did not use the terms this question is about, such as acknowledging, confirming.',
    );
  });
});

describe('the words a story or a warm-up did not use', () => {
  it('are not asked for: its concepts name qualities ("solution focus", "research"), not terms of the field', async () => {
    for (const { question, answers } of [PART_B[2]!, PART_D[0]!]) {
      // A campaign that underperformed (a story), a technical problem solved on your own (a warm-up).
      const { missing_areas, weaknesses } = (await score(question, answers.weak)).domain_knowledge;
      expect(missing_areas.length, question.text).toBeGreaterThan(0);
      expect(missing_areas.join(' '), question.text).not.toMatch(/also mentions/);
      expect(weaknesses.join(' '), question.text).not.toMatch(/did not use the terms/);
    }
  });
});

describe('a story told in most of its passages', () => {
  it('keeps more of its place on the question the more of it is told', async () => {
    const question: QuestionToJudge = {
      text: 'Tell me about a time you disagreed with a more senior colleague about safety. What did you do?',
      job_title: 'Construction Worker',
      round_type: 'Behavioral',
    };
    // As the transcriber heard it: "wanted" lost its ending, so one passage of three reads as the present.
    const heard =
      'My foreman want it to skip the step in the scaffolding inspection to save time. I tell him I was not comfortable with it and explains why. We talked it through did the inspection properly and it only took an extra half hour.';
    const profile = await profiles(question);
    const f = extractFeatures(profile, heard);
    expect(f.toldOfAnOccasion).toBeCloseTo(2 / 3);
    const m = await measureMeaning(encoder, profile, heard);
    const told = (share: number) => onQuestion({ ...f, toldOfAnOccasion: share }, m);
    expect(told(0.5)).toBeLessThan(told(2 / 3));
    expect(told(2 / 3)).toBeLessThan(told(1));
  });
});

describe('a story outside the bank, judged by the parts of a story', () => {
  it('quotes what the speaker did where they did it, not the sentence that ends the story', async () => {
    const result = await score(
      {
        text: 'Tell me about a day when two of your staff called in sick before a busy shift. How did you keep the store running?',
        job_title: 'Retail Store Manager',
        round_type: 'Behavioral',
      },
      'On the Saturday before Christmas two of my five staff called in sick at seven in the morning. I called the two part-timers who had asked for extra hours, and one could come in at ten. Until then I took a till myself, moved the stock replenishment to the evening and closed the fitting rooms for the first two hours so the team could focus on the tills. Queue times stayed under five minutes and we made our sales target. Afterwards I set up an on-call list so the next time took one message.',
    );
    const quoteOf = (start: string) =>
      /\("(.*)"\)\.$/.exec(result.domain_knowledge.strengths.find((s) => s.startsWith(start)) ?? '')?.[1];
    const ending = quoteOf('Your answer says how it ended');
    const deed = quoteOf('Your answer says what you did yourself');
    expect(ending).toBeDefined();
    expect(deed).toBeDefined();
    expect(deed).not.toBe(ending);
  });
});

describe('the passage each key point quotes', () => {
  const quoteOf = (result: Evaluation, start: string) =>
    /\("(.*)"\)\.$/.exec(result.domain_knowledge.strengths.find((s) => s.startsWith(start)) ?? '')?.[1];

  it('quotes a point of meaning from a passage of its own when one fits it nearly as well, not the scene', async () => {
    const { question, answers } = PART_D[1]!; // the at-risk account, a bank question
    const result = await score(question, answers.strong);
    expect(quoteOf(result, 'Your answer sets out the situation')).toMatch(/^Last year a 40-seat/);
    expect(quoteOf(result, 'Your answer covers a recovery plan')).toMatch(/^I got a meeting/);
  });

  it('quotes two points of meaning from two passages when each fits its own nearly as well', async () => {
    const { question, answers } = PART_A[1]!; // SQL injection
    const result = await score(question, answers.adequate);
    expect(quoteOf(result, 'You covered this key point: use parameterised queries')).toMatch(
      /^To prevent it/,
    );
    expect(quoteOf(result, 'You covered this key point: user input is concatenated')).toMatch(
      /^It is an attack/,
    );
  });

  it('quotes the piece of work from a passage the start of the story was not quoted from', async () => {
    const { question, answers } = PART_D[5]!; // "Your resume mentions Excel…"
    const result = await score(question, answers.strong);
    expect(quoteOf(result, 'Your answer says how you got into Excel')).toMatch(/^I started with Excel/);
    expect(quoteOf(result, 'Your answer covers a concrete piece of work')).toMatch(/^I built a workbook/);
    // "I learned Excel at college in a business course." is how the speaker got into it; "I have used it for budgets
    // and for a group project…" names Excel by "it".
    const adequate = await score(question, answers.adequate);
    expect(quoteOf(adequate, 'Your answer covers a concrete piece of work')).toMatch(
      /^I have used it for budgets/,
    );
  });
});

describe('a bank story question whose key points name the parts of a story', () => {
  const question: QuestionToJudge = {
    id: 'customer-success-behavioral-professional-01',
    text: 'Tell me about an at-risk account you saved. What signals did you see, what did you do, and what happened at renewal?',
    job_title: 'Customer Success Manager',
    round_type: 'Behavioral',
  };
  const point = (e: Evaluation, start: string) =>
    e.domain_knowledge.key_points!.find((k) => k.point.startsWith(start))!;

  it('credits the scene, what the speaker did and how it ended, quoting each where it is told', async () => {
    const story = await score(
      question,
      'In my second year a hotel group with 60 licences stopped logging in after their IT lead left, and their health score went red. I called their new head of operations and found nobody had shown the front desk team the booking module. I ran two short workshops and set up a fortnightly call with their manager. At renewal they signed for another two years and added ten licences. Next time I would ask for a second contact as soon as the first one gives notice.',
    );
    for (const start of ['situation:', 'action:', 'result at renewal', 'what they would do'])
      expect(point(story, start).covered).toBe(true);
    const said = story.domain_knowledge.strengths.join(' ');
    expect(said).toMatch(/Your answer sets out the situation \("In my second year/);
    expect(said).toMatch(/result at renewal with numbers \("At renewal they signed/);
  });

  it('credits none of them to general claims about accounts', async () => {
    const general = await score(
      question,
      'Churn is the biggest danger for a SaaS company, so it is really important to build strong relationships. I always make sure customers feel valued and I go the extra mile, because happy customers renew.',
    );
    for (const start of ['situation:', 'action:', 'result at renewal'])
      expect(point(general, start).covered).toBe(false);
  });
});

describe('a question planned from a resume', () => {
  const question = questionFromHook(
    { kind: 'skill', phrase: 'Kafka', source: 'resume' },
    'Technical',
    'Professional',
    1,
  );

  it('credits work, reasons and a result however they are worded, and a vague answer with none of them', async () => {
    const strong = await score(
      question,
      'At my last job I used Kafka to move order events from checkout to billing. I chose to key messages by order id so each order stays in order, and made the consumers idempotent. We cut checkout errors by about thirty percent.',
    );
    expect(strong.domain_knowledge.key_points).toEqual(
      question.rubric.key_points.map((point) => ({ point, covered: true })),
    );
    expect(strong.domain_knowledge.missing_areas.join(' ')).not.toMatch(/result or lesson/);
    const vague = await score(
      question,
      'Kafka is a great tool and I have worked with it a bit. It is very popular because it is scalable and fast. I would like to use it more in the future.',
    );
    expect(vague.domain_knowledge.key_points!.filter((k) => k.covered)).toEqual([]);
    expect(vague.overall_score).toBeLessThan(strong.overall_score);
  });

  it('asks a vague answer for the work it left out, not for a lesson, though the rubric’s follow-up names Kafka too', async () => {
    expect(question.rubric.follow_up).toMatch(/differently with Kafka next time/);
    const followUp = await judge.followUp(
      question,
      'Kafka is a great tool and I have worked with it a bit. It is very popular because it is scalable and fast. I would like to use it more in the future.',
    );
    expect(followUp).toEqual({
      text: 'Can you tell me about one piece of work where you used it yourself?',
      reason: 'missed_key_point',
      point: 'a concrete piece of work involving Kafka',
    });
  });

  it('gives nothing for naming the skill the question names, or for the skill being popular', async () => {
    const docker = questionFromHook(
      { kind: 'skill', phrase: 'Docker', source: 'resume' },
      'Technical',
      'Professional',
      1,
    );
    const modest = await score(
      docker,
      'I put our small reporting service in a container so it ran the same on my laptop and on the test server. I wrote the file myself and kept the image small.',
    );
    const popular = await score(
      docker,
      'Docker is a great tool and I have used it a bit. It is very popular and big companies use it because it is more modern. I would like to learn more about Docker in the future.',
    );
    expect(popular.overall_score).toBeLessThan(modest.overall_score);
    const said = [...popular.domain_knowledge.weaknesses, ...popular.articulation.weaknesses].join(' ');
    expect(said).toMatch(/very popular|big companies|more modern/);
  });

  it('credits work that clearly answers the question in words of its own, and not other work', async () => {
    const roadmap = questionFromHook(
      { kind: 'requirement', phrase: 'prioritising a product roadmap', source: 'custom_jd' },
      'Technical',
      'Professional',
      1,
    );
    const work = (e: Evaluation) => e.domain_knowledge.key_points![0]!;
    const own = await score(
      roadmap,
      'At my last company I had thirty feature requests and one quarter to ship. I scored each by reach and effort with the sales and support leads, and we chose to rebuild onboarding first because it lost us two hundred trials a month. Trial conversion rose from eight to eleven percent.',
    );
    expect(work(own)).toEqual({ point: roadmap.rubric.key_points[0], covered: true });
    const other = await score(
      roadmap,
      'In my last role I wrote the REST endpoints of our checkout service in Java with Spring Boot, added the validation and the integration tests, and moved our deployment to Docker containers.',
    );
    expect(work(other).covered).toBe(false);
  });

  it('asks a warm-up how the candidate got into the skill and where they used it, and credits both', async () => {
    const excel = questionFromHook(
      { kind: 'skill', phrase: 'Excel', source: 'resume' },
      'Warm-up',
      'Entry-Level',
      1,
    );
    const result = await score(
      excel,
      'I started with Excel in a part-time job at a garden centre, where I kept the stock sheet. Reordering took an hour a week instead of three.',
    );
    expect(excel.rubric.key_points).toEqual([
      'how you got into Excel',
      'a concrete piece of work involving Excel',
    ]);
    expect(result.domain_knowledge.key_points!.every((k) => k.covered)).toBe(true);
    // "Excel" shares a stem with the buzzword "excellence".
    const weaknesses = [...result.domain_knowledge.weaknesses, ...result.articulation.weaknesses];
    expect(weaknesses.join(' ')).not.toMatch(/Phrases like "Excel"/);
  });
});

describe('a quote', () => {
  it('opens on an ellipsis where it opens inside a sentence, and a term is quoted as it is', () => {
    const meaning = {
      passages: [
        'I start from the bank reconciliation and list outstanding cheques and deposits in transit,',
        'then compare the remaining difference against single transactions.',
        'If the difference divides by nine it is often a transposition.',
      ],
      opensSentence: [true, false, true],
    };
    expect(asQuoted('then compare the remaining difference against single transactions.', meaning)).toBe(
      '…then compare the remaining difference against single transactions.',
    );
    expect(asQuoted('If the difference divides by nine it is often a transposition.', meaning)).toBe(
      'If the difference divides by nine it is often a transposition.',
    );
    expect(asQuoted('the difference divides by nine it is often a transposition.', meaning)).toBe(
      '…the difference divides by nine it is often a transposition.',
    );
    expect(asQuoted('outstanding cheques', meaning)).toBe('outstanding cheques');
  });
});

describe('coverage', () => {
  it('never falls when one more key point is covered and nothing else changes', () => {
    const features = {
      keyPoints: [
        { point: 'a', shownIn: null, shownIfOnQuestion: null },
        { point: 'b', shownIn: null, shownIfOnQuestion: null },
      ],
      concepts: [],
      questionOverlap: 0.3,
      subjectAsked: [],
      specificPassages: [false],
      clichePassages: [false],
      ownNamePassages: [false],
      hedgePassages: [false],
      dismissivePassages: [false],
      setAside: [{ setAside: new Set(), rest: new Set() }],
      emptyReasonPassages: [false],
      relevance: {
        onQuestion: 0.5,
        elsewhere: 0.1,
        agreement: 0.4,
        bankSays: 1,
        aboutTheSpeaker: false,
        definesAnother: false,
        definesTheSubject: false,
        byLikeness: false,
      },
      toldOfAnOccasion: null,
      drawnIn: null,
      showsTheOccasionAsked: null,
    } as unknown as ContentFeatures;
    const meaning = (first: number) =>
      ({
        keyPoints: [[first], [0.2]],
        keyPointsAsked: [0.3, 0.3],
        keyPointsInPlainWords: [[], []],
        misconceived: [],
        generalClaim: [0.1],
        passages: ['x'],
        questionWords: 0.3,
        question: 0.5,
        focus: 0.1,
        elsewhere: null,
        ownSubject: null,
      }) as unknown as Meaning;
    let previous = -1;
    for (const similarity of [0.1, 0.3, 0.5, 0.6, 0.8]) {
      const value = coverage(features, meaning(similarity));
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    // The point comes to be covered on the way: the answer keeps to its question.
    expect(previous).toBeGreaterThan(coverage(features, meaning(0.1)));
  });
});

describe('an answer that talks about the question’s subject without answering it', () => {
  it('is told so in a sentence with its article', async () => {
    const { question, answers } = PART_E[2]!; // a guest complained on a night the hotel was full
    const weaknesses = (await score(question, answers.off_topic)).domain_knowledge.weaknesses;
    expect(weaknesses[0]).toMatch(/ It talks about the guest without answering what was asked\.$/);
  });

  it('is not told it talks about a subject of one everyday word, which any answer in the field names', async () => {
    const question: QuestionToJudge = {
      text: 'How would you build a discounted cash flow valuation for a company, and which assumptions matter most?',
      job_title: 'Financial Analyst',
      round_type: 'Technical',
    };
    const evaluation = await score(
      question,
      'Before an interview I read up on the company. I go through its annual report, look at who runs the company ' +
        'and what the press says about it, so that I can ask good questions at the end.',
    );
    const [first] = evaluation.domain_knowledge.weaknesses;
    expect(first).toMatch(/^Your answer does not address the question that was asked: How would you build/);
    expect(first).not.toMatch(/It talks about/);
    expect(evaluation.summary).not.toMatch(/It talks about/);
  });
});

describe('questionSubjects', () => {
  it('names what a question is about, without the words that only frame it', () => {
    expect(
      questionSubjects(
        'How would you design a zero-downtime deployment for a stateful service on Kubernetes?',
      ),
    ).toEqual(['zero-downtime deployment', 'stateful service', 'Kubernetes']);
    expect(questionSubjects('Tell me about a time you made a decision.')).toEqual([]);
  });

  it('keeps a noun the tagger takes for a verb in its phrase, and leaves a verb after its subject out', () => {
    expect(questionSubjects('How would you replace a cracked bathroom sink?')).toEqual([
      'cracked bathroom sink',
    ]);
    expect(questionSubjects('How would you speed up a slow React page?')).toEqual(['React page']);
    expect(questionSubjects('This role asks for Excel. How have you used it?')).toEqual(['Excel']);
  });

  it('keeps words the tagger reads out of a noun phrase, and leaves out counts, idioms and numbers', () => {
    expect(
      questionSubjects(
        'Where would you store an authentication token in a web application, and what are the security trade-offs?',
      ),
    ).toEqual(['authentication token', 'web application', 'security trade-offs']);
    expect(
      questionSubjects(
        'How do you assess a patient with acute low back pain to rule out serious pathology before you start treatment?',
      ),
    ).toEqual(['patient', 'acute low back pain', 'serious pathology', 'treatment']);
    expect(questionSubjects('This role asks for A/B testing of landing pages.')).toEqual([
      'A/B testing',
      'landing pages',
    ]);
    expect(
      questionSubjects('How do you keep track of court deadlines for the cases you are working on?'),
    ).toEqual(['court deadlines', 'cases']);
    expect(questionSubjects('A deal went quiet for three weeks after a great demo.')).toEqual([
      'deal',
      'demo',
    ]);
    expect(
      questionSubjects(
        'How would you build a discounted cash flow valuation, and which assumptions matter most?',
      ),
    ).toEqual(['cash flow valuation', 'assumptions']);
    expect(questionSubjects('Tell me about a time you had to make a safeguarding decision.')).toEqual([
      'safeguarding decision',
    ]);
  });
});

describe('a complete answer to a bank question', () => {
  it('is not told to add what it said in its own words', async () => {
    const index: QuestionToJudge = {
      text: 'Explain what a database index is, and when adding one might not help or could even hurt.',
      job_title: 'Backend Developer',
      round_type: 'Technical',
    };
    const result = await score(
      index,
      'An index is a separate structure, usually a tree, that lets the database look up rows fast. It speeds up the reads that filter or sort on the indexed column. But it slows down writes and uses more storage, because every insert updates it. On a column with low selectivity, or on a small table, the index may not help at all.',
    );
    const missing = result.domain_knowledge.missing_areas.join(' ');
    expect(missing).not.toMatch(/write overhead|storage cost/);
    expect(result.articulation.missing_areas).toEqual([]);
  });
});

describe('a key point said by meaning', () => {
  it('is not said by a sentence that only names the subject of the question', async () => {
    const { question, answers } = PART_A[1]!; // SQL injection, a bank question
    // "SQL injection is a kind of hacking attack that is very dangerous for any company." is as close to "user input
    // is concatenated into a query and executed as SQL" as the question itself is.
    const weak = await score(question, answers.weak);
    expect(weak.summary).toMatch(/^You covered none of the four key points/);
    const strong = await score(question, answers.strong);
    expect(strong.summary).toMatch(/^You covered four of the four key points/);
  });
});

describe('a key point whose concept the answer names', () => {
  it('is shown in the words of that concept, not only in the words of the point', async () => {
    const { question, answers } = PART_A[2]!; // "This is too expensive."
    expect(question.text).toMatch(/too expensive/);
    // "First I would not drop the price." names "no immediate discount" (its synonym), which is what "stays calm and
    // does not discount immediately" asks for; the encoder puts them only 0.37 apart.
    const strong = await score(question, answers.strong);
    expect(strong.domain_knowledge.strengths).toContainEqual(
      expect.stringMatching(/^Your answer stays calm and does not discount immediately/),
    );
    expect(feedbackViolations(strong)).toEqual([]);
    const weak = await score(question, answers.weak);
    expect(weak.domain_knowledge.strengths.join(' ')).not.toMatch(/does not discount/);
  });
});

describe('the follow-up decision', () => {
  const { question, answers } = PART_A[1]!; // SQL injection, a bank question

  it('moves on after an answer that covers the key points with specifics', async () => {
    expect(await judge.followUp(question, answers.strong)).toBeNull();
  });

  it('asks a general answer for specifics, in the words of its round', async () => {
    const followUp = await judge.followUp(
      { ...question, round_type: 'Technical' },
      'Preventing SQL injection is very important. I am passionate about security and I always follow best practices. I would make sure everything is done the right way.',
    );
    expect(followUp).toMatchObject({ reason: 'general', point: null });
    expect(followUp!.text).toMatch(/how exactly would it work/);
  });

  it('asks about a key point the answer missed', async () => {
    const followUp = await judge.followUp(
      question,
      'SQL injection is when user input is concatenated into a query and changes it. I use prepared statements so the input is sent as data.',
    );
    expect(followUp?.reason).toBe('missed_key_point');
    const rubric = await judge.rubricFor(question);
    expect(rubric.key_points).toContain(followUp!.point);
    expect(followUp!.text.endsWith('?')).toBe(true);
  });

  it('asks a story of one occasion for the part it left out, in an interviewer’s words, not for "one specific time"', async () => {
    const { question, answers } = PART_E[2]!; // a guest complained on a night the hotel was full
    expect(question.text).toMatch(/guest complained/);
    // "… and moved her to another room the next day." never says how it ended.
    expect(await judge.followUp(question, answers.adequate)).toEqual({
      text: 'How did it end? What changed, ideally in numbers?',
      reason: 'missed_key_point',
      point: 'result: how it ended',
    });
  });

  it('asks for a missed point of fact without reading the rubric’s words out when it cannot put them as a question', async () => {
    const followUp = await judge.followUp(
      question,
      'SQL injection happens when user input is concatenated into a query and the database runs it as SQL. I prevent it with parameterised queries and prepared statements, and an ORM helps, but raw queries still need parameters.',
    );
    expect(followUp).toEqual({
      // "least-privilege database user limits damage" is a claim, not something to ask the candidate to do.
      text: 'There is one more part to this I would like to hear. What else would you do or check here?',
      reason: 'missed_key_point',
      point: 'least-privilege database user limits damage',
    });
  });

  it('brings an answer to another question back to the one asked', async () => {
    const followUp = await judge.followUp(question, answers.off_topic);
    expect(followUp).toEqual({
      text: `Let me bring us back to the question: ${question.text}`,
      reason: 'off_question',
      point: null,
    });
  });

  it('brings an answer that strays to something else back to the question asked, not deeper into what it strayed to', async () => {
    const { question: interaction, answers: said } = WARFARIN;
    expect(await judge.followUp(interaction, said.off_topic)).toEqual({
      text: `Let me bring us back to the question: ${interaction.text}`,
      reason: 'off_question',
      point: null,
    });
  });

  it('moves on after a complete explanation whose example is a worked one, not a story of the speaker’s own', async () => {
    // The bank's "gives a concrete example such as users and orders" asks for an example given, in any words.
    const join: QuestionToJudge = {
      text: 'What is a SQL join? Explain the difference between an inner join and a left join with a simple example.',
      job_title: 'Backend Developer',
      round_type: 'Technical',
    };
    const complete =
      'A join combines rows from two tables on a related column, such as the user id. An inner join keeps only the rows that match in both tables. A left join keeps every row from the left table and fills the missing columns with null. For example, users left join orders also lists the users who never placed an order.';
    expect(await judge.followUp(join, complete)).toBeNull();
    const withoutExample = complete.replace(/ For example.*$/, '');
    expect(await judge.followUp(join, withoutExample)).toMatchObject({
      reason: 'missed_key_point',
      point: 'gives a concrete example such as users and orders',
    });
  });

  it('moves on after an answer that covered every key point, though a misheard sentence reads as a general claim', async () => {
    // Festival's answer as pocketsphinx heard it live: "An ORM helps, but raw queries…" came out as "And are our and
    // helps but raw queries…".
    const heard =
      'Sql injection happens when user input is concatenated into a query and the database executed as sql I prevent it with parameterised queries and prepared statements. And are our and helps but raw queries still need parameters the application also connects as a least privilege database user which limits the damage.';
    expect(await judge.followUp(question, heard)).toBeNull();
  });

  it('does not follow up on silence', async () => {
    expect(await judge.followUp(question, 'um')).toBeNull();
  });
});

describe('articulation by round', () => {
  const order = (passages: string[]) =>
    findArticulation('Technical', passages).find((a) => a.part.id === 'order')!.passage;

  it('takes a lone "first" for a word, not for steps given in order', () => {
    expect(
      order(['It is secure because the user logs in first, so only they can see the token.']),
    ).toBeNull();
    expect(
      order(['First I isolate it at the breaker and lock it off.', 'Then I prove it dead with a tester.']),
    ).toBe(0);
  });

  it('takes steps told one sentence at a time, with one word of order, for steps in order', () => {
    const react = [
      'I would record it with the React DevTools Profiler to see which components re-render.',
      'Usually it is a parent passing new props every render.',
      'I would memoize the expensive child with React.memo and stabilise callbacks with useCallback.',
      'Then I profile again to confirm the render count dropped.',
    ];
    expect(order(react)).toBe(3);
    // Without a word of order, or with only two steps, it is not yet a sequence.
    expect(order(react.map((p) => p.replace('Then I', 'I')))).toBeNull();
    expect(order([react[0]!, react[3]!])).toBeNull();
  });
});

describe('a behavioural answer that tells no story', () => {
  it('is asked once to tell one, not for each of the seven parts of a story', async () => {
    const { question, answers } = PART_E[10]!; // disagreed with a more senior colleague
    expect(answers.weak).toMatch(/^I get along with everybody/);
    const result = await score(question, answers.weak);
    expect(result.articulation.strengths).toEqual([]);
    expect(result.articulation.missing_areas).toEqual([
      'Tell one specific story from your own experience: when and where it happened, what you did yourself, and how it ended.',
    ]);
    expect(result.summary).toMatch(
      / It does not tell a story yet: it shows none of the parts a clear one has\.$/,
    );
    expect(feedbackViolations(result)).toEqual([]);
    // A story with one part told is advised part by part.
    const adequate = await score(question, answers.adequate);
    expect(adequate.articulation.missing_areas.length).toBeGreaterThan(1);
  });
});

describe('the key point of how a story ended', () => {
  it('quotes what came of it rather than a deed that followed', async () => {
    const { question, answers } = PART_E[3]!; // two of your staff called in sick before a busy shift
    expect(answers.strong).toMatch(/Afterwards I set up an on-call list/);
    const result = await score(question, answers.strong);
    const ended = result.domain_knowledge.strengths.find((s) =>
      s.startsWith('Your answer says how it ended'),
    );
    expect(ended).toBe(
      'Your answer says how it ended ("Queue times stayed under five minutes and we made our sales target.").',
    );
  });
});

describe('a warm-up question that asks for one occasion', () => {
  it('asks for the occasion alone, and says so in a sentence when the answer does not tell one', async () => {
    const question: QuestionToJudge = {
      text: 'Tell me about a technical problem you solved on your own, at home, at school or at work. How did you figure it out?',
      job_title: 'Support Engineer',
      round_type: 'Warm-up',
    };
    const strong = await score(
      question,
      "Our home Wi-Fi kept dropping every evening. I logged the router's channel with a phone analyser app, saw six neighbours on channel 6, and moved us to channel 11 on 5 GHz. The drops stopped, and I learned to measure before changing settings.",
    );
    expect(strong.summary).toMatch(/ As a warm-up answer, it has every part a clear one needs\.$/);
    expect(strong.articulation.missing_areas).toEqual([]);
    const vague = await score(
      question,
      'I am the person everyone asks about computers, because they know I will figure it out.',
    );
    expect(vague.summary).toMatch(/ As a warm-up answer, it does not show the one part a clear one has\.$/);
    expect(vague.articulation.missing_areas).toEqual([
      'Back it with one specific example: a project, a job or a moment.',
    ]);
    expect(feedbackViolations(strong)).toEqual([]);
    expect(feedbackViolations(vague)).toEqual([]);
  });
});

describe('the generic warm-up: a technical problem solved on your own', () => {
  const { question, answers } = PART_D[0]!;

  it('credits the problem and how the fix was confirmed where the story tells them, and only there', async () => {
    expect(question.text).toMatch(/technical problem you solved/);
    const strong = await score(question, answers.strong);
    const covered = strong.domain_knowledge.strengths.join(' ');
    expect(covered).toContain('a specific problem with a clear symptom ("Our home Wi-Fi kept dropping');
    expect(covered).toContain('confirmed the fix actually worked ("The drops stopped');
    // "I have solved many problems at home and at school for my family" tells no story, so it ends none.
    const weak = await score(question, answers.weak);
    expect(weak.domain_knowledge.strengths.join(' ')).not.toMatch(/confirmed the fix/);
    expect(feedbackViolations(strong)).toEqual([]);
    expect(feedbackViolations(weak)).toEqual([]);
  });
});

describe('a generic behavioural question, planned for a job the bank has no questions for', () => {
  const planned = (id: string): QuestionToJudge => {
    const question = (['Entry-Level', 'Professional'] as const)
      .flatMap((difficulty) =>
        planInterview(
          {
            job_title: 'Florist',
            job_description: '',
            round_type: 'Behavioral',
            difficulty_level: difficulty,
            count: 10,
          },
          1,
        ),
      )
      .find((q) => q.id === id)!;
    return { ...question, job_title: 'Florist', round_type: 'Behavioral' };
  };
  const covered = async (question: QuestionToJudge, text: string) => {
    const result = await score(question, text);
    expect(feedbackViolations(result)).toEqual([]);
    return result.domain_knowledge.strengths.join(' ');
  };

  it('credits the parts of a story where it tells them, in any words', async () => {
    const mistake = await covered(
      planned('generic-behavioral-entry-level-02'),
      'In my first month at the bakery I priced a batch of cakes at half the right price on the shelf labels. I noticed when the till totals looked low at lunch, told my manager straight away, and reprinted every label. We lost about forty pounds that morning. Since then I check the price list against the labels before the shop opens.',
    );
    expect(mistake).toContain('owns the mistake ("In my first month at the bakery I priced');
    expect(mistake).toContain('fixes it and tells the right people ("I noticed when the till totals');
    expect(mistake).toContain('what changed afterwards ("Since then I check the price list');
    const deadline = await covered(
      planned('generic-behavioral-professional-01'),
      'Last March a client moved their launch forward by a week, so our report was due in four days instead of eleven. I cut the scope to the three sections they needed for the launch, split the analysis between two colleagues and me, and checked in every evening. We delivered on the fourth day, and the remaining sections followed the week after.',
    );
    expect(deadline).toContain('the deadline and what was at stake ("Last March a client moved');
    expect(deadline).toContain('the delivery result ("We delivered on the fourth day');
    // A story's concepts name its qualities, not terms: "scope" is not praised as one, nor "so I" of the STAR words
    // as the transcriber heard it ("so I er report was due…").
    expect(deadline).not.toMatch(/this question is about/);
    const heard = await covered(
      planned('generic-behavioral-professional-01'),
      'Last march a client move there launch forward by a week so I er report was due in four days instead of eleven. I cut the scope to the three sections they needed for the launch split the analysis between two colleagues and me and check in every evening. We delivered on the fourth day and the remaining sections followed the week after.',
    );
    expect(heard).not.toMatch(/"so I"/);
  });

  it("reads a hard problem of the speaker's own as one occasion asked for, and credits its parts", async () => {
    const [question] = planInterview(
      {
        job_title: 'Florist',
        job_description: '',
        round_type: 'Technical',
        difficulty_level: 'Professional',
        count: 12,
      },
      1,
    ).filter((q) => q.id === 'generic-technical-professional-01');
    const result = await score(
      { ...question!, job_title: 'Florist', round_type: 'Technical' },
      'Last spring our wedding orders kept arriving wilted because the van had no cooling. I compared renting a refrigerated van with moving deliveries to early morning, and chose the early runs because the van would have cost four hundred pounds a month. Complaints dropped from six a month to none by June.',
    );
    expect(result.summary).not.toMatch(/does not address/);
    expect(result.summary).toMatch(/^You covered three of the three key points/);
    expect(feedbackViolations(result)).toEqual([]);
  });

  it('credits no part of a story the answer does not tell', async () => {
    const vague = await covered(
      planned('generic-behavioral-entry-level-02'),
      'I am a very careful person, so I do not really make mistakes. If I did, I would fix it and learn from it.',
    );
    expect(vague).not.toMatch(/owns the mistake|what changed afterwards/);
  });
});

describe('feedback that contradicts itself', () => {
  const vehicle = PART_F[3]!; // a time you could not work out what was wrong with a vehicle
  const neverDid = 'The question asks about your own experience, and your answer never says what you did.';

  it('is found where what the speaker did is both shown and said to be absent', async () => {
    expect(vehicle.question.text).toMatch(/wrong with a vehicle/);
    const result = await score(vehicle.question, vehicle.answers.adequate);
    expect(feedbackViolations(result)).toEqual([]);
    const both = {
      ...result,
      articulation: { ...result.articulation, weaknesses: [...result.articulation.weaknesses, neverDid] },
    };
    expect(feedbackViolations(both).map((v) => v.rule)).toContain(
      'what the speaker did is both shown and absent',
    );
  });

  it('is not given for a story heard without its past endings', async () => {
    // The adequate answer as the embedded transcriber heard it: "checked" as "check", "asked a more" as "ask them are".
    const heard = await score(
      vehicle.question,
      'The car came in with a clunk from the front that I could not change and. I check the usual things first like the brakes and wheel bearings and then ask them are experienced mechanic. He showed me how to click listening microphones to the suspension and it turned out to be a lawyer link.',
    );
    expect(heard.articulation.strengths.join(' ')).toMatch(/You described what you personally did/);
    expect(heard.articulation.weaknesses).not.toContain(neverDid);
    expect(feedbackViolations(heard)).toEqual([]);
  });

  it('is found where a term is praised from the general claim alone', async () => {
    const { question, answers } = PART_B[3]!; // an upset customer: "I always stay calm with customers because…"
    const result = await score(question, answers.weak);
    expect(feedbackViolations(result)).toEqual([]);
    expect(rulesWithStrengths(result, ['You used a term this question is about: "stay calm".'])).toContain(
      'a term is praised from a general claim',
    );
  });
});

describe('advice about a part said only in general words', () => {
  it('quotes what was said and asks for it about this problem, rather than as if it were never said', async () => {
    const { question, answers } = PART_C[0]!; // a drop in weekly sales: real or a data problem?
    const { articulation } = await score(question, answers.weak);
    // "… because communication is key" gives a reason that fits any problem: the mechanism is not shown.
    expect(articulation.missing_areas).toContain(
      'You said "I would look at the data carefully and talk to the people involved, because communication is key", but only in general words. Explain why your approach works for this problem: say what it prevents or makes possible, not a reason that fits any problem.',
    );
    expect(articulation.missing_areas.join(' ')).not.toContain(
      'Explain why your approach works, not only what to do',
    );
  });

  it('credits no trade-off to care about everything at once ("double check everything")', async () => {
    const { question, answers } = PART_C[0]!;
    expect(answers.weak).toMatch(/it is always good to double check everything/);
    const { articulation, domain_knowledge } = await score(question, answers.weak);
    expect(articulation.strengths.filter((item) => item.includes('trade-off'))).toEqual([]);
    expect(domain_knowledge.weaknesses.join(' ')).toContain('"double check everything"');
  });

  it('quotes words built on a cliché however rare their terms', async () => {
    const { question, answers } = PART_F[7]!; // a full truckload or less-than-truckload
    expect(answers.weak).toMatch(/because saving money is the main goal in logistics/);
    const { articulation } = await score(question, answers.weak);
    expect(articulation.missing_areas).toContain(
      'You said "I would always choose whatever is the cheapest option, because saving money is the main goal in logistics", but only in general words. Explain why your approach works for this problem: say what it prevents or makes possible, not a reason that fits any problem.',
    );
  });

  it('keeps the plain advice when the part was not said at all, or was said with terms of its own', async () => {
    const { question, answers } = PART_C[0]!;
    const { articulation } = await score(question, answers.off_topic);
    expect(articulation.missing_areas.some((item) => item.startsWith('You said'))).toBe(false);
    // "You lose the immediate answer though, so it only fits work that can happen afterwards" reads as general to the
    // encoder, but it speaks in terms of its own: the candidate is not told it is general.
    const queue = PART_E[1]!;
    expect(queue.question.text).toMatch(/message queue/);
    const advice = (await score(queue.question, queue.answers.adequate)).articulation.missing_areas;
    expect(advice.some((item) => item.startsWith('You said'))).toBe(false);
  });
});

describe('an answer that waves the problem away (docs/decisions/161)', () => {
  const waved = (area: { weaknesses: string[] }) =>
    area.weaknesses.filter((item) => item.startsWith('You waved the problem away'));

  it('is credited with no part for its "because" or its "if", and is told what waving it away shows', async () => {
    const { question, answers } = WARFARIN;
    expect(answers.weak).toMatch(/probably fine if the doctor prescribed it/);
    const { articulation, domain_knowledge } = await score(question, answers.weak);
    expect(articulation.strengths.filter((item) => item.includes('probably fine'))).toEqual([]);
    expect(waved(domain_knowledge)).toEqual([
      'You waved the problem away, which shows an interviewer nothing of how you would handle it: "…but it is probably fine if the doctor prescribed it, since the doctor knows the patient best."',
    ]);
  });

  it('is not an answer that reassures someone else, or finds that something was fine', async () => {
    const { domain_knowledge } = await score(
      WARFARIN.question,
      'I would check the interaction on the system, phone the prescriber and tell the patient not to worry about the delay. I would also ask the nurse who knows the patient best. When I checked the INR the week after, it was fine.',
    );
    expect(waved(domain_knowledge)).toEqual([]);
  });
});

describe('a reason that fits any problem (docs/decisions/161)', () => {
  const WEBSITES_BY_IP = PART_J.find((q) =>
    q.question.text.includes('websites load if they type in the IP'),
  )!;
  const mechanism = (area: { strengths: string[] }) =>
    area.strengths.filter((item) => item.startsWith('You explained how or why it works'));

  it('explains nothing of this problem: it is quoted as said in general words, not praised', async () => {
    const { question, answers } = WEBSITES_BY_IP;
    expect(answers.weak).toMatch(/because that fixes most network issues/);
    const { articulation } = await score(question, answers.weak);
    expect(mechanism(articulation)).toEqual([]);
    expect(articulation.missing_areas).toContain(
      'You said "Honestly, I\'d restart the router and the PC, because that fixes most network issues", but only in general words. Explain why your approach works for this problem: say what it prevents or makes possible, not a reason that fits any problem.',
    );
  });

  it('is not a reason about this problem', async () => {
    const { articulation } = await score(
      WEBSITES_BY_IP.question,
      "I'd run nslookup on the site name and flush the DNS cache, because that removes a stale record the PC kept.",
    );
    expect(mechanism(articulation)).toHaveLength(1);
  });
});

describe('a rubric borrowed for a question outside the bank', () => {
  it("comes only from the job's own role or from generic questions, never from an unrelated role", async () => {
    const rubric = await judge.rubricFor({
      text: 'Tell me about a time an employee complained about their manager. What did you do and how did you decide?',
      job_title: 'HR Generalist',
      round_type: 'Behavioral',
    });
    // Without the rule it borrowed a marketing rebrand's points ("internal rollout before external launch").
    expect(JSON.stringify(rubric)).not.toMatch(/launch|brand/i);
  });

  it('is kept per job: the same question for another job is judged against its own rubric', async () => {
    const text =
      'Tell me about a time an employee complained about their manager. What did you do and how did you decide?';
    const forMarketing = await judge.rubricFor({
      text,
      job_title: 'Marketing Executive',
      round_type: 'Behavioral',
    });
    const forHr = await judge.rubricFor({ text, job_title: 'HR Generalist', round_type: 'Behavioral' });
    expect(JSON.stringify(forMarketing)).toMatch(/launch|brand/i);
    expect(JSON.stringify(forHr)).not.toMatch(/launch|brand/i);
  });

  it('still comes from a role whose other title the job is ("Senior Software Engineer" for Backend Developer)', async () => {
    const rubric = await judge.rubricFor({
      text: 'Why would you put a message queue between two services instead of having one call the other directly over HTTP?',
      job_title: 'Senior Software Engineer',
      round_type: 'Technical',
    });
    expect(rubric.key_points.length).toBeGreaterThan(0);
    expect(rubric.key_points.join(' ')).toMatch(/queue|retr|consumer|idempot/i);
  });

  it('never lends a key point or concept about what only its own question asks', async () => {
    // Lent by "What got you interested in backend development … the first server-side project you built?".
    const rubric = await judge.rubricFor(PROJECT_END_TO_END);
    expect(rubric.key_points.length).toBeGreaterThan(0);
    expect(JSON.stringify([rubric.key_points, rubric.concepts.map((c) => c.name)])).not.toMatch(/server/i);
  });

  it('judges a lent key point about a lesson, an example or the tools by what the answer does', async () => {
    const strong = await score(
      PROJECT_END_TO_END,
      'I built a small expense tracker for my flatmates with Vue, a Flask API and SQLite, and put it on a cheap server. Four of us used it every month to split the bills. I learned to keep the data model simple and to write a test before I fix a bug.',
    );
    const vague = await score(
      PROJECT_END_TO_END,
      'I have built lots of apps and I really enjoy coding. Every app teaches you something new, and I learned a lot from all of them about being a better developer and working hard.',
    );
    const covered = (e: Evaluation) => e.domain_knowledge.key_points!.filter((k) => k.covered).length;
    expect(covered(strong)).toBe(strong.domain_knowledge.key_points!.length);
    expect(covered(vague)).toBe(0);
    expect(strong.summary).toMatch(/^You covered (all|every|three) /);
    expect(strong.overall_score).toBeGreaterThan(vague.overall_score);
  });

  it("is a story's parts for a story question no bank question is close to, each judged by that part", async () => {
    const question: QuestionToJudge = {
      text: 'Tell me about a time a pupil in your class kept disrupting lessons. What did you do?',
      job_title: 'Primary School Teacher',
      round_type: 'Behavioral',
    };
    expect((await judge.rubricFor(question)).key_points).toEqual([
      'situation: when and where it happened',
      'action: what you did yourself',
      'result: how it ended',
    ]);
    const story = await score(
      question,
      'In my first term a boy in year four kept calling out during maths. I moved him next to the board, gave him the job of handing out the mini whiteboards and agreed a quiet signal with him. Within three weeks he was putting his hand up, and his mother told me he finally liked maths.',
    );
    expect(story.domain_knowledge.key_points!.every((k) => k.covered)).toBe(true);
    // The checker finds a part covered as a key point and still advised.
    const situation = articulationParts('Behavioral').find((p) => p.id === 'situation')!;
    const advised = {
      ...story,
      articulation: { ...story.articulation, missing_areas: [situation.advice] },
    };
    expect(feedbackViolations(advised).map((v) => v.rule)).toContain(
      'a part of the story is both covered and advised',
    );
    const general = await score(
      question,
      'Every child is different, so as a teacher you need to be patient and consistent. I believe in positive behaviour management and I always try to build good relationships with my pupils.',
    );
    expect(general.domain_knowledge.key_points!.some((k) => k.covered)).toBe(false);
  });

  it('calls no general claim what the speaker had to do on a piece of work', async () => {
    const result = await score(
      {
        text: 'Your resume mentions Kafka. Walk me through how you applied it: the decisions you made and the result.',
        round_type: 'Technical',
      },
      'I used Kafka in a project to send events between services. One service produced messages to a topic and other services consumed them. I had to handle consumer groups and make sure messages were not processed twice.',
    );
    expect(result.domain_knowledge.weaknesses.join(' ')).not.toContain('general claim');
  });

  it('credits no explanation to the reason given for a cliché in the rest of its sentence', async () => {
    const result = await score(
      {
        text: 'How would you find and fix a React page that re-renders too often and feels slow?',
        job_title: 'Frontend Developer',
        round_type: 'Technical',
      },
      'I would look at the code and try to optimise it. In general a good developer writes clean code, communicates with the team and keeps learning about new techniques, because the frontend world changes so fast and there is always something new to learn.',
    );
    expect(result.domain_knowledge.weaknesses.join(' ')).toContain('keeps learning');
    expect(result.articulation.strengths.join(' ')).not.toContain('frontend world');
  });

  it('names the occasion asked about once where a story of another misses several of its parts', async () => {
    const result = await score(
      {
        text: 'Tell me about a time a student was falling behind in your class. What did you do?',
        job_title: 'Teacher',
        round_type: 'Behavioral',
      },
      'Last spring I ran a paid social campaign for a webinar and after the first week the cost per registration was forty dollars against a target of fifteen. I paused the two worst ad sets and looked at the data: clicks were fine but the landing page converted at two percent. I rewrote the headline and cut the form from seven fields to three. We finished at eighteen dollars per registration.',
    );
    expect(result.summary).toContain('does not address');
    expect(result.domain_knowledge.missing_areas).toEqual([
      'A strong answer tells of the occasion the question asks about, and sets out the situation: when and where it happened.',
      'Of that occasion, a strong answer also says what you did yourself.',
      'Of that occasion, a strong answer also says how it ended.',
    ]);
    expect(feedbackViolations(result)).toEqual([]);
    // The checker finds an item that goes on from an occasion no earlier item names.
    const [, ...rest] = result.domain_knowledge.missing_areas;
    const withoutFirst = { ...result, domain_knowledge: { ...result.domain_knowledge, missing_areas: rest } };
    expect(feedbackViolations(withoutFirst).map((v) => v.rule)).toContain(
      'an item speaks of an occasion no earlier item names',
    );
  });

  it("misses a story's part as the part of the occasion asked about when the answer tells of another", async () => {
    const question: QuestionToJudge = {
      text: 'Tell me about a time a pupil in your class kept disrupting lessons. What did you do?',
      job_title: 'Primary School Teacher',
      round_type: 'Behavioral',
    };
    const story = await score(
      question,
      'Last spring our year group went on a trip to the science museum. The coach company cancelled the night before, so the head asked me to find another one, and by eight the next morning we had two minibuses from the leisure centre.',
    );
    const scene = articulationParts('Behavioral').find((p) => p.id === 'situation')!;
    expect(story.articulation.strengths.some((s) => s.startsWith(`You ${scene.done}`))).toBe(true);
    // Judged as a story of another occasion than the one asked about, its scene missed as that occasion's.
    const point = 'situation: when and where it happened';
    const sentences = keyPointSentences(point);
    expect(sentences.missingOfAnother).toBe(
      'A strong answer tells of the occasion the question asks about, and sets out the situation: when and where it happened',
    );
    const missedAs = (sentence: string) => ({
      ...story,
      domain_knowledge: {
        ...story.domain_knowledge,
        strengths: story.domain_knowledge.strengths.filter((s) => !s.startsWith(sentences.covered)),
        key_points: story.domain_knowledge.key_points!.map((k) =>
          k.point === point ? { ...k, covered: false } : k,
        ),
        missing_areas: [`${sentence}.`, ...story.domain_knowledge.missing_areas],
      },
    });
    const rules = (e: Evaluation) => feedbackViolations(e).map((v) => v.rule);
    expect(rules(missedAs(sentences.missingOfAnother!))).not.toContain(
      'a part of the story is both missing and praised',
    );
    // The checker finds the scene praised and missed as if it were never set.
    expect(rules(missedAs(sentences.missing))).toContain('a part of the story is both missing and praised');
  });

  it("takes a story's deed heard in the present, as the story's action part does", async () => {
    const question: QuestionToJudge = {
      text: 'Tell me about a time your food costs were running over budget. What did you do to bring them down?',
      job_title: 'Restaurant Manager',
      round_type: 'Behavioral',
    };
    // As a transcriber hears it: "I also bring…" for "I also brought…", in a story told in the past.
    const heard = await score(
      question,
      'Last spring our food costs had crept up to thirty four percent against a target of twenty nine. The steaks were being cut too heavy. I also bring a new produce contract and rework the specials around cheaper cuts. Within two months we were back at twenty nine percent.',
    );
    const deed = heard.domain_knowledge.key_points!.find((k) => k.point === 'action: what you did yourself');
    expect(deed?.covered).toBe(true);
    const action = articulationParts('Behavioral').find((p) => p.id === 'action')!;
    expect(heard.articulation.strengths.some((s) => s.startsWith(`You ${action.done}`))).toBe(true);
    expect(feedbackViolations(heard)).toEqual([]);
  });

  it('is what draws the speaker for a warm-up question about it that no bank question is close to', async () => {
    const question: QuestionToJudge = {
      text: 'What made you want to become a florist, and what do you enjoy most about the work?',
      job_title: 'Florist',
      round_type: 'Warm-up',
    };
    expect((await judge.rubricFor(question)).key_points).toEqual(['what draws you to the work']);
    // Told in words of the work, not the question's own: "I got into it after…", "loved the rush of…".
    const drawn = await score(
      question,
      'I got into it after helping at my aunt’s stall on Saturdays, and I loved the rush of getting every wedding order out on time. Last spring I made the bouquets for a friend’s wedding on my own.',
    );
    expect(drawn.domain_knowledge.key_points!.every((k) => k.covered)).toBe(true);
    expect(drawn.articulation.strengths.join(' ')).toMatch(/You gave a reason/);
    expect(feedbackViolations(drawn)).toEqual([]);
    // What kind of person the speaker is says nothing of the work.
    const person = await score(
      question,
      'I have always been a creative person and I love flowers, so floristry felt like the perfect fit for me.',
    );
    expect(person.domain_knowledge.key_points!.some((k) => k.covered)).toBe(false);
    expect(feedbackViolations(person)).toEqual([]);
    // The checker finds the point covered beside the reason asked for again.
    const askedAgain = {
      ...drawn,
      articulation: {
        ...drawn.articulation,
        missing_areas: ['Give the reason behind your answer in one sentence.'],
      },
    };
    expect(feedbackViolations(askedAgain).map((v) => v.rule)).toContain(
      'what draws the speaker is both covered and asked for',
    );
    // …and the point missed beside a reason praised.
    const praisedAnyway = {
      ...person,
      articulation: { ...person.articulation, strengths: ['You gave a reason: "I love flowers."'] },
    };
    expect(feedbackViolations(praisedAnyway).map((v) => v.rule)).toContain(
      'what draws the speaker is both missing and praised as a reason',
    );
  });

  it("never says an answer fits an unrelated role's question better", async () => {
    const result = await score(
      {
        text: 'Tell me about a time you had to make a safeguarding decision when the information you had was incomplete. How did you decide what to do?',
        job_title: 'Social Worker',
        round_type: 'Behavioral',
      },
      'With a caseload of around twenty families, I plan my week every Monday and put statutory visits and court deadlines first. I block two afternoons for writing up case notes, so my recording never falls more than forty-eight hours behind, and I go through the whole list with my manager in supervision every month.',
    );
    // It was told the answer fitted "Six weeks before quarter end you are at fifty percent of quota…" better.
    expect(JSON.stringify(result)).not.toMatch(/quota|fits another question better/i);
  });
});

describe('a generic question that asks for steps of the work (docs/decisions/149)', () => {
  const asked = (round: 'Technical' | 'Warm-up', difficulty: 'Entry-Level' | 'Professional', id: string) => {
    const question = planInterview(
      {
        job_title: 'Florist',
        job_description: '',
        round_type: round,
        difficulty_level: difficulty,
        count: 10,
      },
      1,
    ).find((q) => q.id === id)!;
    return { ...question, job_title: 'Florist', round_type: round };
  };
  const first = asked('Technical', 'Professional', 'generic-technical-professional-03');

  it('credits a plain procedure with the steps it shows, and reads it as on the question, not as general claims', async () => {
    const plain = await score(
      first,
      'I look at which orders go out soonest and which ones are for a funeral, and I do those first. I check with the shop owner when a customer says an order is urgent. If a walk-in bouquet has to wait, I tell the customer when it will be ready.',
    );
    const cliches = await score(
      first,
      "I'm great under pressure and I always give one hundred percent. I just stay positive and get everything done, because a good attitude is what matters most.",
    );
    expect(feedbackViolations(plain)).toEqual([]);
    const strengths = plain.domain_knowledge.strengths.join(' ');
    expect(strengths).toContain('("I look at which orders go out soonest');
    expect(strengths).toContain('agrees priorities with others ("I check with the shop owner');
    expect(strengths).toContain('says no or defers ("If a walk-in bouquet has to wait');
    expect(plain.summary).not.toMatch(/does not address/);
    expect(plain.domain_knowledge.weaknesses.join(' ')).not.toMatch(/general claims? rather than evidence/);
    expect(plain.overall_score).toBeGreaterThan(cliches.overall_score + 10);
  });

  it('credits no step in an answer to another task', async () => {
    const learning = asked('Warm-up', 'Entry-Level', 'generic-warm-up-entry-level-02');
    const other = await score(
      learning,
      'When a customer comes in upset about wilted roses, I apologise, check the cold room log for that delivery, and replace the stems the same day with fresh ones from the back.',
    );
    expect(other.summary).toMatch(/does not address/);
    expect(other.domain_knowledge.strengths.join(' ')).not.toMatch(/applied|learned/);
    // Nor the tools of another task: an answer about hanging a door does not name the tools a florist uses.
    const tools = asked('Technical', 'Entry-Level', 'generic-technical-entry-level-01');
    const door = await score(
      tools,
      'Hanging an internal door, I first check the lining is plumb and measure the opening at the top, middle and bottom. I plane the door to leave a three millimetre gap, mark the hinges and chisel the recesses so the leaves sit flush.',
    );
    expect(door.summary).toMatch(/does not address/);
    expect(door.domain_knowledge.strengths.join(' ')).not.toMatch(/tools|used for|own use/);
    const learned = await score(
      learning,
      'Last month I took a short course on sympathy wreaths and practised on two frames in the back of the shop. Now I can make a full wreath for our funeral orders on my own.',
    );
    expect(feedbackViolations(learned)).toEqual([]);
    expect(learned.summary).not.toMatch(/does not address/);
    expect(learned.domain_knowledge.strengths.join(' ')).toContain(
      'says where it was applied ("Now I can make',
    );
  });
});

describe('a question about what draws the candidate to the work', () => {
  it('is answered by what draws them, in plain words, and not by another task', async () => {
    const question: QuestionToJudge = {
      text: 'What do you enjoy most about UX design, and what drew you to it?',
      job_title: 'UX Designer',
      round_type: 'Warm-up',
    };
    const plain = await score(
      question,
      'I like solving problems for real people. I got into it after watching my grandmother give up on a bus ticket app, and I wanted to make things like that simpler. My favourite part is talking to users and then seeing the next version work for them.',
    );
    expect(feedbackViolations(plain)).toEqual([]);
    expect(plain.summary).toMatch(/^You covered the one key point a strong answer makes\./);
    const other = await score(
      question,
      'For a usability test I write five or six realistic tasks, recruit people who match our users, and ask them to think aloud while I take notes. Afterwards I group the problems by how many people hit them and fix the worst first.',
    );
    expect(other.summary).toMatch(/does not address/);
    expect(plain.overall_score).toBeGreaterThan(other.overall_score + 20);
  });
});
