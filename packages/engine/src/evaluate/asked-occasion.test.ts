import { describe, expect, it } from 'vitest';
import type { QuestionToJudge } from '../types.ts';
import { occasionsAsked, occasionsNotShown, showingTheOccasionAsked } from './asked-occasion.ts';
import { feedbackViolations } from './consistency.ts';
import { embeddedScorer } from './embedded-scorer.test-support.ts';

// The common behavioural questions, answered with a story that shows the kind of occasion asked (ADR 173).
const { score } = embeddedScorer();

const kinds = (question: string) => occasionsAsked(question).map((o) => o.kind);

describe('the kind of occasion a question asks about', () => {
  it('is read from the common wordings', () => {
    expect(kinds('Describe a time you worked under pressure.')).toEqual(['pressure']);
    expect(kinds('Tell me about a time you had a tight deadline.')).toEqual(['pressure']);
    expect(kinds('Describe a situation where you had to persuade someone.')).toEqual(['persuasion']);
    expect(kinds('Tell me about a time you disagreed with your manager.')).toEqual(['disagreement']);
    expect(kinds('Tell me about a time you had to learn something quickly.')).toEqual(['learning']);
    expect(kinds('Tell me about a time you handled a difficult customer.')).toEqual(['difficult person']);
    expect(kinds('Tell me about a time you received critical feedback.')).toEqual(['feedback']);
    expect(kinds('Tell me about a project you are proud of.')).toEqual(['something made']);
    expect(kinds('Tell me about a time you worked in a team and there was a disagreement.')).toEqual([
      'disagreement',
      'team',
    ]);
  });

  it('is none for a question of another kind, or pressure that comes from someone', () => {
    expect(kinds('Tell me about a time you went above and beyond.')).toEqual([]);
    expect(kinds('How do you handle pressure from parents about grades?')).toEqual([]);
  });
});

describe('a story that shows the kind of occasion asked', () => {
  it('shows pressure by the clock it was against, whatever the work', () => {
    const question = 'Describe a time you worked under pressure.';
    expect(
      showingTheOccasionAsked(question, ['The client call was the next day.', 'I had four hours.']),
    ).toEqual([1]);
    expect(
      showingTheOccasionAsked(question, ['I booked a room at the bowling alley for thirty people.']),
    ).toEqual([]);
    expect(showingTheOccasionAsked('What is a closure?', ['I had four hours.'])).toBeNull();
  });

  it('must show every kind a question asks about', () => {
    const question = 'Tell me about a time you worked in a team and there was a disagreement.';
    expect(showingTheOccasionAsked(question, ['Four of us built a timetable app.'])).toEqual([]);
    expect(
      showingTheOccasionAsked(question, [
        'Four of us built a timetable app.',
        'My colleague wanted to use a spreadsheet, but I thought a database would last longer.',
      ]),
    ).toEqual([0, 1]);
  });

  it('shows someone upset by how they came to the speaker, not only by what they did (ADR 191)', () => {
    const question = 'Tell me about a time you helped someone who was upset or frustrated.';
    for (const shown of [
      'A student came in close to tears because her laptop had died.',
      'An upset student was waiting at the desk.',
      'The caller sounded really stressed about the outage.',
    ])
      expect(showingTheOccasionAsked(question, [shown])).toEqual([0]);
    expect(showingTheOccasionAsked(question, ['A student asked me to look at her laptop.'])).toEqual([]);
  });

  it('shows feedback by what someone told the speaker of their work', () => {
    const question = 'Tell me about a time you received critical feedback.';
    expect(
      showingTheOccasionAsked(question, [
        'In my internship my lead told me my pull requests were too big to review.',
      ]),
    ).toEqual([0]);
    expect(showingTheOccasionAsked(question, ['I split my next feature into five small changes.'])).toEqual(
      [],
    );
  });

  it('shows persuasion by someone shown something or coming round', () => {
    const question = 'Describe a situation where you had to persuade someone.';
    expect(
      showingTheOccasionAsked(question, [
        'I showed him that the bar sales in that hour covered the staff cost.',
      ]),
    ).toEqual([0]);
    expect(showingTheOccasionAsked(question, ['I counted the students who came in after eight.'])).toEqual(
      [],
    );
  });
});

