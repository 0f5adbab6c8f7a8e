import { describe, expect, it } from 'vitest';
import type { RoundType } from '@rehearse/contracts';
import {
  findArticulation,
  inferRound,
  plainlyTellsStoryPart,
  questionAsks,
  quoteAround,
  quoteForPoint,
  quotePassage,
  trimQuote,
} from './articulation.ts';

/** The ids of the parts a one-passage answer of the round shows. */
const partsShown = (round: 'Behavioral' | 'Technical') => (text: string) =>
  findArticulation(round, [text])
    .filter((a) => a.passage !== null)
    .map((a) => a.part.id);

/** Whether a one-passage answer of the round shows this part. */
const shows = (round: RoundType, id: string) => (text: string) =>
  findArticulation(round, [text]).find((a) => a.part.id === id)!.passage !== null;

describe('quotes of the candidate', () => {
  it('quote a key point where its own words are, when the cut of the passage holds fewer of them', () => {
    const passage =
      'A queue decouples them: the producer does not wait for the consumer and does not fail when the consumer is down, because messages wait in the queue and are retried.';
    expect(quoteForPoint(passage, 'retries with backoff and a dead-letter queue')).toBe(
      'because messages wait in the queue and are retried.',
    );
    expect(quoteForPoint(passage, 'the producer does not wait for the consumer')).toMatch(
      /^A queue decouples/,
    );
  });

  it('leave no comma hanging at the end of a short passage', () => {
    expect(quoteAround('because the tooling is good and our team knows it well,', /because/)).toBe(
      'because the tooling is good and our team knows it well',
    );
  });

  it('take a passage little longer than a quote whole, not from the middle of its first clause', () => {
    const passage =
      'If budget is the real issue I would offer a smaller starting package rather than a discount, and confirm the next step.';
    expect(quoteAround(passage, /rather than/)).toBe(passage);
    // …nor cut before what it ends on: the figure of a result.
    const result =
      'The result was that checkout no longer failed when billing was down, and we cut checkout errors by about thirty percent.';
    expect(quotePassage(result)).toBe(result);
  });

  it('open on the clause before the cue when none opens near it, if the cue still falls well inside', () => {
    const passage =
      'A queue decouples them: the producer does not wait for the consumer and does not fail when the consumer is down, because messages wait in the queue and are retried.';
    expect(quoteAround(passage, /when the/)).toBe(
      'the producer does not wait for the consumer and does not fail when the consumer is down',
    );
  });

  it('run a cut quote to the end of its clause when that is a little past the cut', () => {
    const passage =
      'During a Saturday morning rush I made a flat white with cow milk for a customer who had asked for oat milk, and she noticed after one sip.';
    const clause =
      'During a Saturday morning rush I made a flat white with cow milk for a customer who had asked for oat milk';
    expect(quoteAround(passage, /during/i)).toBe(clause);
    // A key point's quote, cut from the passage's start, too.
    expect(quotePassage(passage)).toBe(clause);
  });

  it('finish the noun phrase they cut', () => {
    const passage =
      'I asked to talk to him privately, showed him the forecast and the cost of grinding a damaged slab on our last job, and suggested we use the day to set up the next block instead.';
    expect(quoteAround(passage, /privately/)).toBe(
      'I asked to talk to him privately, showed him the forecast and the cost of grinding a damaged slab',
    );
  });

  it('end a long passage at a comma after the cue rather than mid-clause', () => {
    const passage =
      'The downside is that writes get slower, since the index has to be updated too, so you should not add one for every column';
    expect(quoteAround(passage, /downside/)).toBe(
      'The downside is that writes get slower, since the index has to be updated too',
    );
  });

  it('do not open on the conjunction of a clause cut from a longer sentence', () => {
    expect(quotePassage('and I go through the whole list with my manager in supervision every month.')).toBe(
      'I go through the whole list with my manager in supervision every month.',
    );
    expect(quotePassage('So I asked the senior technician for help.')).toBe(
      'So I asked the senior technician for help.',
    );
  });

  it('open where the cue’s clause opens, not a few words before the cue', () => {
    expect(
      quoteAround(
        'I would look it up on the system, but it is probably fine if the doctor prescribed it, since the doctor knows the patient best.',
        /\bbut\b/,
      ),
    ).toBe('I would look it up on the system, but it is probably fine if the doctor prescribed it');
    // A clause that ends its sentence is quoted whole, without the "and" that joins it.
    expect(
      quoteAround(
        'It speeds up reads on the indexed column, but every insert has to update the index too, and it costs disk and memory.',
        /costs/,
      ),
    ).toBe('it costs disk and memory.');
  });

  it('do not end on a word that leaves them hanging', () => {
    expect(trimQuote('so a write heavy table gets slower and you should'.split(' '))).toBe(
      'so a write heavy table gets slower',
    );
    expect(trimQuote('we fixed it and then'.split(' '))).toBe('we fixed it');
    // The words a long sentence is not cut after (text.ts) are the words a quote does not end on.
    expect(trimQuote('progress with a shy three year old who'.split(' '))).toBe(
      'progress with a shy three year old',
    );
    expect(trimQuote("and the reason is that I'm".split(' '))).toBe('and the reason');
    // Nor on a clause cut after its subject (ADR 173).
    expect(trimQuote('a marketing project due in three weeks and nobody'.split(' '))).toBe(
      'a marketing project due in three weeks',
    );
    expect(trimQuote('I fixed the bug and it'.split(' '))).toBe('I fixed the bug');
    expect(trimQuote("so I'd like to do that work on a product where".split(' '))).toBe(
      "so I'd like to do that work on a product",
    );
    // A word that ends its clause hangs nothing.
    expect(trimQuote("I've done my yearly CPD because you have to,".split(' '))).toBe(
      "I've done my yearly CPD because you have to",
    );
    expect(trimQuote('so I record who handled it and when.'.split(' '))).toBe(
      'so I record who handled it and when.',
    );
  });
});

describe('the scene of a story', () => {
  it('is not set by a relative clause that ends what came before it', () => {
    const scene = shows('Behavioral', 'situation');
    expect(scene('Last quarter our team missed the upsell target by a third.')).toBe(true);
    expect(scene('which helped our team beat the upsell target last quarter.')).toBe(false);
    const routine = [
      'During the evening check-in rush I keep the line moving by having the key cards ready for arrivals I know about,',
      'sending guests with questions to the concierge, and offering room upgrades at the desk,',
      'which helped our team beat the upsell target last quarter.',
    ];
    const found = findArticulation(
      'Behavioral',
      routine,
      [],
      'Tell me about a time a guest complained. What did you do?',
    );
    expect(found.find((a) => a.part.id === 'situation')!.passage).toBeNull();
  });
});

describe('how or why an approach works', () => {
  const explains = shows('Technical', 'mechanism');

  it('is said by what a step prevents, makes possible or works by', () => {
    expect(explains('I add a TTL to every key, so the cache never serves data older than a minute.')).toBe(
      true,
    );
    expect(explains('I cut the re-renders by memoising the child component.')).toBe(true);
    const secondShows = (answer: string[]) =>
      findArticulation('Technical', answer).find((a) => a.part.id === 'mechanism')!.passage;
    expect(
      secondShows(['I record a profile first.', 'So the profiler shows which component re-renders and why.']),
    ).toBe(1);
  });

  it('is not said by the "So" an answer opens on, which draws nothing from what came before', () => {
    expect(explains('So a process is the bigger thing, and a thread is smaller.')).toBe(false);
    expect(explains('So, the profiler shows which component re-renders.')).toBe(false);
  });

  it('is not said by a plan the answer concludes on, nor by a means that names no mechanism', () => {
    expect(explains('So I would make it faster by improving the code.')).toBe(false);
    expect(explains('I would speed it up by optimising it.')).toBe(false);
  });

  it('is said, asked what something is, by how it behaves: when, each time or even after something (ADR 187)', () => {
    const explainsWhatItIs = (question: string, passage: string) =>
      findArticulation('Technical', [passage], [], question).find((a) => a.part.id === 'mechanism')
        ?.passage === 0;
    const closure = 'Explain what a closure is in JavaScript.';
    expect(
      explainsWhatItIs(
        closure,
        'Even after the outer function has returned, the inner function can still read and change those variables.',
      ),
    ).toBe(true);
    expect(
      explainsWhatItIs(
        'What is a database index?',
        'When you query by an indexed column, the database walks the tree instead of scanning every row.',
      ),
    ).toBe(true);
    // The speaker's own occasion, and a how-to question, are not how a thing behaves.
    expect(explainsWhatItIs(closure, 'When I was at university, I used them in a project.')).toBe(false);
    expect(
      explainsWhatItIs(
        'How would you find a slow query?',
        'When the page is slow, the first thing is to look at the logs.',
      ),
    ).toBe(false);
  });
});

