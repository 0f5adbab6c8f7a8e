import type { Concept } from '../types.ts';
import type { GenericQuestion } from './types.ts';
import { concept as c } from './types.ts';

/** A question about a subject of the field, asked in a technical round. */
export type Fundamental = Omit<GenericQuestion, 'misconceptions'> & {
  /** Other ways interviewers ask it, read as the same question. */
  also: string[];
  /** What a question must name to be this one. */
  subject: RegExp;
  /**
   * Each key point as students say it, in plain words of their own, in the same order: "every row has its own id and
   * no two rows share it" for "a primary key uniquely identifies each row of a table". Read beside the rubric's
   * wording, not in place of it: a passage close to the plain one, in some of its own words, says the point (ADR 197).
   */
  in_plain_words?: string[];
  /**
   * Its subject named with no word of its field, which is that fundamental for any job but those where the word means
   * something else: "What do you mean by normalization?" is the database's to a software engineer, and scaling to a
   * data scientist (ADR 197).
   */
  named_alone?: { subject: RegExp; not_for_jobs: RegExp };
  /**
   * What students commonly get wrong about it, each as one of them would say it: the word's everyday meaning ("a REST
   * API rests and goes idle…"), a swap of its two sides, or a claim an interviewer hears often and knows to be false. A
   * passage of an answer that says one of them, in some of its own words, states that misconception (ADR 209).
   */
  misconceptions: string[];
};

/**
 * What a strong answer says of a fundamental asked from an angle rather than what it is (ADR 206): "What are the
 * drawbacks of garbage collection?" is answered by its pauses and overhead, not by how it finds unreachable objects.
 */
export type AngleRubric = {
  key_points: string[];
  /** Each key point as students say it, in the same order (see Fundamental.in_plain_words). */
  in_plain_words: string[];
  concepts: Concept[];
  strong_answer: string;
};
/** A fundamental's rubrics for what it is for, when to use it and what it costs (ADR 206). */
export type FundamentalAngles = {
  /** "What are the benefits of…?", "Why do we need…?", "What problem does … solve?" */
  purpose: AngleRubric;
  /** "When would you use…?", "In what situations would you choose … over …?" */
  uses: AngleRubric;
  /** "What are the drawbacks of…?", "What are the downsides of…?" */
  drawbacks: AngleRubric;
};

/**
 * The computer-science questions students are asked in every technical round, whatever the job: closures, deadlocks,
 * race conditions, processes and threads, memory, polymorphism, complexity. The planner does not ask them; an
 * interviewer planned by an LLM, an institute or a candidate typing one in does, in any wording. Without them, an
 * answer to "What is a deadlock?" was judged by the question's own words taken up: "…when the program gets locked and
 * stops working" scored 71 against the correct answer's 73 (docs/decisions/194).
 *
 * Each is asked only by a question that names its subject: "What is hoisting in JavaScript?" is as close in meaning to
 * "What is a closure in JavaScript?" (0.83) as a rewording is, and is not that question. They are rubrics only, not
 * part of the bank against which other answers are placed (evaluate/corpus.ts): a question is one of them or gets
 * nothing from them.
 */
/**
 * Words a question about a fundamental may hold besides the fundamental's own: where it is asked (a language, a kind of
 * system) and how (explain, why it matters, with an example). Any other word takes the question elsewhere: "What is
 * project closure?", "How does garbage collection work in a city?", "What is polymorphism in biology?" name a
 * fundamental's subject, come within 0.84-0.88 of it in meaning, and are about something else.
 */
export const FUNDAMENTAL_CONTEXT = [
  // Where
  'java javascript js typescript python c cpp c++ c# csharp go golang rust kotlin swift ruby php scala node nodejs',
  'react angular vue programming program programs code coding software computer computing system systems operating os',
  'application applications app apps web website browser server servers backend frontend database databases sql api',
  'apis developer developers engineer engineering language languages memory data structure structures algorithm',
  'algorithms concurrent concurrency multithreaded thread threads production interview',
  // How
  'explain describe tell define definition mean meaning understand concept concepts idea example examples simple',
  'own words word problem problems solve solves step steps meant hood',
  'simply basic basics briefly exactly actually really internally work works working use uses used using useful',
  'need needs happen happens cause causes matter matters important difference differences differ compare comparison',
  'better best good bad purpose benefit benefits advantage advantages disadvantage disadvantages drawback drawbacks',
  'pros cons avoid prevent fix handle detect choose pick prefer write implement compute make makes give show walk',
  'common typical main key two three four real world goes stored store kept keep lives',
  // More places
  'oop oops dbms rdbms network networking networks protocol protocols spring',
  'vs versus different terms term life everyday analogy',
  // From an angle (ADR 206)
  'downside downsides limitation limitations pitfall pitfalls situation situations scenario scenarios case cases',
  'instead rather follow following bother',
].join(' ');

