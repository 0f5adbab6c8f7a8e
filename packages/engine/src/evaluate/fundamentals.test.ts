import { describe, expect, it } from 'vitest';
import { angleRubric } from '../bank/generic/fundamental-angles.ts';
import { FUNDAMENTALS } from '../bank/generic/fundamentals.ts';
import { ROLE_BANKS } from '../bank/index.ts';
import { BANK_STRANGE_NEEDED, bankQuestionWords } from './question-profile.ts';
import type { Evaluation, QuestionToJudge } from '../types.ts';
import { angleAsked, asksOnlyWhatItIs } from './articulation.ts';
import { isEverydayWord } from './everyday-words.ts';
import { STATES_A_MISCONCEPTION, feedbackViolations } from './consistency.ts';
import { evidenceAskedFor } from './evidence.ts';
import { extractFeatures } from './features.ts';
import { contentStems } from './text.ts';
import { embeddedScorer } from './embedded-scorer.test-support.ts';

// The computer-science questions of every technical round: closures, deadlocks, processes and threads… (ADR 194).
const { profiles, score } = embeddedScorer();

const asked = (text: string, round_type: QuestionToJudge['round_type'] = 'Technical'): QuestionToJudge => ({
  text,
  job_title: 'Software Engineer',
  round_type,
});
const rubricOf = (text: string) => FUNDAMENTALS.find((f) => f.text === text)!.key_points;
const NOT_ADDRESSED = 'Your answer does not address the question that was asked';

