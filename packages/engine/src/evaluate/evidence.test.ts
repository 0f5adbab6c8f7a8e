import { describe, expect, it } from 'vitest';
import { type PassageFacts, evidenceAskedFor, saysWhatAnotherAsks, showsEvidence } from './evidence.ts';
import { firstPersonActions, tellsOfAnOccasion } from './text.ts';

const facts = (passage: string, more: Partial<PassageFacts> = {}): PassageFacts => ({
  passage,
  cliche: false,
  occasion: tellsOfAnOccasion(passage),
  numbers: 0,
  named: 0,
  namesTheThing: false,
  answerNamesTheThing: true,
  speakerActs: true,
  speakerDidHere: firstPersonActions(passage).some((a) => a.past),
  actsHere: firstPersonActions(passage).map((a) => a.verb),
  terms: 0,
  ...more,
});

describe('showsEvidence', () => {
  it('takes one occasion with something concrete in it for work done, not an opinion or a vague "have worked"', () => {
    expect(
      showsEvidence(
        'work',
        facts('At my last job I used Kafka to move order events', { namesTheThing: true }),
      ),
    ).toBe(true);
    expect(
      showsEvidence(
        'work',
        facts('Kafka is a great tool and I have worked with it a bit', { namesTheThing: true }),
      ),
    ).toBe(false);
    expect(showsEvidence('work', facts('I would use Kafka for events', { namesTheThing: true }))).toBe(false);
    // Learning the thing is how the speaker got into it, not a piece of work with it.
    expect(
      showsEvidence(
        'work',
        facts('I learned Excel at college in a business course', { namesTheThing: true }),
      ),
    ).toBe(false);
    // Work with the thing the answer never names is not work with it.
    expect(
      showsEvidence(
        'work',
        facts('I used it to move order events', { numbers: 1, answerNamesTheThing: false }),
      ),
    ).toBe(false);
  });

  it("takes the speaker's reasons or a trade-off for reasons, not a because about the tool", () => {
    expect(
      showsEvidence('reasons', facts('I chose to key messages by order id so each order stays in order')),
    ).toBe(true);
    expect(
      showsEvidence('reasons', facts('The trade-off was a big request against fixing invoice errors')),
    ).toBe(true);
    // …as a transcript writes it, in two words.
    expect(
      showsEvidence(
        'reasons',
        facts('The trade off with steady weekday contracts against irregular margins'),
      ),
    ).toBe(true);
    // An option ruled out, or what the evidence pointed to, is an option the speaker weighed ("the options
    // considered"); a sentence without the speaker in it weighs nothing of theirs.
    expect(
      showsEvidence(
        'reasons',
        facts('First I ruled out airflow: the condenser coil was clean and both fans ran'),
      ),
    ).toBe(true);
    expect(
      showsEvidence(
        'reasons',
        facts('It was well above saturation, pointing to air left in after a compressor change'),
      ),
    ).toBe(false);
    expect(
      showsEvidence(
        'reasons',
        facts('The readings were high, which I took as pointing to air in the system'),
      ),
    ).toBe(true);
    expect(showsEvidence('reasons', facts('It is very popular because it is scalable and fast'))).toBe(false);
    expect(
      showsEvidence('reasons', facts('Since then I have used pivot tables for my college project')),
    ).toBe(false);
  });

  it('takes a figure that changed or a lesson drawn for a result, not a skill learned', () => {
    expect(
      showsEvidence('result', facts('We cut checkout errors by about thirty percent', { numbers: 1 })),
    ).toBe(true);
    expect(showsEvidence('result', facts('I learned to change only one thing per test'))).toBe(true);
    // A habit changed since is a lesson applied; what has happened since is not.
    expect(showsEvidence('lesson', facts('Since then I check the price list against the labels'))).toBe(true);
    expect(showsEvidence('lesson', facts('Since then I have used pivot tables for my project'))).toBe(false);
    // "Now I…" of a habit changed, not of where the speaker is now (ADR 173).
    expect(
      showsEvidence('lesson', facts('I got 71 on the final, and now I practise with real problems')),
    ).toBe(true);
    expect(showsEvidence('lesson', facts('Now I work at a bank in the city'))).toBe(false);
    // What drives the speaker, said as that, though it names no "I" (ADR 175).
    expect(showsEvidence('motivation', facts("That's what gets me up for a twelve-hour shift."))).toBe(true);
    expect(showsEvidence('motivation', facts('My dad drives me to work on Mondays.'))).toBe(false);
    expect(showsEvidence('result', facts('We had twelve partitions', { numbers: 1 }))).toBe(false);
    expect(showsEvidence('result', facts('I learned Excel at college in a business course'))).toBe(false);
  });

  it('takes one occasion for the situation only in an answer that names the thing asked about', () => {
    expect(showsEvidence('situation', facts('Last year I ran an A/B test on our pricing page'))).toBe(true);
    expect(
      showsEvidence(
        'situation',
        facts('In my last admin job I handled the front desk', { answerNamesTheThing: false }),
      ),
    ).toBe(false);
  });

  it('takes nothing from a cliché, whatever it says', () => {
    const cliche = { cliche: true };
    expect(showsEvidence('reasons', facts('I am a fast learner, so I picked it up quickly', cliche))).toBe(
      false,
    );
    expect(showsEvidence('situation', facts('Last year I went the extra mile for a customer', cliche))).toBe(
      false,
    );
  });
});

