import { describe, expect, it } from 'vitest';
import {
  actionsInTurn,
  analyse,
  answerPassages,
  deedsInTurn,
  firstPersonActions,
  occasionsTold,
  tellsOfAnOccasion,
} from './text.ts';

describe('firstPersonActions', () => {
  it('takes no participle beside an adjective, nor things in general got done, for something done (ADR 169)', () => {
    const past = (text: string) =>
      firstPersonActions(text)
        .filter((a) => a.past)
        .map((a) => a.verb);
    expect(past('I stay calm and focused and I always get things done on time.')).toEqual([]);
    expect(past('I try to get photocopying and resources done early.')).toEqual(['do']);
  });

  it('takes "did" with a thing done for a deed, which the tagger reads as an auxiliary (ADR 208)', () => {
    const past = (text: string) =>
      firstPersonActions(text)
        .filter((a) => a.past)
        .map((a) => a.verb);
    expect(past('On my placement year I did the monthly valuations on a school extension.')).toEqual(['do']);
    expect(past('We did a stocktake every Friday.')).toEqual(['do']);
    expect(past('I did not check the label.')).toEqual([]);
    expect(firstPersonActions('I do think it matters.').map((a) => a.verb)).not.toContain('do');
  });

  it('finds what the speaker did or would do, marking past actions, and ignores opinions', () => {
    const actions = firstPersonActions(
      'I sat with him and found the gap. I believe in patience. We would then re-run the job and cut the form.',
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        { verb: 'sit', past: true, present: false },
        { verb: 'find', past: true, present: false },
        { verb: 'cut', past: false, present: false },
      ]),
    );
    expect(actions.map((a) => a.verb)).not.toContain('believe');
  });

  it('takes a participle that describes the speaker or others for a description, not for something done', () => {
    expect(firstPersonActions('I am very detail-oriented and I am results-driven.')).toEqual([]);
    expect(firstPersonActions('I would make sure customers feel valued.')).toEqual([]);
    // What the speaker never did is no deed: the scene of "I had never used the backup reader".
    expect(firstPersonActions('Our card machine broke and I had never used the backup reader.')).toEqual([]);
    // Disagreeing is a stance, the scene of a story: what the speaker did about it comes after.
    expect(
      firstPersonActions('On one job a colleague and I disagreed about where to plant a new hedge.'),
    ).toEqual([]);
    // An amount is no object: "I learned a lot" says nothing that was done, "I learned a lot about indexes" does.
    expect(
      firstPersonActions('I learned a lot from all of them, like how to be a better developer.'),
    ).toEqual([]);
    expect(firstPersonActions('We grew so much that year.')).toEqual([]);
    expect(firstPersonActions('I learned a lot about indexes.')).toEqual([
      { verb: 'learn', past: true, present: false },
    ]);
    expect(firstPersonActions('I am very happy and I fixed it.')).toEqual([
      { verb: 'fix', past: true, present: false },
    ]);
  });

  it('marks a verb in its plain present form, not one under a modal, as present', () => {
    expect(firstPersonActions('I check the plugs and then ask the technician.')).toEqual([
      { verb: 'check', past: false, present: true },
      { verb: 'ask', past: false, present: true },
    ]);
    expect(firstPersonActions('I would check the plugs and then ask the technician.')).toEqual([
      { verb: 'check', past: false, present: false },
      { verb: 'ask', past: false, present: false },
    ]);
  });
});

describe('tellsOfAnOccasion', () => {
  it('finds one occasion in a past verb of anyone, or in words that place it in time', () => {
    for (const told of [
      'A guest complained that her room was noisy',
      'It happened on a Saturday',
      'I kept the line moving',
      'Last year a customer comes in angry and I listen',
      'Last Tuesday a customer comes in angry and I listen',
      'The customer was angry',
      'Our deploys always failed on Fridays, so I added a check',
      'We talked it through and did the inspection properly',
    ])
      expect(tellsOfAnOccasion(told), told).toBe(true);
  });

  it('finds none in a routine, a plan, a present perfect, a passive or a participle before a noun', () => {
    for (const untold of [
      'During the evening check-in rush I keep the line moving',
      "When I plan the rota I look at last year's sales for the same week",
      'I would call the customer back',
      'I have worked with many teams',
      'The report is done by Friday',
      'I put my most experienced people on the busiest hours',
      'I am a fast learner and we are a small team',
      'I usually planned projects with a Gantt chart and held a kickoff meeting',
      'it is something I have always enjoyed since I was young',
      'they will stay with you, and that is what I did with this account as well',
      'In my support role I handled about forty tickets a day in Zendesk',
      'We met weekly to review the numbers',
      // A present perfect with adverbs between, a past supposed, a participle beside an adjective, things got done.
      'I get along with everyone so I have never really had a conflict',
      'If I did, I would talk to them calmly',
      'I stay calm and focused and I always get things done on time',
    ])
      expect(tellsOfAnOccasion(untold), untold).toBe(false);
  });

  it('takes what has not happened since as part of a story already told', () => {
    expect(tellsOfAnOccasion("It hasn't tripped since, even at 32 degrees.", true)).toBe(true);
    expect(tellsOfAnOccasion("It hasn't tripped since, even at 32 degrees.")).toBe(false);
  });
});