export const FUNDAMENTALS: Fundamental[] = [
  {
    text: 'What is a closure in JavaScript?',
    also: [
      'What is a closure?',
      'Explain closures in JavaScript.',
      'Can you explain what a closure is?',
      'What are closures, and why are they useful?',
      'How do closures work in JavaScript?',
    ],
    subject: /\bclosures?\b/i,
    competency: 'JavaScript fundamentals',
    misconceptions: [
      'a closure is when a function is closed off by its return statement, so it ends and its memory is freed',
      'a closure is the closing curly brace that ends a function or block',
      'a closure is a function that cannot see any variable outside itself',
      'a closure is when the browser closes a tab and runs a cleanup function just before exiting',
      'a closure is just another name for an arrow function, the short syntax with the fat arrow',
      'a closure takes a frozen snapshot of the outer variables, so later changes to them stay invisible inside',
      'a closure is the callback you pass to setTimeout, and only asynchronous code can create one',
    ],
    key_points: [
      'a closure is a function together with the variables of the scope it was created in',
      'the inner function can still use those variables after the outer function has returned',
      'closures give private state, as in a counter or a function factory',
    ],
    in_plain_words: [
      'a function that remembers the variables around it where it was made',
      "the inner function can still use the outer function's variables after the outer one has finished",
      'you can use it to keep a private counter that nothing else can touch',
    ],
    concepts: [
      c('lexical scope', 'scope', 'lexical', 'outer function', 'enclosing function', 'surrounding scope'),
      c('inner function', 'inner function', 'nested function', 'returns a function', 'returned function'),
      c('private state', 'private', 'encapsulation', 'counter', 'factory', 'data hiding'),
    ],
    strong_answer:
      'Defines a closure as a function that keeps the variables of the scope it was created in, shows with a small example such as a counter that they outlive the outer function, names a use like private state or callbacks, and mentions a pitfall such as callbacks in a loop sharing one variable.',
    follow_up: 'How could a closure keep memory alive longer than you meant it to?',
  },
  {
    text: 'What is a deadlock, and how can you prevent it?',
    also: [
      'What is a deadlock?',
      'Explain deadlock.',
      'What causes a deadlock?',
      'How do you avoid deadlocks?',
      'What is a deadlock in an operating system?',
    ],
    subject: /\bdead ?locks?\b|\bdeadlocked\b/i,
    competency: 'Concurrency',
    misconceptions: [
      'a deadlock is an infinite loop that makes the program hang',
      'a deadlock is when the program crashes because it runs out of memory',
      'a deadlock is a lock that has expired and can no longer be used',
      'a deadlock is when a file stays locked after the program dies, like a jammed door bolt',
      'a deadlock is when one greedy thread runs forever and starves the others of CPU time',
      'you prevent a deadlock by adding more threads, so someone is always free to release the lock',
      'a deadlock is the account lockout you get after too many failed login attempts on the database',
    ],
    key_points: [
      'two or more threads or transactions each wait for a resource another one holds, so none can go on',
      'it needs mutual exclusion, hold and wait, no preemption and a circular wait',
      'taking the locks in the same order everywhere prevents it',
      'timeouts or deadlock detection break it by making one party give up and retry',
    ],
    in_plain_words: [
      'two of them are each waiting for something the other one is holding, so both are stuck forever',
      'it only happens when each holds one thing, waits for another, nobody can take it away, and the waiting goes round in a circle',
      'if everyone always grabs the locks in the same order it cannot happen',
      'you can give up after a time limit and try again, or detect it and kill one of them',
    ],
    concepts: [
      c('circular wait', 'circular wait', 'cycle', 'waiting for each other', 'wait for each other'),
      c('mutex', 'lock', 'locks', 'mutex', 'resource', 'resources'),
      c('lock ordering', 'same order', 'fixed order', 'lock order', 'ordering', 'consistent order'),
      c('timeout', 'timeout', 'detection', 'detect', 'rollback', 'roll back', 'abort', 'time out'),
    ],
    strong_answer:
      'Explains that a deadlock is two or more threads or transactions each waiting for a lock another holds, gives an example such as thread A holding lock one and waiting for lock two while thread B does the reverse, names the four conditions, and prevents it by taking locks in a fixed order, with timeouts or detection as a fallback.',
    follow_up:
      'How does a database notice a deadlock between two transactions, and what does it do about it?',
  },
  {
    text: 'What is a race condition?',
    also: [
      'Explain what a race condition is and how to prevent it.',
      'What is a race condition and how do you fix it?',
      'What causes race conditions?',
    ],
    subject: /\brace conditions?\b|\bdata races?\b/i,
    competency: 'Concurrency',
    misconceptions: [
      'a race condition is a benchmark where two programs compete to see which one is faster',
      'a race condition speeds the program up, because the fastest thread always wins',
      'race conditions only happen in racing games and multiplayer games',
      'a race condition is when the processor overheats because the threads are running too fast',
      'a race condition is when two threads freeze forever, each waiting for the lock the other holds',
      'adding a short sleep call before every write fixes a race condition for good',
      'race conditions only happen on multi-core machines, so single-core computers are completely safe',
    ],
    key_points: [
      'the result depends on the timing or order of threads or requests that share data',
      'two of them read the same value and both write it back, so one update is lost',
      'locks, atomic operations or transactions make the steps happen one at a time',
      'it is hard to reproduce because it depends on timing',
    ],
    in_plain_words: [
      'two threads change the same thing at once and the result depends on which one gets there first',
      'both read the same number and both write back, so one of the changes gets lost',
      'you put a lock around it so only one can do it at a time',
      'it only shows up sometimes, so it is hard to reproduce and debug',
    ],
    concepts: [
      c(
        'shared data',
        'shared',
        'same data',
        'same variable',
        'same value',
        'shared resource',
        'shared state',
      ),
      c(
        'interleaving',
        'order',
        'interleave',
        'concurrently',
        'simultaneously',
        'timing',
        'at the same time',
      ),
      c('locks', 'lock', 'mutex', 'synchronise', 'synchronize', 'atomic', 'transaction'),
      c('lost update', 'lost update', 'overwrite', 'overwrites', 'overwritten'),
    ],
    strong_answer:
      'Explains that a race condition is when the result depends on the timing of threads or requests touching the same data, gives an example such as two withdrawals reading the same balance so one update is lost, and prevents it with locks, atomic operations or database transactions, noting that such bugs are hard to reproduce.',
    follow_up: 'How would you test for a race condition that only shows up under load?',
  },
  {
    text: 'What is the difference between a process and a thread?',
    also: [
      'How is a thread different from a process?',
      'Process versus thread: what is the difference?',
      'Explain processes and threads.',
    ],
    subject: /\bprocess(es)?\b.*\bthreads?\b|\bthreads?\b.*\bprocess(es)?\b/i,
    competency: 'Operating systems',
    misconceptions: [
      'a process and a thread are the same thing with different names',
      'a thread is the bigger unit and it contains several processes',
      'a thread is a thin string of instructions that gets woven through the processor like fabric',
      'a process is a function or procedure in the code, and the threads are the lines inside it',
      'each thread gets a private copy of the heap, so their variables stay isolated from each other',
      'a process runs on the graphics card while a thread runs on the main CPU',
    ],
    key_points: [
      'a process is a running program with its own memory space',
      'threads run inside a process and share its memory',
      'threads are cheaper to create and switch between, but their shared data needs synchronisation',
      'a crash in one process leaves the others running, while a crashing thread can take down its whole process',
    ],
    in_plain_words: [
      'a process is a program that is running, with its own memory',
      'threads are smaller parts inside a process that share the same memory',
      'threads are lighter and quicker to start, but sharing data between them needs care',
      'if one process crashes the others keep going, but one bad thread can crash the whole program',
    ],
    concepts: [
      c('address space', 'own memory', 'memory space', 'address space', 'separate memory', 'isolated'),
      c('shared memory', 'share', 'shared', 'same memory', 'heap'),
      c('cost', 'lightweight', 'lighter', 'cheaper', 'overhead', 'context switch'),
      c('synchronisation', 'lock', 'mutex', 'synchronise', 'synchronize', 'race condition'),
    ],
    strong_answer:
      'Says that a process is a running program with its own memory and resources while threads are units of execution inside a process that share its memory, that threads are lighter to create and switch but need locks to share data safely, and that processes are isolated so one crashing does not take down another.',
    follow_up: 'When would you choose several processes over several threads?',
  },
  {
    text: 'What is garbage collection?',
    also: [
      'How does garbage collection work?',
      'Explain garbage collection in Java.',
      'What does a garbage collector do?',
    ],
    subject: /\bgarbage[- ]collect/i,
    competency: 'Memory management',
    misconceptions: [
      'garbage collection is when the operating system deletes temporary files and empties the recycle bin',
      'garbage collection is the programmer freeing memory by hand with free or delete',
      'garbage collection cleans up old files and unused data from the hard disk',
      'garbage collection removes unused variables and dead code from the source file when you compile',
      'with garbage collection memory leaks are impossible, because every object eventually gets freed',
      'garbage collection frees each object the instant its variable goes out of scope, with zero overhead',
      'garbage collection clears the browser cache and cookies so the program uses less memory',
    ],
    key_points: [
      'the runtime frees the memory of objects the program can no longer reach',
      'it finds them by tracing references from the roots, or by counting references',
      'the programmer no longer frees memory by hand, which avoids dangling pointers and many leaks',
      'collecting costs processor time and can pause the program',
    ],
    in_plain_words: [
      'the language cleans up memory you are not using any more by itself',
      'it looks for objects nothing points to any more, or counts how many things point to each one',
      'you do not have to free memory yourself, so you get fewer memory leaks',
      'it can make the program pause for a moment while it cleans up',
    ],
    concepts: [
      c(
        'unreachable objects',
        'unreachable',
        'no longer used',
        'no references',
        'not referenced',
        'reachable',
      ),
      c(
        'tracing',
        'mark and sweep',
        'mark',
        'sweep',
        'tracing',
        'reference counting',
        'roots',
        'generational',
      ),
      c('manual memory management', 'free', 'malloc', 'by hand', 'manually', 'dangling pointer'),
      c('pauses', 'pause', 'stop the world', 'overhead', 'latency'),
    ],
    strong_answer:
      'Explains that the runtime finds objects nothing refers to any more, for example by marking everything reachable from the roots and sweeping the rest, and frees their memory, so the programmer need not free memory by hand; and says what it costs: processor time and pauses, with leaks still possible through references that are kept.',
    follow_up: 'How can a program with a garbage collector still leak memory?',
  },
  {
    text: 'What is polymorphism in object-oriented programming?',
    also: [
      'What is polymorphism?',
      'Explain polymorphism.',
      'What is polymorphism in OOP?',
      'Explain polymorphism with an example.',
    ],
    subject: /\bpolymorphi(sm|c)\b/i,
    competency: 'Object-oriented design',
    misconceptions: [
      'polymorphism means the program can run on many different platforms and operating systems',
      'polymorphism is when a variable changes its type while the program runs',
      'polymorphism is having many copies of the same class in memory',
      "polymorphism comes from biology and means the program's code mutates itself like a virus",
      'polymorphism is when a class inherits from several parent classes at once, which is multiple inheritance',
      'polymorphism is when one variable holds many values at the same time, like an array',
      "polymorphism needs a switch statement that checks each object's type before calling the right method",
    ],
    key_points: [
      'one interface or method call works with objects of different types',
      'each type gives its own implementation, chosen at run time by overriding',
      'overloading is compile-time polymorphism: one name with different parameters',
      'code written against the shared type works with new types without changing',
    ],
    in_plain_words: [
      'the same method call works on different kinds of objects',
      'each class has its own version of the method, and the right one is picked when the program runs',
      'methods with the same name but different arguments are also a kind of it',
      'you can add a new class and the old code works with it without changing anything',
    ],
    concepts: [
      c('overriding', 'override', 'overrides', 'overriding', 'subclass', 'inherits'),
      c('overloading', 'overload', 'overloading', 'different parameters'),
      c('shared interface', 'interface', 'base class', 'parent class', 'abstract', 'same method'),
      c('dynamic dispatch', 'run time', 'runtime', 'dynamic dispatch', 'late binding'),
    ],
    strong_answer:
      'Defines polymorphism as one interface working with many types, gives an example such as an area method that each shape implements in its own way, tells run-time overriding from compile-time overloading, and says why it helps: code written against the base type works with new types unchanged.',
    follow_up: 'How is polymorphism different from inheritance?',
  },
  {
    text: 'What is recursion?',
    also: ['Explain recursion with an example.', 'What is a recursive function?', 'How does recursion work?'],
    subject: /\brecursi(on|ve)\b/i,
    competency: 'Programming fundamentals',
    misconceptions: [
      'recursion is a loop that runs backwards from the end to the start',
      'recursion is when a program restarts itself after it crashes',
      'recursion is always faster than a normal loop and uses less memory',
      'recursion means retrying a failed request again and again until it eventually succeeds',
      'recursion is when two files import each other, so they depend on each other in a circle',
      'a recursive function shares one set of local variables across all its calls to save memory',
      'recursion can safely run forever because the compiler turns every recursive call into a plain loop',
    ],
    key_points: [
      'a function solves a problem by calling itself on a smaller part of it',
      'a base case that stops the calls',
      'each call takes a frame on the call stack, so very deep recursion can overflow it',
      'an example such as factorial, a tree traversal or a directory walk',
    ],
    in_plain_words: [
      'a function calls itself with a smaller version of the same problem',
      'there has to be a stopping case, or it goes on forever',
      'every call uses some stack memory, so going too deep gives a stack overflow',
      'for example working out a factorial or going through folders inside folders',
    ],
    concepts: [
      c('recursive call', 'calls itself', 'calling itself', 'call itself'),
      c('base case', 'base case', 'stopping condition', 'stop condition', 'terminates'),
      c('call stack', 'call stack', 'stack', 'stack overflow', 'frame'),
      c('factorial or tree traversal', 'factorial', 'fibonacci', 'tree', 'traversal', 'divide and conquer'),
    ],
    strong_answer:
      'Explains that a recursive function calls itself on a smaller part of the problem until a base case stops it, walks through an example such as factorial or a tree traversal, and notes that each call uses stack space, so very deep recursion can overflow and a loop may be better.',
    follow_up: 'When would you rewrite a recursive function as a loop?',
  },
  {
    text: 'What is the difference between the stack and the heap?',
    also: [
      'Stack versus heap memory: what is the difference?',
      'Where are variables stored, on the stack or on the heap?',
      'Explain stack and heap memory.',
    ],
    subject: /\bstack\b.*\bheap\b|\bheap\b.*\bstack\b/i,
    competency: 'Memory management',
    misconceptions: [
      'the stack is for small programs and the heap is for big programs',
      'the heap is kept on the hard disk while the stack is kept in RAM',
      'the heap keeps objects sorted like a priority queue so the biggest comes out first',
      'the heap is a messy pile of leftover data that the program dumps there when memory gets full',
      'the stack is an array I create in my own code with push and pop to store values',
      'heap memory is faster than stack memory because the heap sits physically closer to the CPU',
      'the stack grows without limit, so only the heap can ever run out of memory',
    ],
    key_points: [
      "the stack holds each function call's local variables and frees them when the call returns",
      'the heap holds objects allocated at run time that can outlive the call that made them',
      'stack allocation is fast and automatic, while heap memory is freed by hand or by a garbage collector',
      'the stack is small, so deep recursion or large local data can overflow it',
    ],
    in_plain_words: [
      "the stack keeps a function's local variables and they disappear when the function ends",
      'the heap is for things you create with new that stay around after the function ends',
      'the stack is quick and cleaned up by itself, the heap you or the garbage collector have to clean',
      'the stack is small, so too much recursion runs out of stack space',
    ],
    concepts: [
      c('local variables', 'local variable', 'local variables', 'function call', 'frame', 'call stack'),
      c('dynamic allocation', 'dynamic', 'malloc', 'allocate', 'allocated', 'objects'),
      c('freeing memory', 'garbage collector', 'free', 'manually', 'by hand', 'automatically'),
      c('stack overflow', 'overflow', 'limited', 'small', 'fixed size'),
    ],
    strong_answer:
      "Says that the stack holds each call's local variables in frames that vanish when the call returns, fast and automatic but small, while the heap holds objects made at run time that outlive the call, freed by hand or by a garbage collector, and slower to allocate.",
    follow_up: 'What is a stack overflow, and what usually causes one?',
  },
  {
    text: 'How does a hash table work?',
    also: [
      'What is a hash map?',
      'Explain how a hash map works.',
      'What is a hash table?',
      'How does a HashMap work in Java?',
    ],
    subject: /\bhash ?(tables?|maps?)\b|\bhashmaps?\b/i,
    competency: 'Data structures',
    misconceptions: [
      'a hash table encrypts every key so that the data is secure',
      'a hash table keeps its entries sorted and finds them by binary search in log n time',
      'a hash table is a table of passwords stored as hashes',
      'a hash table stores data like hashtags, grouping all the posts that share the same tag',
      'a hash table is a two-dimensional grid of rows and columns, like a spreadsheet',
      'a hash table gives every key its own unique slot, so collisions are impossible',
      'a hash table compresses the values so the whole table takes less space than a plain list',
    ],
    key_points: [
      'a hash function turns each key into the index of a bucket in an array',
      'lookups, inserts and deletes take constant time on average',
      'two keys can land in the same bucket, and chaining or open addressing handles the collision',
      'the table grows and rehashes when it gets too full, and a poor hash function makes it slow',
    ],
    in_plain_words: [
      'the key goes through a hash function that gives a number saying which slot of an array to use',
      'finding, adding or removing something is very fast, about the same time however big it gets',
      'sometimes two keys get the same slot, and you keep both there in a list or try the next slot',
      'when it gets too full it makes a bigger array and moves everything over',
    ],
    concepts: [
      c('hash code', 'hash function', 'hashes', 'hashing', 'hash code', 'hashcode'),
      c('array of slots', 'bucket', 'buckets', 'array', 'index', 'slot'),
      c('collisions', 'collision', 'collide', 'chaining', 'linked list', 'open addressing', 'probing'),
      c('constant time', 'constant time', 'big o of one', 'o of 1', 'o(1)'),
      c('resizing', 'resize', 'rehash', 'load factor', 'grows'),
    ],
    strong_answer:
      'Explains that a hash function maps each key to a bucket in an array, giving constant-time lookups on average, that colliding keys are handled by chaining or open addressing, and that the table resizes past a load factor, with a poor hash making lookups slow.',
    follow_up: 'What happens to lookup time when many keys collide?',
  },
  {
    text: 'What is Big O notation?',
    also: [
      'Explain time complexity.',
      'What does Big O of n log n mean?',
      'What is time complexity, and how do you work it out?',
      'Explain Big O notation with examples.',
      'How would you explain Big O?',
    ],
    subject: /\bbig[- ]?o\b(?! of)|\b(time|space) complexity\b(?! of)/i,
    competency: 'Algorithms',
    misconceptions: [
      'Big O is the exact time in seconds that a program takes to run',
      'O of one means the program takes one second',
      'Big O is the biggest number a program can handle before it overflows',
      'big O stands for big output and measures how much data the program prints to the screen',
      'big O is the best-case running time, how fast the code goes with the ideal input',
      'big O counts the number of lines of code in the program',
    ],
    key_points: [
      'it describes how running time or memory grows as the input grows',
      'it keeps the fastest-growing term and drops constants, usually for the worst case',
      'an example such as constant-time lookup, linear search, n log n sorting or quadratic nested loops',
      'it compares growth rather than real speed, so for small inputs a worse complexity can be faster',
    ],
    in_plain_words: [
      'it says how much slower or bigger the work gets when the input gets bigger',
      'you only keep the biggest part and ignore constants, usually for the worst case',
      'for example going through a list once is O of n and two loops inside each other is n squared',
      'it is about how it grows, not the real time, so for small inputs the slower one can win',
    ],
    concepts: [
      c('growth', 'grows', 'input size', 'scales', 'size of the input'),
      c('worst case', 'worst case', 'upper bound', 'average case'),
      c('linear', 'linear', 'o of n', 'o(n)'),
      c('logarithmic', 'log n', 'logarithmic', 'binary search'),
      c('quadratic', 'quadratic', 'n squared', 'nested loop', 'nested loops'),
    ],
    strong_answer:
      'Explains that Big O describes how time or memory grows with the input, keeping the dominant term and dropping constants, usually for the worst case, with examples such as constant, linear, n log n and quadratic, and notes that it is about growth, not the speed on small inputs.',
    follow_up: 'What is the time complexity of binary search, and why?',
  },
  {
    text: 'What are the main principles of object-oriented programming?',
    also: [
      'What are the four pillars of OOP?',
      'What are the four principles of object-oriented programming?',
      'What are the four principles of OOP?',
      'Explain the principles of object-oriented programming.',
      'What is object-oriented programming?',
    ],
    subject:
      /\b(principles|pillars|concepts|features|basics) of (object[- ]oriented|OOPS?)\b|\b(benefits?|advantages?|disadvantages?|drawbacks?|downsides?|pros and cons|limitations) of (using )?(object[- ]oriented programming|OOPS?)\b|\bOOPS? (principles|pillars|concepts)\b|\bwhat is (object[- ]oriented programming|OOPS?)\b|\bwhat (object[- ]oriented programming|OOPS?) (is|means)\b/i,
    competency: 'Object-oriented design',
    misconceptions: [
      "the main principles are don't repeat yourself, keep it simple, and you aren't gonna need it",
      'the principles of object-oriented programming are variables, loops, functions and conditions',
      'object-oriented programming means writing the whole program as one big object',
      'object-oriented programming means drag and drop, arranging visual objects on the screen instead of typing code',
      'encapsulation means every field must be public so that other classes can reuse it freely',
      'abstraction means writing the program vaguely, in comments and pseudocode instead of real code',
      'the four principles are model, view, controller and database, the MVC layers every app uses',
    ],
    key_points: [
      "encapsulation keeps an object's data behind its methods",
      'abstraction shows what an object does and hides how it does it',
      'inheritance lets a class reuse and extend another class',
      'polymorphism lets one interface work with objects of different types',
    ],
    in_plain_words: [
      'keeping the data hidden inside the class and using methods to change it',
      'showing only what something does and hiding the details of how',
      'a child class reusing what a parent class already has',
      'the same method working for different kinds of objects',
    ],
    concepts: [
      c('encapsulation', 'encapsulation', 'encapsulate', 'private', 'data hiding'),
      c('abstraction', 'abstraction', 'abstract', 'hide the details', 'hides the details'),
      c('inheritance', 'inheritance', 'inherit', 'inherits', 'subclass', 'parent class', 'extends'),
      c('polymorphism', 'polymorphism', 'override', 'overriding'),
      c('classes and objects', 'object', 'objects', 'class', 'classes'),
    ],
    strong_answer:
      'Names and explains encapsulation, abstraction, inheritance and polymorphism, each with a short example from one domain such as bank accounts or shapes, and says what they buy: code that is easier to change and reuse.',
    follow_up: 'When would you prefer composition over inheritance?',
  },
  {
    text: 'What is the difference between SQL and NoSQL databases?',
    also: [
      'SQL or NoSQL: when would you use each?',
      'How is a NoSQL database different from a relational one?',
      'When would you choose a NoSQL database over a relational database?',
    ],
    subject: /\bno ?sql\b|\bnon[- ]relational\b/i,
    competency: 'Databases',
    misconceptions: [
      'NoSQL databases keep data only in memory and lose it when they restart',
      'SQL databases are old and slow, and NoSQL is always faster and better',
      'a NoSQL database means the data has zero query language, just raw text files sitting on disk',
      'the SQL language is a database product made by Microsoft, and NoSQL is the open source alternative to it',
      'a NoSQL database is unable to store relationships or any data that links records together',
      'an SQL database runs only on one single machine, so it is unable to handle big websites',
    ],
    key_points: [
      'SQL databases store rows in tables with a fixed schema and relations between them',
      'NoSQL databases store documents, key-value pairs, wide columns or graphs, and each record can have fields of its own',
      'SQL databases give joins and ACID transactions, while many NoSQL databases trade them for easier horizontal scaling',
      'the choice follows the shape of the data and how it is queried',
    ],
    in_plain_words: [
      'SQL keeps data in tables with fixed columns that link to each other',
      'NoSQL keeps things like documents or key and value pairs, and each one can have different fields',
      'SQL lets you join tables and keeps transactions safe, NoSQL is easier to spread over many servers',
      'which one you pick depends on what your data looks like and how you will read it',
    ],
    concepts: [
      c('schema', 'schema', 'fixed schema', 'schemaless', 'flexible schema', 'structure'),
      c('relational', 'relational', 'tables', 'rows', 'joins', 'relations'),
      c(
        'document stores',
        'document',
        'documents',
        'key value',
        'key-value',
        'mongodb',
        'dynamodb',
        'cassandra',
      ),
      c('transactions', 'acid', 'transaction', 'transactions', 'consistency'),
      c('scaling', 'scale', 'horizontal', 'sharding', 'distributed'),
    ],
    strong_answer:
      'Explains that SQL databases keep rows in related tables under a fixed schema with joins and ACID transactions, while NoSQL databases keep documents, key-value pairs, columns or graphs under a flexible schema and scale out more easily, and chooses between them by the data and its queries, with an example such as orders in SQL and a product catalogue or sessions in a document or key-value store.',
    follow_up: "Which would you choose for an online shop's orders, and why?",
  },
  {
    text: 'What is a REST API?',
    also: [
      'What is REST?',
      'What makes an API RESTful?',
      'Explain REST.',
      'What are the principles of REST?',
    ],
    subject: /\brest(ful)?\b/i,
    competency: 'API design',
    misconceptions: [
      'a REST API rests and goes idle when there is no traffic, to save server costs',
      'REST is a programming language for building websites',
      'a REST API keeps a session for each client on the server and remembers it between calls',
      'a REST API means the rest of the backend, the leftover endpoints that remain after the main ones',
      'a REST API must wrap every message in XML inside a SOAP envelope',
      'a REST API keeps a websocket open all the time so the server can push data to the client',
    ],
    key_points: [
      'resources are named by URLs and acted on with HTTP methods such as GET, POST, PUT and DELETE',
      'each request is stateless and carries everything the server needs',
      'responses use status codes and a representation such as JSON',
      'GET, PUT and DELETE are idempotent, so a client can safely retry them',
    ],
    in_plain_words: [
      'every thing has its own URL and you use get, post, put and delete on it',
      'the server does not remember you between calls, each request brings everything it needs',
      'the answer comes back as JSON with a status code like 200 or 404',
      'you can safely send the same get, put or delete again if it failed',
    ],
    concepts: [
      c('resources', 'resource', 'resources', 'endpoint', 'endpoints', 'url', 'uri'),
      c('http methods', 'post', 'delete', 'patch', 'http method', 'http methods', 'get', 'put'),
      c('stateless', 'stateless', 'no session', 'each request'),
      c('status codes', 'status code', 'status codes', '200', '404', '201'),
      c('json', 'json', 'representation'),
    ],
    strong_answer:
      'Explains that a REST API exposes resources at URLs and acts on them with HTTP methods, each request stateless, answering with status codes and JSON, with an example such as GET /users/42 and POST /users, and notes which methods are safe to retry.',
    follow_up: "How would you design the URLs for a blog's posts and their comments?",
  },
  {
    text: 'What is the difference between an abstract class and an interface?',
    also: [
      'Abstract class or interface: when would you use each?',
      'When would you use an interface instead of an abstract class?',
    ],
    subject: /\babstract class(es)?\b.*\binterfaces?\b|\binterfaces?\b.*\babstract class(es)?\b/i,
    competency: 'Object-oriented design',
    misconceptions: [
      'an interface is the user interface, the screens and buttons the user sees',
      'an abstract class is a class that is not finished yet and will not compile',
      'an abstract class is a class with vague, abstract names, like Thing or Manager',
      'an interface is the network card that connects the class to the internet',
      'an abstract class can be instantiated directly with new, while an interface is only for documentation',
      'an interface can store instance variables and have constructors, just like any normal class',
    ],
    key_points: [
      'an interface declares what a class must do, with no state of its own',
      'an abstract class can hold shared state and code for its subclasses',
      'a class can implement many interfaces but extend only one class',
      'an interface suits a capability shared by unrelated classes, an abstract class a family that shares code',
    ],
    in_plain_words: [
      'an interface only lists the methods a class must have',
      'an abstract class can also have fields and some methods already written',
      'you can implement many interfaces but extend only one class',
      'use an interface when unrelated classes share an ability, and an abstract class when related classes share code',
    ],
    concepts: [
      c('contract', 'contract', 'declares', 'method signatures', 'what a class must do'),
      c('code reuse', 'shared code', 'implementation', 'fields', 'state', 'constructor'),
      c('multiple inheritance', 'implement many', 'several interfaces', 'multiple interfaces', 'only one'),
      c('default methods', 'default method', 'default methods'),
    ],
    strong_answer:
      'Says that an interface is a contract of methods with no state, which a class can implement many of, while an abstract class can hold fields and shared code but a class extends only one, and chooses an interface for a capability of unrelated classes and an abstract class for a family sharing code, with an example such as Comparable against a base Animal class.',
    follow_up: 'Interfaces can now have default methods: what difference is left?',
  },
  {
    text: 'What is the difference between an array and a linked list?',
    also: [
      'Array versus linked list: what are the trade-offs?',
      'When would you use a linked list instead of an array?',
      'What is a linked list?',
      'Why would you use a linked list?',
    ],
    subject: /\blinked lists?\b/i,
    competency: 'Data structures',
    misconceptions: [
      'an array can only hold numbers, while a linked list can hold any type',
      "a linked list is a list of hyperlinks, like the URLs in a web page's navigation menu",
      'a linked list is a database table joined to another table through a foreign key',
      'a linked list finds any element by index in constant time because each node knows its position',
      'an array stretches automatically to any size without ever copying its elements',
    ],
    key_points: [
      'an array keeps its elements side by side in memory, so reading by index takes constant time',
      'a linked list keeps nodes that point to the next one, so reaching an element means walking the list',
      'a linked list inserts or removes at a known node in constant time, while an array must shift its elements',
      'arrays use the processor cache better and need no pointers, so they are usually faster in practice',
    ],
    in_plain_words: [
      'an array keeps everything next to each other, so you can jump straight to any position',
      'in a linked list each item points to the next, so to reach one you go through the ones before it',
      'adding or removing in the middle is easy in a linked list, but an array has to move everything over',
      'arrays are usually faster in practice because the items sit together in memory',
    ],
    concepts: [
      c('contiguous memory', 'contiguous', 'one block', 'side by side', 'next to each other'),
      c('index', 'index', 'random access', 'constant time', 'o of 1', 'o(1)'),
      c('pointers between nodes', 'node', 'nodes', 'pointer', 'pointers', 'next'),
      c('insertion', 'insert', 'insertion', 'remove', 'delete', 'shift'),
      c('cache', 'cache', 'locality'),
    ],
    strong_answer:
      'Explains that an array stores elements side by side, giving constant-time access by index but costly inserts in the middle, while a linked list chains nodes by pointers, giving cheap inserts and removals at a known node but linear-time access, and notes that arrays are usually faster in practice thanks to the cache.',
    follow_up: 'How would you find the middle of a linked list in one pass?',
  },
  {
    text: 'What is encapsulation?',
    also: [
      'What is encapsulation in object-oriented programming?',
      'What is encapsulation in OOP?',
      'Explain encapsulation with an example.',
      'What is data hiding?',
      'Why do we use getters and setters?',
      'What is the difference between get and set methods?',
    ],
    // Getters and setters are how it is done: asked why they are used, an answer says what encapsulation does.
    subject:
      /\bencapsulat(ion|e|es|ed|ing)\b|\bdata hiding\b|\bgetters?\b|\bsetters?\b|\bget and set methods?\b/i,
    competency: 'Object-oriented design',
    misconceptions: [
      'encapsulation is compressing the code into one capsule or zip file',
      'encapsulation is encrypting the data so that nobody can read it',
      'encapsulation is when one class inherits everything from another',
      'encapsulation is wrapping the whole program inside a Docker container so it runs anywhere',
      'encapsulation means putting every class in its own separate file, one capsule per file',
      'encapsulation makes a program run faster because private fields are stored in faster memory',
      'encapsulation means wrapping a function inside another function, like a decorator',
    ],
    key_points: [
      'an object keeps its data and the methods that work on it together',
      "the data is private and other code changes it only through the object's methods",
      'the methods check every change, so the object never gets into an invalid state',
      'the inside can change without breaking the code that uses the object',
    ],
    in_plain_words: [
      'the data and the functions that use it are kept together in one class',
      'the variables are private and other code can only change them through methods',
      'the methods can check the values, so nobody puts in something wrong',
      'you can change how the inside works without breaking the code that uses the class',
    ],
    concepts: [
      c('access modifiers', 'private', 'access modifier', 'access modifiers', 'protected', 'public'),
      c('getters and setters', 'getter', 'getters', 'setter', 'setters', 'through methods'),
      c('data hiding', 'hide', 'hides', 'hiding', 'hidden', 'data hiding'),
      c('validation', 'validation', 'validate', 'validates', 'invalid', 'check', 'checks'),
      c('bundling', 'bundle', 'bundles', 'bundling', 'single unit', 'one unit', 'together'),
    ],
    strong_answer:
      "Explains that encapsulation keeps an object's data and the methods that use it in one class, with the data private and changed only through those methods, gives an example such as a bank account whose balance changes only through deposit and withdraw, which check the amount, and says what it buys: objects that cannot be put in an invalid state, and insides that can change without breaking callers.",
    follow_up: 'Is a class with a getter and a setter for every field still encapsulated?',
  },
  {
    text: 'What is inheritance in object-oriented programming?',
    also: [
      'What is inheritance?',
      'What is inheritance in OOP?',
      'Explain inheritance with an example.',
      'What are the types of inheritance?',
    ],
    subject: /\binheritance\b/i,
    competency: 'Object-oriented design',
    misconceptions: [
      "inheritance is when one object copies another object's values at runtime",
      'inheritance is when a variable takes its value from a global variable',
      'inheritance is when a class is passed down to the next version of the program',
      'inheritance is when a new developer inherits the old codebase and has to maintain it',
      "with inheritance a child class gets its parent's private fields and can change them directly",
      'inheritance is importing a library with an import statement so you can reuse its functions',
    ],
    key_points: [
      'a subclass gets the fields and methods of its parent class and can add its own',
      'the subclass can override a method to change what it does',
      'it models an is-a relationship, such as a dog being an animal',
      'deep hierarchies are rigid, so composition is often better for a has-a relationship',
    ],
    in_plain_words: [
      'a child class gets everything from its parent class and can add more',
      'the child can write its own version of a method from the parent',
      'it is for an is-a relationship, like a car is a vehicle',
      'too many levels get hard to change, so sometimes putting one object inside another is better',
    ],
    concepts: [
      c(
        'parent class',
        'parent class',
        'base class',
        'superclass',
        'super class',
        'child class',
        'subclass',
        'derived class',
        'extends',
      ),
      c('overriding', 'override', 'overrides', 'overriding', 'overridden'),
      c('code reuse', 'reuse', 'reuses', 'reusing', 'code reuse', 'write them again', 'duplicate'),
      c('class hierarchy', 'hierarchy', 'hierarchies', 'is-a relationship'),
      c('composition', 'composition', 'compose', 'has-a relationship'),
    ],
    strong_answer:
      'Explains that inheritance lets a subclass take the fields and methods of a parent class, add its own and override some, with an example such as Dog and Cat extending Animal, says that it models an is-a relationship, and warns that deep hierarchies are rigid, so composition is often the better choice.',
    follow_up: 'When would you use composition instead of inheritance?',
  },
  {
    text: 'What is the difference between TCP and UDP?',
    also: [
      'TCP versus UDP: when would you use each?',
      'When would you use UDP instead of TCP?',
      'What is UDP?',
      'Compare TCP and UDP.',
    ],
    subject: /\budp\b/i,
    competency: 'Networking',
    misconceptions: [
      'UDP is the secure protocol and TCP is the insecure one',
      'UDP is just an older version of TCP',
      'TCP is used on the internet and UDP only on local networks',
      'the UDP protocol is slower than TCP because it has to send every packet twice to be safe',
      'the TCP protocol means the connection runs through telephone cables while UDP goes over wireless',
      'the TCP protocol encrypts every packet it sends, and that is why HTTPS runs on top of it',
      'the TCP and UDP protocols are settings in the Wi-Fi router that assign IP addresses to devices',
    ],
    key_points: [
      'TCP sets up a connection and delivers every byte reliably and in order, resending what is lost',
      'UDP sends independent datagrams with no connection, no acknowledgement and no guaranteed order',
      'TCP costs more overhead and latency, while UDP is lighter and faster',
      'TCP suits web pages and file transfer, UDP suits live video, games and DNS lookups',
    ],
    in_plain_words: [
      'TCP makes a connection and makes sure everything arrives, in the right order, and sends again what got lost',
      'UDP just sends the packets without checking that they arrived',
      'TCP is slower because of all the checking, UDP is quicker and lighter',
      'TCP is for web pages and downloads, UDP for video calls and online games',
    ],
    concepts: [
      c('handshake', 'handshake', 'three-way handshake', 'connection-oriented', 'connection oriented'),
      c(
        'reliable delivery',
        'reliable',
        'reliably',
        'retransmit',
        'retransmits',
        'acknowledgement',
        'acknowledgment',
        'resend',
        'resends',
        'guaranteed',
        'guarantees',
      ),
      c('sequence numbers', 'sequence', 'sequence numbers', 'in order', 'ordered', 'right order'),
      c('datagrams', 'datagram', 'datagrams', 'connectionless', 'fire and forget'),
      c('latency', 'latency', 'overhead', 'faster', 'lighter', 'real-time', 'real time'),
      c('streaming', 'streaming', 'video', 'gaming', 'games', 'dns', 'voip', 'voice calls'),
    ],
    strong_answer:
      'Explains that TCP opens a connection with a handshake and delivers bytes reliably and in order by acknowledging and resending, at a cost in overhead and latency, while UDP sends datagrams with no connection or guarantees and is lighter and faster, and picks TCP for web pages, email and file transfer and UDP for live video, games and DNS.',
    follow_up: 'Why does DNS usually use UDP, and when does it fall back to TCP?',
  },
  {
    text: 'What is database normalization?',
    also: [
      'What is normalization in databases?',
      'What is normalization in SQL?',
      'Why do we normalize a database?',
      'Explain the normal forms.',
      'What are first, second and third normal form?',
    ],
    subject:
      /\bnormal forms?\b|\bnormali[sz](ation|e|ed|ing)\b.*\b(databases?|db|dbms|sql|schemas?|tables?|relational)\b|\b(databases?|db|dbms|sql|schemas?|tables?|relational)\b.*\bnormali[sz](ation|e|ed|ing)\b/i,
    named_alone: {
      subject: /\bnormali[sz](ation|e|ed|ing)\b/i,
      not_for_jobs:
        /\b(data|machine learning|ml|ai|deep learning|statistic\w*|analy(st|tics)|scien\w*|vision|nlp|audio|signal)\b/i,
    },
    competency: 'Databases',
    misconceptions: [
      'normalization is rescaling numeric columns so the values fall between zero and one',
      'normalization means putting all the data into one big table',
      'normalization is making all the text lowercase and in the same format',
      'normalization means making the database behave normally again after a crash, like a repair',
      'normalization is adding an index to every column so that queries run faster',
      'normalization always makes every query faster because the tables are smaller',
      'normalization is exporting the database into a standard file format like CSV',
    ],
    key_points: [
      'each fact is stored once, which removes redundancy and the update anomalies it causes',
      'first normal form needs atomic values with no repeating groups',
      'second and third normal form make every column depend on the whole key and only on the key',
      'more tables mean more joins, so read-heavy systems sometimes denormalize on purpose',
    ],
    in_plain_words: [
      'you store each piece of information only once, so there is no duplicate data to get out of sync',
      'each column holds one single value, not a list',
      'every column depends on the key of its own table and nothing else',
      'more tables means more joins, so sometimes you duplicate data on purpose to read faster',
    ],
    concepts: [
      c(
        'redundancy',
        'redundancy',
        'redundant',
        'duplicate',
        'duplicated',
        'duplication',
        'repeat',
        'repeated',
      ),
      c('anomalies', 'anomaly', 'anomalies', 'inconsistent', 'inconsistency'),
      c(
        'normal form rules',
        'first normal form',
        'second normal form',
        'third normal form',
        '1nf',
        '2nf',
        '3nf',
        'bcnf',
      ),
      c(
        'dependencies',
        'functional dependency',
        'dependency',
        'partial dependency',
        'transitive',
        'depends on the key',
      ),
      c('separate tables', 'separate tables', 'own table', 'foreign key', 'split', 'join', 'joins'),
      c('denormalization', 'denormalize', 'denormalise', 'denormalization', 'denormalisation'),
    ],
    strong_answer:
      'Explains that normalization organises tables so each fact is stored once, removing redundancy and update anomalies, walks through first normal form (atomic values), second (no partial dependency on a composite key) and third (no transitive dependency), with an example such as moving customer details out of the orders table, and notes the cost in joins that leads read-heavy systems to denormalize.',
    follow_up: 'When would you denormalize a table on purpose?',
  },
  {
    text: 'How does binary search work?',
    also: [
      'What is binary search?',
      'Explain binary search.',
      'What is the time complexity of binary search?',
      'Why does binary search need a sorted array?',
    ],
    subject: /\bbinary search\b(?!\s*trees?)/i,
    competency: 'Algorithms',
    misconceptions: [
      'binary search converts the data to ones and zeros and searches through the bits',
      'binary search splits the work between two threads that each search one half at the same time',
      'binary search works just as well on unsorted data because it checks both halves anyway',
      'binary search is linear time because it still has to look at every element once',
      'binary search means searching through boolean values, the true and false flags stored in the data',
    ],
    key_points: [
      'it works on sorted data and compares the target with the middle element',
      'each step throws away the half the target cannot be in',
      'halving the range gives O(log n) time, about twenty steps for a million items',
      'the data must be sorted first, and the bounds and middle index are easy to get wrong',
    ],
    in_plain_words: [
      'the list has to be sorted and you start by checking the middle',
      'each time you throw away the half where it cannot be',
      'it is very fast, log n, so a million items take about twenty checks',
      'it only works on sorted data and it is easy to get the middle and the ends wrong',
    ],
    concepts: [
      c('sorted input', 'sorted array', 'sorted list', 'sorted'),
      c('middle element', 'middle', 'midpoint', 'mid'),
      c('halving', 'half', 'halves', 'halving', 'halve', 'discard'),
      c('logarithmic time', 'log n', 'logarithmic', 'o(log n)', 'log of n', 'log base two'),
      c('linear search', 'linear search', 'linear', 'one by one'),
    ],
    strong_answer:
      'Explains that binary search compares the target with the middle of a sorted array and keeps only the half it can be in, repeating until it is found or the range is empty, which takes O(log n) steps against O(n) for a linear scan, and notes that the data must be sorted and that the bounds and middle index need care.',
    follow_up: 'How would you find the first position of a value that appears several times?',
  },
  {
    text: 'What is the difference between a mutex and a semaphore?',
    also: [
      'What is a semaphore?',
      'Mutex versus semaphore: when would you use each?',
      'Explain semaphores.',
      'How is a semaphore different from a lock?',
    ],
    subject: /\bsemaphores?\b/i,
    competency: 'Concurrency',
    misconceptions: [
      'a mutex and a semaphore are the same thing, mutex is the Linux name and semaphore the Windows name',
      'a semaphore is a signal light used in networking',
      "a mutex is a mute switch that silences a thread's output to the console",
      'a semaphore with a count of ten guarantees the threads finish in the order they arrived',
      'a mutex lets any number of readers and writers in, and simply logs who touched the data',
      'a semaphore is a timer that wakes up the sleeping threads every few milliseconds',
    ],
    key_points: [
      'a mutex lets one thread at a time into a critical section',
      'only the thread that locked a mutex should unlock it',
      'a semaphore keeps a count and lets up to that many threads in at once',
      'any thread can signal a semaphore, so it also limits a pool of resources or signals between threads',
    ],
    in_plain_words: [
      'a mutex is a lock that lets only one thread in at a time',
      'the thread that locked the mutex is the one that unlocks it',
      'a semaphore is a counter that lets a fixed number of threads in together',
      'any thread can release a semaphore, so it is also used to limit a pool or signal another thread',
    ],
    concepts: [
      c(
        'mutual exclusion',
        'mutual exclusion',
        'one thread',
        'critical section',
        'exclusive',
        'one at a time',
      ),
      c('ownership', 'owner', 'owns', 'ownership', 'same thread', 'only the thread'),
      c('counter', 'counter', 'count', 'counting semaphore', 'permits', 'number of threads'),
      c('signalling', 'signal', 'signals', 'notify', 'wait and signal'),
      c('resource pool', 'pool', 'connection pool', 'limit', 'limits', 'resources'),
      c('binary semaphore', 'binary semaphore'),
    ],
    strong_answer:
      'Explains that a mutex is a lock held by one thread at a time, which alone may release it, to protect a critical section, while a semaphore is a counter that lets up to N threads in and that any thread can signal, used to cap access to a pool such as database connections or to signal between threads, and notes that a binary semaphore resembles a mutex without an owner.',
    follow_up: 'How would you limit a service to ten concurrent calls to a slow API?',
  },
  {
    text: 'What is the difference between a stack and a queue?',
    also: [
      'Stack versus queue: what is the difference?',
      'Explain stacks and queues.',
      'When would you use a stack and when a queue?',
    ],
    subject: /\bstacks?\b.*\bqueues?\b|\bqueues?\b.*\bstacks?\b/i,
    competency: 'Data structures',
    misconceptions: [
      'a stack and a queue are the same, both are just arrays',
      'a stack is stored on the disk while a queue is kept in memory',
      'a stack is a tech stack, the set of frameworks and languages a project is built with',
      'a queue sorts its items by size so the smallest one always comes out first',
      'a stack lets you remove an item from the middle in constant time',
      'a queue is a message broker like Kafka that runs on its own separate server',
    ],
    key_points: [
      'a stack is last in, first out (LIFO): items are pushed onto the top and popped from the top',
      'a queue is first in, first out (FIFO): items are added at the back and removed from the front',
      'a stack suits function calls, undo and depth-first search',
      'a queue suits task scheduling, buffers and breadth-first search',
    ],
    in_plain_words: [
      'with a stack the last thing you put in is the first one out, like a pile of plates',
      'with a queue the first thing in is the first one out, like people waiting in a line',
      'a stack is used for undo and for function calls',
      'a queue is used for jobs waiting their turn, like printing',
    ],
    concepts: [
      c('LIFO', 'lifo', 'last in first out', 'last in, first out', 'last one in', 'last thing'),
      c('FIFO', 'fifo', 'first in first out', 'first in, first out', 'first one in', 'first thing'),
      c('push and pop', 'push', 'pop', 'top'),
      c('enqueue and dequeue', 'enqueue', 'dequeue', 'rear', 'front'),
      c('function call stack', 'call stack', 'function calls', 'undo', 'depth-first', 'dfs', 'recursion'),
      c('scheduling', 'scheduling', 'scheduler', 'buffer', 'breadth-first', 'bfs', 'printer'),
    ],
    strong_answer:
      'Explains that a stack is last in, first out, with push and pop at the top, used for function calls, undo and depth-first search, while a queue is first in, first out, adding at the back and removing from the front, used for scheduling, buffers and breadth-first search, with everyday examples such as a pile of plates and a line at a shop.',
    follow_up: 'How would you build a queue out of two stacks?',
  },
  {
    text: 'What is the difference between a primary key and a foreign key?',
    also: [
      'What is a foreign key?',
      'Explain primary keys and foreign keys.',
      'How do foreign keys keep data consistent?',
    ],
    subject: /\bforeign keys?\b/i,
    competency: 'Databases',
    misconceptions: [
      'a primary key is the main password of the database and a foreign key is a password given to outside users',
      'a foreign key is a key from a database in another country or on another server',
      'a foreign key is a key written in another language, like a column name in French',
      'a primary key is simply the first column of the table, whatever it holds',
      'a foreign key is an encryption key that protects the link to the other table',
      'a foreign key automatically copies the whole row from the other table into this one',
    ],
    key_points: [
      'a primary key identifies each row of its table uniquely and cannot be null',
      'a table has one primary key, such as a customer id',
      'a foreign key is a column that refers to the primary key of another table',
      'the database enforces referential integrity, so no row points at a row that does not exist',
    ],
    in_plain_words: [
      'the primary key is the id that is different for every row and can not be empty',
      'each table has just one primary key, like the customer id',
      'a foreign key is a column that points to the id of a row in another table',
      'the database stops you adding a row that points to something that does not exist',
    ],
    concepts: [
      c('uniqueness', 'unique', 'uniquely', 'identifies', 'identifier', 'not null', 'no duplicates'),
      c('link between tables', 'refers', 'references', 'reference', 'points to', 'links', 'link'),
      c(
        'referential integrity',
        'referential integrity',
        'integrity',
        'constraint',
        'enforce',
        'cascade',
        'orphan',
      ),
      c('relationships', 'relationship', 'relationships', 'one-to-many', 'one to many'),
    ],
    strong_answer:
      'Explains that a primary key uniquely identifies each row of a table and cannot be null, while a foreign key is a column in another table that refers to it, such as customer_id in orders, so the database enforces referential integrity: no order for a missing customer, and deletes blocked or cascaded.',
    follow_up: 'What happens when you delete a customer who still has orders?',
  },
  {
    text: 'What is the difference between method overloading and method overriding?',
    also: [
      'What is the difference between overloading and overriding?',
      'Overloading versus overriding: what is the difference?',
      'Explain method overloading and overriding with an example.',
      'What is method overriding?',
      'What is method overloading?',
    ],
    subject: /\boverload(s|ing|ed)?\b|\boverrid(e|es|ing|den)\b/i,
    competency: 'Object-oriented design',
    misconceptions: [
      'overloading is when a method is called too many times and slows the program down',
      'overriding is methods in one class with the same name and different parameters, and overloading is a subclass replacing a method',
      "overriding is when an admin overrides a setting, forcing a value over the user's choice",
      'overloading means a method takes too many parameters, so the compiler gives a warning',
      'overriding deletes the parent method completely, so the parent class loses it as well',
      'overloading lets two methods differ only by return type, like int add and double add',
    ],
    key_points: [
      'overloading is several methods in one class with the same name and different parameters',
      'the compiler picks the overload from the arguments at compile time',
      'overriding is a subclass giving its own version of an inherited method with the same signature',
      'the override is chosen at run time from the real type of the object, which is runtime polymorphism',
    ],
    in_plain_words: [
      'overloading is the same method name with different arguments in one class',
      'which overloaded method runs is decided when the code compiles',
      "overriding is a child class writing its own version of the parent's method",
      'which overridden method runs is decided while the program runs, by the real object',
    ],
    concepts: [
      c('parameter lists', 'different parameters', 'parameters', 'arguments', 'parameter list', 'signature'),
      c('compile time', 'compile time', 'compile-time', 'compiler', 'static binding'),
      c(
        'inherited method',
        'subclass',
        'child class',
        'parent class',
        'inherits',
        'inherited',
        'superclass',
        'base class',
      ),
      c('dynamic dispatch', 'run time', 'runtime', 'dynamic dispatch', 'late binding', 'dynamic binding'),
      c('polymorphism', 'polymorphism', 'polymorphic'),
    ],
    strong_answer:
      "Explains that overloading means several methods in one class sharing a name with different parameters, resolved by the compiler at compile time, such as add(int, int) and add(double, double), while overriding means a subclass redefining an inherited method with the same signature, chosen at run time by the object's real type, such as Dog overriding makeSound, which is runtime polymorphism.",
    follow_up: 'Can you override a static method, and why or why not?',
  },
  {
    text: 'What is virtual memory?',
    also: [
      'How does virtual memory work?',
      'Explain virtual memory and paging.',
      'What is paging in an operating system?',
    ],
    subject: /\bvirtual memory\b|\bpaging\b.*\b(memory|operating systems?|os)\b/i,
    competency: 'Operating systems',
    misconceptions: [
      'virtual memory is memory stored in the cloud',
      'virtual memory solves the problem of the hard drive filling up by compressing files',
      'virtual memory is the memory inside a virtual machine like VirtualBox',
      'virtual memory is the CPU cache, the small fast memory right next to the processor',
      'virtual memory makes the computer faster because the disk acts as extra high-speed RAM',
      'virtual memory is the RAM used by virtual reality games and 3D graphics',
    ],
    key_points: [
      'each process gets its own address space, which the operating system maps onto physical memory',
      'memory is split into pages, and page tables with the TLB translate virtual addresses to physical ones',
      'pages not in use can wait on disk, so programs can use more memory than there is RAM',
      'a page fault that goes to disk is slow, and too much swapping makes the machine thrash',
    ],
    in_plain_words: [
      'every program thinks it has its own big memory, and the operating system maps it to real RAM',
      'memory is cut into pages, and a table says where each page really is',
      'when RAM is full some pages go to the hard disk, so programs can use more than the RAM',
      'going to the disk is slow, and if it happens too much the computer crawls',
    ],
    concepts: [
      c(
        'address space',
        'address space',
        'own memory',
        'virtual address',
        'virtual addresses',
        'isolated',
        'isolation',
      ),
      c(
        'page tables',
        'page table',
        'page tables',
        'paging',
        'pages',
        'tlb',
        'mmu',
        'translate',
        'translation',
      ),
      c('swap', 'swap', 'swapping', 'swap space', 'disk', 'hard drive', 'page file', 'pagefile'),
      c('page fault', 'page fault', 'page faults', 'thrash', 'thrashing'),
      c('RAM', 'ram', 'physical memory', 'main memory'),
    ],
    strong_answer:
      'Explains that virtual memory gives each process its own address space, mapped in pages onto physical memory through page tables and the TLB, that pages not in use can live on disk so programs can use more than the RAM there is and stay isolated from each other, and that page faults to disk are slow, with heavy swapping making the machine thrash.',
    follow_up: 'What happens, step by step, when a program touches a page that is not in memory?',
  },
  {
    text: 'What is dependency injection?',
    also: [
      'Explain dependency injection with an example.',
      'Why is dependency injection useful?',
      'What is dependency injection in Spring?',
      'What is inversion of control?',
    ],
    subject:
      /\bdependency injection\b|\binject(ing|ed)? (its |the )?dependencies\b|\binversion of control\b/i,
    competency: 'Software design',
    misconceptions: [
      'dependency injection is installing packages and libraries with npm or pip',
      'dependency injection is injecting malicious code into a program, like SQL injection',
      'dependency injection means a class creates all its own dependencies inside its constructor',
      'dependency injection is injecting a patch into a running program, like a hotfix',
      'dependency injection is a global singleton that every class reaches out to and grabs things from',
      'dependency injection makes code run faster because all the objects get created at compile time',
      'dependency injection means a class inherits from all the classes it depends on',
    ],
    key_points: [
      'a class receives the objects it depends on from outside instead of creating them itself',
      'the dependencies are usually passed in through the constructor',
      'tests can pass in a fake or a mock in place of the real dependency',
      'the class depends on an interface, not a concrete class, so implementations can be swapped',
    ],
    in_plain_words: [
      'a class gets the things it needs handed to it from outside instead of making them itself',
      'usually you pass them in when you create the object',
      'in tests you can hand it a fake version instead of the real one',
      'it depends on an interface, so you can swap in another implementation',
    ],
    concepts: [
      c('constructor injection', 'constructor', 'setter injection'),
      c('mocking in tests', 'mock', 'mocks', 'fake', 'stub', 'test double', 'unit test', 'testing'),
      c(
        'loose coupling',
        'decouple',
        'decoupled',
        'decouples',
        'loosely coupled',
        'loose coupling',
        'coupling',
      ),
      c('interfaces', 'interface', 'interfaces', 'abstraction', 'abstractions'),
      c('container', 'container', 'spring', 'nestjs', 'framework', 'ioc', 'inversion of control', 'wiring'),
    ],
    strong_answer:
      'Explains that with dependency injection a class is given what it depends on, usually through its constructor, instead of creating it, gives an example such as an OrderService handed a PaymentGateway interface, the real client in production and a fake in tests, and says what it buys: loose coupling and easy testing, with a framework container or plain code doing the wiring.',
    follow_up: 'What goes wrong when a class creates its own database connection inside its methods?',
  },
  {
    text: 'What is an API?',
    also: [
      'What is an API and how does it work?',
      'Explain what an API is.',
      'What does API stand for?',
      'What is an application programming interface?',
    ],
    // "What is a REST API?" is REST's.
    subject: /^(?!.*\brest(ful)?\b).*(\bAPIs?\b|\bapplication programming interfaces?\b)/i,
    competency: 'Software design',
    misconceptions: [
      'an API is a database that lives on the internet',
      'an API is a website or the user interface of an app',
      'an API is an app, short for application, that you download from the app store',
      'an API always needs the internet, so offline programs are unable to use one',
      'an API is the secret key, the password that unlocks the server for you',
    ],
    key_points: [
      'an API is a contract that lets one program ask another for data or actions',
      'it hides how the other side works behind defined requests and responses',
      'a web API is called over HTTP at endpoints and usually answers in JSON',
      'an example such as a weather app calling a weather service, or a payment API',
    ],
    in_plain_words: [
      'it is the way one program asks another program for data or to do something',
      'you do not need to know how the other side works, only what to send and what comes back',
      'on the web you call a URL and usually get JSON back',
      "like a weather app asking a weather service for today's forecast",
    ],
    concepts: [
      c('contract', 'contract', 'set of rules', 'rules', 'specification'),
      c('requests and responses', 'request', 'requests', 'response', 'responses'),
      c('endpoints', 'endpoint', 'endpoints', 'url', 'http', 'json'),
      c('abstraction', 'abstraction', 'hides', 'hide', 'implementation', 'without knowing'),
      c('third-party services', 'weather', 'payment', 'stripe', 'google maps', 'third party', 'third-party'),
    ],
    strong_answer:
      'Explains that an API is a defined contract through which one program asks another for data or actions without knowing how it works inside, that a web API is called over HTTP at endpoints and answers in a format such as JSON, and gives an example such as an app calling a weather or payment service.',
    follow_up: 'How would you change an API without breaking the apps that already use it?',
  },
  {
    text: 'What is cloud computing?',
    also: [
      'Explain cloud computing.',
      'What are the benefits of cloud computing?',
      'What is the cloud?',
      'What are IaaS, PaaS and SaaS?',
    ],
    subject: /\bcloud computing\b|\bwhat is the cloud\b|\biaas\b|\bpaas\b/i,
    competency: 'Cloud',
    misconceptions: [
      'cloud computing is computing done by satellites in the sky',
      'cloud computing lets your computer work without the internet',
      'cloud computing means your data floats across the internet without being stored on any physical server',
      'cloud computing just means using the internet, so browsing any website counts as cloud computing',
      'the cloud is always cheaper than running your own servers, whatever the workload',
      'in the cloud your data is automatically backed up and secure, so you can skip backups',
    ],
    key_points: [
      'computing resources such as servers, storage and databases are rented from a provider over the internet',
      'you pay for what you use instead of buying and running your own hardware',
      'resources scale up and down on demand',
      'services come as infrastructure, platform or software (IaaS, PaaS, SaaS), from providers such as AWS, Azure or Google Cloud',
    ],
    in_plain_words: [
      'using servers and storage from another company over the internet instead of your own',
      'you only pay for what you use and do not buy your own machines',
      'you can get more or fewer servers whenever you need them',
      'companies like Amazon, Microsoft and Google offer it',
    ],
    concepts: [
      c('on demand', 'on demand', 'on-demand', 'rent', 'renting', 'rented'),
      c('pay as you go', 'pay as you go', 'pay for what you use', 'pay per use', 'pay only', 'pay'),
      c('scalability', 'scalability', 'scale', 'scales', 'scalable', 'elastic', 'elasticity'),
      c(
        'service models',
        'iaas',
        'paas',
        'saas',
        'infrastructure as a service',
        'platform as a service',
        'software as a service',
      ),
      c('cloud providers', 'aws', 'azure', 'google cloud', 'gcp', 'amazon web services'),
    ],
    strong_answer:
      'Explains that cloud computing means renting servers, storage, databases and other services from a provider such as AWS, Azure or Google Cloud over the internet, paying for what is used and scaling up or down on demand instead of buying hardware, and names the service models IaaS, PaaS and SaaS with an example of each.',
    follow_up: 'When might running your own servers still be cheaper than the cloud?',
  },
  {
    text: 'What is an operating system?',
    also: [
      'What does an operating system do?',
      'Explain the functions of an operating system.',
      'What are the main functions of an OS?',
      'What is an OS?',
    ],
    // Not "What is a deadlock in an operating system?": only a question about the operating system itself.
    subject:
      /\b(?:what (?:is|are)|what's|why do we need|explain|define|describe|what would you say|what is meant by|idea behind|(?:advantages?|disadvantages?|benefits?|drawbacks?|downsides?|limitations?|examples?|pros and cons|purpose|functions?|role|job|concept|need) of(?: using)?|(?:would|should|do) (?:you|we) (?:use|need|avoid)|why is|problems? does) (?:an? |the )?(?:operating systems?|OS)\b(?!\s+(?!(?:is|are|and|in|to|with|for|used)\b)\w)|\bwhat does (?:an? |the )?(?:operating system|OS) do\b/i,
    competency: 'Operating systems',
    misconceptions: [
      'an operating system is the set of apps that comes preinstalled, like the browser and the calculator',
      'the operating system is the desktop, the wallpaper and the icons',
      'an operating system is the software that runs the machines in a hospital operating theatre',
      'the operating system is the BIOS chip on the motherboard that starts the computer',
      'the operating system is the antivirus that protects the computer from viruses and hackers',
      'phones and servers skip the operating system and run their apps directly on the chip',
    ],
    key_points: [
      'it is the software that manages the hardware and sits between it and the programs',
      'it schedules processes and threads on the CPU',
      'it manages memory, giving each program its own and protecting them from each other',
      'it handles files, devices and security through system calls, as Windows, Linux or Android do',
    ],
    in_plain_words: [
      'it is the main software that controls the hardware and lets the other programs use it',
      'it decides which program gets to use the processor and when',
      "it gives each program its own memory and keeps them from touching each other's",
      'it looks after the files, the devices and who is allowed to do what, like Windows or Linux',
    ],
    concepts: [
      c('kernel', 'kernel'),
      c('scheduling', 'scheduling', 'schedule', 'schedules', 'scheduler', 'cpu time'),
      c('memory management', 'memory', 'ram', 'virtual memory'),
      c('file systems', 'file system', 'files', 'file', 'storage', 'disk'),
      c('device drivers', 'driver', 'drivers', 'device', 'devices', 'hardware'),
      c('system calls', 'system call', 'system calls'),
    ],
    strong_answer:
      'Explains that an operating system is the software between the hardware and the programs, whose kernel schedules processes on the CPU, manages and protects memory, and handles files, devices and security, offering programs system calls, with examples such as Windows, Linux or Android.',
    follow_up: 'What happens when a program makes a system call?',
  },
  {
    text: 'What is the difference between a compiler and an interpreter?',
    also: [
      'What is a compiler?',
      'What does a compiler do?',
      'What is an interpreter in programming?',
      'Compiler versus interpreter: what is the difference?',
      'Explain how a compiler works.',
    ],
    subject: /\bcompilers?\b|\binterpreters?\b/i,
    competency: 'Programming fundamentals',
    misconceptions: [
      'a compiler translates between human languages, like English to French',
      'an interpreter is the person on the team who explains the code to the client',
      'a compiler is the code editor, like VS Code, where you type and run the program',
      'a compiler checks the logic of the program, so compiled code has zero bugs',
      'a compiler compresses the source code into a zip so it downloads faster',
    ],
    key_points: [
      'a compiler translates the whole program into machine code or bytecode before it runs',
      'an interpreter reads and runs the program line by line as it goes',
      'compiled code usually runs faster, and many errors are found at compile time',
      'languages such as C are compiled, Python is interpreted, and Java compiles to bytecode that a virtual machine runs',
    ],
    in_plain_words: [
      'a compiler turns all the code into a program the machine can run before it starts',
      'an interpreter goes through the code one line at a time while it runs',
      'compiled programs are usually faster and a lot of mistakes show up before you run',
      'C is compiled, Python is interpreted, and Java is compiled to bytecode that the JVM runs',
    ],
    concepts: [
      c('machine code', 'machine code', 'machine language', 'binary', 'executable', 'bytecode'),
      c('line by line', 'line by line', 'one line at a time', 'at run time', 'runtime', 'on the fly'),
      c(
        'compile-time errors',
        'compile time',
        'compile-time',
        'compilation',
        'ahead of time',
        'before it runs',
      ),
      c('speed', 'faster', 'speed', 'performance', 'slower'),
      c('jit', 'jit', 'virtual machine', 'jvm', 'just in time', 'just-in-time'),
    ],
    strong_answer:
      'Explains that a compiler translates the whole program into machine code or bytecode before it runs, catching many errors then, while an interpreter reads and executes it statement by statement at run time, so compiled code is usually faster and interpreted code quicker to try out, with examples such as C compiled, Python interpreted and Java compiled to bytecode that the JVM runs with a JIT.',
    follow_up: 'Is Java compiled or interpreted?',
  },
  {
    text: 'What is version control?',
    also: [
      'What is a version control system?',
      'Why do we use version control?',
      'What is Git?',
      'What is Git and why do developers use it?',
      'Explain version control with Git.',
    ],
    // Git itself, not one of its commands ("How do you resolve a merge conflict in Git?").
    subject:
      /\bversion control\b|\bsource control\b|\b(?:what is|what's|why (?:do (?:we|you) |would you )?use|(?:benefits?|advantages?|purpose) of(?: using)?|explain) git\b|\bgit (?:is )?used for\b/i,
    competency: 'Software development',
    misconceptions: [
      'version control is controlling which version of the app users are allowed to download',
      'version control is saving copies of files with names like final version two',
      'version control is the version number shown in the settings',
      'version control is the automatic updater that installs the latest version of Windows',
      'version control is a backup that copies the whole project onto a USB stick every night',
      "git needs the internet to save commits because the history lives on GitHub's servers",
      "a merge deletes the older branch's changes and keeps only the newest copy of each file",
    ],
    key_points: [
      'it records every change to the code over time, with who made it and why',
      'you can go back to any earlier version or undo a change',
      'branches let several people work in parallel and merge their work',
      'a tool such as Git keeps the history, and a host such as GitHub shares it',
    ],
    in_plain_words: [
      'it keeps track of every change to the code, who made it and when',
      'you can go back to an older version if something breaks',
      'people work on their own branches and then merge the work together',
      'Git is the tool most people use, with GitHub to share the code',
    ],
    concepts: [
      c('commits', 'commit', 'commits', 'history', 'log'),
      c(
        'revert',
        'revert',
        'roll back',
        'earlier version',
        'old version',
        'previous version',
        'undo',
        'go back',
      ),
      c('branches', 'branch', 'branches', 'branching', 'merge', 'merging', 'pull request'),
      c('git', 'git', 'github', 'gitlab', 'bitbucket', 'svn'),
      c('collaboration', 'collaborate', 'collaboration', 'conflict', 'conflicts', 'parallel', 'team'),
    ],
    strong_answer:
      'Explains that version control records every change to the code with who made it and why, so any earlier version can be restored, that branches let people work in parallel and merge their work with conflicts resolved, and names Git as the tool and GitHub or GitLab as hosts, with an example such as reverting a bad commit.',
    follow_up: 'What do you do when a merge has a conflict?',
  },
  {
    text: 'What is a primary key?',
    also: [
      'What is a primary key in SQL?',
      'What is a primary key in a database?',
      'Why does every table need a primary key?',
      'Explain primary keys.',
    ],
    // A question that names foreign keys too is the comparison's.
    subject: /^(?!.*\bforeign keys?\b).*\bprimary keys?\b/i,
    competency: 'Databases',
    misconceptions: [
      'a primary key is the main password of the database',
      'a primary key can be left empty, and a table can have many of them',
      'a primary key is the shortcut key on the keyboard that opens the database',
      'a primary key must be an auto-incrementing number that starts at one',
      'a primary key sorts the table alphabetically by its most important column',
      "the primary key should be the column searched most often, such as the customer's name",
    ],
    key_points: [
      'a primary key uniquely identifies each row of a table',
      'its values must be unique and can never be null',
      'a table has only one primary key, which can be one column or several together (a composite key)',
      'the database indexes it, and foreign keys in other tables refer to it',
    ],
    in_plain_words: [
      'every row has its own id and no two rows share it',
      'the key can not be empty and can not repeat',
      'there is just one in each table, and it can be made of two columns together',
      'other tables use it to link to the row, and looking a row up by it is fast',
    ],
    concepts: [
      c('identifies rows', 'identifies', 'identify', 'identifier', 'unique', 'uniquely', 'no duplicates'),
      c('not null', 'not null', 'cannot be null', 'null'),
      c('composite key', 'composite', 'several columns', 'two columns', 'combination of columns'),
      c('index', 'index', 'indexed', 'indexes'),
      c('surrogate key', 'surrogate', 'auto increment', 'auto-increment', 'serial', 'uuid', 'customer id'),
    ],
    strong_answer:
      'Explains that a primary key is the column, or set of columns, whose value uniquely identifies each row of a table, that it must be unique and never null, that a table has one, often a surrogate id such as customer_id and sometimes a composite of columns, and that the database indexes it and foreign keys in other tables refer to it.',
    follow_up: 'Would you use an email address as a primary key? Why or why not?',
  },
  {
    text: 'What is the difference between a class and an object?',
    also: [
      'What is a class and what is an object?',
      'What is a class in Java?',
      'What is an object in programming?',
      'Explain classes and objects with an example.',
    ],
    subject:
      /\bclass(es)?\b.*\bobjects?\b|\bobjects?\b(?!\s+class).*\bclass(es)?\b|\bwhat (is|are) (an? )?(class|classes|object|objects)\b/i,
    competency: 'Object-oriented design',
    misconceptions: [
      'a class is a group of objects, like an array that holds them',
      'a class is a CSS class used to style a web page',
      'a class is a lesson or course, and the objects are the students enrolled in it',
      'an object is a JSON file that stores the class on disk',
      'all objects of a class share the same field values, so changing one car changes every car',
      'an object is a variable of a primitive type, like an int or a boolean',
    ],
    key_points: [
      'a class is a blueprint or template that defines fields and methods',
      'an object is an instance of a class, created at run time with its own values',
      'one class can have many objects, each with its own state',
      'an example such as a Car class and one particular car object',
    ],
    in_plain_words: [
      'a class is like a plan, and an object is the actual thing you make from that plan',
      'an object is the actual thing made from the class, with its own values',
      'you can make many objects from one class',
      'for example Car is the class and your own red car is one object',
    ],
    concepts: [
      c('blueprint', 'blueprint', 'template', 'design', 'definition'),
      c('instance', 'instance', 'instances', 'instantiate', 'instantiated', 'new'),
      c('state', 'state', 'own values', 'own data', 'own copy'),
      c('fields and methods', 'fields', 'attributes', 'properties', 'methods', 'behaviour', 'behavior'),
      c('memory', 'memory', 'heap', 'allocated'),
    ],
    strong_answer:
      'Explains that a class is a blueprint that defines the fields and methods of a kind of thing, while an object is one instance of it created at run time with its own state in memory, so one class can have many objects, with an example such as a Car class and two car objects of different colours.',
    follow_up: 'What happens in memory when you create an object with new?',
  },
  {
    text: 'What is a constructor?',
    also: [
      'What is a constructor in Java?',
      'What is the purpose of a constructor?',
      'What is a constructor in object-oriented programming?',
      'What is a default constructor?',
      'What is a constructor function in JavaScript?',
    ],
    subject: /\bconstructors?\b/i,
    competency: 'Object-oriented design',
    misconceptions: [
      'a constructor is the developer or the tool that builds the program',
      'a constructor is the method that is called when an object is deleted',
      'a constructor has to be called by hand after the object is created',
      'a constructor is the part of the program that builds the layout of the web page',
      'you can call the constructor again on the same object later to reset it to defaults',
      'every class needs exactly one constructor, and writing two gives a compile error',
    ],
    key_points: [
      'a constructor is a special method that runs when an object is created',
      "it sets the initial values of the object's fields",
      'it has the same name as the class and no return type',
      'if you write none, a default constructor with no parameters is provided, and constructors can be overloaded',
    ],
    in_plain_words: [
      'it is what gets called when you make a new object',
      'you use it to give the variables their starting values',
      'it is named the same as the class and does not return anything',
      'if you do not write one you get an empty one by default, and you can have several with different arguments',
    ],
    concepts: [
      c('initialization', 'initialize', 'initialise', 'initial values', 'initial value', 'set up'),
      c('new keyword', 'new', 'instantiate', 'instantiated', 'created', 'creating'),
      c('same name as the class', 'class name', 'same name'),
      c('no return type', 'no return type', 'return type', 'does not return'),
      c('default constructor', 'default', 'no-argument', 'no arguments', 'no parameters'),
      c('overloading', 'overload', 'overloaded', 'overloading', 'different parameters'),
    ],
    strong_answer:
      'Explains that a constructor is a special method with the same name as the class and no return type that runs when an object is created with new and gives its fields their initial values, that Java provides a default no-argument constructor when none is written, and that constructors can be overloaded or chained with this() and super().',
    follow_up: 'What is the difference between a constructor and an ordinary method?',
  },
  {
    text: 'What is exception handling?',
    also: [
      'What is an exception?',
      'How does exception handling work in Java?',
      'What is the use of try, catch and finally?',
      'Why do we need exception handling?',
    ],
    subject: /\bexceptions?\b|\btry\b.*\bcatch\b/i,
    competency: 'Programming fundamentals',
    misconceptions: [
      'exception handling means making exceptions to the coding rules, like skipping the linter warnings',
      'exception handling is catching every error and ignoring it so the user never sees it',
      'exception handling is handling exceptional users, such as admins',
      'exception handling is the manager approving special requests, like an exception to company policy',
      'the finally block runs only after a crash, as a last cleanup before the program exits',
      'exception handling makes the bug disappear, since the catch block repairs the error automatically',
      'exception handling is setting breakpoints in the debugger to stop where the error happens',
    ],
    key_points: [
      'an exception is an error that happens while the program runs, such as dividing by zero or a missing file',
      'risky code goes in a try block and a catch block handles the error, so the program does not crash',
      'a finally block runs either way, to close files or connections',
      'you throw an exception to signal an error and catch specific types of it, such as checked and unchecked exceptions in Java',
    ],
    in_plain_words: [
      'an exception is something going wrong while the program is running, like a file that is not there',
      'you catch the error so the program does not just crash',
      'some code runs at the end whether it failed or not, to close things',
      'you can raise your own errors and catch only the kinds you expect',
    ],
    concepts: [
      c('runtime errors', 'runtime error', 'run time', 'runtime', 'error', 'errors'),
      c('try and catch', 'catch', 'try', 'except'),
      c('cleanup', 'cleanup', 'clean up', 'close', 'closes', 'release', 'finally'),
      c('throw', 'throw', 'throws', 'thrown', 'raise', 'raises', 'raised'),
      c('checked exceptions', 'checked', 'unchecked'),
      c('crash', 'crash', 'crashing', 'crashes', 'terminate', 'terminates'),
    ],
    strong_answer:
      'Explains that an exception is an error at run time, such as a missing file or a null reference, that risky code goes in a try block with catch blocks for specific exception types so the program recovers instead of crashing, that finally runs either way to release resources, and that Java tells checked exceptions, which must be handled or declared, from unchecked ones.',
    follow_up: 'Why is catching every exception in one catch-all block a bad idea?',
  },
  {
    text: 'What is DNS?',
    also: [
      'What is DNS and how does it work?',
      'What is the Domain Name System?',
      'How does DNS resolution work?',
      'What does a DNS server do?',
    ],
    subject: /\bdns\b|\bdomain name (system|server)s?\b/i,
    competency: 'Networking',
    misconceptions: [
      "DNS is the server that stores a website's files and hosts it",
      'DNS encrypts your connection to a website',
      'DNS is a list of blocked websites',
      'the DNS server hands out an IP address to each device when it joins the network',
      'the DNS system is the domain name shop where you buy and register a website name',
      'a DNS change reaches everyone instantly, the moment you click save',
      'the DNS server routes every packet of your traffic to the website, so it works like a router',
    ],
    key_points: [
      'DNS translates a domain name such as google.com into the IP address of a server',
      'a resolver asks the root servers, then the top-level domain servers, then the domain’s authoritative server',
      'answers are cached for their time to live, so a change takes time to reach everyone',
      'it stores records such as A for an address, CNAME for an alias and MX for mail',
    ],
    in_plain_words: [
      "it finds the server's number for a website name, like a phone book for the internet",
      'the lookup goes from the top servers down to the ones that know that domain',
      'the answer is remembered for a while, so changes are slow to show up',
      'it keeps different kinds of entries, for the address, for other names and for email',
    ],
    concepts: [
      c('IP address', 'ip address', 'ip addresses', 'ip'),
      c('resolver', 'resolver', 'resolvers', 'recursive', 'lookup', 'look up'),
      c(
        'root servers',
        'root server',
        'root',
        'tld',
        'top-level domain',
        'top level domain',
        'authoritative',
      ),
      c('TTL', 'ttl', 'time to live', 'cached', 'cache', 'caching'),
      c('record types', 'a record', 'cname', 'mx', 'aaaa', 'records'),
      c('phone book', 'phone book', 'phonebook', 'directory'),
    ],
    strong_answer:
      'Explains that DNS translates a domain name into an IP address, like a phone book for the internet, that a resolver looks the name up by asking the root servers, the top-level domain servers and the domain’s authoritative server, that answers are cached for their TTL, and names record types such as A, CNAME and MX.',
    follow_up: 'Why might a DNS change take hours to reach every user?',
  },
  {
    text: 'What is the difference between GET and POST?',
    also: [
      'What is the difference between GET and POST requests?',
      'GET versus POST: when do you use each?',
      'Explain the GET and POST methods in HTTP.',
      'When would you use POST instead of GET?',
    ],
    subject: /\bget\b.*\bpost\b|\bpost\b.*\bget\b/i,
    competency: 'Web and APIs',
    misconceptions: [
      'GET is secure because it encrypts the parameters in the URL, while POST sends them as plain text',
      'login forms should always use GET',
      'POST is encrypted, so it is safe to send passwords without HTTPS',
      'a GET request is for getting files from your computer, and POST is for posting on social media',
      'a POST request is faster than a GET because the data goes in the body',
      'a GET request has unlimited length, so you can send huge files inside the URL',
      'the POST method is used only for uploading files and images, and everything else uses GET',
    ],
    key_points: [
      'GET reads data and should not change anything on the server',
      'GET puts its parameters in the URL, so it can be cached and bookmarked',
      'POST sends data in the request body to create something or trigger an action',
      'repeating a GET is safe, while repeating a POST may create a second record',
    ],
    in_plain_words: [
      'get is for fetching data without changing anything',
      'with get the data shows in the link, so you can save or share it',
      'post is for sending data like a form to the server',
      'sending the same post twice can create the thing twice, but repeating a get does no harm',
    ],
    concepts: [
      c('query string', 'query string', 'query parameters', 'url', 'in the url'),
      c('request body', 'request body', 'body', 'payload'),
      c('idempotent', 'idempotent', 'idempotency', 'same result', 'twice'),
      c('caching', 'cached', 'cache', 'caching', 'bookmark', 'bookmarked'),
      c('side effects', 'side effect', 'side effects', 'read only', 'read-only'),
      c('passwords', 'password', 'passwords', 'sensitive', 'security', 'history', 'logs'),
    ],
    strong_answer:
      'Explains that GET reads data, carries its parameters in the URL and should change nothing, so it can be cached, bookmarked and safely repeated, while POST sends data in the request body to create something or trigger an action, is not idempotent and may create a second record if repeated, and suits forms and sensitive data such as passwords.',
    follow_up: 'Why should a GET request never delete or change data?',
  },
  {
    text: 'What is multithreading?',
    also: [
      'What is multithreading in Java?',
      'What are the advantages of multithreading?',
      'Explain multithreading with an example.',
      'What is a multithreaded program?',
    ],
    subject: /\bmulti-?thread(ing|ed)?\b/i,
    competency: 'Concurrency',
    misconceptions: [
      'multithreading always makes a program faster, with no risk',
      'multithreading is sewing several threads together into a stronger cable of code',
      'threads in one program each get their own copy of memory, so locks are pointless',
      'multithreading is the hyper-threading feature of the CPU that you switch on in the BIOS',
    ],
    key_points: [
      'several threads run inside one process at the same time',
      "the threads share the process's memory, so they are cheaper than separate processes",
      'work runs in parallel on several cores, or one thread waits on input while another keeps the program responsive',
      'shared data needs locks or other synchronization to avoid race conditions and deadlocks',
    ],
    in_plain_words: [
      'a program does several things at once',
      'the parts share the same memory of the program, which is lighter than starting new programs',
      'one part downloads while another keeps the screen working',
      'if two parts change the same data at once it breaks, so you have to lock it',
    ],
    concepts: [
      c('concurrency', 'concurrent', 'concurrently', 'simultaneously', 'parallel', 'at the same time'),
      c('shared memory', 'share', 'shares', 'shared', 'same memory'),
      c('responsiveness', 'responsive', 'user interface', 'ui', 'background', 'freeze'),
      c('synchronization', 'synchronized', 'synchronize', 'synchronization', 'lock', 'locks', 'mutex'),
      c('race conditions', 'race condition', 'race conditions', 'deadlock', 'deadlocks'),
      c('thread pool', 'thread pool', 'executor', 'runnable', 'thread class'),
    ],
    strong_answer:
      'Explains that multithreading runs several threads within one process, sharing its memory, so work proceeds in parallel on several cores or the program stays responsive while one thread waits, and that shared data must be protected with locks or synchronization to avoid race conditions and deadlocks, with an example such as a server handling each request on its own thread.',
    follow_up: 'What can go wrong when two threads update the same counter?',
  },
  {
    text: 'What is a pointer?',
    also: [
      'What is a pointer in C?',
      'What are pointers in C++?',
      'Explain pointers with an example.',
      'What is a null pointer?',
      'What is a dangling pointer?',
    ],
    subject: /\bpointers?\b/i,
    competency: 'Programming fundamentals',
    misconceptions: [
      'a pointer is a copy of a variable kept in a faster part of memory',
      'a pointer is the mouse cursor on the screen',
      'a pointer is a comment in the code that points to where a bug is',
      'a pointer is an index into an array, like the i in a for loop',
      'using pointers makes a program automatically safe from memory bugs',
      'every pointer takes up as much memory as the object it points to',
    ],
    key_points: [
      'a pointer is a variable that holds the memory address of another variable',
      'the & operator gives an address and the * operator dereferences it to reach the value',
      "pointers let functions change the caller's data, pass large data without copying and build structures such as linked lists",
      'a null or dangling pointer crashes the program or corrupts memory when it is used',
    ],
    in_plain_words: [
      'it holds where another variable lives in memory instead of the value itself',
      'you use the star to get to the value it points at',
      'a function can change the original instead of a copy',
      'if it points at nothing or at freed memory the program crashes',
    ],
    concepts: [
      c('memory address', 'memory address', 'address', 'addresses', 'location'),
      c('dereferencing', 'dereference', 'dereferencing', 'dereferenced', 'asterisk', 'star'),
      c('pass by reference', 'pass by reference', 'by reference', 'without copying'),
      c('dangling pointer', 'dangling', 'null pointer', 'segmentation fault', 'segfault', 'null'),
      c('pointer arithmetic', 'arithmetic', 'array', 'arrays', 'increment'),
      c('dynamic memory', 'malloc', 'free', 'heap', 'new', 'delete'),
    ],
    strong_answer:
      'Explains that a pointer is a variable holding the memory address of another value, that & takes an address and * dereferences it, that pointers let functions change the caller’s data, avoid copying large data and build linked structures and dynamic memory with malloc, and that a null or dangling pointer causes crashes or memory corruption.',
    follow_up: 'What is a dangling pointer and how does one arise?',
  },
  {
    text: 'What is the difference between authentication and authorization?',
    also: [
      'Authentication versus authorization: what is the difference?',
      'Explain authentication and authorization.',
      'How is authentication different from authorization?',
    ],
    subject:
      /\bauthenticat\w*\b.*\bauthori[sz]\w*\b|\bauthori[sz]\w*\b.*\bauthenticat\w*\b|\bauthn\b.*\bauthz\b/i,
    competency: 'Security',
    misconceptions: [
      'authorization is the login page and authentication is the password',
      'authorization is the author of the code signing it, like the copyright line at the top',
      'authentication is encrypting the password so hackers are unable to read it',
      'once a user is logged in they can do everything, so authorization is optional',
      'authorization is the captcha that proves the user is a human and blocks robots',
    ],
    key_points: [
      'authentication verifies who the user is, with a password, a token or a fingerprint',
      'authorization decides what an authenticated user is allowed to do',
      'authorization is usually checked with roles or permissions, such as only admins deleting accounts',
      'a failed login gets 401 Unauthorized, and a forbidden action gets 403 Forbidden',
    ],
    in_plain_words: [
      'authentication is checking who you are, like logging in with your password',
      'authorization is checking what you are allowed to do once you are logged in',
      'for example an admin can delete users but a normal user cannot',
      'not logged in gives a 401 error, and logged in but not allowed gives a 403',
    ],
    concepts: [
      c(
        'identity',
        'identity',
        'credentials',
        'password',
        'login',
        'log in',
        'who the user is',
        'who you are',
      ),
      c('permissions', 'permission', 'permissions', 'allowed', 'access', 'privileges'),
      c('role-based access', 'rbac', 'admin', 'admins', 'role', 'roles'),
      c('status codes', '401', '403', 'unauthorized', 'forbidden'),
      c('tokens', 'token', 'tokens', 'jwt', 'session', 'oauth', 'cookie'),
      c('multi-factor', 'mfa', 'two-factor', '2fa', 'otp', 'one-time code'),
    ],
    strong_answer:
      'Explains that authentication verifies who the user is, with a password, a token or a second factor, while authorization then decides what that identity may do, usually by roles or permissions such as only admins deleting accounts, and that an API answers 401 when authentication fails and 403 when an authenticated user is not allowed.',
    follow_up:
      'Where in a web application would you check authorization, and why not only in the user interface?',
  },
  {
    text: 'What is the difference between an inner join and a left join?',
    also: [
      'What is a SQL join?',
      'What are the different types of joins in SQL?',
      'What is the difference between an inner join and an outer join?',
      'What is a left join?',
      'Explain inner join and left join with an example.',
    ],
    subject:
      /\b(?:inner|left|right|outer|full|cross|self|sql)(?: outer)? joins?\b|\btypes of joins?\b|\bjoins? in sql\b/i,
    competency: 'Databases',
    misconceptions: [
      'an inner join keeps every row of the left table, and a left join keeps only the matching rows',
      "a left join puts the left table's columns on the left side of the screen",
      'an inner join is a join that happens inside a subquery',
      'a left join removes duplicate rows from the result, just like select distinct',
    ],
    key_points: [
      'a join combines two tables on a column they share, such as customer_id',
      'an inner join drops every row that has no partner in the other table',
      'a left join returns all rows of the left table, with nulls where the right has no match',
      'you use a left join when you need every row of the main table, such as customers who never ordered',
    ],
    in_plain_words: [
      'a join puts two tables together by lining up a shared column like the customer id',
      'an inner join leaves out anything that has no match on the other side',
      'a left join gives you everything from the first table, and empty values where nothing matched',
      'you pick a left join when you want all of the first table, like every customer even with no orders',
    ],
    concepts: [
      c(
        'matching column',
        'join key',
        'on clause',
        'matching column',
        'shared column',
        'common column',
        'foreign key',
      ),
      c(
        'only matching rows',
        'only matching',
        'only the rows that match',
        'match in both',
        'matches in both',
      ),
      c('nulls for no match', 'null', 'nulls', 'all rows from the left', 'every row from the left'),
      c('outer joins', 'outer join', 'full outer join', 'full join', 'right join'),
    ],
    strong_answer:
      'Explains that a join combines the rows of two tables on a matching column, that an inner join returns only the rows that match in both, and that a left join returns every row of the left table with nulls where the right has no match, with an example such as customers with and without orders, and names the right join as its mirror and the full outer join as keeping both sides.',
    follow_up: 'How would you find the customers who have never placed an order?',
  },
];