describe('"Tell me about a time you missed a deadline" (ADR 193)', () => {
  const question: QuestionToJudge = {
    text: 'Tell me about a time you missed a deadline. What happened and what did you learn?',
    job_title: 'Full Stack Developer',
    round_type: 'Behavioral',
  };

  it('asks about something that went wrong, as a mistake or a failure does', () => {
    expect(kinds(question.text)).toEqual(['setback']);
    expect(kinds('Tell me about a time you made a mistake at work.')).toEqual(['setback']);
    expect(kinds('Tell me about a time you failed.')).toEqual(['setback']);
  });

  it('takes a story of what slipped, in words of its own, as an answer to it', async () => {
    const story = await score(
      question,
      "In my second-year group project I said I'd finish the login page by Friday, but I underestimated the password " +
        'reset flow and it slipped to Tuesday. I told the team on Thursday instead of waiting, and we moved the demo. ' +
        'Since then I break my tasks into pieces under a day and say early when one grows.',
    );
    expect(story.summary).not.toMatch(/something other than what was asked/);
    expect(story.overall_score).toBeGreaterThanOrEqual(60);
    expect(feedbackViolations(story)).toEqual([]);
    const claims = await score(
      question,
      'I never miss deadlines because I am very organised. I always plan ahead.',
    );
    expect(story.overall_score - claims.overall_score).toBeGreaterThanOrEqual(25);
  });
});

const PRESSURE_STORY =
  'During my internship, the day before a client presentation, my manager found that half the sales figures in our deck were from the wrong quarter. I had four hours. I listed every chart that used the data, re-ran the queries for the right quarter, and had a colleague check each number against the source while I rebuilt the charts. We sent the corrected deck at nine that night, and the client never saw the error. Since then I always label every extract with its date range.';
const PRESSURE_CLAIMS =
  'I work really well under pressure, in fact I think I do my best work when there is a tight deadline. I stay calm and focused and I always get things done.';
const PRESSURE_ELSEWHERE =
  "Last spring I organised our department's end-of-year social. I booked a room at a local bowling alley, collected money from thirty people through a shared spreadsheet, and arranged a vegetarian option for the food. Everyone said they had a great time and the head of department asked me to run it again this year.";

describe('"Describe a time you worked under pressure"', () => {
  const question: QuestionToJudge = {
    text: 'Describe a time you worked under pressure.',
    job_title: 'Graduate Analyst',
    round_type: 'Behavioral',
  };

  it('takes a story against the clock as an answer to it, with every part it tells', async () => {
    const story = await score(question, PRESSURE_STORY);
    expect(story.summary).not.toMatch(/something other than what was asked/);
    const said = story.articulation.strengths.join(' ');
    expect(said).toMatch(/said what the problem was/);
    expect(said).toMatch(/said how it ended: "We sent the corrected deck/);
    expect(said).toMatch(/worked with others: "[^"]*had a colleague check/);
    const claims = await score(question, PRESSURE_CLAIMS);
    expect(story.overall_score - claims.overall_score).toBeGreaterThanOrEqual(25);
    expect(feedbackViolations(story)).toEqual([]);
  });

  it('still scores a story with no pressure in it below the story against the clock', async () => {
    const story = await score(question, PRESSURE_STORY);
    const elsewhere = await score(question, PRESSURE_ELSEWHERE);
    expect(story.overall_score - elsewhere.overall_score).toBeGreaterThanOrEqual(15);
  });
});