describe('evidenceAskedFor', () => {
  it('reads the kind of evidence a lent key point asks for from its words, and none from a fact', () => {
    expect(evidenceAskedFor('says what they learned from building it')).toBe('lesson');
    expect(evidenceAskedFor('lesson applied later')).toBe('lesson');
    expect(evidenceAskedFor('what draws you to the role')).toBe('motivation');
    expect(evidenceAskedFor('current studies or experience')).toBe('background');
    expect(evidenceAskedFor('the reasons for the choice')).toBe('reasons');
    expect(evidenceAskedFor('diagnose why usage dropped')).toBeNull();
    expect(evidenceAskedFor('describes a real first project and what it did')).toBe('example');
    expect(evidenceAskedFor('mentions the language or framework used')).toBe('tools');
    expect(evidenceAskedFor('names the language, framework and database')).toBe('tools');
    expect(evidenceAskedFor('retries with backoff and a dead-letter queue')).toBeNull();
    expect(evidenceAskedFor('Storage choice affects XSS and CSRF exposure')).toBeNull();
    // The scene and the end of a story, in the words of the generic warm-up's rubric.
    expect(evidenceAskedFor('a specific problem with a clear symptom')).toBe('scene');
    expect(evidenceAskedFor('confirmed the fix actually worked')).toBe('outcome');
  });

  it('takes studies or work so far for a background, and what is enjoyed in the work for what draws someone', () => {
    expect(
      showsEvidence(
        'background',
        facts('I finished my dental nursing certificate last summer and I have been working as a trainee'),
      ),
    ).toBe(true);
    expect(showsEvidence('background', facts('I am a very hard-working and friendly person'))).toBe(false);
    const drawn =
      'I like that the job mixes clinical work, like suction and mixing materials, with nervous patients';
    expect(showsEvidence('motivation', facts(drawn, { terms: 2 }))).toBe(true);
    expect(
      showsEvidence('motivation', facts('What I enjoy most is seeing a nervous child leave smiling')),
    ).toBe(true);
    expect(showsEvidence('motivation', facts('My favourite part is talking to users'))).toBe(true);
    expect(
      showsEvidence(
        'motivation',
        facts('I got into it after seeing how confusing some apps were for my parents'),
      ),
    ).toBe(true);
    expect(showsEvidence('motivation', facts('I love coding and I love learning'))).toBe(false);
    // What a warm-up answer's reason takes for a liking of the work shows it too (articulation.ts, LIKES_THE_WORK).
    expect(showsEvidence('motivation', facts('I am patient and I enjoy talking to older people'))).toBe(true);
    // What was loved in the work itself, later in a sentence; not what kind of person the speaker is.
    expect(
      showsEvidence(
        'motivation',
        facts('I cooked for my family growing up and loved the pressure of getting everything out at once'),
      ),
    ).toBe(true);
    expect(
      showsEvidence(
        'motivation',
        facts('I have always been a creative person and I love technology, so UX felt like the perfect fit', {
          named: 1,
        }),
      ),
    ).toBe(false);
    // A reason for a step of the work is not a reason for wanting it.
    expect(
      showsEvidence(
        'motivation',
        facts('Afterwards I write it in the behaviour chart so the team can see what triggers it'),
      ),
    ).toBe(false);
    expect(showsEvidence('motivation', facts('I love helping people', { cliche: true }))).toBe(false);
  });

  it('takes one occasion with something concrete in it for an example, and a named tool for tools', () => {
    const booking = 'I built a booking app for my climbing gym with React and PostgreSQL';
    expect(showsEvidence('example', facts(booking, { named: 2 }))).toBe(true);
    expect(showsEvidence('example', facts('I have built many projects and I love coding'))).toBe(false);
    expect(showsEvidence('example', facts('I built lots of things over the years'))).toBe(false);
    expect(showsEvidence('tools', facts(booking, { named: 2 }))).toBe(true);
    expect(showsEvidence('tools', facts('I use whatever tool fits the job best'))).toBe(false);
    // A trade's tools have no brand: two of its terms name them.
    const trade = 'Every day I use a multifunction tester, a voltage indicator and insulated screwdrivers';
    expect(showsEvidence('tools', facts(trade, { terms: 3 }))).toBe(true);
    // …or a list of them in everyday words, but not a list of deeds.
    const listed =
      'A carpenter uses a tape measure, a square, a level, saws and a drill pretty much every day.';
    expect(showsEvidence('tools', facts(listed))).toBe(true);
    expect(showsEvidence('tools', facts('I check everything, test it, and ask for review.'))).toBe(false);
  });
});

