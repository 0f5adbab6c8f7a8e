import type { GenericQuestion } from './types.ts';
import { concept as c } from './types.ts';

/** A question about a subject of the field, asked in a technical round. */
export type Fundamental = GenericQuestion & {
  /** Other ways interviewers ask it, read as the same question. */
  also: string[];
  /** What a question must name to be this one. */
  subject: RegExp;
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
  'simply basic basics briefly exactly actually really internally work works working use uses used using useful',
  'need needs happen happens cause causes matter matters important difference differences differ compare comparison',
  'better best good bad purpose benefit benefits advantage advantages disadvantage disadvantages drawback drawbacks',
  'pros cons avoid prevent fix handle detect choose pick prefer write implement compute make makes give show walk',
  'common typical main key two three four real world goes stored store kept keep lives',
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
    key_points: [
      'a closure is a function together with the variables of the scope it was created in',
      'the inner function can still use those variables after the outer function has returned',
      'closures give private state, as in a counter or a function factory',
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
    key_points: [
      'two or more threads or transactions each wait for a resource another one holds, so none can go on',
      'it needs mutual exclusion, hold and wait, no preemption and a circular wait',
      'taking the locks in the same order everywhere prevents it',
      'timeouts or deadlock detection break it by making one party give up and retry',
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
    key_points: [
      'the result depends on the timing or order of threads or requests that share data',
      'two of them read the same value and both write it back, so one update is lost',
      'locks, atomic operations or transactions make the steps happen one at a time',
      'it is hard to reproduce because it depends on timing',
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
    key_points: [
      'a process is a running program with its own memory space',
      'threads run inside a process and share its memory',
      'threads are cheaper to create and switch between, but their shared data needs synchronisation',
      'a crash in one process leaves the others running, while a crashing thread can take down its whole process',
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
    key_points: [
      'the runtime frees the memory of objects the program can no longer reach',
      'it finds them by tracing references from the roots, or by counting references',
      'the programmer no longer frees memory by hand, which avoids dangling pointers and many leaks',
      'collecting costs processor time and can pause the program',
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
    key_points: [
      'one interface or method call works with objects of different types',
      'each type gives its own implementation, chosen at run time by overriding',
      'overloading is compile-time polymorphism: one name with different parameters',
      'code written against the shared type works with new types without changing',
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
    key_points: [
      'a function solves a problem by calling itself on a smaller part of it',
      'a base case that stops the calls',
      'each call takes a frame on the call stack, so very deep recursion can overflow it',
      'an example such as factorial, a tree traversal or a directory walk',
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
    key_points: [
      "the stack holds each function call's local variables and frees them when the call returns",
      'the heap holds objects allocated at run time that can outlive the call that made them',
      'stack allocation is fast and automatic, while heap memory is freed by hand or by a garbage collector',
      'the stack is small, so deep recursion or large local data can overflow it',
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
    key_points: [
      'a hash function turns each key into the index of a bucket in an array',
      'lookups, inserts and deletes take constant time on average',
      'two keys can land in the same bucket, and chaining or open addressing handles the collision',
      'the table grows and rehashes when it gets too full, and a poor hash function makes it slow',
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
    key_points: [
      'it describes how running time or memory grows as the input grows',
      'it keeps the fastest-growing term and drops constants, usually for the worst case',
      'an example such as constant-time lookup, linear search, n log n sorting or quadratic nested loops',
      'it compares growth rather than real speed, so for small inputs a worse complexity can be faster',
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
      /\b(principles|pillars|concepts|features|basics) of (object[- ]oriented|OOP)\b|\bOOP (principles|pillars|concepts)\b|\bwhat is (object[- ]oriented programming|OOP)\b/i,
    competency: 'Object-oriented design',
    key_points: [
      "encapsulation keeps an object's data behind its methods",
      'abstraction shows what an object does and hides how it does it',
      'inheritance lets a class reuse and extend another class',
      'polymorphism lets one interface work with objects of different types',
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
    key_points: [
      'SQL databases store rows in tables with a fixed schema and relations between them',
      'NoSQL databases store documents, key-value pairs, wide columns or graphs, and each record can have fields of its own',
      'SQL databases give joins and ACID transactions, while many NoSQL databases trade them for easier horizontal scaling',
      'the choice follows the shape of the data and how it is queried',
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
    key_points: [
      'resources are named by URLs and acted on with HTTP methods such as GET, POST, PUT and DELETE',
      'each request is stateless and carries everything the server needs',
      'responses use status codes and a representation such as JSON',
      'GET, PUT and DELETE are idempotent, so a client can safely retry them',
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
    key_points: [
      'an interface declares what a class must do, with no state of its own',
      'an abstract class can hold shared state and code for its subclasses',
      'a class can implement many interfaces but extend only one class',
      'an interface suits a capability shared by unrelated classes, an abstract class a family that shares code',
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
    ],
    subject: /\blinked lists?\b/i,
    competency: 'Data structures',
    key_points: [
      'an array keeps its elements side by side in memory, so reading by index takes constant time',
      'a linked list keeps nodes that point to the next one, so reaching an element means walking the list',
      'a linked list inserts or removes at a known node in constant time, while an array must shift its elements',
      'arrays use the processor cache better and need no pointers, so they are usually faster in practice',
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
];