describe('a fundamental of the field', () => {
  it('is judged against its own rubric in any wording that names its subject', async () => {
    for (const [text, fundamental] of [
      [
        'Can you explain what a closure is in JavaScript, with an example?',
        'What is a closure in JavaScript?',
      ],
      ['What is a deadlock and how would you avoid one?', 'What is a deadlock, and how can you prevent it?'],
      ['How do threads differ from processes?', 'What is the difference between a process and a thread?'],
      ['What do you understand by polymorphism?', 'What is polymorphism in object-oriented programming?'],
      ['How does a hash map work internally?', 'How does a hash table work?'],
      // Where it is asked and how, in words of their own.
      [
        'What is the difference between a process and a thread in Java?',
        'What is the difference between a process and a thread?',
      ],
      [
        'What goes on the stack and what goes on the heap?',
        'What is the difference between the stack and the heap?',
      ],
      // The eleven of ADR 195.
      ['What is encapsulation in Java?', 'What is encapsulation?'],
      ['Explain inheritance in OOP.', 'What is inheritance in object-oriented programming?'],
      ['Explain the difference between TCP and UDP.', 'What is the difference between TCP and UDP?'],
      ['What is normalization in DBMS?', 'What is database normalization?'],
      ['What is the time complexity of binary search?', 'How does binary search work?'],
      ['What is a semaphore?', 'What is the difference between a mutex and a semaphore?'],
      ['How is a stack different from a queue?', 'What is the difference between a stack and a queue?'],
      ['What is a foreign key?', 'What is the difference between a primary key and a foreign key?'],
      [
        'What is method overriding in Java?',
        'What is the difference between method overloading and method overriding?',
      ],
      ['How does virtual memory work?', 'What is virtual memory?'],
      ['Why is dependency injection useful?', 'What is dependency injection?'],
      // As students are asked them: USE puts the first nearer a join question (0.80) than a foreign key's (0.73), and
      // the second below 0.7 of every closure wording; "different types" compares nothing.
      ['What is a foreign key in SQL?', 'What is the difference between a primary key and a foreign key?'],
      ['What is a closure and where would you use one?', 'What is a closure in JavaScript?'],
      [
        'What are the different types of inheritance in Java?',
        'What is inheritance in object-oriented programming?',
      ],
      ['Explain TCP vs UDP with examples.', 'What is the difference between TCP and UDP?'],
      ['Can you tell me what OOP is?', 'What are the main principles of object-oriented programming?'],
      ['What are the four pillars of OOPs?', 'What are the main principles of object-oriented programming?'],
      // The five added after them (ADR 195); REST is still REST's, though it names an API.
      ['What is an API and why do we use it?', 'What is an API?'],
      ['What makes an API RESTful?', 'What is a REST API?'],
      ['What is cloud computing and what are its benefits?', 'What is cloud computing?'],
      ['What are the functions of an operating system?', 'What is an operating system?'],
      ['What is a deadlock in an operating system?', 'What is a deadlock, and how can you prevent it?'],
      ['What is a compiler?', 'What is the difference between a compiler and an interpreter?'],
      ['What is Git?', 'What is version control?'],
      // SQL joins, in any of their names (ADR 202).
      [
        'What are the different types of joins in SQL?',
        'What is the difference between an inner join and a left join?',
      ],
      ['What is a left outer join?', 'What is the difference between an inner join and a left join?'],
      // Getters and setters weighed against each other are encapsulation's, not HTTP's GET (ADR 198).
      ["What's the difference between getter and setter methods in Java?", 'What is encapsulation?'],
      // The eight of ADR 197, as students are asked them.
      ['What is a primary key in a database?', 'What is a primary key?'],
      ['Explain class and object in Java.', 'What is the difference between a class and an object?'],
      ['What is a constructor in Java?', 'What is a constructor?'],
      ['What are constructor functions used for?', 'What is a constructor?'],
      ['What are getters and setters in Java?', 'What is encapsulation?'],
      ['How do you handle exceptions in Java?', 'What is exception handling?'],
      ['What are try and catch blocks?', 'What is exception handling?'],
      ['How does DNS work?', 'What is DNS?'],
      [
        'What is the difference between GET and POST methods?',
        'What is the difference between GET and POST?',
      ],
      ['What is multithreading in Java?', 'What is multithreading?'],
      ['What is a pointer in C?', 'What is a pointer?'],
      [
        'What is authentication and authorization in web applications?',
        'What is the difference between authentication and authorization?',
      ],
      // "Tell me about" a thing, "talk me through what" it is, "walk me through how" it works (ADR 199).
      ['Tell me about recursion.', 'What is recursion?'],
      // "In your own words" asks for no work of the speaker's, nor does "How would you describe…" (ADR 203).
      ['In your own words, what is recursion?', 'What is recursion?'],
      ['How would you describe a REST API?', 'What is a REST API?'],
      // What it is for, and how it goes, in words of their own (ADR 203).
      ['What are the benefits of using Git?', 'What is version control?'],
      ['What problems does garbage collection solve?', 'What is garbage collection?'],
      ['Explain how DNS resolution works step by step.', 'What is DNS?'],
      // Twenty wordings interviewers use, each tried on thirty fundamentals: these four were not read as theirs.
      ['What is meant by polymorphism?', 'What is polymorphism in object-oriented programming?'],
      ['How does garbage collection work under the hood?', 'What is garbage collection?'],
      ['What are the advantages of an operating system?', 'What is an operating system?'],
      ['Why do we need a linked list?', 'What is the difference between an array and a linked list?'],
      ['Talk me through what a deadlock is.', 'What is a deadlock, and how can you prevent it?'],
      ['Walk me through how a hash table works.', 'How does a hash table work?'],
      // No database named: to a software engineer, still the database's.
      ['What do you mean by normalization?', 'What is database normalization?'],
      // Both keys named: the comparison's, as before.
      [
        'What is the difference between a primary key and a foreign key?',
        'What is the difference between a primary key and a foreign key?',
      ],
    ]) {
      const profile = await profiles(asked(text!));
      // Its own rubric, or the one for the angle it is asked from ("What are the benefits of using Git?"; ADR 206).
      const own = FUNDAMENTALS.find((f) => f.text === fundamental)!;
      const rubrics = [
        own.key_points,
        ...(['purpose', 'uses', 'drawbacks', 'pros and cons'] as const).map(
          (angle) => angleRubric(own, angle)!.key_points,
        ),
      ];
      expect(rubrics, text).toContainEqual(profile.rubric.key_points);
      expect(profile.rubricSource, text).toBe('bank');
      // Its answer is about the subject, not the speaker: every measure of whether it keeps to the question counts.
      expect(profile.aboutTheSpeaker, text).toBe(false);
    }
    // Whatever the job: a data analyst is asked about joins as a developer is (ADR 202).
    const analyst = await profiles({
      text: 'What is the difference between a left join and an inner join?',
      job_title: 'Data Analyst',
      round_type: 'Technical',
    });
    expect(analyst.rubric.key_points).toEqual(
      rubricOf('What is the difference between an inner join and a left join?'),
    );
  });

  it('is not a question about another subject, however close in meaning', async () => {
    for (const text of [
      // 0.83 of "What is a closure in JavaScript?" in meaning, and about another thing.
      'What is hoisting in JavaScript?',
      'What is a livelock?',
      // Two subjects: the question is about neither alone.
      'How would you use recursion to reverse a linked list?',
      // A comparison that the fundamental answers only half of.
      'What is polymorphism, and how does it differ from inheritance?',
      // The subject's word in another field: 0.84-0.88 in meaning, and about projects, cities and genes.
      'What is project closure?',
      'How does garbage collection work in a city?',
      'What is polymorphism in biology?',
      // A tree is not the search, nor a data scientist's scaling a database's normal forms, nor a codebase a class.
      'What is a binary search tree?',
      'What is normalization in machine learning?',
      'How do you get productive when you inherit a codebase?',
      'How do you handle inheritance tax?',
      'What is a deadlock in a negotiation?',
      'What is the difference between a stack and a queue in a call centre?',
      'What is an API gateway?',
      'How do you design an API for a mobile app?',
      // Two subjects, another field's words, or another thing of the same words (ADR 197).
      'What is a null pointer exception?',
      'What is the difference between multithreading and multiprocessing?',
      'How do you handle exceptions to the refund policy?',
      'What is a mouse pointer?',
      'What is the Object class in Java?',
      'What is constructor injection?',
      'What is setter injection?',
      // A command of Git's, not what version control is.
      'What is the difference between git merge and git rebase?',
      'How do you resolve a merge conflict in Git?',
      // The speaker's own work with it, asked in a technical round.
      'Tell me about your experience with recursion.',
      'Tell me about a project where you used multithreading.',
    ]) {
      const profile = await profiles(asked(text));
      const lent = FUNDAMENTALS.find((f) => f.key_points[0] === profile.rubric.key_points[0]);
      expect(lent?.text, text).toBeUndefined();
    }
    // To a data scientist, normalization named alone is scaling, not normal forms.
    const scaling = await profiles({
      ...asked('What do you mean by normalization?'),
      job_title: 'Data Scientist',
    });
    expect(scaling.rubric.key_points).not.toEqual(rubricOf('What is database normalization?'));
    // A story about one: its round asks for what happened, not for what the thing is.
    const story = await profiles(asked('Tell me about a time you fixed a race condition.', 'Behavioral'));
    expect(story.rubric.key_points).not.toEqual(rubricOf('What is a race condition?'));
  });

  it('scores a correct definition well above a confident wrong one in the same words', async () => {
    for (const [question, right, wrong] of [
      [
        'What is polymorphism?',
        'Polymorphism means one interface can work with objects of different types. For example a Shape class has an area method and Circle and Square override it, so code that loops over shapes calls area and each one computes its own.',
        'Polymorphism is when a class has many variables of different types inside it, like an int and a string.',
      ],
      [
        'What is the difference between a process and a thread?',
        'A process has its own memory, threads share the memory of their process.',
        'A process is bigger and a thread is smaller. A process is like a program and a thread is like a string that connects things.',
      ],
      [
        'What is a closure in JavaScript?',
        "It's a function that keeps access to the variables of its outer function even after that function has returned.",
        'A closure is when you close a function with a curly brace so it ends, and then the browser can run the next function.',
      ],
      [
        'What is an operating system?',
        "It's the software that manages the hardware and gives programs a way to use it: it schedules processes on the CPU, hands out memory and handles files and devices, like Windows or Linux.",
        'An operating system is an app you install from the app store to make your phone faster.',
      ],
      [
        'What is encapsulation?',
        "It's when you make the fields private and only let other code use them through methods, so nobody can change the data directly.",
        'Encapsulation is when you put your code inside a capsule, like a zip file, so it takes up less space and loads faster.',
      ],
      [
        'How does binary search work?',
        "You check the middle of a sorted list, and then throw away the half the value can't be in, and keep doing that until you find it.",
        'Binary search converts the value you are looking for into binary, zeros and ones, and then searches the memory for those bits, which is why it is very fast.',
      ],
      // Five of ADR 197's, each correct answer in a student's plain words.
      [
        'What is the difference between authentication and authorization?',
        'Authentication checks who you are, like logging in with your password, and authorization checks what you are allowed to do after that, like only admins can delete things.',
        'Authentication is when the website is real and not fake, and authorization is when the author of the website signs it.',
      ],
      [
        'What is a constructor in Java?',
        "It's what gets called when you make a new object, you use it to give the variables their starting values.",
        'A constructor is a method that destroys the object when the program ends and frees its memory. It is called at the end automatically.',
      ],
      [
        'What is DNS?',
        "It's like the phone book of the internet. You type a website name and it finds the number of the server so your computer can connect.",
        'DNS stands for do not send. It is a setting on your phone that blocks messages at night.',
      ],
      [
        'What is the difference between GET and POST?',
        'Get is for fetching stuff and the data shows in the link. Post is for sending stuff like a form, and the data goes hidden in the body, so you use it for passwords.',
        'GET is faster and POST is slower. GET is for small websites and POST is for big websites.',
      ],
      [
        'What is a pointer in C?',
        'It holds where another variable lives in memory instead of the value itself, so a function can change the original.',
        'A pointer is the arrow on the screen that you move with the mouse. In C you use it to click on buttons.',
      ],
      // SQL joins, asked of data analysts as often as of developers (ADR 202).
      [
        'What is the difference between a left join and an inner join?',
        "An inner join only keeps rows that match in both tables, while a left join keeps every row from the left table and fills the right side with nulls when there's no match.",
        'An inner join joins the tables and a left join joins them from the left side. The left one is faster because it reads less.',
      ],
    ]) {
      const good = await score(asked(question!), right!);
      const bad = await score(asked(question!), wrong!);
      expect(good.overall_score - bad.overall_score, question).toBeGreaterThanOrEqual(5);
      // The wrong one names none of the terms of the subject: its closeness in meaning to every point about it
      // covers none of them.
      expect(bad.domain_knowledge.strengths.join(' '), question).not.toMatch(/key point/);
      expect(feedbackViolations(good)).toEqual([]);
      expect(feedbackViolations(bad)).toEqual([]);
    }
  });

  it('faults a definition that says none of what the thing is, and what the answer builds on it (ADR 198)', async () => {
    // …or, where it is one, that it is a common misconception (ADR 209).
    const SAYS_NONE = /which (?:says none of what it is|is a common misconception)\. Check what it means/;
    for (const [question, wrong] of [
      [
        'What is polymorphism?',
        'Polymorphism is when a variable can change its type while the program runs, like from int to string.',
      ],
      [
        'What is the difference between a stack and a queue?',
        'A stack is the folder where the server keeps its log files, and a queue is the waiting room for users who want to log in.',
      ],
      [
        'What is multithreading?',
        'Multithreading is when you use many threads of cable to connect computers so the internet is faster.',
      ],
      // A fundamental is asked what it is in any words.
      [
        'How does a hash table work?',
        'A hash table is a table in the database where passwords are stored encrypted, so hackers can not read them.',
      ],
      // What it goes on to explain is what it took the thing to be: no part of an explanation of this one.
      [
        'What is garbage collection?',
        "Garbage collection is when the computer empties the recycle bin every week. That's why your disk has more room afterwards, because the old files are gone.",
      ],
      // A second definition that says none of it is no more what it is than the first.
      [
        'What is the difference between TCP and UDP?',
        'TCP is the cable standard for desktop computers and UDP is the wireless one for phones and tablets. TCP uses cables and UDP uses wifi.',
      ],
    ]) {
      const bad = await score(asked(question!), wrong!);
      expect(bad.articulation.missing_areas.join(' '), question).toMatch(SAYS_NONE);
      expect(bad.articulation.strengths, question).toEqual([]);
      expect(bad.overall_score, question).toBeLessThanOrEqual(35);
      expect(feedbackViolations(bad)).toEqual([]);
    }
    for (const [question, right] of [
      // What the letters stand for, then what it does: two points said show it knows what it is.
      [
        'What is DNS?',
        'DNS is the domain name system. It translates names like google.com into IP addresses. The browser asks a resolver, which asks the root and then the server for the domain, and the answer is cached for its TTL.',
      ],
      // Right, in the thing's own words and everyday ones, though USE puts it close to no key point: vague, not what the
      // thing is not (ADR 200).
      [
        'What is multithreading?',
        'Multithreading is when one program does several things at once, each on its own thread.',
      ],
      ['What is a linked list?', 'A linked list is a list where every item knows where the next item is.'],
      // "turns" and "connects" are as everyday as "turn" and "connect".
      [
        'What is DNS?',
        'DNS is the thing that turns a website name into the address the computer actually connects to.',
      ],
      [
        'What is version control?',
        'Version control is keeping every version of your code so you can go back to an old one if something breaks.',
      ],
      // A likeness makes no claim of what it is.
      [
        'What is the difference between a mutex and a semaphore?',
        'A mutex is like a single bathroom key, one person at a time. A semaphore is like a parking lot with ten spaces, ten cars can be in at once.',
      ],
    ]) {
      const good = await score(asked(question!), right!);
      expect(good.articulation.missing_areas.join(' '), question).not.toMatch(SAYS_NONE);
      expect(good.overall_score, question).toBeGreaterThan(35);
    }
    // A definition in general words is judged as general, not as what the thing is not.
    const general = await score(
      asked('What is encapsulation?'),
      'Encapsulation is really important and every good developer should always use it in their projects.',
    );
    expect(general.articulation.missing_areas.join(' ')).toMatch(/but only in general words/);
    expect(general.overall_score).toBeGreaterThanOrEqual(30);
  });

  it('asks an answer to any wording of a fundamental for what an explanation of a thing has (ADR 198)', async () => {
    // "Can you explain recursion?" asks what recursion is, as "What is recursion?" does: not "your approach".
    const evaluation = await score(
      asked('How would you explain recursion to a beginner?'),
      'Recursion is when a function calls itself on a smaller piece of the problem, and it stops when it reaches a base case that it can answer straight away.',
    );
    const advice = evaluation.articulation.missing_areas.join(' ');
    expect(advice).toContain(
      'Name a trade-off, a cost or a risk of it, as an interviewer will ask about it.',
    );
    expect(advice).not.toMatch(/approach|steps in order/);
    expect(feedbackViolations(evaluation)).toEqual([]);
  });

  it('takes an answer by an everyday example as one about the subject, and asks for its terms (ADR 198)', async () => {
    const race = await score(
      asked('What is a race condition?'),
      'Say two requests both read a balance of 100 and both add 10, you end up with 110 instead of 120 because one overwrote the other.',
    );
    const gc = await score(
      asked('What is garbage collection?'),
      'Imagine a cleaner in an office who throws away any paper that no desk or folder points to any more, so you never have to tidy up yourself.',
    );
    for (const evaluation of [race, gc]) {
      expect(evaluation.summary).not.toMatch(NOT_ADDRESSED);
      expect(feedbackViolations(evaluation)).toEqual([]);
    }
    expect(race.overall_score).toBeGreaterThanOrEqual(35);
    // "Imagine every tenant is promised…" sets a scene: it defines no other term, as "Hoisting means…" does.
    const vm = extractFeatures(
      await profiles(asked('What is virtual memory?')),
      'Imagine every tenant is promised a whole floor, but the landlord only hands out the rooms they actually use and keeps the rest of their things in a warehouse until they ask for them.',
    );
    expect(vm.relevance).toMatchObject({ definesAnother: false, byLikeness: true });
    // As spoken: "You know when…", "Let's say…", "Consider a…" (ADR 200).
    for (const [question, likeness] of [
      [
        'What is an API?',
        "You know when you're at a restaurant, you don't go into the kitchen, you tell the waiter and the waiter brings your food back.",
      ],
      [
        'What is a race condition?',
        "Let's say two requests both read a balance of 100 and both add 10 to it.",
      ],
      [
        'What is a pointer?',
        'Consider a house address written on a card, which is not the house but tells you where it is.',
      ],
    ])
      expect(
        extractFeatures(await profiles(asked(question!)), likeness!).relevance.byLikeness,
        likeness,
      ).toBe(true);
    for (const evaluation of [race, gc])
      expect(evaluation.domain_knowledge.weaknesses.join(' ')).toMatch(
        /^You explained it with an everyday example, but did not use the terms this question is about, such as [^.]+\. Say what each part of your example stands for in those terms\.$/,
      );
  });

  it('takes a correct answer in plain words, which never names the subject, as an answer to it', async () => {
    // USE reads the four words of "What is a race condition?" as closer to an answer about garbage collection than to
    // this one: an answer that says the question's key points answers it, whatever the encoder makes of the question.
    const race = await score(
      asked('What is a race condition?'),
      "Well, um, it's when two threads, uh, change the same variable at the same time and the result depends on which one gets there first. You fix it with a lock.",
    );
    expect(race.summary).not.toContain(NOT_ADDRESSED);
    expect(race.overall_score).toBeGreaterThanOrEqual(50);
    const deadlock = await score(
      asked('What is a deadlock?'),
      'Two processes wait for each other forever because each holds something the other needs.',
    );
    expect(deadlock.summary).not.toContain(NOT_ADDRESSED);
    expect(deadlock.domain_knowledge.strengths.join(' ')).toContain(
      'two or more threads or transactions each wait for a resource another one holds',
    );
    expect(feedbackViolations(race)).toEqual([]);
    expect(feedbackViolations(deadlock)).toEqual([]);
    // Before ADR 195, these had no rubric and were told they did not address the question (12 and 13).
    for (const [question, answer] of [
      [
        'What is inheritance in object-oriented programming?',
        "A child class takes the methods and variables of its parent class, so you don't have to write them again.",
      ],
      [
        'What is dependency injection?',
        'Instead of a class creating its own objects with new, you pass them in through the constructor, which makes it easier to test with mocks.',
      ],
    ]) {
      const plain = await score(asked(question!), answer!);
      expect(plain.summary, question).not.toContain(NOT_ADDRESSED);
      expect(plain.overall_score, question).toBeGreaterThanOrEqual(60);
      expect(feedbackViolations(plain)).toEqual([]);
    }
  });

  it('is not said to cover a point by an answer close to it in meaning that says none of its words', async () => {
    // "…gets locked and stops working" is 0.63 of "timeouts or deadlock detection break it…" in meaning: a sentence
    // about deadlocks is close to every point about them (ADR 195).
    const wrong = await score(
      asked('What is a deadlock?'),
      'A deadlock is when the program gets locked and stops working, like when it freezes. You fix it by restarting the program or adding more memory so it runs faster.',
    );
    expect(wrong.domain_knowledge.strengths.join(' ')).not.toMatch(/key point/);
    expect(feedbackViolations(wrong)).toEqual([]);
    // Nor by a definition by its own name, which the report faults for saying nothing new.
    const ownName = await score(
      asked('What is dependency injection?'),
      'Dependency injection is when you inject dependencies into your code. It is used a lot in frameworks.',
    );
    expect(ownName.domain_knowledge.strengths.join(' ')).not.toMatch(/key point/);
    expect(ownName.articulation.missing_areas.join(' ')).toContain('which explains it by its own name');
    // A passage that says the point in other words still does: "A queue is first in, first out…" says none of
    // "items are added at the back and removed from the front" (0.76 in meaning), and is about the queue.
    const right = await score(
      asked('What is the difference between a stack and a queue?'),
      'A stack is last in, first out: you push onto the top and pop from the top, like a pile of plates. A queue is first in, first out: you enqueue at the back and dequeue from the front, like a line at a shop.',
    );
    expect(right.domain_knowledge.strengths.join(' ')).toContain('a queue is first in, first out (FIFO)');
  });

  it("reads a point said in a student's plain words, and none in the question's words alone (ADR 197)", async () => {
    const covers = (evaluation: Evaluation, point: string) =>
      evaluation.domain_knowledge.key_points!.find((k) => k.point.startsWith(point))!.covered;
    const identifies = (evaluation: Evaluation) =>
      covers(evaluation, 'a primary key uniquely identifies each row');
    // 0.62 of the rubric's wording, which the question itself comes as close to; 0.80 of the plain one.
    const plain = await score(
      asked('What is a primary key?'),
      "It's like the ID of each row, so no two rows have the same one and it can't be empty. Like roll number for students.",
    );
    expect(identifies(plain)).toBe(true);
    // Half the words of "a primary key uniquely identifies each row of a table" are the question's; of its own, only
    // "table" is said.
    const wrong = await score(
      asked('What is a primary key?'),
      'A primary key is the most important column in the table, like the name column. It is the first column you create and it is used to sort the table alphabetically.',
    );
    expect(identifies(wrong)).toBe(false);
    expect(plain.overall_score).toBeGreaterThan(wrong.overall_score);
    // Naming the thing asked about is no part of saying what it is: the wrong answer takes up every word of the question.
    const object = asked('What is the difference between a class and an object?');
    const plan = await score(
      object,
      'Class is like the plan and object is the actual thing you make from it. Like a house plan and the houses built from it, you can make many.',
    );
    const school = await score(
      object,
      'A class is a group of students in a school and an object is a thing like a table or a chair. In programming they are the same thing, both are used to write code.',
    );
    expect(plan.domain_knowledge.score).toBeGreaterThan(school.domain_knowledge.score);
    expect(plan.overall_score).toBeGreaterThan(school.overall_score);
    // One point said as students say it shows the answer is about the subject, however far the encoder reads it.
    const race = await score(
      asked('What is a race condition?'),
      'When two threads change the same thing at the same time and the answer depends on who gets there first.',
    );
    expect(race.summary).not.toContain(NOT_ADDRESSED);
    expect(race.overall_score).toBeGreaterThanOrEqual(40);
    // Close to a plain wording in its shape, and in none of its own words: 0.81 of "a stack is used for undo and for
    // function calls".
    const shape = await score(
      asked('What is the difference between a stack and a queue?'),
      'A stack is used for storing numbers and a queue is used for storing strings, otherwise they are the same.',
    );
    expect(shape.domain_knowledge.strengths.join(' ')).not.toMatch(/key point/);
    // A little less close (0.70-0.75) with two of its own words: "…the data shows in the link" says that GET puts its
    // parameters in the URL; passwords say nothing of sending the same request twice.
    const get = await score(
      asked('What is the difference between GET and POST?'),
      'Get is for fetching stuff and the data shows in the link. Post is for sending stuff like a form, and the data goes hidden in the body, so you use it for passwords.',
    );
    expect(covers(get, 'GET puts its parameters in the URL')).toBe(true);
    expect(covers(get, 'repeating a GET is safe')).toBe(false);
    // Things counted or picked out are what an answer tells of, not another term it defines.
    const every = await score(
      asked('What is the difference between a process and a thread?'),
      'Every app you open is a process and gets its own memory. Inside it there can be several threads doing work, and they all use the same memory.',
    );
    expect(every.summary).not.toContain(NOT_ADDRESSED);
    expect(every.overall_score).toBeGreaterThanOrEqual(55);
    for (const evaluation of [plain, wrong, plan, school, race, shape, get, every])
      expect(feedbackViolations(evaluation)).toEqual([]);
    // Only beside the fundamental's own points: a planned question that names one keeps its planner's rubric alone.
    const planned = await profiles({
      ...asked('What is a deadlock?'),
      rubric: {
        key_points: ['names the four Coffman conditions', 'explains lock ordering'],
        concepts: [],
        strong_answer: 'Names the conditions and a way to prevent them.',
        follow_up: 'How would you detect one?',
      },
    });
    expect(planned.inPlainWords).toEqual([null, null]);
    expect(planned.vectors.keyPointsInPlainWords).toEqual([null, null]);
    // Every plain wording is one per key point, in its order.
    for (const { text, key_points, in_plain_words } of FUNDAMENTALS)
      if (in_plain_words) expect(in_plain_words.length, text).toBe(key_points.length);
  });

  it('tells an answer that says what something else is that it answers another question', async () => {
    const evaluation = await score(
      asked('What is a closure in JavaScript?'),
      'Hoisting means variable and function declarations are moved to the top of their scope before the code runs, so you can call a function before it is declared.',
    );
    expect(evaluation.summary).toContain(NOT_ADDRESSED);
    expect(evaluation.overall_score).toBeLessThan(30);
    // Nor is it said to cover a point of the question it does not address.
    expect(evaluation.domain_knowledge.strengths.join(' ')).not.toMatch(/key point/);
    expect(feedbackViolations(evaluation)).toEqual([]);
    // "It" is the thing asked about: a correct answer that never names it is not taken for another's.
    const pronoun = await score(
      asked('What is a closure in JavaScript?'),
      "It's a function that keeps access to the variables of its outer function even after that function has returned.",
    );
    expect(pronoun.summary).not.toContain(NOT_ADDRESSED);
  });

  it('asks what the principles of a thing are as it asks what a thing is, and a design question not', () => {
    expect(asksOnlyWhatItIs('What are the main principles of object-oriented programming?')).toBe(true);
    expect(asksOnlyWhatItIs('What are the four pillars of OOP?')).toBe(true);
    expect(
      asksOnlyWhatItIs('Design the frontend for a collaborative editor. What are the hardest problems?'),
    ).toBe(false);
    // Asked to explain a thing, the answer says what it is: its advice speaks of "it", not of "your approach" (ADR 198).
    expect(asksOnlyWhatItIs('Can you explain event sourcing?')).toBe(true);
    expect(asksOnlyWhatItIs('How would you explain dependency injection?')).toBe(true);
    expect(asksOnlyWhatItIs('Can you explain how you would design a rate limiter?')).toBe(false);
    expect(
      asksOnlyWhatItIs('How would you explain to a manager why the average order value can be misleading?'),
    ).toBe(false);
  });

  it('praises no term made only of function words', async () => {
    // "is-a" was a synonym of "class hierarchy": "…models an is-a relationship" was praised for the term "is a".
    const evaluation = await score(
      asked('What is inheritance in object-oriented programming?'),
      'Inheritance means a Car class extends a Vehicle superclass and gets its fields and methods, and it can override some of them. It models an is-a relationship, since a car is a vehicle, and it has-a engine through composition.',
    );
    expect(feedbackViolations(evaluation)).toEqual([]);
    const terms = evaluation.domain_knowledge.strengths.find((s) => s.startsWith('You used'));
    expect(terms).toContain('"superclass"');
    expect(terms).not.toMatch(/"(?:is|has) a"/);
  });

  it('names each concept in words of a topic that show at most one key point', () => {
    // A key point that holds a concept's name in full is shown by naming the concept: "…gets locked" showed "taking the
    // locks in the same order" while the concept was called "locks".
    for (const { text, key_points, concepts } of FUNDAMENTALS)
      for (const { name, synonyms } of concepts) {
        const stems = [...contentStems(name)];
        expect(stems.length, name).toBeGreaterThan(0);
        const holders = key_points.filter((point) => {
          const own = contentStems(point);
          return stems.every((stem) => own.has(stem));
        });
        expect(holders.length, `${text}: ${name}`).toBeLessThanOrEqual(1);
        // A synonym of common words alone ("o(1)", "at the same time") counts for nothing, and the first synonym the
        // answer says is the one counted: it comes after every synonym of a topic, which it would hide.
        const topical = synonyms.map((synonym) => contentStems(synonym).size > 0);
        expect(
          topical.slice(topical.indexOf(false) >>> 0).every((t) => !t),
          name,
        ).toBe(true);
      }
  });
});