describe('occasionsTold', () => {
  it('reads what happened so often as a routine, until a story has been told', () => {
    expect(
      occasionsTold([
        'In my support role I handled about forty tickets a day in Zendesk, mostly password resets.',
        'I wrote macros for the common questions.',
      ]),
    ).toEqual([false, true]);
    expect(
      occasionsTold([
        'In 2023 I ran a CRM migration with a hard go-live.',
        'I reported weekly against the new plan.',
        'I called the sponsor every day that week.',
      ]),
    ).toEqual([true, true, true]);
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

describe('answerPassages', () => {
  it('keeps sentences whole and cuts a transcript without punctuation into even pieces', () => {
    expect(answerPassages('I checked the logs. Then I fixed it.')).toEqual([
      'I checked the logs.',
      'Then I fixed it.',
    ]);
    const long = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    const pieces = answerPassages(long);
    expect(pieces).toHaveLength(3);
    expect(pieces.join(' ')).toBe(long);
  });

  it('cuts a long sentence between clauses, never after a word that leaves its phrase open', () => {
    const sentence =
      "I want to be a Care Assistant because there are lots of jobs in care at the moment and it's something I could do while I decide what I want to do long term.";
    const pieces = answerPassages(sentence);
    expect(pieces[0]).toBe('I want to be a Care Assistant because there are lots of jobs');
    expect(pieces.at(-1)).toMatch(/^while I decide/);
    expect(pieces.join(' ')).toBe(sentence);
  });
});

describe('analyse', () => {
  it('counts a hesitation as no content word, so it is never a rare term of the field', () => {
    const { words, content } = analyse('Um I would er dry it and uh check the joints hmm');
    expect(words.filter((_, i) => content[i])).toEqual(['dry', 'check', 'joints']);
  });
});

describe('analyse', () => {
  it('counts a word that only says how much as no content word ("a bit", "a couple of"), but keeps a bit named', () => {
    const content = (text: string) => {
      const analysed = analyse(text);
      return analysed.words.filter((_, i) => analysed.content[i]);
    };
    expect(content('I used threads in Java a bit, and a couple of times a bunch of locks and stuff')).toEqual(
      ['threads', 'java', 'locks'],
    );
    expect(content('Set the sign bit with a bit mask')).toEqual(['set', 'sign', 'bit', 'bit', 'mask']);
  });

  it('gives a noun in -sis the stem of its verb, and leaves other words as the stemmer does', () => {
    const stems = (text: string) => analyse(text).stems;
    expect(stems('diagnosis diagnose diagnosed')).toEqual(['diagnos', 'diagnos', 'diagnos']);
    expect(stems('taxi Mississippi')).toEqual(['taxi', 'mississippi']);
  });
});

describe('actionsInTurn', () => {
  it('counts the listed pieces that go on with a verb of their own, not a list of things', () => {
    expect(
      actionsInTurn(
        'The browser parses the HTML, builds the DOM, fetches CSS and JavaScript, builds the render tree, lays it out and paints it.',
      ),
    ).toBeGreaterThanOrEqual(5);
    expect(actionsInTurn('The browser loads CSS, JavaScript, fonts and images.')).toBeLessThan(2);
    expect(actionsInTurn('It is very fast and modern browsers are really good at it.')).toBeLessThan(3);
  });
});

describe('deedsInTurn', () => {
  it("counts the things the speaker does in turn, not another subject's, nor having (ADR 186)", () => {
    expect(
      deedsInTurn('I reproduced it on a slow network, read the click handler and added a guard with a test.'),
    ).toBe(3);
    expect(
      deedsInTurn('I set up a call, asked what decisions they made each week, and drew a mock-up.'),
    ).toBe(3);
    expect(deedsInTurn('We then quickly rolled it back and told the client.')).toBe(2);
    expect(
      deedsInTurn('I replaced the object with a Map and a key check, and the crash never came back.'),
    ).toBe(1);
    expect(
      deedsInTurn(
        'I added a guard and a test for the double click, and we had no double charges after that.',
      ),
    ).toBe(1);
    expect(deedsInTurn('I called him and he agreed.')).toBe(1);
    expect(deedsInTurn('The page crashed and the users left.')).toBe(0);
  });
});