describe('"Describe a situation where you had to persuade someone"', () => {
  it('takes a story where the other person is shown the evidence and comes round as an answer to it', async () => {
    const story = await score(
      {
        text: 'Describe a situation where you had to persuade someone.',
        job_title: 'Sales Representative',
        round_type: 'Behavioral',
      },
      'At my student union job, the manager wanted to cut the late opening on Thursdays to save money. I counted how many students came in after eight for three weeks, which was about sixty a night, and showed him that the bar sales in that hour covered the staff cost. He kept the late opening for the rest of the term.',
    );
    expect(story.summary).not.toMatch(/something other than what was asked/);
    expect(story.articulation.strengths.join(' ')).toMatch(/said how it ended: "He kept the late opening/);
    expect(story.overall_score).toBeGreaterThanOrEqual(65);
  });
});

describe('the key points a story question borrows (ADR 174)', () => {
  const points = async (text: string) =>
    (
      await score(
        { text, job_title: 'Retail Assistant', round_type: 'Behavioral' },
        'A man came to the till shouting because his online order had been sent to the wrong store. I apologised, checked the order on our system and rang the other store, and they sent it over by the afternoon. He came back that evening and thanked me.',
      )
    ).domain_knowledge.key_points!.map((k) => k.point);

  it('come from no question about another kind of occasion that shares only an adjective', async () => {
    const asked = await points('Tell me about a time you handled a difficult customer.');
    expect(asked.join(' ')).not.toMatch(/feedback|fairly/);
    expect(asked.length).toBeGreaterThan(0);
  });

  it('come from a question about the same common kind of occasion in other words', async () => {
    expect(await points('Describe a time you worked under pressure.')).toContain(
      'how scope or plan was adjusted',
    );
  });
});

describe('warm-up answers told in their own words (ADR 177)', () => {
  it('take the story of how a career was chosen as an answer to why it was', async () => {
    const answer = await score(
      { text: 'Why did you decide to become a teacher?', job_title: 'Teacher', round_type: 'Warm-up' },
      "In my gap year I volunteered at a primary school reading club, and I worked with a boy in year three who couldn't read a full sentence in September. By Easter he read a whole chapter book to his mum at the end-of-term assembly. I realised I wanted a job where I could see that kind of progress every week, so I applied for my PGCE the next autumn.",
    );
    expect(answer.summary).not.toMatch(/does not address|something other than/);
    expect(answer.overall_score).toBeGreaterThanOrEqual(65);
  });

  it('take what the speaker built as an answer to the project they are proud of', async () => {
    const answer = await score(
      {
        text: 'Tell me about a project you are proud of.',
        job_title: 'Software Engineer Intern',
        round_type: 'Warm-up',
      },
      "In my final year I built a bus-arrival app for my town with two friends. I wrote the backend in Node that pulls the council's live feed every thirty seconds and caches it, so the app still works when the feed is slow. About four hundred people use it every week now, and I learned how much of the work is handling bad data rather than writing features.",
    );
    expect(answer.summary).not.toMatch(/something other than/);
    expect(answer.domain_knowledge.strengths.join(' ')).toMatch(
      /covers the result \("About four hundred people/,
    );
  });

  it('take a product the speaker uses as their own reason, not a general claim', async () => {
    const answer = await score(
      { text: 'Why do you want this job?', job_title: 'Graduate Analyst', round_type: 'Warm-up' },
      "I want to work on a product I actually use. I've used your budgeting app since my first year at university, and the monthly spending report is the reason I stopped going overdrawn.",
    );
    expect(answer.domain_knowledge.weaknesses.join(' ')).not.toMatch(/general claim/);
  });
});

describe('a story without the kind of occasion asked (ADR 178)', () => {
  it('is told what the question asked that it never showed', async () => {
    const solo = await score(
      {
        text: 'Tell me about a time you worked in a team.',
        job_title: 'Software Engineer Intern',
        round_type: 'Behavioral',
      },
      'Last winter my laptop stopped booting the week before exams. I took it apart on my own, found that the SSD had come loose, reseated it and reinstalled the operating system from a USB stick. It worked again that night and I did not lose any of my notes.',
    );
    expect(solo.articulation.weaknesses).toContain(
      'The question asks about working in a team, and your answer never shows who else was in it or what you did together.',
    );
    expect(feedbackViolations(solo)).toEqual([]);
    const team = await score(
      {
        text: 'Tell me about a time you worked in a team.',
        job_title: 'Software Engineer Intern',
        round_type: 'Behavioral',
      },
      'In my second year, four of us built a timetable app for a module. I took the login and the database, and when one teammate fell behind I paired with him for two evenings. We demoed it on time and got the highest mark in the class.',
    );
    expect(team.articulation.weaknesses.join(' ')).not.toMatch(/working in a team/);
  });

  it('finds the occasion across a sentence cut at its comma', () => {
    const question = 'Tell me about a time you disagreed with a colleague.';
    expect(
      occasionsNotShown(question, [
        'My colleague wanted to lay the slabs straight away to stay on schedule,',
        "but I'd noticed the clay soil holding water.",
      ]),
    ).toEqual([]);
  });

  it('forgives no doubt to an answer that tells of no occasion, however it names the kind', async () => {
    const question: QuestionToJudge = {
      text: 'Tell me about a time you had to learn something quickly.',
      job_title: 'Software Engineer Intern',
      round_type: 'Behavioral',
    };
    // "tutorials" names the kind; nothing here happened once.
    const habit = await score(
      question,
      'I always try to keep learning. I read a lot of articles and I watch tutorials on YouTube in my free time, because I think it is important to stay up to date in this field.',
    );
    const story = await score(
      question,
      "Two weeks into my internship I was asked to fix a bug in a service written in Go, which I had never used. I spent the first evening on the Go tour, then read the service's tests to see how it was meant to behave. I asked a senior engineer to review my first change. I fixed the bug within four days, and since then I always start with a codebase's tests when I join something new.",
    );
    expect(story.overall_score - habit.overall_score).toBeGreaterThanOrEqual(50);
  });
});