describe('a plain definition', () => {
  const defines = (question: string, passage: string) =>
    findArticulation('Technical', [passage], [], question).find((a) => a.part.id === 'definition')!
      .passage !== null;

  it('names something the thing and the question do not: saying it again defines nothing (ADR 171)', () => {
    expect(defines('What is a REST API?', 'REST API is an API that is RESTful.')).toBe(false);
    expect(defines('What is a closure in JavaScript?', 'A closure is a closure in JavaScript.')).toBe(false);
    expect(
      defines('What is a REST API?', 'A REST API is a way for clients to work with resources over HTTP.'),
    ).toBe(true);
    expect(
      defines(
        'What is a closure in JavaScript?',
        'So a closure is when you have a function inside a function.',
      ),
    ).toBe(true);
  });
});

describe('a definition by the word the thing is named after (ADR 182)', () => {
  const defines = (question: string, passage: string) =>
    findArticulation('Technical', [passage], [], question).find((a) => a.part.id === 'definition')!
      .passage !== null;

  it('is no plain definition', () => {
    expect(
      defines(
        'What is dependency injection?',
        'Dependency injection is when you inject dependencies into your code.',
      ),
    ).toBe(false);
    expect(
      defines(
        'What is database normalization and why is it used?',
        'Normalization is when you make the database normal, so it works properly and is faster.',
      ),
    ).toBe(false);
    expect(
      defines(
        'Explain what a closure is in JavaScript.',
        'A closure is when you close a function so nobody can change it.',
      ),
    ).toBe(false);
  });

  it('is none where it calls the thing a thing, or only compares it (ADR 185)', () => {
    const question = 'What is the difference between a process and a thread?';
    expect(defines(question, 'A process is a bigger thing and a thread is a smaller thing.')).toBe(false);
    expect(defines(question, 'Threads are just lighter stuff.')).toBe(false);
    expect(defines(question, 'Processes are heavier and threads are lighter, so threads are faster.')).toBe(
      false,
    );
    expect(defines(question, 'Threads are faster than processes.')).toBe(false);
    // A comparison of something else is no definition to fault, and still shows what it shows.
    const normalization = findArticulation(
      'Technical',
      [
        'Normalization is organising tables so that each fact is stored once.',
        'The cost is more joins, so read-heavy systems sometimes denormalize on purpose.',
      ],
      [],
      'What is database normalization and why is it used?',
    );
    expect(normalization.find((a) => a.part.id === 'tradeoff')!.passage).toBe(1);
    expect(
      defines(question, 'A thread is never a process of its own: it runs inside one and shares its memory.'),
    ).toBe(true);
    expect(defines(question, 'A process is the thing that runs your program in its own memory.')).toBe(true);
    // A plural of the other thing asked about is no word formed from it.
    expect(defines(question, 'A thread is a worker inside processes.')).toBe(true);
  });

  it('is one where it says what the thing is in words of its own', () => {
    expect(
      defines(
        'What is dependency injection?',
        'Dependency injection means a class gets the things it depends on from outside, usually through its constructor.',
      ),
    ).toBe(true);
    expect(
      defines(
        'What is the difference between a process and a thread?',
        'A thread is a unit of execution inside a process, used for threading in servers.',
      ),
    ).toBe(true);
    expect(
      defines(
        'What is a hash table?',
        'A hash table is a table that maps keys to slots with a hash function.',
      ),
    ).toBe(true);
    expect(
      defines(
        'What is caching?',
        'Caching is keeping a copy of data close to where it is read, so reads are fast.',
      ),
    ).toBe(true);
    // "Different" is not formed from the "difference" the question asks for: that is no subject (ADR 195).
    expect(
      defines(
        'What is the difference between method overloading and overriding?',
        "Overloading is same method name with different parameters in the same class, overriding is when a child class rewrites the parent's method.",
      ),
    ).toBe(true);
  });
});