describe('a step of the work a key point asks for', () => {
  const shows = (
    kind: Parameters<typeof showsEvidence>[0],
    passage: string,
    more: Partial<PassageFacts> = {},
  ) => showsEvidence(kind, facts(passage, more));

  it('is a ranking when the work is put in an order by something, not by whoever asks', () => {
    expect(shows('ranking', 'I sort the orders by delivery time and do the funerals first')).toBe(true);
    const plain =
      'I look at what has the closest deadline and what affects the most people, and I do those first';
    expect(shows('ranking', plain)).toBe(true);
    expect(
      shows('ranking', 'I do whatever the boss asks for first, because that is usually the most important'),
    ).toBe(false);
    expect(shows('ranking', 'Prioritisation is key in a busy shop')).toBe(false);
  });

  it('is a ranking when the speaker writes it all into a planner with its deadlines (ADR 161)', () => {
    expect(
      shows('ranking', 'On Monday morning I write everything into my planner with the real deadlines'),
    ).toBe(true);
    expect(shows('ranking', 'I put every date into the shared calendar the moment it is due')).toBe(true);
    // A planner with nothing it is ranked by lists nothing in order.
    expect(shows('ranking', 'I put everything in my planner and get on with it')).toBe(false);
  });

  it('is consulting when the speaker asks, agrees with or tells the people concerned', () => {
    expect(shows('consult', 'I check with the shop owner when a customer says it is urgent')).toBe(true);
    expect(shows('consult', 'Then I tell the directors what is moving and why')).toBe(true);
    expect(shows('consult', 'I try to keep everyone happy and just get on with it')).toBe(false);
  });

  it('is a deferral when the speaker says what waits, not any "later"', () => {
    expect(
      shows('deferral', 'If a walk-in bouquet has to wait, I tell the customer when it will be ready'),
    ).toBe(true);
    expect(shows('deferral', 'If a delivery is going to be late, I ring the client early')).toBe(true);
    expect(shows('deferral', 'Later I would like to run my own shop')).toBe(false);
    // What slips is how the work is ranked, not what waits.
    expect(shows('deferral', 'I sort it by what has a fixed deadline and what hurts most if it slips')).toBe(
      false,
    );
  });

  it('is a check when something specific is checked, against something or on a routine, not "everything"', () => {
    expect(shows('check', 'I compare the order sheet against the stems in the bucket')).toBe(true);
    expect(shows('check', 'I count the stems for each bouquet', { terms: 1 })).toBe(true);
    expect(shows('check', 'I check my order list every morning')).toBe(true);
    expect(shows('check', 'I always double-check everything and take my time')).toBe(false);
  });

  it("is a review when someone else checks the speaker's work, not someone else's", () => {
    expect(shows('review', 'Then a colleague looks over the arrangement before it goes out')).toBe(true);
    expect(shows('review', 'If a card message looks odd, I ask the owner before I send it')).toBe(true);
    expect(shows('review', 'I pull the invoice that their manager approved')).toBe(false);
  });

  it('is a skill learned when the speaker came to a named thing, not when they are keen to learn', () => {
    expect(shows('skill', 'Last month I took a course on sympathy wreaths', { terms: 1 })).toBe(true);
    expect(shows('skill', "Mostly I've been learning Xero lately", { named: 1 })).toBe(true);
    expect(shows('skill', "I'm always keen to learn, and learning matters in floristry", { terms: 1 })).toBe(
      false,
    );
    // What was learned at university is not kept current.
    expect(
      shows('skill', 'So I mostly rely on what I learned at university, and that has been fine so far', {
        terms: 1,
      }),
    ).toBe(false);
    expect(shows('skill', 'I learned it years ago on my first lab job', { terms: 1 })).toBe(false);
    expect(shows('skill', 'This year I learned to run the LC-MS on a course', { named: 1 })).toBe(true);
  });

  it('is a resource when the speaker names where they learned from, not "things online"', () => {
    expect(shows('resource', 'I watched the training videos and practised on offcuts')).toBe(true);
    expect(shows('resource', 'I read things online and try to improve myself')).toBe(false);
    // A practice is where a dental nurse works; practising is how they learn.
    expect(shows('resource', 'Our practice started offering aligners a few months ago')).toBe(false);
    expect(shows('resource', "I've done my yearly CPD because you have to")).toBe(true);
  });

  it('is applied where the speaker puts it to use on something, not where they learn it', () => {
    expect(shows('applied', 'Now I can build a full arch for our wedding orders')).toBe(true);
    expect(
      shows('applied', 'I used it on the Smith wedding, wiring sixty buttonholes', { numbers: 1, named: 1 }),
    ).toBe(true);
    expect(shows('applied', "I've done my yearly training module", { named: 1 })).toBe(false);
    expect(shows('applied', "I've used most of them and I'm good with my hands")).toBe(false);
  });

  it('is a purpose where the passage says what a thing is for, not "for everything"', () => {
    expect(shows('purpose', 'I use floral foam for holding stems in a low bowl')).toBe(true);
    expect(shows('purpose', 'A knife is used to cut stems at an angle')).toBe(true);
    expect(shows('purpose', 'You can do nearly everything with a knife')).toBe(false);
    expect(shows('purpose', 'I use my knife for everything')).toBe(false);
  });

  it('is a baseline where the work as done today is seen or measured', () => {
    expect(shows('baseline', "I'd start by watching how the orders are made up and timing each one")).toBe(
      true,
    );
    expect(shows('baseline', "I'd talk to the staff who actually make the bouquets")).toBe(true);
    expect(shows('baseline', "I'd tell the team they need to work faster")).toBe(false);
  });

  it('is a cause where the answer says where the work slows down or goes wrong', () => {
    expect(shows('cause', 'The deliveries were the problem: stems sat in the van for an hour')).toBe(true);
    expect(shows('cause', "I'd find out where it goes wrong first")).toBe(true);
    // A transcript writes no hyphens: "hold up" is the "hold-up".
    expect(shows('cause', 'The main hold up was the delivery note being checked at night')).toBe(true);
    expect(shows('cause', 'A lot of mistakes are just people not paying attention')).toBe(false);
  });

  it('is verified where a change is seen to work, not where anything is checked', () => {
    expect(shows('verified', "Then I'd see if the mistakes go down and keep the change if it works")).toBe(
      true,
    );
    expect(shows('verified', 'Within a month waste had more than halved')).toBe(true);
    expect(shows('verified', 'I check whether we can find the sale on the till system')).toBe(false);
  });

  it('is clarifying where the speaker finds out what exactly is wanted, not any question asked', () => {
    expect(shows('clarify', "First I'd find out exactly what the customer wants the arch to look like")).toBe(
      true,
    );
    expect(shows('clarify', "I'd check the brief with the bride before ordering")).toBe(true);
    expect(shows('clarify', "I'd ask my supervisor to help me")).toBe(false);
  });

  it('takes nothing from a cliché', () => {
    expect(shows('ranking', 'I put the customer first, whatever the deadline', { cliche: true })).toBe(false);
  });
});