describe('a fundamental asked from an angle (ADR 206)', () => {
  it('reads the angle a question asks a thing from, and a question that asks what it is as well as that one', () => {
    for (const [question, angle] of [
      ['Give me an example of polymorphism.', 'example'],
      ["Show me an example of where you'd use recursion.", 'example'],
      ['What are the benefits of using Git?', 'purpose'],
      ['Why do we need database indexes?', 'purpose'],
      ['What problem does virtual memory solve?', 'purpose'],
      ['What are closures used for?', 'purpose'],
      ['So, when would you actually use a closure in JavaScript?', 'uses'],
      ['When would you normalize a database, and when might you not?', 'uses'],
      ['What are some use cases for a hash table?', 'uses'],
      ['When should you avoid recursion?', 'uses'],
      ['When is a linked list a bad idea?', 'uses'],
      ['What are the downsides of recursion?', 'drawbacks'],
      ['What are the pros and cons of NoSQL databases?', 'pros and cons'],
      // A story asked for, or what the thing is as well: no angle of a thing.
      ['Give me an example of a time you disagreed with a teammate.', null],
      ['Can you give an example of when you used caching?', null],
      ['What is a closure and why is it useful?', null],
      ['What is recursion, and what are its downsides?', null],
      ['How would you spot an account that is at risk of churning before renewal?', null],
      ['What are your strengths and weaknesses?', null],
    ] as const)
      expect(angleAsked(question), question).toBe(angle);
  });

  it('is judged by what that angle asks, not by what the thing is', async () => {
    const question = asked('What are the drawbacks of garbage collection?');
    const profile = await profiles(question);
    expect(profile.fundamental).toBe(true);
    const gc = FUNDAMENTALS.find((f) => f.text === 'What is garbage collection?')!;
    expect(profile.rubric.key_points).toEqual(angleRubric(gc, 'drawbacks')!.key_points);
    const right = await score(
      question,
      'The main downside is that the collector pauses the program now and then, so you get latency spikes, which hurts games or trading systems. It also costs CPU time and needs extra memory compared with freeing memory by hand, and you cannot control exactly when an object is freed.',
    );
    const definition = await score(
      question,
      "Garbage collection is the runtime's janitor: a background daemon that sweeps the heap for objects no live reference points to and reclaims them.",
    );
    const wrong = await score(
      question,
      'The biggest drawback is that garbage collection deletes objects as soon as a variable goes out of scope, even if another reference still points at them, so the program crashes. It also only runs once, when the program exits.',
    );
    // "The main downside is…" names the first drawback, not another term than the one asked (ADR 194).
    expect(right.summary).not.toMatch(NOT_ADDRESSED);
    expect(right.overall_score).toBeGreaterThan(definition.overall_score + 5);
    expect(right.overall_score).toBeGreaterThan(wrong.overall_score + 5);
    // A definition answers what it is, which the angle does not ask: it is not faulted as a wrong one (ADR 198).
    expect(definition.articulation.missing_areas.join(' ')).not.toMatch(/says none of what it is/);
    for (const evaluation of [right, definition, wrong]) expect(feedbackViolations(evaluation)).toEqual([]);
  });

  it('takes the ways interviewers ask for drawbacks, pros and cons and benefits as the fundamental', async () => {
    for (const text of [
      'What are the downsides of recursion?',
      'What are the limitations of binary search?',
      // An operating system named with the angle asked of it (a sweep of twenty angle wordings over thirty fundamentals).
      'What are the drawbacks of using an operating system?',
      'When would you use an operating system?',
      'What are the benefits of object-oriented programming?',
      'Tell me, what are the benefits of following the principles of object-oriented programming?',
    ]) {
      const profile = await profiles(asked(text));
      expect(profile.fundamental, text).toBe(true);
      expect(profile.rubricSource, text).toBe('bank');
    }
    // Asked when to use one, the fundamental that compares it with another is judged by when to choose each.
    const sql = FUNDAMENTALS.find(
      (f) => f.text === 'What is the difference between SQL and NoSQL databases?',
    )!;
    expect((await profiles(asked('When would you use a NoSQL database?'))).rubric.key_points).toEqual(
      angleRubric(sql, 'uses')!.key_points,
    );
  });

  it('asks an example, a benefit or a use for what it asks, not for a definition', async () => {
    const example = await score(
      asked('Give me an example of polymorphism.'),
      'Say you have a Shape class with a draw method, and Circle and Square both override it. You keep a list of shapes and call draw on each one, and each shape draws itself its own way without the loop knowing which kind it is.',
    );
    const exampleAdvice = example.articulation.missing_areas.join(' ');
    expect(exampleAdvice).not.toMatch(/plain sentence that says what it is|trade-off|does not apply/);
    expect(exampleAdvice).toContain('Say why your example is one');
    const benefits = await score(
      asked('What are the benefits of using Git?'),
      'You get the full history of every change, so you can see who changed what and go back if something breaks. Branches let people work on features in parallel and merge them when they are ready.',
    );
    expect(benefits.articulation.missing_areas.join(' ')).not.toMatch(/plain sentence that says what it is/);
    expect(benefits.articulation.missing_areas.join(' ')).toContain('Name a cost or a drawback too');
    const uses = await score(
      asked('When would you use a hash table?'),
      'Whenever I need fast lookups by a key, like caching results by id or counting how often each word appears. Lookups, inserts and deletes are constant time on average. I would not use one when I need the keys in order or range queries, then a sorted tree is better.',
    );
    expect(uses.articulation.strengths.join(' ')).toContain(
      'You said when it applies or fails: "I would not use one when I need the keys in order',
    );
    expect(uses.articulation.missing_areas.join(' ')).not.toMatch(/step by step|steps in order/);
    expect(uses.articulation.strengths.join(' ')).not.toMatch(/steps in order|Whenever I need/);
    for (const evaluation of [example, benefits, uses]) expect(feedbackViolations(evaluation)).toEqual([]);
  });

  it('asks pros and cons walked through for why each comes about, not for steps in order', async () => {
    const evaluation = await score(
      asked('Could you walk me through the pros and cons of multithreading?'),
      'The pros are that you can use several CPU cores at once for heavy work, and you can keep a UI responsive while a background thread does a slow download. The cons are that shared data needs locking, which brings in bugs like race conditions and deadlocks that are really hard to reproduce.',
    );
    expect(evaluation.articulation.missing_areas.join(' ')).not.toMatch(/steps in order|step by step/);
    // "…which brings in bugs like race conditions" says why the con comes about.
    expect(evaluation.articulation.strengths.join(' ')).toContain(
      'You explained how or why it works: "The cons are that shared data needs locking, which brings in bugs',
    );
    expect(feedbackViolations(evaluation)).toEqual([]);
  });

  it("reads writing one's own constructor as the fundamental, not as the speaker's own work", async () => {
    const profile = await profiles(
      asked("When would you write your own constructor for a class, and when wouldn't you bother?"),
    );
    const constructor = FUNDAMENTALS.find((f) => f.text === 'What is a constructor?')!;
    expect(profile.rubric.key_points).toEqual(angleRubric(constructor, 'uses')!.key_points);
  });

  it('quotes a point said as students say it where it is said, not a passage as close in meaning', async () => {
    const evaluation = await score(
      asked('What are the downsides of recursion?'),
      "Every call adds a frame to the call stack, so very deep recursion can hit a stack overflow. A naive version can also repeat a ton of work, like the plain recursive Fibonacci. That said, for trees or divide-and-conquer problems it makes the code a lot shorter and clearer, so it's not all bad.",
    );
    const covered = evaluation.domain_knowledge.strengths.find((s) =>
      s.includes('recompute the same subproblems'),
    );
    expect(covered).toContain('the plain recursive Fibonacci');
    expect(feedbackViolations(evaluation)).toEqual([]);
  });

  it('hears not knowing said of a case as no admission of not knowing the answer', async () => {
    const question = asked('When would you use a linked list instead of an array?');
    const knows = await score(
      question,
      "I'd pick a linked list when I insert and delete in the middle a lot and already hold the node, since that is just relinking pointers. It also helps when I have no idea how many items there will be. If I need index access, I'd stay with an array.",
    );
    expect(knows.domain_knowledge.weaknesses.join(' ')).not.toMatch(/instead of reasoning/);
    const doesNot = await score(question, "I'm not sure, I have no idea when you would use one of those.");
    expect(doesNot.domain_knowledge.weaknesses.join(' ')).toMatch(/instead of reasoning/);
  });

  it('quotes not knowing as it was said, with the words it was said across (ADR 207)', async () => {
    for (const [answer, said] of [
      ["I'm not quite sure, to be honest. Maybe something about threads being slow.", 'not quite sure'],
      ["I'm not 100% sure. Maybe something about threads.", 'not 100% sure'],
    ]) {
      const evaluation = await score(asked('What is a race condition?'), answer!);
      expect(evaluation.domain_knowledge.weaknesses.join(' ')).toContain(
        `You said "${said}" instead of reasoning towards an answer.`,
      );
      expect(feedbackViolations(evaluation)).toEqual([]);
    }
  });

  it('has a rubric for each angle of each fundamental, whose terms are no everyday word alone', () => {
    for (const fundamental of FUNDAMENTALS)
      for (const angle of ['purpose', 'uses', 'drawbacks', 'pros and cons'] as const) {
        const rubric = angleRubric(fundamental, angle);
        expect(rubric, `${fundamental.text} ${angle}`).not.toBeNull();
        expect(rubric!.key_points.length).toBeGreaterThanOrEqual(3);
        expect(rubric!.in_plain_words).toHaveLength(rubric!.key_points.length);
        for (const synonym of rubric!.concepts.flatMap((c) => c.synonyms))
          expect(/[ -]/.test(synonym) || !isEverydayWord(synonym), synonym).toBe(true);
      }
  });
});