describe('the parts a technical question asks of its explanation', () => {
  const asked = (question: string) => findArticulation('Technical', [], [], question).map((a) => a.part.id);

  it('asks a question about what something is for a plain definition, and a how-to question for steps in order', () => {
    expect(
      asked('What is a SQL join? Explain the difference between an inner join and a left join.'),
    ).toEqual(['definition', 'mechanism', 'tradeoff', 'limits']);
    expect(asked('Explain what a database index is, and when adding one might not help.')).toContain(
      'definition',
    );
    // A routine task asks for no trade-off (ADR 161): one named counts, none named is left out.
    expect(asked('How would you find and fix a leak under a kitchen sink?')).toEqual([
      'mechanism',
      'limits',
      'order',
    ]);
    // A process named is no process asked for: a question about the difference between two things asks for no steps.
    expect(asked('What is the difference between a process and a thread?')).toEqual([
      'definition',
      'mechanism',
      'tradeoff',
      'limits',
    ]);
    expect(asked('Tell me how you would improve a process in your area that is slow.')).toContain('order');
    expect(asked('What steps would you take first?')).toContain('order');
    // "Tell me about" a concept, "talk me through what" it is, ask what it is; "walk me through how" it works asks how
    // it unfolds (ADR 199).
    expect(asked('Tell me about database indexing.')).toEqual([
      'definition',
      'mechanism',
      'tradeoff',
      'limits',
    ]);
    expect(asked('Talk me through what a p-value is.')).toEqual([
      'definition',
      'mechanism',
      'tradeoff',
      'limits',
    ]);
    expect(asked('Walk me through what a race condition is.')).toEqual([
      'definition',
      'mechanism',
      'tradeoff',
      'limits',
    ]);
    expect(asked('Walk me through how HTTPS works.')).toEqual(['mechanism', 'order']);
    expect(asked('Walk me through what you would do first.')).not.toContain('definition');
    // "How would you describe X?" asks what X is, as "How would you explain X?" does (ADR 203).
    expect(asked('How would you describe event sourcing?')).toContain('definition');
    expect(asked('How would you describe your working style?')).not.toContain('definition');
    // "What are the trade-offs" asks for trade-offs, not what something is.
    expect(asked('Where would you store a token, and what are the security trade-offs?')).toEqual([
      'mechanism',
      'tradeoff',
      'limits',
    ]);
  });

  it('asks a story of one problem solved for its steps and what came of it, not when the approach fails', () => {
    expect(
      asked(
        'Describe a hard problem from your work as a HVAC Technician and how you solved it, step by step.',
      ),
    ).toEqual(['mechanism', 'order', 'result']);
    expect(
      asked('Tell me about a technical problem you solved on your own. How did you figure it out?'),
    ).toEqual(['mechanism', 'order', 'result']);
  });

  it('counts a trade-off of a routine task where the answer names one, and asks for none otherwise (ADR 161)', () => {
    const task = 'How would you write a good bug report for a defect you found on a login page?';
    const parts = (passages: string[], question: string) =>
      findArticulation('Technical', passages, [], question).map((a) => `${a.part.id}:${a.passage !== null}`);
    expect(parts(['First I give it a short title, then the exact steps to reproduce.'], task)).toEqual([
      'mechanism:false',
      'limits:false',
      'order:true',
    ]);
    expect(
      parts(
        [
          'First I give it a short title, then the exact steps to reproduce.',
          'The downside is that a long report takes longer to write.',
        ],
        task,
      ),
    ).toEqual(['mechanism:false', 'tradeoff:true', 'limits:false', 'order:true']);
    // A question that asks for a choice asks for its trade-off, named or not.
    expect(
      parts(
        ['I keep it in an HttpOnly cookie.'],
        'Where would you store an authentication token in a web app?',
      ),
    ).toContain('tradeoff:false');
  });

  it('advises on a concept in words about it, and on a how-to question in words about the approach', () => {
    const advice = (question: string, id: string) =>
      findArticulation('Technical', [], [], question).find((a) => a.part.id === id)!.part.advice;
    expect(advice('What is a SQL join?', 'mechanism')).toBe(
      'Explain how it works, not only what it is: what happens, step by step, and why.',
    );
    expect(advice('What is a SQL join?', 'limits')).toBe(
      'Say when it does not apply or fails, and what you would use then.',
    );
    expect(advice('How would you find and fix a leak under a kitchen sink?', 'mechanism')).toBe(
      'Explain why your approach works, not only what to do: say what it prevents or makes possible.',
    );
  });

  it('takes a sentence that opens on the thing and says what it is or does for a definition, not one on a pronoun', () => {
    const definition = (text: string, question = 'What is an index?') =>
      findArticulation('Technical', [text], [], question).find((a) => a.part.id === 'definition')!.quote;
    expect(
      definition('An index is a separate structure, usually a tree, that lets the database find rows fast.'),
    ).toMatch(/^An index is a separate structure/);
    expect(
      definition('A join combines rows from two tables on a related column.', 'What is a join?'),
    ).toMatch(/^A join combines/);
    expect(
      definition(
        'SQL injection happens when user input is concatenated into a query.',
        'What is SQL injection?',
      ),
    ).toMatch(/^SQL injection/);
    expect(
      definition(
        'The get method reads a resource without side effects.',
        'What does the GET method mean in HTTP?',
      ),
    ).toMatch(/^The get method reads/);
    expect(definition('It is important to use the right one.')).toBeNull();
    expect(definition('I think you should always add one.')).toBeNull();
    // As students open, by a pronoun for the thing asked (ADR 203), but not a verdict on it.
    expect(
      definition("It's a structure that lets the database find rows without reading the whole table."),
    ).toMatch(/^It's a structure/);
    expect(
      definition(
        'So it is basically when two threads change the same data at once.',
        'What is a race condition?',
      ),
    ).toMatch(/^So it is basically when/);
    expect(definition("It's a good idea to add one on every foreign key.")).toBeNull();
  });

  it('takes "is" heard as "as" before an article for a definition, as a transcriber often writes it', () => {
    const definition = (text: string) =>
      findArticulation('Technical', [text], [], 'What is an index?').find((a) => a.part.id === 'definition')!
        .quote;
    expect(
      definition('An index as a separate data structure usually a b tree that finds rows fast.'),
    ).toMatch(/^An index as a separate data structure/);
    expect(definition('I use an index as a rule on every column.')).toBeNull();
  });
});

describe('questions put to a customer (ADR 192)', () => {
  const question =
    'A customer writes that our website is down. What are the first questions you ask and the first checks you make?';
  const shown = (passage: string) =>
    findArticulation('Technical', [passage], [], question)
      .filter((a) => a.passage !== null)
      .map((a) => a.part.id);

  it('are no cause and no limit: "since when" and "whether" in what the speaker asks', () => {
    expect(
      shown(
        "I'd ask what exactly they see, an error page or a timeout, and since when, and whether colleagues see the same.",
      ),
    ).not.toContain('mechanism');
    expect(
      shown(
        "I'd ask what exactly they see, an error page or a timeout, and since when, and whether colleagues see the same.",
      ),
    ).not.toContain('limits');
  });

  it('are steps, asked for by "the first checks you make"', () => {
    const asked = (q: string) => findArticulation('Technical', ['First I check the status page.'], [], q);
    expect(asked(question).map((a) => a.part.id)).toContain('order');
  });
});

describe('the limits of an approach in a technical answer', () => {
  it('are shown by where it may not help, in any tense', () => {
    const limits = shows('Technical', 'limits');
    expect(limits('On a small table the index may not help at all.')).toBe(true);
    expect(limits('A low-selectivity column would not benefit from it.')).toBe(true);
    // A transcript writes no hyphens: "high risk drugs" are the "high-risk" ones.
    expect(limits('For high risk drugs like insulin a second nurse checks with me.')).toBe(true);
    expect(limits('An index makes reads faster.')).toBe(false);
  });

  it('are shown by what the choice depends on, never by "it depends on the situation"', () => {
    const limits = shows('Technical', 'limits');
    expect(limits('It mostly depends on how much is going.')).toBe(true);
    expect(limits('So it depends on the situation.')).toBe(false);
    expect(limits('It depends on each case.')).toBe(false);
  });

  it('are not shown by keeping a change if it works, which names no case where it fails', () => {
    const limits = shows('Technical', 'limits');
    expect(limits('Then I would see if the mistakes go down and keep the change if it works.')).toBe(false);
    expect(limits('If the count still does not match, I would recount the shelf.')).toBe(true);
  });
});

describe('the problem a story sets out', () => {
  it('is told by what went wrong, not only by "I had to"', () => {
    const task = shows('Behavioral', 'task');
    expect(
      task('A customer called because their invoices were not exporting before their month-end close.'),
    ).toBe(true);
    expect(task('I sent a sales manager six profiles and he rejected all of them.')).toBe(true);
    expect(task('A man was refused a refund and started shouting at the cashier.')).toBe(true);
    expect(task('I always stay calm and I am a patient person.')).toBe(false);
  });
});

describe('the lead a speaker took', () => {
  it('is shown later in a sentence of their own actions too, and never by someone else suggesting', () => {
    const led = shows('Behavioral', 'leadership');
    expect(
      led('I asked to talk to him privately, showed him the forecast, and suggested we wait a day.'),
    ).toBe(true);
    expect(led('I took notes and opened a formal investigation.')).toBe(true);
    expect(led('I renegotiated our produce contract.')).toBe(true);
    expect(led('He looked at the forecast and suggested we wait a day.')).toBe(false);
  });

  it('is quoted from a passage of its own where one shows it, not from the scene again', () => {
    const found = findArticulation('Behavioral', [
      'Last spring I ran a paid social campaign for a webinar and the cost per registration was forty dollars.',
      'I was responsible for the budget, so I paused the two worst ad sets and looked at the data.',
    ]);
    const part = (id: string) => found.find((a) => a.part.id === id)!;
    expect(part('situation').passage).toBe(0);
    expect(part('leadership').passage).toBe(1);
    const lead = findArticulation('Behavioral', [
      'In 2023 I ran a CRM migration with a hard go-live.',
      'I re-planned with the team, moved two integrations to a second phase, and brought in a contractor for the data work.',
    ]).find((a) => a.part.id === 'leadership')!;
    expect(lead.passage).toBe(1);
    expect(lead.quote).toMatch(/brought in a contractor/);
  });
});

describe('how or why an approach works', () => {
  it('is shown by what a step is for, and by a consequence for anyone, not only "so the…"', () => {
    const explained = shows('Technical', 'mechanism');
    expect(
      explained('I run the tap and fill the basin, so I can tell whether the drip comes from the supply.'),
    ).toBe(true);
    expect(explained('I record it with the Profiler to see which components re-render and why.')).toBe(true);
    expect(explained('A few large orders pull the average up, so most orders are well below it.')).toBe(true);
    expect(explained('I check the cables and restart the router.')).toBe(false);
    expect(
      explained(
        'I would use a rolling update with readiness probes so traffic only goes to pods that are ready.',
      ),
    ).toBe(true);
    expect(explained('There were so many people in the queue.')).toBe(false);
  });
});

describe('when an approach applies', () => {
  it('is shown by the cases it names, not only by "if" and "unless"', () => {
    const limits = shows('Technical', 'limits');
    expect(limits('For high-risk drugs like insulin or heparin a second nurse checks with me.')).toBe(true);
    expect(limits('As a rough rule, under six pallets LTL is usually cheaper.')).toBe(true);
    expect(limits('In between I get quotes for both.')).toBe(true);
    expect(
      limits('Local storage is simpler for a single-page app, but any injected script can read it.'),
    ).toBe(true);
    expect(limits('I scan the barcode and check allergies.')).toBe(false);
    // "Either way" says the choice does not matter, not when it applies; nor is a question put to someone a case.
    expect(limits('Either way I keep the access token short-lived and refresh it.')).toBe(false);
    expect(limits('I would phone the prescriber to ask whether another antibiotic would suit.')).toBe(false);
    // Nor is each check of a list that opens on one.
    expect(
      limits(
        "Then I'd see whether their face droops, whether they can lift both arms and whether their speech is slurred.",
      ),
    ).toBe(false);
    expect(limits('I count the days, checking whether a weekend or court holiday moves the due date.')).toBe(
      true,
    );
  });

  it('is not shown by a check, a list of what to compare, or the failure the answer is about', () => {
    const limits = shows('Technical', 'limits');
    expect(
      limits('Before handing it over I would call the doctor and ask if a different antibiotic would do.'),
    ).toBe(false);
    expect(
      limits('Then I compare the label with what the doctor ordered, how much, and when it is due.'),
    ).toBe(false);
    expect(
      limits(
        'I would give it a short title, like login fails with a valid password that contains an ampersand.',
      ),
    ).toBe(false);
    expect(limits('The plan breaks when two writers race, so I take a lock.')).toBe(true);
    expect(limits('I roll back automatically if the error rate crosses a threshold.')).toBe(true);
    // Doing it well is no case.
    expect(limits('Kubernetes can do a lot of things automatically if you configure it well.')).toBe(false);
    expect(limits('It is fast if done right.')).toBe(false);
  });
});

describe('how an approach works', () => {
  it('is shown by the means it achieves its aim by', () => {
    const explained = shows('Technical', 'mechanism');
    expect(
      explained(
        'I make sure the person in the bed is who the chart says, by asking their name and birthday.',
      ),
    ).toBe(true);
    expect(explained('I make sure the person in the bed is who the chart says.')).toBe(false);
    // "Otherwise" is a consequence when something would follow, and a branch of the steps when the speaker acts.
    expect(explained('Bind every value as a parameter, otherwise an attacker can change the query.')).toBe(
      true,
    );
    expect(explained('Otherwise I check their nerves and strength and then start treatment.')).toBe(false);
    // "So" that opens a list says what the things are, not why the approach works.
    expect(
      explained('Under that goes the environment, so the browser, its version and the test account.'),
    ).toBe(false);
    expect(
      explained('I say which browser I used, so the developer can see the same thing on their side.'),
    ).toBe(true);
    // Nor does "so" that draws an opinion.
    expect(
      explained(
        'Marketing is about the whole picture, so I would say the redesign and the campaign worked well together.',
      ),
    ).toBe(false);
    expect(explained('It is the cheapest, so I think we should use it.')).toBe(false);
    expect(explained('I always follow best practices, so I make sure the code is secure.')).toBe(false);
  });
});

describe('a question about what draws the speaker to the work', () => {
  it('is asked and read as a warm-up by the same words, and a decision is not one', () => {
    for (const question of [
      'What made you want to work with young children, and what do you enjoy most about it?',
      'What do you love about nursing?',
      'What sort of projects do you enjoy most?',
      'What drew you to working in professional kitchens?',
      // Asked inside a request, not as a question of its own.
      'Tell me a little about yourself and why you want to work as a Care Assistant.',
      'Tell me why you are interested in this apprenticeship.',
      // Why the career was chosen (ADR 177).
      'Why did you decide to become a teacher?',
      'Why did you choose nursing?',
    ]) {
      expect(questionAsks(question).motivation, question).toBe(true);
      expect(inferRound(question), question).toBe('Warm-up');
    }
    expect(inferRound('Tell me about yourself.')).toBe('Warm-up');
    const decision = 'What made you choose Postgres over MySQL for the billing service?';
    expect(questionAsks(decision).motivation).toBe(false);
    expect(inferRound(decision)).toBe('Technical');
    expect(questionAsks('Why did you decide to use Redis for the cache?').motivation).toBe(false);
  });
});

describe('questions of the candidate’s own, asked for at the end of an interview (ADR 170)', () => {
  const question = 'Do you have any questions for us?';
  const found = (passages: string[]) =>
    findArticulation('Warm-up', passages, [], question).map((a) => [a.part.id, a.passage !== null]);

  it('are asked for in place of a reason and an example, and shown by two questions put, heard or typed', () => {
    expect(findArticulation('Warm-up', [], [], question).map((a) => a.part.id)).toEqual(['questions']);
    expect(
      found([
        'Yes, two.',
        'What does a typical first month look like for a new graduate on the team?',
        'And how do you do code reviews?',
      ]),
    ).toEqual([['questions', true]]);
    // As the transcriber writes it: full stops, no question marks.
    expect(
      found([
        'Yes, two.',
        'What does a typical first month look like for a new graduate on the team.',
        'And how do you do code reviews.',
      ]),
    ).toEqual([['questions', true]]);
    expect(found(['Yes.', 'What is the salary?'])).toEqual([['questions', false]]);
    expect(found(['No, I think you covered everything, thanks.'])).toEqual([['questions', false]]);
  });
});

describe('the reason in a warm-up answer', () => {
  it('is what the speaker loved or enjoyed doing, not only "because"', () => {
    const reason = shows('Warm-up', 'reason');
    expect(
      reason('I cooked for my family growing up and loved the pressure of getting everything out at once.'),
    ).toBe(true);
    expect(reason('What drew me was the data behind every decision.')).toBe(true);
    expect(reason('My first job was washing dishes at a busy Italian place.')).toBe(false);
  });

  it('is what the speaker likes doing now, the part they like best, or how they got into it', () => {
    const reason = shows('Warm-up', 'reason');
    expect(reason('I really like solving problems for people who are not technical.')).toBe(true);
    expect(reason('My favourite part is talking to users after a test session.')).toBe(true);
    expect(reason('The best part for me is when a shy child finally joins in.')).toBe(true);
    expect(reason('I got into it after my first bootcamp project.')).toBe(true);
    expect(reason('I like Figma for web layouts.')).toBe(false);
    expect(reason('Part of the job is keeping the files in order.')).toBe(false);
  });
});

describe('the scene of a story', () => {
  it('is set by "Once I…" and "on the day before", never by "on the cup before"', () => {
    const scene = shows('Behavioral', 'situation');
    expect(scene('Once I gave a customer a latte when he had ordered a cappuccino.')).toBe(true);
    expect(scene('On the night before the launch the payment page went down.')).toBe(true);
    expect(scene('Now I check the label on the cup before I hand anything over.')).toBe(false);
    // A month, a day or a season after "last" places it as well as "last year" does.
    expect(
      scene(
        'Last December a corporate client rang on a Tuesday asking us to cater for 150 guests instead of the 80 we had quoted.',
      ),
    ).toBe(true);
  });

  it('is set by any sentence that tells of one occasion without the speaker’s deed, as its key point takes it', () => {
    const scene = shows('Behavioral', 'situation');
    // As heard: the cue's "on the Saturday before" is "on a saturday before", and the sentence is still the scene.
    expect(
      scene('On a saturday before christmas two of my five staff called in sick at seven in the morning.'),
    ).toBe(true);
    expect(scene('My foreman wanted to skip a step in the scaffolding inspection to save time.')).toBe(true);
    // What the speaker did is the action, and what they usually do is no occasion.
    expect(scene('I called the two part timers who had asked for extra hours.')).toBe(false);
    expect(scene('I usually plan the rota a month ahead.')).toBe(false);
  });

  it('is set by a time that recurs only in a story told in the past, not in what the speaker does every time', () => {
    const scene = shows('Behavioral', 'situation');
    expect(
      scene(
        'During the evening check-in rush I keep the line moving by having the key cards ready for arrivals.',
      ),
    ).toBe(false);
    expect(scene('On a busy Saturday shift I keep the till queue short by opening a second till.')).toBe(
      false,
    );
    expect(
      scene('During the evening check-in rush a guest complained that his room had not been cleaned.'),
    ).toBe(true);
    expect(scene('On a busy Saturday shift two of my staff called in sick.')).toBe(true);
  });
});

describe('what a story taught', () => {
  it('is a lesson drawn, not a school lesson or a later occasion', () => {
    const learned = shows('Behavioral', 'reflection');
    expect(learned('I learned to bring numbers, not opinions.')).toBe(true);
    expect(learned('Next time I would book the call first.')).toBe(true);
    expect(learned('That was a lesson for me.')).toBe(true);
    expect(learned('I gave him three short practice sheets and checked them each lesson.')).toBe(false);
    expect(learned('I set up an on-call list so the next time took one message.')).toBe(false);
  });
});

describe('the end of a story', () => {
  it('is told in the plain words people use for how it went', () => {
    const ended = shows('Behavioral', 'result');
    expect(ended('We cut some features and delivered close to the original date.')).toBe(true);
    expect(ended('Her reading got better over the term.')).toBe(true);
    expect(ended('After a while they got used to it.')).toBe(true);
    expect(ended('It turned out to be a worn link.')).toBe(true);
    expect(ended('We talked it through, and it only took an extra half hour.')).toBe(true);
    expect(ended('The manager got a final written warning and her hours were restored.')).toBe(true);
    expect(ended('I explained how confidential it would be and where that stopped.')).toBe(false);
    expect(ended('I apologised and gave her earplugs.')).toBe(false);
    // What was made is a deed; making the deadline, and people very happy with it, an end.
    expect(ended('We made short videos and created a landing page with a countdown.')).toBe(false);
    expect(ended('We made it with a day to spare.')).toBe(true);
    expect(ended('The sales team was very happy with the leads.')).toBe(true);
    // Handed in early, a mark won (ADR 169); nobody having started is the problem, not how it ended.
    expect(ended('We submitted two days early and got a first.')).toBe(true);
    expect(ended('Nobody had started because we could not agree on a topic.')).toBe(false);
  });
});

describe('how an approach works', () => {
  it("is not a consequence for the speaker's peace of mind", () => {
    const mechanism = shows('Technical', 'mechanism');
    expect(
      mechanism(
        "You can do nearly everything with a hammer, so I don't worry too much about measuring exactly.",
      ),
    ).toBe(false);
    expect(mechanism('I measure twice, so I can cut the skirting once.')).toBe(true);
    // "since" of time is no reason; a reading that points to a cause is one.
    expect(mechanism("It hasn't tripped since, even at 32 degrees.")).toBe(false);
    expect(mechanism('Nothing has leaked since the day we fitted it.')).toBe(false);
    expect(mechanism('Since the index is stale, the planner scans the whole table.')).toBe(true);
    expect(
      mechanism('It was well above saturation, pointing to air left in after a compressor change.'),
    ).toBe(true);
  });

  it('is the purpose of a step that finds something out', () => {
    const mechanism = shows('Technical', 'mechanism');
    expect(mechanism('I would wipe it dry and turn the water on to watch where the drip starts.')).toBe(true);
    expect(mechanism('I run the report twice to spot which rows changed.')).toBe(true);
    expect(mechanism('In the evening I like to watch the football with my team.')).toBe(false);
  });
});

describe('a story told in its own verbs', () => {
  it('shows what the speaker did in an irregular past, and how it ended in what has not happened since', () => {
    expect(
      shows(
        'Behavioral',
        'action',
      )('Instead of arguing, I dug a test hole and showed him the standing water.'),
    ).toBe(true);
    expect(
      shows(
        'Behavioral',
        'result',
      )("It cost us half a day, but the patio hasn't flooded through two wet winters."),
    ).toBe(true);
    expect(shows('Behavioral', 'result')('I had never used the backup reader.')).toBe(false);
  });
});

describe('a trade-off in a technical answer', () => {
  const tradeoff = shows('Technical', 'tradeoff');

  it('is the price of an approach, not a price the answer talks about', () => {
    expect(tradeoff('First I would not drop the price.')).toBe(false);
    expect(tradeoff('The price of that is a second copy of the data to keep in sync.')).toBe(true);
    expect(tradeoff('The downside is that writes get slower.')).toBe(true);
    expect(tradeoff('For high-risk drugs like insulin a second nurse checks with me.')).toBe(false);
    expect(tradeoff('Those flows are discounted at the weighted average cost of capital.')).toBe(false);
    expect(tradeoff('The risk is that the cache serves stale data.')).toBe(true);
    // An account at risk of churning is the answer's subject, not a risk of its approach.
    expect(tradeoff('If usage goes down or the main contact leaves, that is a sign of risk.')).toBe(false);
    expect(tradeoff('I call every account at risk before the renewal.')).toBe(false);
  });

  it('is quoted where the answer names it plainly, not where a word of risk comes first', () => {
    const found = findArticulation('Technical', [
      'I used ticket counts and revenue at risk from the CRM.',
      'The trade-off was a big enterprise request against fixing invoice errors.',
    ]).find((a) => a.part.id === 'tradeoff')!;
    expect(found.passage).toBe(1);
    expect(found.quote).toMatch(/^The trade-off was/);
  });

  it('is said to weigh one option against another where the answer only chooses one over the other', () => {
    const doneFor = (passage: string) =>
      findArticulation('Technical', [passage]).find((a) => a.part.id === 'tradeoff')!.part.done;
    expect(doneFor('I start with their situation rather than the rates.')).toBe(
      'weighed one option against another',
    );
    expect(doneFor('A fixed rate costs more, but the payment never moves.')).toBe(
      'named a trade-off, cost or risk',
    );
  });
});

describe('the parts of a story', () => {
  const shown = partsShown('Behavioral');

  it('include what the speaker did in any past verb, but not what they wanted or felt', () => {
    expect(shown('I escalated the bug with logs and steps to reproduce.')).toContain('action');
    expect(shown('Then I walked them through it on a screen share.')).toContain('action');
    expect(shown('I let them explain first.')).toContain('action');
    expect(shown('I wanted a better process and I loved the team.')).not.toContain('action');
  });

  it('include a problem that could not be solved, but not "what I could and could not do"', () => {
    expect(shown('I found he could not find common denominators.')).toContain('task');
    expect(shown('I said clearly what I could and could not do.')).not.toContain('task');
  });

  it('include a result told in its own verbs, and a setting that opens with "during my internship"', () => {
    expect(shown('The fix shipped in three days and they gave us a five-star rating.')).toContain('result');
    expect(shown('During my internship a customer called about failed invoice exports.')).toContain(
      'situation',
    );
    expect(shown('During stressful times I always stay calm.')).not.toContain('situation');
  });

  it('include a setting that opens on an event and who was in it, but not a general truth', () => {
    expect(
      shown('A customer got angry at the entrance because we would not let him in after closing time.'),
    ).toContain('situation');
    expect(shown('Someone came to me saying their manager was unfair when giving out shifts.')).toContain(
      'situation',
    );
    expect(shown('A good manager leads by example and always stays positive.')).not.toContain('situation');
    // Last year's figures are data, not the time of a story.
    expect(shown("When I plan the rota I look at last year's sales for the same week.")).not.toContain(
      'situation',
    );
  });

  it('include a setting on a shift, in a year or at a workplace, and a problem set against a target', () => {
    expect(shown('On a night shift on a surgical ward I had six patients.')).toContain('situation');
    expect(shown('In 2023 I ran a CRM migration with a hard go-live.')).toContain('situation');
    expect(shown('At a shopping centre where I worked, a man started shouting.')).toContain('situation');
    expect(shown('When we moved from email to a ticketing system, my team pushed back.')).toContain(
      'situation',
    );
    expect(shown('I like working shifts and I am good in a rush.')).not.toContain('situation');
    expect(shown('Food cost had crept up to thirty-four percent against a target of twenty-nine.')).toContain(
      'task',
    );
    expect(shown('At the midpoint we were three weeks behind.')).toContain('task');
  });

  it('include a result told as where things stood afterwards, but not reaching out', () => {
    expect(shown('Within two months we were back at twenty-nine and a half percent.')).toContain('result');
    expect(shown('Four weeks later he scored 68 percent.')).toContain('result');
    expect(shown('Two of my next three candidates reached the final interview.')).toContain('result');
    expect(shown('I reached out to the customer by email.')).not.toContain('result');
  });

  it("quote a story's result where it ends, not a change in the scene it sets", () => {
    const found = findArticulation('Behavioral', [
      'Last year a customer dropped from 32 weekly users to 11.',
      'I got a meeting with their new director.',
      'By renewal usage was back to 30 users.',
    ]).find((a) => a.part.id === 'result')!;
    expect(found.passage).toBe(2);
  });

  it('include who else the speaker involved and where they took the lead', () => {
    expect(shown('I went to her first and asked the healthcare assistant to answer the bell.')).toContain(
      'teamwork',
    );
    expect(shown('I discussed it with my manager before I rang the family.')).toContain('teamwork');
    expect(shown('I escalated to the doctor with an SBAR handover.')).toContain('leadership');
    expect(shown('Teamwork is important and I always help people.')).not.toContain('teamwork');
  });
});

describe('the parts of an explanation', () => {
  const shown = partsShown('Technical');

  it('include why it works when said with "so" and a subject, "prevents" or "means"', () => {
    expect(shown('Input is concatenated into the query, so an attacker can change it.')).toContain(
      'mechanism',
    );
    expect(shown('A second nurse checks with me, which prevents a wrong dose.')).toContain('mechanism');
    expect(shown('Any sign of cauda equina syndrome means a same-day emergency referral.')).toContain(
      'mechanism',
    );
    expect(shown('I always follow best practices and work hard.')).not.toContain('mechanism');
  });

  it('include a condition in any words, but not "as if" or "even if"', () => {
    expect(shown('If visitors from organic search also convert better, the redesign helped.')).toContain(
      'limits',
    );
    expect(shown('I check whether a weekend or a court holiday moves the due date.')).toContain('limits');
    expect(shown('It looks as if nothing happened.')).not.toContain('limits');
    expect(shown('I stay positive even if it is hard.')).not.toContain('limits');
  });

  it('include steps given by when they happen', () => {
    expect(
      shown('As soon as an order comes in I enter it. Each Monday I send the attorney a list.'),
    ).toContain('order');
    expect(shown('I start with the history. Next comes a neurological exam.')).toContain('order');
    expect(
      shown(
        'I put every date in the calendar the moment a court paper arrives. Every week I remind the lawyer.',
      ),
    ).toContain('order');
    expect(shown('As soon as possible.')).not.toContain('order');
    expect(shown('I enjoy the moment. Every week is different.')).not.toContain('order');
    // "Then" as the transcriber often writes it, opening a sentence; a comparison is no step.
    expect(shown('I start with the history. Than I do a neurological exam.')).toContain('order');
    expect(shown('I do my primary survey first. Than a FAST assessment of face, arms and speech.')).toContain(
      'order',
    );
    expect(shown('I start with the history. It takes longer than I thought.')).not.toContain('order');
    // One word of order that opens a list orders the list.
    expect(
      shown(
        'I would write a clear title, then the steps I took, what I expected to happen and what actually happened.',
      ),
    ).toContain('order');
    expect(shown('I would write a clear title and then the steps.')).not.toContain('order');
  });
});

describe('a question about one occasion', () => {
  it('is a request for one time it happened, a project or a day included, not for a tool, a typical day or a method', () => {
    for (const occasion of [
      'Tell me about a time a guest complained about their room. What did you do?',
      'Tell me about a project that was going to miss its deadline. How did you get it back on track?',
      'Tell me about a day when two of your staff called in sick before a busy shift.',
      'Describe a situation where you had to change your plan.',
      'Describe a hard problem from your work as a Florist and how you solved it, step by step.',
      'What is the most complex decision you have made as a Florist, and what trade-offs did you weigh?',
      'What is a project you built end to end, and what did you learn from it?',
      'What is one app you designed yourself?',
      // As interviewers also ask for one (ADR 205).
      'Can you share an experience where you worked in a team?',
      'Have you ever had to deal with a difficult customer?',
      'Walk me through a situation where you resolved a conflict.',
      'Share an example of when you went above and beyond.',
      'Describe an occasion when you had to persuade someone.',
      'Give an example of a conflict you handled at work.',
    ])
      expect(questionAsks(occasion).occasion, occasion).toBe(true);
    for (const other of [
      'Tell me about a tool you use every day.',
      'Tell me about a typical day in your current job.',
      'How would you find and fix a leak under a kitchen sink?',
      'What do you enjoy most about UX design, and what drew you to it?',
      'Describe a common problem customers have with online orders.',
      'What is a database index, and when would you add one?',
      'Give an example of a REST API.',
      'Have you ever used Kafka?',
      // A case put to the speaker, not one they lived (ADR 205).
      'Describe a situation where a cache would hurt performance.',
      'Describe a situation where you would use a queue.',
    ])
      expect(questionAsks(other).occasion, other).toBe(false);
    // Asked for one occasion in any of these words, a question typed in with no round is a behavioural one.
    for (const occasion of [
      'Can you share an experience where you worked in a team?',
      'Have you ever had to deal with a difficult customer?',
      'Share an example of when you went above and beyond.',
    ])
      expect(inferRound(occasion), occasion).toBe('Behavioral');
    expect(inferRound('Give an example of a REST API.')).toBe('Technical');
  });

  it("asks for the speaker's own experience in a walk-through of what they did, not of what they would do", () => {
    expect(questionAsks('Walk me through how you applied it: the decisions you made.').story).toBe(true);
    expect(questionAsks('Walk me through a project you built end to end.').story).toBe(true);
    expect(
      questionAsks('Walk me through how you would approach a task you have never done before.').story,
    ).toBe(false);
  });

  it('asks for own experience in "Tell me about…" only of something of the speaker\'s, not of a concept (ADR 199)', () => {
    for (const own of [
      'Tell me about a campaign that underperformed.',
      'Tell me about persuading your CFO to fund more CSMs.',
      'Tell me about the last framework or library you learned this way.',
      'Tell me about yourself.',
    ])
      expect(questionAsks(own).story, own).toBe(true);
    for (const concept of ['Tell me about database indexing.', 'Tell me about the virtual DOM.'])
      expect(questionAsks(concept).story, concept).toBe(false);
  });
});

describe('the passage each part of a story quotes', () => {
  const quoteOf = (id: string, passages: string[]) =>
    findArticulation('Behavioral', passages).find((a) => a.part.id === id)!.quote;

  it('quotes a deed of its own for what the speaker did, not the scene again', () => {
    const story = [
      'Last spring I ran a paid social campaign for a webinar.',
      'I was responsible for the budget, so I paused the two worst ad sets and looked at the data.',
    ];
    expect(quoteOf('situation', story)).toMatch(/^Last spring I ran/);
    expect(quoteOf('action', story)).toMatch(/^I was responsible for the budget, so I paused/);
  });

  it('quotes the scene for what the speaker did when no other passage tells a deed', () => {
    const story = ['Last spring I ran a paid social campaign for a webinar.', 'It went well.'];
    expect(quoteOf('action', story)).toMatch(/^Last spring I ran/);
  });

  it('takes a deed written with a prefix ("I re-planned") as one', () => {
    expect(quoteOf('action', ['The project was three weeks behind.', 'I re-planned with the team.'])).toBe(
      'I re-planned with the team.',
    );
  });
});

describe('a story as the transcriber hears it', () => {
  const actionIn = (passages: string[]) =>
    findArticulation('Behavioral', passages).find((a) => a.part.id === 'action')!;

  it('credits what the speaker did in a story told in the past, though a past ending was lost', () => {
    // "I checked the usual things first… and then asked a more experienced mechanic", heard without its endings.
    const heard = [
      'The car came in with a clunk from the front that I could not pin down.',
      'I check the usual things first like the brakes and wheel bearings and then ask a more experienced mechanic.',
      'He showed me how to clip microphones to the suspension and it turned out to be a worn link.',
    ];
    const action = actionIn(heard);
    expect(action.passage).toBe(1);
    expect(action.quote).toMatch(/^I check the usual things first/);
  });

  it('does not credit a routine or a plan told in the present as something done', () => {
    expect(
      actionIn([
        "When I plan the rota I look at last year's sales for the same week.",
        'I keep two people on call and I move breaks around.',
      ]).passage,
    ).toBeNull();
    expect(
      actionIn([
        'A guest complained about the noise.',
        'I would check the booking and offer another room.',
        'I think that is fair.',
      ]).passage,
    ).toBeNull();
    // A participle in the routine's own list ("discs measured") tells of no occasion around it.
    expect(
      actionIn([
        "On a full service I follow the manufacturer's checklist: oil and filter, brake pads and discs measured, and every fluid level.",
        'Anything close to its limit goes on the job card.',
      ]).passage,
    ).toBeNull();
  });

  it('takes a sentence that opens on "the" someone and what they did for the scene, as "a" is often heard "the"', () => {
    const scene = shows('Behavioral', 'situation');
    expect(scene('The customer got angry at the entrance because we would not let him in.')).toBe(true);
    expect(scene('The best way is to stay calm.')).toBe(false);
  });
});

describe('the problem a story question poses', () => {
  const taskOf = (question: string, passages: string[]) =>
    findArticulation('Behavioral', passages, [], question).find((a) => a.part.id === 'task')!;
  const story = [
    'On the Saturday before Christmas two of my five staff called in sick at seven in the morning.',
    'I called the two part-timers who had asked for extra hours, and one could come in at ten.',
  ];

  it('is what the answer had to deal with when the answer retells it', () => {
    const task = taskOf(
      'Tell me about a day when two of your staff called in sick before a busy shift. How did you keep the store running?',
      story,
    );
    expect(task.passage).toBe(0);
    expect(task.part.done).toBe('said what the problem was');
  });

  it('is said as the problem, not as what the speaker had to achieve, when the answer tells of an obstacle', () => {
    const vehicle =
      'Tell me about a time you could not work out what was wrong with a vehicle. What did you do?';
    const misfire = taskOf(vehicle, [
      'During my apprenticeship a Ford Focus came in with an intermittent misfire, but no fault code stayed stored.',
    ]);
    expect(misfire.passage).toBe(0);
    expect(misfire.part.done).toBe('said what the problem was');
    const goal = taskOf('Tell me about a campaign you ran.', [
      'Last year our pricing page converted at three percent and I was asked to improve sign-ups.',
    ]);
    expect(goal.part.done).toBe('said what you had to achieve');
  });

  it('is not found in a question that poses none, nor in what the speaker did about it', () => {
    expect(taskOf('Tell me about a time you led a team of part-timers.', story).passage).toBeNull();
    expect(
      taskOf('Tell me about a shift when several patients needed you at the same time.', [
        'I asked a colleague to help with the less urgent patients and told the other patients I would be with them soon.',
      ]).passage,
    ).toBeNull();
  });

  it('is not the refusal the speaker told, nor a deed that goes on from it', () => {
    const refuse =
      'Tell me about a time you had to refuse to serve a customer who had had too much to drink. How did you handle it?';
    // "couldn't" in the refusal the speaker gave is the deed the question asks for; the piece after it, with the
    // question's "drink" in it, is the speaker still acting.
    expect(
      taskOf(refuse, [
        "I told him quietly that I couldn't serve him any more alcohol tonight,",
        'and offered him a water or a soft drink on the house.',
      ]).passage,
    ).toBeNull();
    expect(taskOf(refuse, ["Our tills couldn't take cards that night."]).passage).toBe(0);
  });
});

describe('how a story ended', () => {
  const ended = shows('Behavioral', 'result');

  it('is what someone else did some days later, not a deed of the speaker on the next day', () => {
    expect(ended('I logged it in the refusals book, and the next week he came in and apologised.')).toBe(
      true,
    );
    expect(ended('I apologised and moved her to another room the next day.')).toBe(false);
  });
});

describe('a plain definition', () => {
  const defined = (text: string) =>
    findArticulation('Technical', [text], [], 'What is a database index, and when might one hurt?').find(
      (a) => a.part.id === 'definition',
    )!.passage;

  it('says what the thing asked about is, not what another thing is', () => {
    expect(defined('An index is a separate structure that keeps a column sorted.')).toBe(0);
    expect(defined('PostgreSQL is relational and supports transactions.')).toBeNull();
  });
});

describe('working with others', () => {
  const teamwork = shows('Behavioral', 'teamwork');

  it('is what the speaker did with others, in a list of deeds too', () => {
    expect(teamwork('I apologised, listened to them, and created a ticket for the developers.')).toBe(true);
    expect(
      teamwork(
        'I talked to her and to her mentor teacher, gave her easier books to build confidence, and paired her with a classmate.',
      ),
    ).toBe(true);
    expect(teamwork('I checked the brakes first, and then asked a more experienced mechanic.')).toBe(true);
    expect(teamwork('I asked to talk to him privately.')).toBe(true);
  });

  it('is not what others did for the speaker or what a thing helped', () => {
    expect(teamwork('He left a review that thanked me by name.')).toBe(false);
    expect(teamwork('I kept the line moving, which helped our team beat the upsell target.')).toBe(false);
    // Nor anything done privately: "arrange for the person to collect their belongings privately".
    expect(teamwork('I arrange for the person to collect their belongings privately.')).toBe(false);
  });
});

describe('steps in order', () => {
  const inOrder = (text: string) =>
    findArticulation(
      'Technical',
      [text],
      [],
      'How would you reduce the time it takes to pick and pack an order?',
    ).find((a) => a.part.id === 'order')!.passage;

  it('are not shown by "first" of an ordinal or of a priority', () => {
    expect(inOrder('Safety comes first in a warehouse, then speed.')).toBeNull();
    expect(inOrder('In the first week I timed every pick, then I moved the fast items.')).toBeNull();
  });

  it('are shown by "first" of a sequence', () => {
    expect(inOrder('First I would time every pick, then I would move the fast items.')).toBe(0);
  });
});

describe('the reason a warm-up answer gives', () => {
  const reasonIn = (passages: string[]) =>
    findArticulation('Warm-up', passages, [], 'Your resume mentions Excel. How did you get into it?').find(
      (a) => a.part.id === 'reason',
    )!;

  it('takes how the speaker started as how they got into it', () => {
    const reason = reasonIn([
      'I started with Excel in a part-time job at a garden centre, when the owner tracked stock on paper.',
      'Since then I have used pivot tables for my college project on survey results.',
    ]);
    expect(reason.passage).toBe(0);
  });

  it('says "how you got into it" where the passage gives no reason, and quotes the example from a passage of its own', () => {
    const found = findArticulation(
      'Warm-up',
      [
        'I learned Excel at college in a business course.',
        'I have used it for budgets and for a group project where we put survey answers in a table and made charts.',
      ],
      [],
      'Your resume mentions Excel. How did you get into it, and where have you used it so far?',
    );
    const part = (id: string) => found.find((a) => a.part.id === id)!;
    expect(part('reason').passage).toBe(0);
    expect(part('reason').part.done).toBe('said how you got into it');
    expect(part('example').passage).toBe(1);
    expect(reasonIn(['I like it because it saves me hours every week.']).part.done).toBe('gave a reason');
  });

  it('does not take the cause in a case the speaker describes for their reason', () => {
    expect(
      reasonIn([
        "If a patient comes to the counter upset because their prescription isn't ready, I find out what's missing.",
      ]).passage,
    ).toBeNull();
    expect(
      reasonIn(['I chose pharmacy because I like knowing exactly how each medicine works.']).passage,
    ).toBe(0);
  });

  it('does not take "since" of a date, nor what the speaker knows, for their reason', () => {
    expect(
      reasonIn(['Since January I volunteered two afternoons a week at a residential home.']).passage,
    ).toBeNull();
    expect(
      reasonIn(['I have worked on a pharmacy counter for a year, so I know how a pharmacy runs day to day.'])
        .passage,
    ).toBeNull();
    expect(reasonIn(['I have always been patient, so I enjoyed sitting with my granddad.']).passage).toBe(0);
  });

  it('does not take "since" of time for a reason', () => {
    expect(reasonIn(['Since then I have used pivot tables for my college project.']).passage).toBeNull();
    expect(reasonIn(['I like it since it saves me hours every week.']).passage).toBe(0);
  });
});

describe('the reason given to a question about what draws the speaker', () => {
  const FLORISTRY = 'What got you into floristry, and what part of the work do you enjoy most?';
  const reasonIn = (passages: string[], question = FLORISTRY, judged = {}) =>
    findArticulation('Warm-up', passages, [], question, judged).find((a) => a.part.id === 'reason')!;

  it('takes what the speaker likes best in the work, in any of the ways it is said', () => {
    expect(reasonIn(['I also like that the work changes with the seasons.']).passage).toBe(0);
    expect(
      reasonIn(['The part I like best is sitting down with someone who is planning a wedding.']).passage,
    ).toBe(0);
    expect(reasonIn(['What I enjoy most is the early market run.']).passage).toBe(0);
  });

  it('takes a reason about the speaker, not a reason about the work', () => {
    const sap =
      'I keep daffodils away from roses and tulips for the first day, because their sap shortens the vase life of other flowers.';
    expect(reasonIn([sap]).passage).toBeNull();
    expect(
      reasonIn([sap], 'How do you organise your week when you have several deadlines at once?').passage,
    ).toBe(0);
    expect(
      reasonIn(['I went into it because my grandmother grew flowers for the village show.']).passage,
    ).toBe(0);
  });

  it('is shown exactly where the rubric finds what draws the speaker, when the rubric judges it', () => {
    const passages = [
      'The library was where I did my homework as a kid, because home was noisy.',
      'I realised how much of the job is about people rather than books.',
    ];
    expect(reasonIn(passages, FLORISTRY, { reason: [1] }).passage).toBe(1);
    expect(
      reasonIn(['I like that the work changes with the seasons.'], FLORISTRY, { reason: [] }).passage,
    ).toBeNull();
  });
});

describe('the example a warm-up answer gives', () => {
  it('is quoted where it is named as one, not where a verb of the work first appears', () => {
    const example = findArticulation('Warm-up', [
      'What I enjoy most is watching someone use something I designed and seeing exactly where they get stuck.',
      'In my bootcamp project I redesigned a local library booking flow, tested it with five users, and cut it from nine steps to four.',
    ]).find((a) => a.part.id === 'example')!;
    expect(example.passage).toBe(1);
    expect(example.quote).toMatch(/^In my bootcamp project I redesigned/);
    // "My first job" names one as plainly as "my first kitchen job".
    const kitchen = findArticulation('Warm-up', [
      'I cooked for my family growing up and loved the pressure of getting everything out at once.',
      'My first job was washing dishes at a busy Italian place; after a month the chef put me on the salad station.',
    ]).find((a) => a.part.id === 'example')!;
    expect(kitchen.quote).toMatch(/^My first job was washing dishes/);
  });

  it('is not a routine told with a time of day: "at the start of every shift" places no example', () => {
    const example = shows('Warm-up', 'example');
    expect(example('I check the fridge temperatures at the start of every shift.')).toBe(false);
    expect(example('I washed dishes at a busy Italian place.')).toBe(true);
  });

  it('is a time the speaker did something, told with "when I…", not a time they came to think or feel something', () => {
    const example = shows('Warm-up', 'example');
    expect(example('When I volunteered on the Summer Reading Challenge during university, it clicked.')).toBe(
      true,
    );
    expect(example('When I realised how much of the job is about people, it clicked.')).toBe(false);
  });
  it('is a tool the speaker used, not what they "used to" do: "I used to find it hard to delegate" gives none', () => {
    const example = shows('Warm-up', 'example');
    expect(example('I used to find it hard to delegate.')).toBe(false);
    expect(example('I used pivot tables to clean the stock list.')).toBe(true);
    // Leading or running something is a time the speaker did something too.
    expect(example("I led our ward's falls prevention audit.")).toBe(true);
  });
});

describe('the parts a question asks for', () => {
  const ids = (round: RoundType, question: string) =>
    findArticulation(round, ['An answer.'], [], question).map((a) => a.part.id);

  it('take a figure per unit for a metric, not a cost, and a failure that did not come back for how it ended', () => {
    const tradeoff = shows('Technical', 'tradeoff');
    expect(tradeoff('I would track clicks, conversions and cost per acquisition in Google Analytics.')).toBe(
      false,
    );
    expect(tradeoff('A tracker can work out cheaper and costs less to leave.')).toBe(true);
    const result = shows('Behavioral', 'result');
    expect(result("The build didn't break again for the rest of the summer.")).toBe(true);
    expect(result('There have been no mistakes since.')).toBe(true);
    // Nothing since the change the speaker made (ADR 184), but not a lack at the start of the story.
    expect(result('I added a guard, and we had no double charges after that release.')).toBe(true);
    expect(result('We saw no more timeouts after the fix.')).toBe(true);
    expect(result('We had no budget after the cuts, so I asked for volunteers.')).toBe(false);
  });

  it('ask how something unfolds for its steps in order, and leave its trade-offs and limits to the answer', () => {
    const question = 'What happens when you type a URL into the browser and press enter?';
    expect(ids('Technical', question)).toEqual(['mechanism', 'order']);
    const found = findArticulation(
      'Technical',
      [
        'The browser looks up the domain with DNS to get the IP address, opens a TCP connection, sends an HTTP GET request, and the server sends back HTML.',
        'The browser parses the HTML, builds the DOM, fetches CSS and JavaScript, builds the render tree, lays it out and paints it.',
      ],
      [],
      question,
    );
    expect(found.map((a) => [a.part.id, a.passage !== null])).toEqual([
      ['mechanism', true],
      ['order', true],
    ]);
    // A vague answer is told to explain it step by step, not to justify an approach.
    const vague = findArticulation(
      'Technical',
      ['The browser goes to the website and loads the page.'],
      [],
      question,
    );
    expect(vague.find((a) => a.part.id === 'mechanism')!.part.advice).toBe(
      'Explain how it works: what happens, step by step, and why each step is needed.',
    );
    // Steps told in turn order nothing where the question asks for no process.
    expect(
      findArticulation(
        'Technical',
        ['I check the logs, restart the service and tell the team.'],
        [],
        'How would you handle an outage?',
      ).find((a) => a.part.id === 'order')!.passage,
    ).toBeNull();
  });

  it('include what came of a piece of work where the question asks for the result, and only there', () => {
    const applied =
      'Your resume mentions Kafka. Walk me through how you applied it: the decisions you made and the result.';
    expect(ids('Technical', applied)).toContain('result');
    expect(ids('Technical', 'What is a SQL join?')).not.toContain('result');
    const result = findArticulation(
      'Technical',
      [
        'I chose to key messages by order id so each order stays in order within a partition.',
        'The result was that checkout no longer failed when billing was down, and we cut checkout errors by about thirty percent.',
      ],
      [],
      applied,
    ).find((a) => a.part.id === 'result')!;
    expect(result.passage).toBe(1);
    expect(result.part.done).toBe('said what came of it');
  });

  it('ask for steps in order where the question asks how to do something, not how to explain or decide it', () => {
    expect(ids('Technical', 'How would you find and fix a leak under a kitchen sink?')).toContain('order');
    expect(
      ids(
        'Technical',
        'How would you explain to a manager why the average order value can be misleading, and what would you show instead?',
      ),
    ).not.toContain('order');
    expect(
      ids(
        'Technical',
        'How would you decide whether to ship an order as a full truckload or as less-than-truckload?',
      ),
    ).not.toContain('order');
  });

  it('ask a warm-up answer for a lesson where the question asks what was learned, not for a reason', () => {
    const project = 'What is a project you built end to end, and what did you learn from it?';
    expect(ids('Warm-up', project)).toEqual(['example', 'lesson']);
    expect(ids('Warm-up', 'What drew you to working in professional kitchens?')).toEqual([
      'reason',
      'example',
    ]);
    // A question that asks for one occasion asks for the occasion, not a reason, unless it asks why as well.
    expect(
      ids('Warm-up', 'Tell me about a technical problem you solved on your own. How did you figure it out?'),
    ).toEqual(['example']);
    // So does one piece of work the speaker is proud of: the project and their part in it, not why.
    expect(ids('Warm-up', 'Describe a project, class or job you are proud of and your part in it.')).toEqual([
      'example',
    ]);
    expect(ids('Warm-up', 'Describe a project you worked on at college.')).toEqual(['example']);
    expect(ids('Warm-up', 'What kind of work makes you proud?')).toEqual(['reason', 'example']);
    expect(
      ids(
        'Warm-up',
        'Tell me about a project where you stored data in a database. Which database, and why that one?',
      ),
    ).toEqual(['reason', 'example']);
  });

  it('take the occasion a warm-up question asks for as its example, and a lesson of no project as none', () => {
    const question = 'Tell me about a technical problem you solved on your own. How did you figure it out?';
    const example = (passage: string) =>
      findArticulation('Warm-up', [passage], [], question).find((a) => a.part.id === 'example')!.passage;
    expect(
      example(
        "I logged the router's channel with a phone analyser app, saw six neighbours on channel 6, and moved us to channel 11.",
      ),
    ).toBe(0);
    expect(example('I usually restart things until they work.')).toBeNull();
    expect(
      shows('Warm-up', 'example')('I learned a lot from all of them, like how to be a better developer.'),
    ).toBe(false);
  });
});

describe('how a story ended', () => {
  it('is told by what went right without a single failure, and the deed before it by "I read"', () => {
    const story = [
      "Two days before Valentine's Day our card machine broke and I had never used the backup reader.",
      'I read the manual in my lunch break and practised three test payments with the owner.',
      'On the day I took over two hundred payments without a single failed one.',
    ];
    const found = findArticulation('Behavioral', story);
    expect(found.find((a) => a.part.id === 'result')!.passage).toBe(2);
    expect(found.find((a) => a.part.id === 'action')!.passage).toBe(1);
  });

  it('is quoted where the answer says what came of it, not at a deed that followed', () => {
    const story = [
      'On the Saturday before Christmas two of my five staff called in sick at seven in the morning.',
      'Queue times stayed under five minutes and we made our sales target.',
      'Afterwards I set up an on-call list so the next time took one message.',
    ];
    const result = findArticulation('Behavioral', story).find((a) => a.part.id === 'result')!;
    expect(result.quote).toBe('Queue times stayed under five minutes and we made our sales target.');
    expect(plainlyTellsStoryPart('result', story[2]!)).toBe(false);
    // A deed that followed still shows that the story ended, where the answer says nothing else of it.
    expect(
      findArticulation('Behavioral', [story[0]!, story[2]!]).find((a) => a.part.id === 'result')!.passage,
    ).toBe(1);
  });
});

describe('a story told in its own words (ADR 173)', () => {
  const task = shows('Behavioral', 'task');
  const ended = shows('Behavioral', 'result');
  const teamwork = shows('Behavioral', 'teamwork');
  const scene = shows('Behavioral', 'situation');

  it('says what had to be achieved by the time there was, a deadline, or a problem in plain words', () => {
    expect(task('I had four hours.')).toBe(true);
    expect(task('In my final year I had a dissertation draft due on Monday.')).toBe(true);
    expect(
      task('My manager found that half the sales figures in our deck were from the wrong quarter.'),
    ).toBe(true);
    expect(task('An elderly customer wanted a gluten-free bread that we had sold out of.')).toBe(true);
    expect(task('At my student union job, the manager wanted to cut the late opening on Thursdays.')).toBe(
      true,
    );
    expect(task('I noticed the weekend orders were not in the data until Monday afternoon.')).toBe(true);
    expect(task('In my first year I failed my statistics midterm.')).toBe(true);
    expect(task('My lead told me my pull requests were too big to review.')).toBe(true);
    expect(task('I had a coffee with her.')).toBe(false);
    expect(task('The delay was due to the weather.')).toBe(false);
  });

  it('ends on what came of it for others, the work handed over, a mark or a change that lasted', () => {
    expect(ended('We sent the corrected deck at nine that night, and the client never saw the error.')).toBe(
      true,
    );
    expect(ended('I submitted the draft on Monday morning, two hours before the deadline.')).toBe(true);
    expect(ended('I got 71 on the final.')).toBe(true);
    expect(ended('He kept the late opening for the rest of the term.')).toBe(true);
    expect(ended('I got to the office at nine.')).toBe(false);
  });

  it('sets the scene in a year of study and ends on the people who still use what was made (ADR 177)', () => {
    expect(scene('In my final year I built a bus-arrival app for my town with two friends.')).toBe(true);
    expect(ended('About four hundred people use it every week now.')).toBe(true);
    expect(ended('I built a dashboard the council still uses.')).toBe(true);
    expect(ended('People use it to check the buses.')).toBe(true);
  });

  it('draws a lesson by a habit still kept', () => {
    const learned = shows('Behavioral', 'reflection');
    expect(
      learned('Reviews came back within a day, and I still keep my changes under two hundred lines.'),
    ).toBe(true);
    expect(learned('I still remember how nervous I was.')).toBe(false);
  });

  it('works with others by having or getting someone to help, showing them, or going to them', () => {
    expect(teamwork('I rebuilt the charts and had a colleague check each number against the source.')).toBe(
      true,
    );
    expect(teamwork('He was not happy about it, so I got my manager to back me up.')).toBe(true);
    expect(teamwork('I swapped my Saturday shift with a colleague.')).toBe(true);
    expect(teamwork('I showed her two weeks of reports side by side.')).toBe(true);
    expect(teamwork("I went to the tutor's office hours every week after that.")).toBe(true);
    expect(
      teamwork('I checked our stock system, found that our other branch had four loaves, and rang them.'),
    ).toBe(true);
    expect(teamwork('At the call centre I had a colleague who kept taking my callbacks.')).toBe(false);
  });

  it('sets the scene by how far into something it was, or by what someone of theirs did', () => {
    expect(scene('Two weeks into my internship I was asked to fix a bug in a service written in Go.')).toBe(
      true,
    );
    expect(scene('My manager wanted to send the weekly sales report on Monday mornings.')).toBe(true);
    // "planned" names the visit here; it is no event.
    expect(scene('My planned maintenance visit on a split system follows the same routine every time.')).toBe(
      false,
    );
  });
});

describe('a warm-up answer about the speaker themselves (ADR 175)', () => {
  const partsAsked = (question: string) =>
    findArticulation('Warm-up', ['I split the project into ten small tasks.'], [], question).map(
      (a) => a.part.id,
    );

  it('is asked for no reason when the question is about a quality of theirs, and for a lesson about a weakness', () => {
    expect(partsAsked('What are your greatest strengths?')).toEqual(['example']);
    expect(partsAsked('What is your greatest weakness?')).toEqual(['example', 'lesson']);
    expect(partsAsked('Why should we hire you?')).toContain('reason');
  });

  it('gives what drives them as its reason, said as that', () => {
    const reason = (text: string) =>
      findArticulation('Warm-up', [text], [], 'What motivates you?').find((a) => a.part.id === 'reason')!
        .passage;
    expect(reason("That's what gets me up for a twelve-hour shift.")).toBe(0);
    expect(reason('What motivates me most is seeing a patient go home.')).toBe(0);
    expect(reason('My dad drives me to work on Mondays.')).toBeNull();
  });
});