describe('an ending a key point asks to see in figures', () => {
  it('is shown by a figure that changed, not by an ending without one', () => {
    expect(evidenceAskedFor('result at renewal with numbers')).toBe('measured');
    expect(evidenceAskedFor('result: measurable improvement for users')).toBe('measured');
    expect(evidenceAskedFor('result: how it ended')).toBe('outcome');
    const numbers = { numbers: 2 };
    expect(showsEvidence('measured', facts('By renewal usage was back to 30 users from 11.', numbers))).toBe(
      true,
    );
    expect(showsEvidence('measured', facts('After that usage went up and they renewed.'))).toBe(false);
    expect(showsEvidence('outcome', facts('After that usage went up and they renewed.'))).toBe(true);
  });
});

describe('a key point that asks for a worked example', () => {
  it('is shown by an example given to explain the concept, not only by one from the speaker’s own work', () => {
    expect(evidenceAskedFor('gives a concrete example such as users and orders')).toBe('illustration');
    expect(evidenceAskedFor('a concrete worked example')).toBe('illustration');
    const users = 'For example, users left join orders also lists the users who never placed an order.';
    expect(showsEvidence('illustration', facts(users))).toBe(true);
    expect(showsEvidence('example', facts(users))).toBe(false);
    expect(showsEvidence('illustration', facts('For example, databases and tables.'))).toBe(false);
    expect(showsEvidence('illustration', facts('A join keeps the rows that match in both tables.'))).toBe(
      false,
    );
  });
});