describe('a common misconception about a fundamental (ADR 209)', () => {
  it('tells a common misconception it states, with the point it gets wrong, and scores it as wrong (ADR 209)', async () => {
    for (const [question, answer, point] of [
      [
        'What is a REST API?',
        'REST means the API rests between calls. When no traffic comes in it goes idle, which saves the company server costs.',
        0,
      ],
      [
        'What is an operating system?',
        'An operating system is the bundle of apps that come preinstalled on a new laptop, such as the calculator, the browser and the photo viewer.',
        0,
      ],
      // Said in the middle of an answer, after words of the thing that are right.
      [
        'What is the difference between GET and POST?',
        'GET asks the server for something and POST sends it data. GET is the safer one, because it encrypts the parameters in the URL, while POST sends them as plain text.',
        1,
      ],
    ] as const) {
      const evaluation = await score(asked(question), answer);
      const misconception = evaluation.domain_knowledge.weaknesses[0] ?? '';
      expect(misconception, question).toMatch(
        /^You said "[^"]+", which is a common misconception\. In fact, .+\.$/,
      );
      expect(evaluation.summary, question).toContain('It states a common misconception about the subject.');
      // The passage that gets the point wrong covers none: "…encrypts the parameters in the URL" does not say that GET
      // puts them there.
      expect(evaluation.domain_knowledge.key_points?.[point]?.covered, question).toBe(false);
      expect(evaluation.overall_score, question).toBeLessThanOrEqual(45);
      expect(feedbackViolations(evaluation)).toEqual([]);
    }
  });

  it('is found by the consistency checker where the words called a misconception are praised (ADR 209)', async () => {
    const evaluation = await score(
      asked('What is the difference between GET and POST?'),
      'GET is the safer one, because it encrypts the parameters in the URL. POST sends data in the request body to create something.',
    );
    expect(evaluation.summary).toContain('It states a common misconception about the subject.');
    expect(feedbackViolations(evaluation)).toEqual([]);
    const rules = (changed: Partial<Evaluation>) =>
      feedbackViolations({ ...evaluation, ...changed }).map((v) => v.rule);
    const { domain_knowledge: domain, articulation } = evaluation;
    expect(
      rules({
        domain_knowledge: {
          ...domain,
          strengths: [...domain.strengths, 'You used a term this question is about: "encrypts".'],
        },
      }),
    ).toContain('a term is praised from a misconception');
    expect(
      rules({
        articulation: {
          ...articulation,
          strengths: [
            ...articulation.strengths,
            'You said plainly what it is: "GET is the safer one, because it encrypts the parameters in the URL".',
          ],
        },
      }),
    ).toContain('a misconception is praised');
    expect(
      rules({
        summary: evaluation.summary.replace('It states a common misconception about the subject. ', ''),
      }),
    ).toContain('a misconception is not in the summary');
  });

  it("tells a bank question's misconception, corrected by what its list says is right (ADR 210)", async () => {
    const question: QuestionToJudge = {
      id: 'backend-developer-technical-entry-07',
      text: 'What is the difference between authentication and authorization, and how could a token like a JWT be used in an API?',
      job_title: 'Backend Developer',
      round_type: 'Technical',
    };
    const evaluation = await score(
      question,
      "Authentication is logging in and authorization is what you may do. A JWT is encrypted, so it's safe to keep the user's password and their card number inside it, and the API just reads them back.",
    );
    expect(evaluation.domain_knowledge.weaknesses[0]).toMatch(
      /^You said "A JWT is encrypted, so it's safe to keep the user's password and their card number inside it", which is a common misconception\. A standard JWT is only base64url-encoded and signed/,
    );
    expect(evaluation.summary).toContain('It states a common misconception about the subject.');
    expect(feedbackViolations(evaluation)).toEqual([]);
    // Said the other way round, with its logging switched off, it is no misconception.
    const right = await score(
      {
        ...question,
        id: 'backend-developer-technical-entry-08',
        text: 'What is caching, where might you add a cache in a web backend, and what is the main risk of doing so?',
      },
      'I would cache hot reads in Redis in front of the database, with a TTL, and keep the database as the source of truth. Caching for user-specific pages stays off by default on the shared CDN. The main risk is serving stale data, so I invalidate on writes.',
    );
    expect(JSON.stringify(right)).not.toMatch(/misconception/);
  });

  it('holds for each bank technical question misconceptions a passage can be told to state (ADR 210)', async () => {
    for (const bank of ROLE_BANKS)
      for (const question of Object.values(bank.questions.Technical).flat()) {
        expect(question.misconceptions?.length, question.id).toBeGreaterThanOrEqual(2);
        const own = bankQuestionWords(question);
        for (const { said } of question.misconceptions!)
          expect(
            [...contentStems(said)].filter((stem) => !own.has(stem)).length,
            said,
          ).toBeGreaterThanOrEqual(BANK_STRANGE_NEEDED);
      }
    // A profile reads them with those words and needs as many.
    const { id, text } = ROLE_BANKS[0]!.questions.Technical['Entry-Level'][0]!;
    const profile = await profiles({ id, text, job_title: ROLE_BANKS[0]!.role });
    expect(profile.misconceptions.length).toBeGreaterThanOrEqual(2);
    for (const misconception of profile.misconceptions) {
      expect(misconception.strangeNeeded, misconception.text).toBe(BANK_STRANGE_NEEDED);
      expect(misconception.strange.size, misconception.text).toBeGreaterThanOrEqual(BANK_STRANGE_NEEDED);
    }
  });

  it("does not take a right answer in the words of a bank misconception's correction for one that states it (ADR 212)", async () => {
    const loop = {
      text: 'Explain the JavaScript event loop, and why a long-running loop in your code can freeze the page.',
      job_title: 'Frontend Developer',
      round_type: 'Technical',
    } as const;
    for (const [question, answer] of [
      [
        loop,
        'The event loop runs one task at a time on the main thread. Async functions run on the main thread too; await only pauses between steps, so a heavy synchronous loop inside one still freezes the page.',
      ],
      [
        {
          text: 'Design an observability approach for hundreds of microservices while keeping its cost under control.',
          job_title: 'DevOps Engineer',
          round_type: 'Technical',
        },
        'Metrics on the golden signals per service, structured logs with short retention, and traces. Head-based sampling decides at the start and can drop errors; tail-based sampling decides after completion, so it can keep the interesting traces.',
      ],
    ] as const) {
      const evaluation = await score(question, answer);
      expect(JSON.stringify(evaluation), question.text).not.toMatch(/misconception/);
    }
    // Said as the misconception, it is one.
    const wrong = await score(
      loop,
      'The event loop handles the callbacks. Async functions run on a background thread, so heavy loops inside them keep the page responsive while the user clicks around.',
    );
    expect(wrong.summary).toMatch(STATES_A_MISCONCEPTION);
  });

  it('does not take a right answer that sets a misconception aside for one that states it (ADR 209)', async () => {
    for (const [question, answer] of [
      [
        'What is the difference between GET and POST?',
        'Neither of them encrypts anything, only HTTPS does. GET puts its parameters in the URL, so it can be cached and bookmarked, and it should not change anything on the server. POST sends data in the request body to create something.',
      ],
      [
        'What is garbage collection?',
        'Unlike C, where the programmer frees memory by hand, garbage collection lets the runtime find the objects nothing refers to any more and reclaim their memory automatically.',
      ],
      [
        'How does a hash table work?',
        'A lot of people think that a hash table encrypts every key so the data is secure. It does not: the hash function turns each key into the index of a bucket in an array, so lookups take constant time on average.',
      ],
    ] as const) {
      const evaluation = await score(asked(question), answer);
      expect(JSON.stringify(evaluation), question).not.toMatch(/misconception/);
      expect(evaluation.overall_score, question).toBeGreaterThanOrEqual(55);
    }
  });

  it('holds for each fundamental misconceptions a passage can be told to state (ADR 209)', async () => {
    for (const fundamental of FUNDAMENTALS) {
      const profile = await profiles(asked(fundamental.text));
      expect(profile.misconceptions.length, fundamental.text).toBeGreaterThanOrEqual(3);
      for (const misconception of profile.misconceptions) {
        // A misconception in none but the thing's own words cannot be told from the right answer it twists.
        expect(misconception.strange.size, misconception.text).toBeGreaterThan(0);
        expect(fundamental.key_points).toContain(misconception.corrects);
        // …and is corrected by a point that says something of the thing: "In fact, an example such as…" says nothing.
        expect(evidenceAskedFor(misconception.corrects!), misconception.correction).toBeNull();
        expect(misconception.correction).toBe(
          `In fact, ${misconception.corrects}${misconception.corrects!.endsWith('.') ? '' : '.'}`,
        );
      }
    }
  });
});