describe('a key point labelled as a part of a story', () => {
  it('asks for that part: the scene, what the speaker did, how it ended', () => {
    expect(evidenceAskedFor('situation: account size and risk signals')).toBe('scene');
    expect(evidenceAskedFor('action: engaged new stakeholders and diagnosed causes')).toBe('deed');
    expect(evidenceAskedFor('result at renewal with numbers')).toBe('measured');
    expect(evidenceAskedFor('what they would do earlier next time')).toBe('lesson');
    expect(evidenceAskedFor('a recovery plan with the customer')).toBeNull();
  });

  it('is shown by a passage that tells that part', () => {
    expect(showsEvidence('scene', facts('Last year a customer dropped from 32 weekly users to 11.'))).toBe(
      true,
    );
    expect(showsEvidence('scene', facts('Churn is the biggest danger for a SaaS company.'))).toBe(false);
    expect(showsEvidence('scene', facts('One of my projects was behind schedule.'))).toBe(true);
    // What the speaker noticed is how things stood, though a clause of it reads as a deed ("we threw away").
    expect(
      showsEvidence(
        'scene',
        facts('I noticed we threw away about forty stems a week that were past their best.'),
      ),
    ).toBe(true);
    expect(showsEvidence('scene', facts('I moved a prep cook onto the dish station.'))).toBe(false);
    expect(
      showsEvidence('scene', facts('When it got busy I used the ABC approach to see who was most unwell.')),
    ).toBe(true);
    // What the speaker did is the action, not the scene it happened in.
    expect(
      showsEvidence('scene', facts('I told the team that we needed to be more careful and reduce waste.')),
    ).toBe(false);
    expect(showsEvidence('deed', facts('I got a meeting with their new operations director.'))).toBe(true);
    expect(showsEvidence('deed', facts('I learned a lot and I wanted to help.'))).toBe(false);
    const ending = facts('By renewal usage was back to 30 users and they renewed for two years.', {
      numbers: 2,
    });
    expect(showsEvidence('outcome', ending)).toBe(true);
    expect(showsEvidence('outcome', facts('I always keep an eye on the numbers.'))).toBe(false);
    expect(
      showsEvidence('lesson', facts('I learned to test the landing page before spending on traffic.')),
    ).toBe(true);
    expect(showsEvidence('lesson', facts('We cut checkout errors by thirty percent.', { numbers: 1 }))).toBe(
      false,
    );
    // A scene opened by its place, and no ending for a scene (ADR 169).
    expect(
      showsEvidence(
        'scene',
        facts(
          'At the call centre, a colleague kept taking my callbacks off the shared board and closing them without calling.',
        ),
      ),
    ).toBe(true);
    expect(showsEvidence('scene', facts("We haven't had a lost callback since.", { occasion: true }))).toBe(
      false,
    );
    // A habit kept since the occasion is what changed afterwards; a place lived in since is not.
    expect(
      showsEvidence('lesson', facts("I've done that ever since and my till hasn't been short again.")),
    ).toBe(true);
    expect(showsEvidence('lesson', facts("We moved to Leeds and I've lived there ever since."))).toBe(false);
  });

  it('reads what a candidate says of themselves as candidates say it, written blind to the scorer (ADR 207)', () => {
    const shows = (kind: Parameters<typeof showsEvidence>[0], passage: string, more = {}) =>
      showsEvidence(kind, facts(passage, more));
    // A strength named as one of a list the speaker announced, or as how they are with something.
    expect(shows('strength', 'First, staying calm with frustrated customers.')).toBe(true);
    expect(shows('strength', "Second, I'm organised with follow-ups.")).toBe(true);
    expect(shows('strength', "I'm used to dealing with people who are upset.")).toBe(false);
    expect(shows('weakness', "I'd say I've been too slow to ask for help.")).toBe(true);
    expect(shows('weakness', "I'm too good at my job.")).toBe(false);
    expect(
      shows('improving', "Since then I've set myself a rule: if I've been stuck for five minutes, I ask."),
    ).toBe(true);
    expect(shows('improving', "So I'm making an effort to ask sooner when I'm unsure.")).toBe(true);
    expect(shows('fit', 'This apprenticeship is my route to all of that.')).toBe(true);
    expect(
      shows(
        'fit',
        "Your firm does domestic and commercial work, so I'd get a much wider range of experience.",
      ),
    ).toBe(true);
    // What the organisation does, said to it, with a fact in it.
    expect(
      shows('organisation', "You've grown to about sixty stores plus a big online side.", { numbers: 1 }),
    ).toBe(true);
    expect(shows('organisation', 'You build payroll software for small businesses.', { terms: 1 })).toBe(
      true,
    );
    expect(shows('organisation', 'You know how it is.', { terms: 1 })).toBe(false);
    expect(shows('organisation', 'You have a great culture.')).toBe(false);
    // What the speaker wants next, and the skills they plan to build.
    expect(
      shows('goal', "So now I'm looking for a graduate role where I can keep building backend services."),
    ).toBe(true);
    expect(shows('goal', "In five years I'd like to be a fully qualified electrician.")).toBe(true);
    expect(shows('goal', 'I want a proper office administrator role in a bigger organisation.')).toBe(true);
    expect(shows('goal', 'I enjoyed the backend work most.')).toBe(false);
    expect(shows('growth', 'Ideally working towards my inspection and testing qualification.')).toBe(true);
    expect(
      shows('growth', "I'd also like to do some extra courses so I can move into specialist areas."),
    ).toBe(true);
    expect(shows('growth', "I'm also motivated by getting chartered.")).toBe(true);
    expect(shows('growth', "I'd like to be a senior engineer.")).toBe(false);
    // Qualities named together, and a way of working under pressure.
    expect(shows('qualities', 'Patient, organised and curious.')).toBe(true);
    expect(shows('qualities', "I'd say patient, reliable and friendly.")).toBe(true);
    expect(shows('qualities', 'patient organised and curious patient because i have spent two years')).toBe(
      true,
    );
    expect(shows('qualities', 'Outside of work I do a lot of running.')).toBe(false);
    expect(
      shows('coping', "On a Friday night I'd stick to the same order every time: name, address, order."),
    ).toBe(true);
    expect(shows('coping', 'I plan the week on a Sunday and I swim twice a week.')).toBe(true);
    expect(shows('coping', 'Stress is part of every job.')).toBe(false);
    // Work the speaker does now, placed and counted, is an example of their own; so is this year's.
    expect(
      shows('example', 'In my current job at a call centre I take about sixty calls a day.', { numbers: 1 }),
    ).toBe(true);
    expect(shows('example', 'In my job I always do my best.')).toBe(false);
    expect(
      shows('example', 'I competed in two capture-the-flag events this year.', { named: 1, numbers: 1 }),
    ).toBe(true);
    expect(shows('background', "I've got some warehouse experience from working over peak season.")).toBe(
      true,
    );
    expect(shows('fit', "I've also got a forklift licence, which could be useful for the team here.")).toBe(
      true,
    );
    expect(
      shows('resource', "For news I read the NCSC's weekly threat report and listen to a podcast."),
    ).toBe(true);
    expect(shows('goal', "I'm thinking about nursing later.")).toBe(true);
    // A sum of pay in words.
    expect(shows('range', 'I think somewhere around twenty-five thousand would be fair.')).toBe(true);
    expect(shows('range', 'I would like a fair salary.')).toBe(false);
  });

  it('reads what a candidate says of themselves, asked by the common questions about them (ADR 162)', () => {
    const shows = (kind: Parameters<typeof showsEvidence>[0], passage: string, more = {}) =>
      showsEvidence(kind, facts(passage, more));
    expect(shows('strength', 'My main strength is that I am careful with detail.')).toBe(true);
    expect(shows('strength', "I'm good at explaining numbers simply.")).toBe(true);
    expect(shows('strength', 'Detail matters a lot in accounting.')).toBe(false);
    expect(shows('weakness', 'I used to find it hard to delegate.')).toBe(true);
    expect(shows('weakness', 'Public speaking has never been my strength.')).toBe(true);
    // A strength in disguise is no weakness.
    expect(shows('weakness', 'My greatest weakness is that I am a perfectionist and I work too hard.')).toBe(
      false,
    );
    expect(shows('improving', 'Now I write a short checklist for each task and hand it over.')).toBe(true);
    expect(shows('improving', "Since then I've joined a Toastmasters club.")).toBe(true);
    expect(shows('improving', 'Now I am a team lead.')).toBe(false);
    expect(shows('fit', 'This role would give me hands-on budget responsibility.')).toBe(true);
    expect(shows('fit', 'Your school has a maths lead post, so it is the right next step for me.')).toBe(
      true,
    );
    expect(shows('fit', 'I like working with numbers.')).toBe(false);
    expect(shows('fit', "I'd bring the same habit to your sprints.")).toBe(true);
    // Work the speaker has done that is the kind the job is (ADR 166).
    expect(shows('fit', 'It is exactly the kind of backend work I did in my final-year project.')).toBe(true);
    // What the speaker knows of the organisation first-hand or in particular, not what any organisation is said to have.
    expect(shows('organisation', "I've used your app to split bills with my flatmates for two years.")).toBe(
      true,
    );
    expect(shows('organisation', 'I read your engineering blog post about moving payments to a queue.')).toBe(
      true,
    );
    expect(shows('organisation', 'I have heard your company has a great culture.')).toBe(false);
    expect(shows('organisation', 'I really like your values and your reputation.')).toBe(false);
    // What draws the speaker, said of something they use themselves.
    expect(shows('motivation', 'I want to work on a product I actually use.')).toBe(true);
    expect(shows('motivation', 'I want to work for a big company.')).toBe(false);
  });

  it('takes something the speaker did, placed in a job and told with its details, as an example of their own', () => {
    const example = (passage: string, more = {}) => showsEvidence('example', facts(passage, more));
    expect(
      example(
        'In my last job I reconciled about forty supplier accounts every month and I found a duplicate payment.',
        { numbers: 1 },
      ),
    ).toBe(true);
    // Things it names in other than everyday words are its details too ("month-end reports").
    expect(example('In my first team lead role I kept doing the month-end reports myself.')).toBe(true);
    // Placed, but with nothing concrete in it; or concrete, but neither one occasion nor placed.
    expect(example('In my last job I worked hard every day.')).toBe(false);
    expect(example('I reconcile about forty accounts every month.', { numbers: 1 })).toBe(false);
  });

  it('reads a question put to the interviewer and a pay range as what the common questions ask (ADR 162)', () => {
    expect(
      showsEvidence('asks', facts('What does a typical first month look like for a new developer?')),
    ).toBe(true);
    expect(showsEvidence('asks', facts("I'd like to know how you do code reviews."))).toBe(true);
    expect(showsEvidence('asks', facts('I do code reviews every day.'))).toBe(false);
    expect(
      showsEvidence(
        'range',
        facts('The range is about twenty-eight to thirty-two thousand.', { numbers: 2 }),
      ),
    ).toBe(true);
    expect(showsEvidence('range', facts('I want a fair salary.'))).toBe(false);
  });

  it('reads what a third blind probe of the common questions says in words of its own (ADR 208)', () => {
    // A weakness as the manager would put it; not praise she would give.
    expect(showsEvidence('weakness', facts("I think she'd say asking for help sooner."))).toBe(true);
    expect(showsEvidence('weakness', facts("She'd say I'm reliable and calm with customers."))).toBe(false);
    expect(
      showsEvidence(
        'motivation',
        facts('I did his speech exercises every day, and I found I was good at it and loved it.', {
          terms: 1,
        }),
      ),
    ).toBe(true);
    expect(
      showsEvidence(
        'organisation',
        facts('This post is two days on the stroke unit and three in community paediatrics', { numbers: 2 }),
      ),
    ).toBe(true);
    expect(showsEvidence('fit', facts("and those are exactly the two sides I've seen."))).toBe(true);
    expect(
      showsEvidence('skill', facts('I did two things: a short course in SEO writing,', { terms: 1 })),
    ).toBe(true);
    expect(showsEvidence('goal', facts("So I'm fully back and ready for a full-time role."))).toBe(true);
    // Three words with no commas name qualities only where they end the passage.
    expect(showsEvidence('qualities', facts('Patient organised and curious.'))).toBe(true);
    expect(showsEvidence('qualities', facts("So I'm fully back and ready for a full-time role."))).toBe(
      false,
    );
    // "which would…" opens a clause of the speaker's own, not a question to the interviewer.
    expect(
      showsEvidence(
        'asks',
        facts('which would have messed up about two hundred participants.', { numbers: 1 }),
      ),
    ).toBe(false);
  });

  it('takes a sum in a story for no pay range asked by another question, and one with words of pay for one', () => {
    const story = facts('which lifted online donations by about twenty percent.', { numbers: 1 });
    expect(saysWhatAnotherAsks('range', story)).toBe(false);
    expect(
      saysWhatAnotherAsks(
        'range',
        facts("I'm looking for around twenty-eight thousand a year.", { numbers: 1 }),
      ),
    ).toBe(true);
    expect(saysWhatAnotherAsks('strength', facts("I'm really good at calming people down."))).toBe(true);
    // A figure with "about" is pay where it is money or asked for.
    expect(
      showsEvidence('range', facts('I ran the weekly payroll for about four hundred staff.', { numbers: 1 })),
    ).toBe(false);
    expect(showsEvidence('range', facts("I'd be hoping for around twenty-six.", { numbers: 1 }))).toBe(true);
    // The work's money is no pay asked for, unless the speaker says it is theirs.
    expect(
      showsEvidence(
        'range',
        facts('I also do the books for our village hall, about thirty thousand a year in bookings.', {
          numbers: 1,
        }),
      ),
    ).toBe(false);
    expect(
      showsEvidence(
        'range',
        facts("I'd be hoping for about thirty thousand a year in salary.", { numbers: 1 }),
      ),
    ).toBe(true);
  });
});
