import type { AngleRubric, Fundamental, FundamentalAngles } from './fundamentals.ts';
import { concept as c } from './types.ts';

/** The angles a question asks a thing from that have a rubric of their own: not an example, which shows what it is. */
export type RubricAngle = keyof FundamentalAngles | 'pros and cons';

/**
 * What a strong answer says of a fundamental asked from an angle, or null where it has no rubric for it. Asked its pros
 * and cons, it says two of what it is for and two of what it costs.
 */
export function angleRubric(fundamental: Fundamental, angle: RubricAngle): AngleRubric | null {
  const angles = ANGLES[fundamental.text];
  if (!angles) return null;
  if (angle !== 'pros and cons') return angles[angle];
  const { purpose, drawbacks } = angles;
  return {
    key_points: [...purpose.key_points.slice(0, 2), ...drawbacks.key_points.slice(0, 2)],
    in_plain_words: [...purpose.in_plain_words.slice(0, 2), ...drawbacks.in_plain_words.slice(0, 2)],
    concepts: [...purpose.concepts, ...drawbacks.concepts],
    strong_answer: `${purpose.strong_answer} ${drawbacks.strong_answer}`,
  };
}

/** Every angle's key points, for the vectors shipped with the scorer. */
export const angleKeyPoints = () =>
  Object.values(ANGLES).flatMap((a) => [a.purpose, a.uses, a.drawbacks].flatMap((r) => r.key_points));

/**
 * Each fundamental's rubrics for what it is for, when to use it and what it costs, by its text (ADR 206). Written by
 * helpers that never saw the angles probe (bench/angles-probe.ts), from the fundamentals' own rubrics, most common
 * point first.
 */
const ANGLES: Record<string, FundamentalAngles> = {
  'What is a closure in JavaScript?': {
    purpose: {
      key_points: [
        'it hides variables so only the inner function can read or change them',
        'a function keeps its state between calls without using global variables',
        'callbacks and event handlers remember the variables they need when they run later',
      ],
      in_plain_words: [
        'you can keep a variable private so nothing outside the function can mess with it',
        'the function remembers a value like a counter between calls, without making it global',
        'a callback that runs later still remembers the variables from where it was created',
      ],
      concepts: [
        c('data privacy', 'data privacy', 'hidden', 'encapsulation', 'module pattern'),
        c('keeps state', 'remembers', 'counter', 'between calls', 'no global', 'global variables'),
        c('callbacks', 'callback', 'event handler', 'settimeout', 'runs later', 'async'),
      ],
      strong_answer:
        'Explains that closures keep variables private so only the inner function can change them, let a function keep state such as a counter between calls without globals, and let callbacks and event handlers remember the variables they need when they run later, as in function factories.',
    },
    uses: {
      key_points: [
        'event handlers and async callbacks that need variables from where they were set up',
        'hiding private state, as in a counter, a module or a function factory',
        'for many objects sharing methods, a class is clearer and uses less memory',
      ],
      in_plain_words: [
        'when a click handler or a callback that runs later needs variables from where it was made',
        'when you want a private counter or settings that nothing outside can touch',
        'if you need lots of objects with the same methods, just use a class instead',
      ],
      concepts: [
        c('callbacks', 'callback', 'event handler', 'click handler', 'settimeout', 'async'),
        c('private state', 'counter', 'factory', 'module', 'currying'),
        c('class instead', 'prototype', 'objects', 'methods', 'less memory'),
      ],
      strong_answer:
        'Uses closures for event handlers and async callbacks that need variables from where they were set up and for hiding private state in a counter, module or function factory, and prefers a class when many objects share the same methods.',
    },
    drawbacks: {
      key_points: [
        'captured variables cannot be garbage collected while the closure lives, so memory can leak',
        'creating a new function on every call costs extra memory and time',
        'hidden captured state makes the code harder to read, debug and test',
      ],
      in_plain_words: [
        'the variables it remembers stay in memory as long as the function exists, so memory can leak',
        'every time you make a closure you make a new function, which uses more memory and is slower',
        'the remembered values are hidden inside, so the code is harder to understand and debug',
      ],
      concepts: [
        c(
          'memory leak',
          'memory leak',
          'leak',
          'memory',
          'not garbage collected',
          'kept alive',
          'more memory',
        ),
        c('performance', 'slower', 'performance', 'new function', 'every call', 'overhead'),
        c('hard to debug', 'hard to debug', 'hard to read', 'confusing', 'hidden', 'hard to test', 'loop'),
      ],
      strong_answer:
        'Names the costs of closures: captured variables cannot be garbage collected while the closure lives, so memory can leak, each closure creates a new function that costs memory and time, and hidden captured state, like loop variables shared through var, is hard to debug.',
    },
  },
  'What is a deadlock, and how can you prevent it?': {
    purpose: {
      key_points: [
        'deadlocked threads wait forever, so the program hangs and stops responding',
        'the locks and resources they hold stay taken, so other threads get stuck too',
        'recovery means killing a thread or restarting the system, which loses work',
      ],
      in_plain_words: [
        'the threads just wait for each other forever, so the app freezes and does nothing',
        'the stuck threads keep holding their locks, so anything else that needs them gets stuck too',
        'the only way out is to kill something or restart, and the work it was doing is lost',
      ],
      concepts: [
        c('hang', 'freeze', 'stops responding', 'no progress'),
        c('held resources', 'resources', 'held', 'wasted', 'blocked', 'other threads', 'pile up'),
        c('restart', 'restart', 'abort', 'lost work', 'reboot', 'roll back'),
      ],
      strong_answer:
        'Explains that deadlocks must be prevented because the threads involved wait forever and the program hangs, the locks and resources they hold block other threads and requests too, and recovering means killing a thread or restarting, which loses work.',
    },
    uses: {
      key_points: [
        'take locks in one fixed order whenever code needs more than one lock',
        'use timeouts or deadlock detection with retry when lock order cannot be controlled',
        'where one lock or no shared state will do, avoid nested locks entirely',
      ],
      in_plain_words: [
        'if a thread needs two locks, always grab them in the same order everywhere',
        'in a database you cannot control the order, so use a timeout and try again',
        'if you can get away with just one lock, do that and it cannot happen',
      ],
      concepts: [
        c('lock ordering', 'same order', 'fixed order', 'lock order', 'ordering', 'consistent order'),
        c('timeouts', 'timeout', 'detection', 'retry', 'try again', 'database', 'rollback'),
        c('one lock', 'one lock', 'single lock', 'avoid nested', 'no shared state', 'lock-free'),
      ],
      strong_answer:
        'Takes locks in one fixed order wherever code needs several, uses timeouts or deadlock detection with retry where the order cannot be controlled, as in database transactions, and avoids nested locks entirely where one lock or no shared state will do.',
    },
    drawbacks: {
      key_points: [
        'prevention reduces concurrency and resource use, so the system runs slower',
        'a fixed lock order is hard to enforce across a large codebase',
        'timeouts and detection abort one party, wasting its work and adding overhead',
      ],
      in_plain_words: [
        'playing it safe with locks means threads wait more, so everything runs slower',
        'keeping the same lock order everywhere is hard when lots of people and libraries take locks',
        'with timeouts one of them gets cancelled, so its work is thrown away and done again',
      ],
      concepts: [
        c('slower', 'slower', 'less concurrency', 'performance', 'throughput', 'utilization'),
        c('hard to enforce', 'lock order', 'same order', 'hard to enforce', 'large codebase', 'libraries'),
        c('aborted work', 'abort', 'retry', 'wasted work', 'overhead', 'starvation', 'rollback'),
      ],
      strong_answer:
        'Names the costs of preventing deadlocks: it reduces concurrency and resource use, so the system runs slower, a fixed lock order is hard to enforce across a large codebase and its libraries, and timeouts or detection abort one party, wasting work and adding overhead.',
    },
  },
  'What is a race condition?': {
    purpose: {
      key_points: [
        'concurrent updates to shared data can be lost or leave it corrupted',
        'results become unpredictable, changing from run to run with timing',
        'races can crash the program or open security holes, such as a bypassed check',
      ],
      in_plain_words: [
        'if two threads change the same data at once, one change can get lost',
        'the program gives different results each time you run it, depending on timing',
        'it can crash the program or let someone sneak past a check, like spending money twice',
      ],
      concepts: [
        c('lost data', 'lost update', 'corrupt', 'wrong value', 'data loss', 'inconsistent', 'overwritten'),
        c('unpredictable', 'unpredictable', 'different results', 'nondeterministic', 'timing', 'random'),
        c('security', 'crash', 'bypass', 'double spend', 'exploit'),
      ],
      strong_answer:
        'Explains that race conditions must be prevented because concurrent updates to shared data get lost or corrupted, results become unpredictable and change with timing from run to run, and races can crash the program or open security holes, such as a bypassed check.',
    },
    uses: {
      key_points: [
        'use a lock or atomic operation when threads update shared variables',
        'use transactions or conditional updates when concurrent requests change the same database row',
        'data that is immutable or used by only one thread needs no locking',
      ],
      in_plain_words: [
        'when several threads change the same variable, like a counter, put a lock or atomic around it',
        'when two requests might change the same database row, use a transaction',
        'if the data never changes or only one thread touches it, you do not need locks',
      ],
      concepts: [
        c('locks', 'lock', 'mutex', 'atomic', 'synchronized', 'counter', 'shared variable'),
        c('transactions', 'transaction', 'database', 'row lock', 'select for update', 'optimistic locking'),
        c('immutable', 'immutable', 'one thread', 'not shared', 'thread-local', 'no locks', 'read-only'),
      ],
      strong_answer:
        'Guards against races with locks or atomic operations where threads update shared variables such as a counter, with transactions or conditional updates where concurrent requests change the same database rows, and skips locking for data that is immutable or used by one thread.',
    },
    drawbacks: {
      key_points: [
        'they depend on timing, so they are hard to reproduce and debug',
        'tests usually pass, and the bug only appears under real production load',
        'the locks that prevent them slow the program and can cause deadlocks',
      ],
      in_plain_words: [
        'it only happens sometimes, so it is really hard to reproduce and find',
        'everything works when you test it, then it breaks when lots of users hit it',
        'adding locks everywhere to fix it makes things slower and can cause deadlocks',
      ],
      concepts: [
        c('hard to reproduce', 'hard to reproduce', 'hard to debug', 'intermittent', 'timing', 'flaky'),
        c('production only', 'tests pass', 'production', 'under load', 'many users', 'rare'),
        c('lock cost', 'slower', 'lock', 'overhead', 'deadlock', 'contention', 'performance'),
      ],
      strong_answer:
        'Names the costs of race conditions: they depend on timing, so they are hard to reproduce and debug, tests usually pass while failures appear only under production load, and the locks that prevent them slow the program and can introduce deadlocks.',
    },
  },
  'What is the difference between a process and a thread?': {
    purpose: {
      key_points: [
        'threads let a program do several tasks at once, using multiple cores',
        'threads share memory, so they communicate easily and are cheap to create',
        'processes isolate memory, so one crashing does not take down the others',
      ],
      in_plain_words: [
        'with threads your program can do several things at the same time on different cores',
        'threads share the same memory, so passing data is easy and starting one is cheap',
        'each process has its own memory, so if one crashes the others keep running',
      ],
      concepts: [
        c('concurrency', 'at the same time', 'parallel', 'multiple cores', 'multitasking', 'responsive'),
        c('shared memory', 'share memory', 'shared memory', 'cheap', 'lightweight', 'communicate'),
        c('isolation', 'isolation', 'own memory', 'crash', 'separate', 'protected'),
      ],
      strong_answer:
        'Explains that threads let a program run several tasks at once across cores and share memory, so they communicate easily and start cheaply, while processes isolate memory, so one crashing or misbehaving leaves the others running, as browsers do with tabs.',
    },
    uses: {
      key_points: [
        'use processes for isolation, when one part crashing must not affect the rest',
        'use threads for concurrent tasks that share data within one program',
        'for work that mostly waits on I/O, async code is lighter than many threads',
      ],
      in_plain_words: [
        'use separate processes when one part might crash and you do not want it to kill everything',
        'use threads when tasks in the same program need to share data, like workers in a server',
        'if the work mostly waits for the network, async code is lighter than a thread for each',
      ],
      concepts: [
        c('isolation', 'isolation', 'separate process', 'crash', 'untrusted', 'sandbox'),
        c('threads', 'threads', 'shared data', 'worker', 'thread pool', 'same program', 'lightweight'),
        c('async i/o', 'async', 'event loop', 'i/o', 'non-blocking', 'await'),
      ],
      strong_answer:
        'Chooses processes for isolation, where one part crashing or being untrusted must not affect the rest, threads for concurrent tasks that share data within one program, such as server workers, and async I/O instead of many threads when the work mostly waits on the network.',
    },
    drawbacks: {
      key_points: [
        'threads share memory, so they need locks and risk races and deadlocks',
        'processes use more memory and are slower to create and switch between',
        'processes need inter-process communication, which is slower than sharing memory',
      ],
      in_plain_words: [
        'threads share memory, so you need locks, and mistakes cause race conditions or deadlocks',
        'processes use more memory and take longer to start and switch between',
        'processes cannot just share variables, so they have to send data through pipes or sockets',
      ],
      concepts: [
        c('synchronization', 'locks', 'race condition', 'deadlock', 'synchronization', 'synchronisation'),
        c('heavier', 'more memory', 'heavy', 'heavier', 'slower to create', 'context switch', 'overhead'),
        c('ipc', 'ipc', 'inter-process communication', 'pipes', 'sockets', 'message passing', 'copying'),
      ],
      strong_answer:
        'Names the costs of each: threads share memory, so they need locks and risk races and deadlocks, and one faulty thread can crash them all, while processes use more memory, start and switch more slowly and must exchange data through inter-process communication.',
    },
  },
  'What is garbage collection?': {
    purpose: {
      key_points: [
        'programmers do not have to free memory by hand',
        'it prevents memory leaks caused by forgetting to free memory',
        'it removes dangling pointer, use-after-free and double free bugs',
      ],
      in_plain_words: [
        'you do not have to remember to free memory yourself, the runtime does it for you',
        'you are less likely to run out of memory because you forgot to free something',
        'you cannot use memory after it is freed or free it twice, so fewer crashes',
      ],
      concepts: [
        c('automatic', 'automatic', 'by hand', 'manually', 'free memory', 'no free', 'no delete'),
        c('leaks', 'memory leak', 'leaks', 'run out of memory'),
        c('memory safety', 'dangling pointer', 'use after free', 'double free', 'crash', 'fewer bugs'),
      ],
      strong_answer:
        "Explains that garbage collection frees programmers from releasing memory by hand, prevents the leaks that come from forgetting to free it, and removes dangling-pointer and double-free bugs, letting developers focus on the program's logic, as in Java, C# or Go.",
    },
    uses: {
      key_points: [
        'most application code, such as web backends, where developer productivity matters most',
        'programs with complex shared objects whose ownership and lifetime are hard to track',
        'for real-time or embedded systems, use manual memory management or RAII instead',
      ],
      in_plain_words: [
        'for normal apps and web backends, where saving developer time matters more than squeezing out speed',
        'when lots of objects point to each other and it is hard to know who should free them',
        'for real-time, embedded or games where pauses hurt, manage memory yourself, like in C++ or Rust',
      ],
      concepts: [
        c('productivity', 'web apps', 'backend', 'business apps', 'productivity', 'developer time', 'java'),
        c('complex objects', 'shared objects', 'ownership', 'lifetime', 'cycles', 'complex', 'who frees'),
        c('manual memory', 'manual', 'real-time', 'embedded', 'c++', 'rust', 'raii', 'games'),
      ],
      strong_answer:
        'Uses garbage-collected languages for most application code, such as web backends where developer productivity matters most, and for programs with complex shared objects whose lifetimes are hard to track, and chooses manual memory or RAII, as in C++ or Rust, for real-time or embedded systems.',
    },
    drawbacks: {
      key_points: [
        'the collector pauses the program, causing unpredictable latency',
        'it costs CPU time and extra memory',
        'the programmer has little control over when memory is freed',
      ],
      in_plain_words: [
        'the program can freeze for a moment while the collector cleans up',
        'it uses extra processor time and needs more memory than managing it yourself',
        'you cannot decide exactly when memory gets freed, the runtime decides for you',
      ],
      concepts: [
        c('pauses', 'pause', 'pauses', 'stop the world', 'freeze', 'latency', 'lag'),
        c('overhead', 'cpu time', 'extra memory', 'overhead', 'slower', 'more memory', 'performance'),
        c('less control', 'no control', 'less control', 'unpredictable', 'nondeterministic', 'leak'),
      ],
      strong_answer:
        'Names the costs of garbage collection: the collector pauses the program, adding unpredictable latency, it costs CPU time and extra memory, and the programmer has little control over when memory is freed, while forgotten references in caches or listeners can still leak.',
    },
  },
  'What is polymorphism in object-oriented programming?': {
    purpose: {
      key_points: [
        'one piece of code works with objects of many different types',
        'new types can be added without changing the existing code',
        'code is reused and cleaner, without if-else chains checking the type',
      ],
      in_plain_words: [
        'you can write one function that works with lots of different kinds of objects',
        'you can add a new class later without changing the code that already uses it',
        'you do not need a big if-else checking what type something is, so less repeated code',
      ],
      concepts: [
        c(
          'one interface',
          'one interface',
          'same method',
          'different types',
          'many forms',
          'common interface',
          'base class',
        ),
        c(
          'extensibility',
          'extend',
          'new class',
          'without changing',
          'flexible',
          'extensible',
          'open closed',
        ),
        c('reuse', 'reuse', 'less code', 'if-else', 'switch', 'cleaner', 'duplication'),
      ],
      strong_answer:
        'Explains that polymorphism lets one piece of code work with objects of many types through a shared interface, lets new types be added without changing existing code, and replaces if-else or switch chains on type with one method call, as with shapes drawing themselves.',
    },
    uses: {
      key_points: [
        'several types do the same operation in their own way, such as payment methods',
        'code must accept new types later, as with plugins or strategies',
        'for a few fixed cases that never change, a simple switch is clearer',
      ],
      in_plain_words: [
        'when different classes do the same thing differently, like shapes drawing or paying by card or PayPal',
        'when you want to add new kinds later, like plugins, without changing the main code',
        'if there are just a couple of cases that never change, a simple if or switch is easier',
      ],
      concepts: [
        c('same operation', 'same method', 'different ways', 'payment', 'shapes', 'override', 'interface'),
        c('extension', 'plugin', 'plugins', 'strategy', 'new types', 'extensible'),
        c('switch', 'switch', 'if-else', 'fixed', 'few cases', 'enum'),
      ],
      strong_answer:
        'Uses polymorphism when several types do the same operation in their own way, such as payment methods or shapes, and when code must accept new types later, as with plugins or strategies, and prefers a simple switch for a few fixed cases that never change.',
    },
    drawbacks: {
      key_points: [
        'it is harder to tell which method actually runs when reading the code',
        'dynamic dispatch adds a small runtime cost compared with a direct call',
        'too many layers of abstraction make simple code complex',
      ],
      in_plain_words: [
        "reading the code, you can't easily tell which version of the method will actually run",
        'calling through a base type is a bit slower because the right method is looked up at run time',
        'using it everywhere adds lots of classes and interfaces, which makes simple code complicated',
      ],
      concepts: [
        c(
          'hard to follow',
          'hard to follow',
          'hard to debug',
          'which method',
          'hard to read',
          'trace',
          'confusing',
        ),
        c('overhead', 'slower', 'overhead', 'run time', 'virtual call', 'vtable', 'performance'),
        c(
          'complexity',
          'complex',
          'complexity',
          'too many classes',
          'over-engineering',
          'abstraction',
          'layers',
        ),
      ],
      strong_answer:
        'Names the costs of polymorphism: reading a call does not show which method runs, so code is harder to trace and debug, dynamic dispatch adds a small runtime cost over a direct call, and overused abstraction adds classes and layers that complicate simple code.',
    },
  },
  'What is recursion?': {
    purpose: {
      key_points: [
        'code is shorter and cleaner for problems that split into smaller ones',
        'it naturally handles trees, graphs and nested structures like folders',
        'divide-and-conquer and backtracking algorithms are simpler to write recursively',
      ],
      in_plain_words: [
        'the code is shorter and easier to read when a problem breaks into smaller versions of itself',
        'it is natural for trees or folders inside folders, because the code looks like the data',
        'things like merge sort or trying every option are much easier to write with recursion',
      ],
      concepts: [
        c('simpler code', 'shorter', 'cleaner', 'simpler', 'elegant', 'readable', 'less code'),
        c('trees', 'trees', 'graph', 'nested', 'folders', 'hierarchy'),
        c(
          'divide and conquer',
          'divide and conquer',
          'merge sort',
          'quicksort',
          'backtracking',
          'subproblems',
        ),
      ],
      strong_answer:
        'Explains that recursion makes code shorter and clearer for problems that break into smaller copies of themselves, handles trees, graphs and nested folders the way they are defined, and makes divide-and-conquer and backtracking algorithms such as merge sort simple to write.',
    },
    uses: {
      key_points: [
        'traversing trees, graphs or nested structures such as folders',
        'divide-and-conquer and backtracking problems, such as merge sort or permutations',
        'for simple loops or very deep input, use iteration to avoid stack overflow',
      ],
      in_plain_words: [
        'going through a tree, a graph or folders inside folders',
        'problems you split into smaller parts or where you try every option, like merge sort',
        'for a simple loop or really deep input, use a loop so you do not overflow the stack',
      ],
      concepts: [
        c('tree traversal', 'traversal', 'graph', 'nested', 'folders', 'dfs'),
        c(
          'divide and conquer',
          'divide and conquer',
          'merge sort',
          'backtracking',
          'permutations',
          'subproblems',
        ),
        c('iteration', 'loop', 'iterative', 'iteration', 'stack overflow', 'too deep', 'explicit stack'),
      ],
      strong_answer:
        'Uses recursion for traversing trees, graphs and nested structures such as folders and for divide-and-conquer or backtracking problems such as merge sort or permutations, and uses a loop for simple repetition or very deep input, where recursion risks overflowing the stack.',
    },
    drawbacks: {
      key_points: [
        'very deep recursion can overflow the call stack and crash',
        'function call overhead makes it slower and use more memory than a loop',
        'it can recompute the same subproblems unless results are memoised',
      ],
      in_plain_words: [
        'if it goes too deep it runs out of stack space and crashes with a stack overflow',
        'each call takes extra time and memory, so it is usually slower than a loop',
        'the simple version can solve the same small problem again and again, like in Fibonacci',
      ],
      concepts: [
        c('stack overflow', 'stack overflow', 'overflow', 'too deep', 'crash', 'recursion limit'),
        c('call overhead', 'slower', 'overhead', 'memory', 'function call', 'loop', 'stack frames'),
        c(
          'repeated subproblems',
          'again and again',
          'memoization',
          'memoize',
          'exponential',
          'fibonacci',
          'dynamic programming',
        ),
      ],
      strong_answer:
        'Names the costs of recursion: very deep recursion can overflow the call stack and crash, each call adds overhead that makes it slower and hungrier for memory than a loop, and naive versions recompute the same subproblems, as in Fibonacci, unless results are memoised.',
    },
  },
  'What is the difference between the stack and the heap?': {
    purpose: {
      key_points: [
        'stack allocation is very fast and freed automatically when a function returns',
        'the heap holds data that must outlive the function that created it',
        'the heap holds large objects and data whose size is known at run time',
      ],
      in_plain_words: [
        'the stack is really fast, and local variables go away by themselves when the function ends',
        'the heap keeps things alive after the function that made them has finished',
        'the heap is for big things or things whose size you only know while running',
      ],
      concepts: [
        c('fast stack', 'automatic', 'freed automatically', 'local variables', 'function returns', 'cheap'),
        c('lifetime', 'outlive', 'after the function', 'lifetime', 'returned', 'stays alive', 'shared'),
        c('dynamic size', 'dynamic', 'run time', 'large', 'grows', 'variable size'),
      ],
      strong_answer:
        'Explains that the stack gives very fast allocation that is freed automatically when a function returns, while the heap holds data that must outlive the function that made it and data that is large or whose size is known only at run time.',
    },
    uses: {
      key_points: [
        'use the stack for small local variables that live only within one function',
        'use the heap for large objects, growing collections or data that outlives the call',
        'avoid huge local arrays or very deep recursion, since the stack is small',
      ],
      in_plain_words: [
        'small local things like ints that you only need inside the function go on the stack',
        'big objects, lists that grow, or things you return go on the heap',
        'do not put a huge array on the stack, because the stack is small and overflows',
      ],
      concepts: [
        c('local values', 'local variable', 'local', 'primitive', 'function'),
        c('heap allocation', 'heap', 'malloc', 'large objects', 'grows'),
        c('stack size limit', 'stack overflow', 'limited', 'huge array', 'deep recursion', 'size limit'),
      ],
      strong_answer:
        'Uses the stack for small local variables that live only within one function, the heap for large objects, growing collections and data that must outlive the call, and keeps huge local arrays and very deep recursion off the stack, since it is small and can overflow.',
    },
    drawbacks: {
      key_points: [
        'the stack is small, so deep recursion or large data overflows it',
        'heap allocation is slower and needs managing, by hand or by a garbage collector',
        'manually managed heap memory can leak, fragment or be used after it is freed',
      ],
      in_plain_words: [
        'the stack is small, so going too deep or making big arrays crashes it',
        'getting memory from the heap is slower, and someone has to free it later',
        'if you forget to free heap memory it leaks, and it can get fragmented too',
      ],
      concepts: [
        c('stack limit', 'stack overflow', 'limited size', 'too deep', 'overflow'),
        c('slower heap', 'slower', 'allocator', 'garbage collector', 'overhead', 'malloc'),
        c(
          'memory leak',
          'memory leak',
          'leak',
          'fragmentation',
          'forget to free',
          'use after free',
          'dangling',
        ),
      ],
      strong_answer:
        'Names the costs of each: the stack is small and its data lives only until the call returns, so deep recursion or large arrays overflow it, while heap allocation is slower, needs freeing by hand or a collector, and risks leaks, fragmentation and use after free.',
    },
  },
  'How does a hash table work?': {
    purpose: {
      key_points: [
        'lookups, inserts and deletes by key take constant time on average',
        'it maps keys to values, so data is found directly without searching',
        'it makes caching, counting and checking for duplicates quick and simple',
      ],
      in_plain_words: [
        'finding, adding or removing something by its key is super fast, basically O(1)',
        'you store key and value pairs, so you get a value straight from its key without looping',
        'it is handy for caches, counting things or checking if you have already seen something',
      ],
      concepts: [
        c('constant time', 'constant time', 'o(1)', 'fast lookup', 'instant'),
        c('key-value', 'key value', 'map', 'directly', 'without searching', 'no loop'),
        c('caching and counting', 'cache', 'counting', 'duplicates', 'frequency'),
      ],
      strong_answer:
        'Explains that a hash table makes lookups, inserts and deletes by key take constant time on average, maps keys to values so data is found directly without searching, and makes caching, counting and duplicate checks quick and simple, as with users stored by id.',
    },
    uses: {
      key_points: [
        'fast lookup by a unique key, such as a cache or users by id',
        'counting occurrences or removing duplicates in one pass',
        'when keys must stay sorted or be queried by range, use a tree',
      ],
      in_plain_words: [
        'when you need to find things fast by an id or name, like a cache',
        'when you want to count how often things appear or get rid of duplicates',
        'if you need the keys in order or a range of them, use a tree map instead',
      ],
      concepts: [
        c('lookup by key', 'lookup', 'look up', 'by key', 'by id', 'cache', 'dictionary'),
        c('counting', 'counting', 'frequency', 'duplicates', 'dedupe'),
        c('ordered structure', 'sorted', 'in order', 'range', 'treemap', 'balanced tree'),
      ],
      strong_answer:
        'Uses a hash table for fast lookup by a unique key, such as a cache or users by id, and for counting occurrences or removing duplicates in one pass, and picks a balanced tree instead when keys must stay sorted or be queried by range.',
    },
    drawbacks: {
      key_points: [
        'collisions can degrade operations to linear time in the worst case',
        'keys are unordered, so sorted iteration and range queries are not supported',
        'it uses extra memory for the empty buckets that keep it fast',
      ],
      in_plain_words: [
        'if lots of keys land in the same slot it gets slow, as bad as a list',
        'the keys are not in any order, so you cannot get them sorted or ask for a range',
        'it keeps lots of empty slots so it does not get too full, which wastes memory',
      ],
      concepts: [
        c('collisions', 'collisions', 'collision', 'worst case', 'o(n)', 'bad hash'),
        c('no order', 'unordered', 'no order', 'not sorted', 'range', 'range query'),
        c('memory', 'memory', 'extra memory', 'empty slots', 'wasted space', 'load factor', 'resize'),
      ],
      strong_answer:
        'Names the costs of a hash table: collisions can degrade operations to linear time in the worst case, keys have no order, so sorted iteration and range queries need another structure, and spare buckets use extra memory, with occasional slow resizes as it grows.',
    },
  },
  'What is Big O notation?': {
    purpose: {
      key_points: [
        'it compares algorithms without depending on hardware, language or exact timings',
        'it shows how code will scale as the input gets larger',
        'it gives developers a common language for talking about performance',
      ],
      in_plain_words: [
        'you can compare two algorithms without running them, no matter what computer you use',
        'it tells you if your code will get way too slow when the data gets bigger',
        'everyone uses the same terms, so you can explain why one solution is faster',
      ],
      concepts: [
        c(
          'comparison',
          'compare',
          'comparison',
          'hardware',
          'without running',
          'independent',
          'which is better',
        ),
        c('scalability', 'scale', 'scales', 'grows', 'larger input', 'bigger data', 'input size'),
        c('common language', 'common language', 'communicate', 'same terms', 'discuss'),
      ],
      strong_answer:
        'Explains that Big O lets developers compare algorithms without depending on hardware, language or exact timings, shows how code will scale as the input grows, such as a quadratic loop slowing badly, and gives a common language for discussing performance.',
    },
    uses: {
      key_points: [
        'choosing between algorithms or data structures before writing the code',
        'finding code that will not scale, such as nested loops over large data',
        'for small inputs or close options, measure with benchmarks instead',
      ],
      in_plain_words: [
        'when deciding which algorithm or data structure to use before you write anything',
        'when looking for slow parts, like a loop inside a loop over lots of data',
        'if the data is small or two options are close, just time them and see',
      ],
      concepts: [
        c('choosing', 'choose', 'algorithm', 'data structure', 'design', 'decide'),
        c('scaling problems', 'nested loops', 'not scale', 'bottleneck', 'large data', 'optimize'),
        c('benchmarking', 'benchmark', 'measure', 'profile', 'profiling', 'small input', 'real speed'),
      ],
      strong_answer:
        'Uses Big O to choose between algorithms and data structures before coding and to find code that will not scale, such as nested loops over large data, and relies on benchmarks and profiling instead for small inputs or close options, where constant factors decide.',
    },
    drawbacks: {
      key_points: [
        'it drops constants, so it does not show the real running time',
        'for small inputs, an algorithm with worse Big O can be faster',
        'it usually describes the worst case, which may rarely happen in practice',
      ],
      in_plain_words: [
        'it ignores constants, so it does not tell you how many seconds something actually takes',
        'for small data, the one with the worse Big O can actually run faster',
        'it usually shows the worst case, which might almost never happen in real use',
      ],
      concepts: [
        c('constants', 'constants', 'constant factors', 'real time', 'actual speed', 'ignores'),
        c('small inputs', 'small input', 'small data', 'faster', 'worse big o', 'hardware', 'cache'),
        c('worst case', 'worst case', 'average case', 'rarely', 'typical', 'real use', 'misleading'),
      ],
      strong_answer:
        'Names the limits of Big O: it drops constants, so it does not give the real running time, an algorithm with worse complexity can be faster on small inputs or thanks to caches, and its usual worst-case bound can mislead where the typical case matters.',
    },
  },
  'What are the main principles of object-oriented programming?': {
    purpose: {
      key_points: [
        'code is reused through inheritance and composition instead of being copied',
        'code is modular, so it is easier to maintain and change',
        'objects model real-world things, making large programs easier to understand',
      ],
      in_plain_words: [
        'you can reuse code through inheritance instead of writing the same thing again',
        'the code is split into separate objects, so it is easier to fix and change',
        'objects match real things like a customer or an order, so big programs are easier to understand',
      ],
      concepts: [
        c('reuse', 'reuse', 'reusable', 'inheritance', 'no duplication', 'write once', 'dry'),
        c(
          'maintainability',
          'maintain',
          'maintainable',
          'modular',
          'easier to change',
          'organized',
          'data hiding',
        ),
        c('real-world modelling', 'real world', 'real-world', 'model', 'objects', 'entities'),
      ],
      strong_answer:
        'Explains that object-oriented programming lets code be reused through inheritance and composition, keeps it modular so it is easier to maintain and change, with data hidden behind methods, and models real-world things as objects, making large programs easier to understand.',
    },
    uses: {
      key_points: [
        'large applications with many related entities, such as banking or e-commerce systems',
        'projects maintained by a team over a long time, where modular code helps',
        'for small scripts or data processing, a functional or procedural style is simpler',
      ],
      in_plain_words: [
        'big apps with lots of things like accounts, orders and customers that have data and actions',
        'when a team works on the code for years and needs to keep it organised',
        'for a small script or just processing data, plain functions are simpler than classes',
      ],
      concepts: [
        c('large applications', 'large', 'big apps', 'entities', 'domain', 'enterprise'),
        c('team projects', 'maintain', 'long term', 'organized', 'modular', 'many developers'),
        c('functional style', 'functional', 'procedural', 'script', 'data processing', 'plain functions'),
      ],
      strong_answer:
        'Uses object-oriented design for large applications with many related entities, such as banking or e-commerce, and for projects a team maintains over years, where modular code helps, and prefers functional or procedural code for small scripts and data processing.',
    },
    drawbacks: {
      key_points: [
        'it adds boilerplate and complexity, which is overkill for small programs',
        'deep inheritance hierarchies become rigid and hard to change',
        'objects and indirection can make programs slower and use more memory',
      ],
      in_plain_words: [
        'you need lots of classes and extra code, which is too much for small programs',
        'when classes inherit from classes many levels deep, changing anything becomes hard',
        'all the objects and method calls can make it slower and use more memory',
      ],
      concepts: [
        c('complexity', 'complex', 'complexity', 'boilerplate', 'overkill', 'extra code', 'over-engineering'),
        c(
          'rigid hierarchies',
          'inheritance',
          'deep hierarchy',
          'rigid',
          'fragile base class',
          'tight coupling',
        ),
        c('performance', 'slower', 'memory', 'performance', 'overhead', 'more memory'),
      ],
      strong_answer:
        'Names the costs of object-oriented design: classes and abstractions add boilerplate and complexity that is overkill for small programs, deep inheritance hierarchies become rigid and fragile, and objects and indirection can make programs slower and hungrier for memory than procedural code.',
    },
  },
  'What is the difference between SQL and NoSQL databases?': {
    purpose: {
      key_points: [
        'SQL databases keep data consistent with ACID transactions and constraints',
        'NoSQL databases have a flexible schema, so records can vary in shape',
        'NoSQL databases scale horizontally across many servers for large data',
      ],
      in_plain_words: [
        'SQL keeps your data correct and consistent with transactions and rules like foreign keys',
        'NoSQL lets you store data without a fixed structure, so each record can have different fields',
        'NoSQL is easier to spread across lots of servers when you have huge amounts of data',
      ],
      concepts: [
        c('acid', 'acid', 'transactions', 'consistent', 'consistency', 'integrity', 'foreign key'),
        c(
          'flexible schema',
          'flexible schema',
          'schema-less',
          'schemaless',
          'no fixed schema',
          'different fields',
          'json',
        ),
        c(
          'horizontal scaling',
          'horizontal',
          'scale out',
          'many servers',
          'big data',
          'sharding',
          'scalability',
        ),
      ],
      strong_answer:
        'Explains that SQL databases keep related data consistent with ACID transactions and constraints and answer complex queries with joins, while NoSQL databases allow a flexible schema where records vary in shape and scale horizontally across many servers for large volumes.',
    },
    uses: {
      key_points: [
        'choose SQL for structured, related data needing transactions, such as payments or orders',
        'choose NoSQL for huge volumes or unstructured, changing data, such as logs or sessions',
        'many systems use both, each for the data it suits best',
      ],
      in_plain_words: [
        'use SQL when the data is structured and connected and needs transactions, like payments or orders',
        'use NoSQL for huge amounts of data or data without a fixed shape, like logs or sessions',
        'a lot of apps use both, SQL for the core data and NoSQL for the rest',
      ],
      concepts: [
        c('sql use', 'structured', 'relational', 'transactions', 'payments', 'banking'),
        c('nosql use', 'unstructured', 'huge volume', 'big data', 'logs', 'sessions', 'flexible'),
        c('both', 'polyglot', 'depends', 'mix', 'default'),
      ],
      strong_answer:
        'Chooses SQL for structured, related data needing transactions, such as payments or orders, NoSQL for huge volumes or unstructured, changing data such as logs, sessions or catalogues, and notes that many systems use both, each for the data it suits best.',
    },
    drawbacks: {
      key_points: [
        'SQL databases are harder to scale horizontally across many servers',
        'SQL schemas are rigid, so changing them needs migrations',
        'NoSQL often lacks joins and full transactions, risking inconsistent data',
      ],
      in_plain_words: [
        'SQL databases are hard to spread over many servers, so you often just get a bigger machine',
        'changing the structure of a SQL table means running a migration, which can be painful',
        'NoSQL usually cannot do joins or proper transactions, so the data can end up inconsistent',
      ],
      concepts: [
        c(
          'scaling',
          'hard to scale',
          'vertical scaling',
          'bigger machine',
          'sharding',
          'horizontal',
          'scale',
        ),
        c('rigid schema', 'rigid', 'fixed schema', 'migration', 'schema change', 'alter table'),
        c(
          'consistency',
          'no joins',
          'eventual consistency',
          'inconsistent',
          'no transactions',
          'duplicated',
          'consistency',
        ),
      ],
      strong_answer:
        'Names the costs of each: SQL databases are harder to scale horizontally and their rigid schemas need migrations to change, while NoSQL stores often lack joins and full transactions, so data gets duplicated and can become inconsistent, leaving more work to application code.',
    },
  },
  'What is a REST API?': {
    purpose: {
      key_points: [
        'it uses standard HTTP, so any client or language can use it',
        'being stateless, it scales easily by adding more servers',
        'it separates client and server, so each can change independently',
      ],
      in_plain_words: [
        'it just uses normal HTTP, so any app or language can call it easily',
        'the server does not remember clients between requests, so you can just add more servers',
        'the frontend and backend are separate, so you can change one without the other',
      ],
      concepts: [
        c('standard http', 'http', 'standard', 'any language', 'any client', 'json'),
        c('stateless scaling', 'stateless', 'scale', 'scalable', 'more servers', 'load balancer'),
        c('separation', 'client server', 'separate', 'frontend', 'backend', 'independent', 'decoupled'),
      ],
      strong_answer:
        'Explains that REST uses standard HTTP, so any client or language can call it, that statelessness lets it scale by adding servers behind a load balancer, and that it separates client from server so each can change independently, with GET responses cacheable.',
    },
    uses: {
      key_points: [
        'web and mobile apps talking to a backend over HTTP',
        'public APIs that many outside clients and developers will use',
        'for real-time updates or fast internal calls, use WebSockets or gRPC',
      ],
      in_plain_words: [
        'when a web or mobile app needs to get and save data on a server',
        'when you make a public API that lots of other developers and apps will use',
        'for live updates like chat, or fast calls between your own services, use WebSockets or gRPC',
      ],
      concepts: [
        c('web and mobile apps', 'web app', 'mobile app', 'frontend', 'backend', 'crud', 'client'),
        c('public api', 'public api', 'third party', 'external', 'developers', 'integration'),
        c('alternatives', 'websocket', 'websockets', 'grpc', 'graphql', 'real-time', 'real time'),
      ],
      strong_answer:
        'Uses REST for web and mobile apps reading and saving data on a backend and for public APIs many outside clients will call, and picks WebSockets for real-time updates, gRPC for fast internal service calls or GraphQL for flexible queries instead.',
    },
    drawbacks: {
      key_points: [
        'clients often over-fetch or under-fetch data, needing several requests per page',
        'it does not suit real-time updates, since the server cannot push',
        'text-based JSON over HTTP adds overhead compared with binary protocols',
      ],
      in_plain_words: [
        'you often get too much data or not enough, so you need lots of calls for one page',
        'the server cannot push updates to you, so for live data you have to keep polling',
        'sending JSON over HTTP every time is heavier and slower than a binary format',
      ],
      concepts: [
        c(
          'over-fetching',
          'over-fetching',
          'under-fetching',
          'too much data',
          'multiple requests',
          'round trips',
          'many calls',
        ),
        c('real-time', 'real-time', 'real time', 'polling', 'websocket'),
        c('overhead', 'overhead', 'slower', 'json', 'headers', 'verbose', 'binary'),
      ],
      strong_answer:
        'Names the costs of REST: clients often over-fetch or under-fetch data and need several requests per page, the server cannot push real-time updates without polling or WebSockets, and text JSON over HTTP adds overhead compared with binary protocols, with versioning left to convention.',
    },
  },
  'What is the difference between an abstract class and an interface?': {
    purpose: {
      key_points: [
        'an interface defines a contract that unrelated classes can implement',
        'an abstract class shares common code and state among related subclasses',
        'a class can implement several interfaces, giving a form of multiple inheritance',
      ],
      in_plain_words: [
        'an interface says what methods a class must have, and any class can promise to have them',
        'an abstract class lets child classes share the same code and fields instead of copying',
        'a class can only extend one class but can implement lots of interfaces',
      ],
      concepts: [
        c('contract', 'contract', 'interface', 'must implement', 'unrelated classes', 'capability'),
        c('shared code', 'shared code', 'common code', 'base class', 'reuse', 'fields'),
        c(
          'multiple inheritance',
          'multiple inheritance',
          'multiple interfaces',
          'many interfaces',
          'only one class',
          'extend one',
        ),
      ],
      strong_answer:
        'Explains that an interface defines a contract any class, even unrelated ones, can implement, an abstract class shares common code and state among related subclasses, and a class can implement many interfaces but extend only one class, giving interfaces a form of multiple inheritance.',
    },
    uses: {
      key_points: [
        'choose an interface for a capability shared by unrelated classes',
        'choose an abstract class for closely related classes sharing code and state',
        'prefer interfaces by default, since a class can implement several',
      ],
      in_plain_words: [
        'use an interface when different, unrelated classes need the same ability, like being comparable',
        'use an abstract class when child classes are closely related and share code or fields',
        'if you are not sure, go with an interface, because a class can implement many',
      ],
      concepts: [
        c('capability', 'interface', 'capability', 'unrelated', 'can do', 'contract', 'ability'),
        c(
          'family of classes',
          'abstract class',
          'related',
          'share code',
          'common code',
          'base class',
          'is-a',
        ),
        c('interface by default', 'default', 'prefer interface', 'flexible', 'multiple', 'many interfaces'),
      ],
      strong_answer:
        'Chooses an interface for a capability shared by unrelated classes, such as being comparable, an abstract class for closely related classes that share code and state, and prefers interfaces by default, since a class can implement several but extend only one class.',
    },
    drawbacks: {
      key_points: [
        'a class can extend only one abstract class',
        'an interface holds no state, so implementations may duplicate code',
        'changing a base class or interface can break every class that uses it',
      ],
      in_plain_words: [
        'if you extend an abstract class, you cannot extend any other class',
        'an interface cannot keep fields, so each class might end up writing the same code again',
        'if you change the parent or add a method to the interface, all the classes using it can break',
      ],
      concepts: [
        c('single inheritance', 'only one', 'single inheritance', 'extend one', 'one class', 'cannot extend'),
        c('duplication', 'no state', 'no fields', 'duplicate', 'duplicated', 'same code', 'repeat'),
        c('breaking changes', 'breaks', 'add a method', 'tight coupling', 'every class', 'default method'),
      ],
      strong_answer:
        'Names the costs of each: a class can extend only one abstract class, which also couples subclasses to its internals, an interface holds no state, so implementations may duplicate code, and adding a method to either can break every class that uses it unless it has a default.',
    },
  },
  'What is the difference between an array and a linked list?': {
    purpose: {
      key_points: [
        'arrays give constant-time access to any element by index',
        'linked lists insert and delete quickly without shifting elements',
        'linked lists grow and shrink easily without a fixed size',
      ],
      in_plain_words: [
        'with an array you can jump straight to any item by its index, which is really fast',
        'in a linked list you just change pointers to add or remove, nothing has to be moved',
        "a linked list can grow as big as you need, you don't have to pick a size first",
      ],
      concepts: [
        c('random access', 'index', 'random access', 'constant time', 'o(1)', 'fast access'),
        c('cheap insertion', 'insert', 'delete', 'remove', 'no shifting', 'pointers'),
        c('dynamic size', 'dynamic size', 'shrink', 'fixed size', 'resize', 'no size'),
      ],
      strong_answer:
        'Explains that arrays give constant-time access to any element by index and are cache-friendly, while linked lists insert and delete at a known node quickly by changing pointers without shifting elements, and grow or shrink freely without a fixed size.',
    },
    uses: {
      key_points: [
        'choose an array when you mostly read by index or loop through',
        'choose a linked list when you often insert or remove in the middle',
        'arrays are usually the default in practice, since they use the cache better',
      ],
      in_plain_words: [
        'use an array when you mostly read items by position or loop over them',
        'use a linked list when you keep adding and removing items in the middle',
        'most of the time just use an array, because it is faster in practice',
      ],
      concepts: [
        c('array use', 'array', 'index', 'random access', 'loop', 'arraylist'),
        c('linked list use', 'linked list', 'insert', 'remove', 'frequent changes', 'queue'),
        c('array by default', 'default', 'cache', 'faster in practice', 'most of the time', 'vector'),
      ],
      strong_answer:
        'Chooses an array when the data is mostly read by index or iterated, a linked list when items are often inserted or removed in the middle at known nodes, and defaults to a dynamic array in practice, since it uses the cache better and is usually faster.',
    },
    drawbacks: {
      key_points: [
        'arrays must shift elements to insert or delete, which takes linear time',
        'linked lists need linear time to reach an element by position',
        'linked lists use extra memory for pointers and are cache-unfriendly',
      ],
      in_plain_words: [
        'to add or remove in the middle of an array, you have to move everything after it',
        'in a linked list you have to walk from the start to get to an item',
        'each linked list node needs extra memory for its pointer, and it is slower for the cache',
      ],
      concepts: [
        c('shifting', 'shift', 'shifting', 'move everything', 'fixed size', 'resize', 'copy'),
        c('no random access', 'no random access', 'from the start', 'traverse', 'o(n)', 'slow access'),
        c('pointer memory', 'extra memory', 'pointer', 'pointers', 'cache', 'overhead', 'memory'),
      ],
      strong_answer:
        'Names the costs of each: arrays have a fixed size or must copy to grow, and shift elements to insert or delete, while linked lists must walk from the head to reach an element and spend extra memory on pointers, scattering nodes so the cache helps less.',
    },
  },
  'What is encapsulation?': {
    purpose: {
      key_points: [
        'it hides data so outside code cannot change it directly',
        'methods validate every change, so the object stays in a valid state',
        'internals can change without breaking the code that uses the class',
      ],
      in_plain_words: [
        'the data is private, so other code cannot just change it however it wants',
        'the methods can check values first, so nobody sets something wrong like a negative balance',
        'you can change how the class works inside and the code using it does not break',
      ],
      concepts: [
        c('data hiding', 'data hiding', 'access'),
        c('validation', 'validate', 'validation', 'setter', 'invalid', 'negative'),
        c('flexibility', 'without breaking', 'maintain', 'maintainable', 'flexible', 'internals'),
      ],
      strong_answer:
        'Explains that encapsulation hides data so outside code cannot change it directly, lets methods validate every change so the object stays valid, such as a balance that never goes negative, and lets the internals change without breaking the code that uses the class.',
    },
    uses: {
      key_points: [
        'an object whose data has rules, such as a balance that cannot go negative',
        'a class or library whose internals may change without affecting its users',
        'for simple data holders, plain public fields or records are fine',
      ],
      in_plain_words: [
        'when the data has rules, like a bank balance that can never go below zero',
        'when you write a class or library others use, so you can change the inside later',
        'for a simple object that just holds data, plain fields or a record are enough',
      ],
      concepts: [
        c('rules', 'validation', 'balance', 'invalid', 'invariant', 'bank account'),
        c('stable api', 'library', 'api', 'internals', 'change later', 'users', 'public methods'),
        c('plain data', 'data class', 'dto', 'public fields', 'plain data'),
      ],
      strong_answer:
        'Applies encapsulation to objects whose data has rules, such as a balance that cannot go negative, and to classes or libraries whose internals may change without affecting users, and uses plain public fields or records for simple data holders.',
    },
    drawbacks: {
      key_points: [
        'getters and setters for every field add lots of boilerplate code',
        'private internals are harder to test and debug directly',
        'trivial getters and setters still expose the data, giving little real protection',
      ],
      in_plain_words: [
        'you write a getter and setter for every field, which is a lot of extra code',
        'private stuff is harder to test, so people make things public or use reflection',
        "if every field has a plain getter and setter, the data isn't really hidden at all",
      ],
      concepts: [
        c('boilerplate', 'boilerplate', 'getters and setters', 'extra code', 'verbose', 'more code'),
        c('testability', 'hard to test', 'testing', 'debug', 'reflection', 'private methods'),
        c(
          'false hiding',
          'not really hidden',
          'exposes',
          'expose',
          'still public',
          'pointless',
          'no real protection',
        ),
      ],
      strong_answer:
        'Names the costs of encapsulation: getters and setters for every field add boilerplate, private internals are harder to test and debug directly, tempting reflection or widened access, and trivial getters and setters still expose the data, giving little real protection.',
    },
  },
  'What is inheritance in object-oriented programming?': {
    purpose: {
      key_points: [
        'common code is written once in a parent class and reused by subclasses',
        'subclasses can extend or override behaviour without changing the parent',
        'it enables polymorphism, treating subclasses as their parent type',
      ],
      in_plain_words: [
        'you write the shared code once in the parent and the child classes just reuse it',
        'a child class can add or change behaviour without touching the parent class',
        'you can treat a dog as an animal and call the same methods on any animal',
      ],
      concepts: [
        c(
          'code reuse',
          'reuse',
          'reusability',
          'write once',
          'no duplication',
          'shared code',
          'parent class',
        ),
        c('extension', 'extend', 'override', 'add', 'change behaviour', 'customize', 'subclass'),
        c('polymorphism', 'polymorphism', 'parent type', 'is-a', 'treat as', 'base type'),
      ],
      strong_answer:
        'Explains that inheritance writes common code once in a parent class for subclasses to reuse, lets subclasses extend or override behaviour without changing the parent, and enables polymorphism, treating a subclass such as Dog as its parent type Animal.',
    },
    uses: {
      key_points: [
        'a true is-a relationship, such as a dog being an animal',
        'several classes share most of their code and behaviour',
        'for has-a relationships or mixing behaviours, prefer composition instead',
      ],
      in_plain_words: [
        'when the child really is a kind of the parent, like a dog is an animal',
        'when several classes share a lot of the same code and behaviour',
        'if it is more of a has-a relationship, just put one object inside another instead',
      ],
      concepts: [
        c('is-a', 'is-a', 'is a', 'kind of', 'animal'),
        c('shared behaviour', 'shared code', 'common behaviour', 'reuse', 'similar classes', 'same code'),
        c(
          'composition',
          'composition',
          'has-a',
          'has a',
          'favor composition',
          'prefer composition',
          'delegate',
        ),
      ],
      strong_answer:
        'Uses inheritance for a true is-a relationship, such as a dog being an animal, where several classes share most of their code and behaviour, and prefers composition for has-a relationships or when behaviours must be mixed, to avoid rigid hierarchies.',
    },
    drawbacks: {
      key_points: [
        'subclasses are tightly coupled to the parent, so parent changes can break them',
        'deep hierarchies become complex, rigid and hard to understand',
        'subclasses inherit methods they do not need or that do not fit',
      ],
      in_plain_words: [
        'the child depends on how the parent works, so changing the parent can break the children',
        'with many levels of classes, the code gets complicated and hard to follow or change',
        'a child gets all the parent methods, even ones that make no sense for it',
      ],
      concepts: [
        c(
          'tight coupling',
          'tight coupling',
          'tightly coupled',
          'fragile base class',
          'breaks',
          'parent changes',
          'dependent',
        ),
        c(
          'deep hierarchy',
          'deep hierarchy',
          'complex',
          'rigid',
          'hard to understand',
          'many levels',
          'hard to change',
        ),
        c(
          'unwanted methods',
          'unwanted methods',
          'not needed',
          'no sense',
          'does not fit',
          'inherits everything',
        ),
      ],
      strong_answer:
        'Names the costs of inheritance: subclasses are tightly coupled to the parent, so its changes can break them, deep hierarchies become complex, rigid and hard to follow, and subclasses inherit every parent method, even ones that make no sense for them.',
    },
  },
  'What is the difference between TCP and UDP?': {
    purpose: {
      key_points: [
        'TCP guarantees reliable, ordered delivery, resending lost packets',
        'UDP is faster, with lower latency and overhead than TCP',
        'TCP controls flow and congestion so it does not overwhelm the network',
      ],
      in_plain_words: [
        'with TCP all the data gets there and in the right order, lost bits are sent again',
        'UDP is faster and lighter because it skips the handshake and the checking',
        'TCP slows down when the network or receiver is busy so nothing gets flooded',
      ],
      concepts: [
        c('reliability', 'reliable', 'guaranteed', 'in order', 'resend', 'retransmit', 'lost packets'),
        c('speed', 'faster', 'low latency', 'lightweight', 'no handshake', 'less overhead'),
        c(
          'congestion control',
          'congestion control',
          'flow control',
          'slows down',
          'overwhelm',
          'busy network',
        ),
      ],
      strong_answer:
        'Explains that TCP guarantees reliable, ordered delivery by resending lost packets and controls flow and congestion so senders do not overwhelm the receiver or network, while UDP skips the handshake and acknowledgements, giving lower latency and overhead.',
    },
    uses: {
      key_points: [
        'choose TCP when all data must arrive correctly, such as web pages or files',
        'choose UDP for real-time traffic, such as video calls, games or streaming',
        'DNS uses UDP for quick, small queries that can simply be retried',
      ],
      in_plain_words: [
        'use TCP when everything has to arrive perfectly, like web pages, emails or downloading files',
        'use UDP for live stuff like video calls or games, where speed matters more than a lost packet',
        'small quick lookups like DNS use UDP, because if one is lost you just ask again',
      ],
      concepts: [
        c('tcp use', 'web', 'http', 'file transfer', 'email', 'download', 'reliable'),
        c('udp use', 'video call', 'games', 'streaming', 'real-time', 'voip'),
        c('dns', 'dns', 'small queries', 'quick lookups', 'retry', 'ask again'),
      ],
      strong_answer:
        'Chooses TCP when all data must arrive correctly and in order, as in web pages, email or file transfer, UDP for real-time traffic such as video calls, games and live streaming, and notes that DNS uses UDP for small queries that can simply be retried.',
    },
    drawbacks: {
      key_points: [
        'TCP is slower, with handshake and acknowledgement overhead adding latency',
        'UDP can lose, duplicate or reorder packets without telling anyone',
        'over UDP, the application must handle reliability and ordering itself',
      ],
      in_plain_words: [
        'TCP is slower because of the handshake and waiting for acknowledgements',
        'with UDP packets can get lost or arrive out of order and nobody tells you',
        'if you need reliability on UDP, you have to build it into your own app',
      ],
      concepts: [
        c('tcp latency', 'slower', 'handshake', 'latency', 'overhead', 'acknowledgement', 'head-of-line'),
        c('unreliable', 'unreliable', 'packet loss', 'out of order', 'no guarantee'),
        c(
          'application reliability',
          'application',
          'build it yourself',
          'own code',
          'reliability',
          'retransmit',
        ),
      ],
      strong_answer:
        "Names the costs of each: TCP's handshake and acknowledgements add latency and overhead, and a lost segment stalls later data, while UDP can lose, duplicate or reorder packets without notice, so an application that needs reliability must build it itself.",
    },
  },
  'What is database normalization?': {
    purpose: {
      key_points: [
        'it removes duplicate data, so each fact is stored once',
        'it avoids insert, update and delete anomalies',
        'it keeps data consistent, since there is one copy to update',
      ],
      in_plain_words: [
        'you do not store the same data in lots of places, so less repeated data',
        'adding, changing or deleting one thing does not mess up other data',
        'since each fact is in one place, the data never disagrees with itself',
      ],
      concepts: [
        c('redundancy', 'redundancy', 'duplicate', 'duplication', 'repeated data', 'stored once', 'storage'),
        c('anomalies', 'anomaly', 'anomalies', 'update anomaly', 'insert', 'delete', 'update'),
        c('consistency', 'consistent', 'consistency', 'integrity', 'one place', 'one copy', 'accurate'),
      ],
      strong_answer:
        "Explains that normalization removes duplicate data so each fact is stored once, saving space, avoids insert, update and delete anomalies, and keeps data consistent because a change such as a customer's new address is made in one place.",
    },
    uses: {
      key_points: [
        'transactional systems with frequent writes, such as orders or banking',
        'when data integrity and consistency matter more than read speed',
        'for read-heavy reporting or analytics, denormalize to avoid costly joins',
      ],
      in_plain_words: [
        'normal apps where data is written and updated a lot, like orders or bank accounts',
        'when it really matters that the data is correct and never contradicts itself',
        'for reports and analytics that mostly read, you denormalize so queries need fewer joins',
      ],
      concepts: [
        c('oltp', 'oltp', 'transactional', 'writes', 'banking', 'updates'),
        c('integrity', 'integrity', 'consistency', 'correct', 'accurate', 'consistent'),
        c(
          'denormalization',
          'denormalize',
          'denormalization',
          'reporting',
          'analytics',
          'data warehouse',
          'fewer joins',
        ),
      ],
      strong_answer:
        'Normalizes transactional systems with frequent writes, such as orders or banking, where data integrity matters more than read speed, and denormalizes on purpose for read-heavy reporting or analytics, such as a data warehouse, to avoid costly joins.',
    },
    drawbacks: {
      key_points: [
        'more tables mean more joins, which makes queries slower',
        'queries become more complex to write and understand',
        'many small tables make the schema harder to design and maintain',
      ],
      in_plain_words: [
        'the data is split into lots of tables, so you need joins and reading gets slower',
        'the SQL gets longer and harder to write because you join so many tables',
        'there are so many small tables that the database is harder to design and understand',
      ],
      concepts: [
        c('join cost', 'joins', 'slower', 'performance', 'read performance'),
        c('complex queries', 'complex queries', 'complicated', 'harder to write', 'long queries', 'sql'),
        c(
          'many tables',
          'many tables',
          'more tables',
          'hard to design',
          'hard to understand',
          'maintain',
          'over-normalization',
        ),
      ],
      strong_answer:
        'Names the costs of normalization: splitting data across more tables means more joins, which slow queries on read-heavy systems, queries grow more complex to write and understand, and a heavily normalized schema with many small tables is harder to design and maintain.',
    },
  },
  'How does binary search work?': {
    purpose: {
      key_points: [
        'it finds an item in logarithmic time instead of checking every element',
        'it stays fast on huge data, about twenty steps for a million items',
        'it needs no extra memory beyond the sorted array itself',
      ],
      in_plain_words: [
        'it cuts the list in half each time, so it is way faster than checking one by one',
        'even with a million items it only needs about twenty steps',
        'it works right on the sorted array, so you do not need extra memory',
      ],
      concepts: [
        c('logarithmic time', 'o(log n)', 'log n', 'logarithmic', 'faster', 'halves'),
        c('large data', 'large', 'big data', 'scales', 'few steps'),
        c('no extra memory', 'no extra memory', 'o(1) space', 'in place', 'memory'),
      ],
      strong_answer:
        'Explains that binary search finds an item in logarithmic time by halving the range instead of checking every element, so it stays fast on huge data, about twenty steps for a million items, and needs no extra memory beyond the sorted array.',
    },
    uses: {
      key_points: [
        'searching large sorted data, such as a sorted array or index',
        'data searched many times but rarely changed, so sorting once pays off',
        'for small or unsorted data, use a linear search or a hash table',
      ],
      in_plain_words: [
        'when you have a big sorted list and need to find something in it quickly',
        'when the data does not change much but you search it a lot, so sorting once is worth it',
        'if the list is small or not sorted, just loop through it or use a hash map',
      ],
      concepts: [
        c('sorted data', 'sorted', 'sorted array', 'large', 'index', 'lookup'),
        c('frequent searches', 'many searches', 'search often', 'rarely changes', 'sort once', 'static'),
        c('alternatives', 'linear search', 'unsorted', 'hash map', 'hash table', 'small list', 'loop'),
      ],
      strong_answer:
        'Uses binary search on large sorted data such as sorted arrays or indexes, especially data searched many times but rarely changed, so sorting once pays off, and uses a linear scan or a hash table instead for small or unsorted data.',
    },
    drawbacks: {
      key_points: [
        'the data must be sorted first, which costs n log n time',
        'it needs random access, so it does not suit linked lists',
        'the boundaries and middle index are easy to get wrong',
      ],
      in_plain_words: [
        'the list has to be sorted first, and sorting takes time',
        'it needs to jump straight to the middle, so it does not work well on a linked list',
        'it is easy to mess up the start, end and middle and get off-by-one bugs',
      ],
      concepts: [
        c('sorting cost', 'sorted', 'sort first', 'sorting', 'n log n', 'keep sorted'),
        c('random access', 'random access', 'linked list', 'index', 'jump to middle', 'array'),
        c('boundary bugs', 'off by one', 'off-by-one', 'overflow', 'bounds', 'mid', 'infinite loop'),
      ],
      strong_answer:
        'Names the costs of binary search: the data must be sorted first and kept sorted, costing n log n time and slow inserts, it needs random access and gains nothing on a linked list, and its bounds and middle index are easy to get wrong, causing off-by-one bugs.',
    },
  },
  'What is the difference between a mutex and a semaphore?': {
    purpose: {
      key_points: [
        'a mutex lets one thread at a time into shared data, preventing race conditions',
        'a semaphore limits how many threads can use a resource at once',
        'a semaphore can also signal between threads, such as producer and consumer',
      ],
      in_plain_words: [
        'a mutex makes sure only one thread touches the shared data at a time, so no race conditions',
        'a semaphore lets a set number of threads in at once, like five database connections',
        'a semaphore can also be used by one thread to tell another that something is ready',
      ],
      concepts: [
        c(
          'mutual exclusion',
          'one thread',
          'one at a time',
          'mutual exclusion',
          'race condition',
          'critical section',
          'lock',
        ),
        c('counting', 'limit', 'at once', 'pool', 'permits', 'number of threads'),
        c('signalling', 'signal', 'signaling', 'signalling', 'producer consumer', 'notify'),
      ],
      strong_answer:
        'Explains that a mutex lets one thread at a time into shared data, preventing race conditions, while a semaphore limits how many threads can use a resource at once, such as a pool of connections, and can signal between threads, as producers and consumers do.',
    },
    uses: {
      key_points: [
        'use a mutex to protect shared data that only one thread may change',
        'use a semaphore to limit access to a pool, such as database connections',
        'use a semaphore rather than a mutex to signal events between threads',
      ],
      in_plain_words: [
        'use a mutex when only one thread at a time should change some shared data',
        'use a semaphore when a few threads can share something, like a pool of five connections',
        'if one thread needs to tell another that something happened, a semaphore works for that',
      ],
      concepts: [
        c('mutex use', 'mutex', 'lock', 'shared data', 'one thread', 'critical section'),
        c('pool limit', 'semaphore', 'pool', 'connections', 'limit', 'at most', 'permits'),
        c('signalling', 'signal', 'notify', 'event', 'producer', 'consumer'),
      ],
      strong_answer:
        'Uses a mutex to protect shared data that only one thread may change at a time, a counting semaphore to limit access to a pool such as database connections, and a semaphore rather than a mutex to signal events between threads, as a producer does.',
    },
    drawbacks: {
      key_points: [
        'both can cause deadlocks when threads wait on each other',
        'threads waiting on locks slow the program and reduce concurrency',
        'a semaphore has no owner, so any thread can release it by mistake',
      ],
      in_plain_words: [
        'if threads wait for each other in a loop, they get stuck forever in a deadlock',
        'threads have to wait their turn, so too much locking makes the program slow',
        'any thread can release a semaphore, even by accident, and the count goes wrong',
      ],
      concepts: [
        c('deadlock', 'deadlock', 'wait forever', 'starvation', 'priority inversion'),
        c('contention', 'slower', 'contention', 'bottleneck', 'performance'),
        c(
          'no ownership',
          'no owner',
          'any thread',
          'by mistake',
          'wrong count',
          'hard to debug',
          'forget to release',
        ),
      ],
      strong_answer:
        'Names the costs of each: both can deadlock when threads wait on each other or forget to release, waiting for locks slows the program and reduces concurrency, and a semaphore has no owner, so any thread can release it by mistake and corrupt the count.',
    },
  },
  'What is the difference between a stack and a queue?': {
    purpose: {
      key_points: [
        'a stack returns the most recent item first, which suits undo and function calls',
        'a queue processes items in arrival order, so the first in is served first',
        'both add and remove items in constant time without searching or shifting',
      ],
      in_plain_words: [
        'a stack gives you back the last thing you put in, which is handy for undo',
        'a queue keeps things in the order they came, so whoever came first goes first',
        'putting things in and taking them out is always quick because you only touch one end',
      ],
      concepts: [
        c('last in, first out', 'lifo', 'last in', 'most recent', 'undo', 'function calls'),
        c('first in, first out', 'fifo', 'first in', 'arrival order', 'first come', 'in order'),
        c('constant time', 'o(1)', 'constant time', 'one end'),
      ],
      strong_answer:
        'Explains that a stack hands back the most recent item first, which suits undo, function calls and backtracking, that a queue serves items in arrival order, which suits scheduling and buffering, and that both add and remove items in constant time at their ends.',
    },
    uses: {
      key_points: [
        'use a stack for undo, backtracking and depth-first search',
        'use a queue for task scheduling, buffers and breadth-first search',
        'when priority rather than arrival order matters, use a priority queue instead',
      ],
      in_plain_words: [
        'a stack when you need the last thing first, like undo or going back a step',
        'a queue when things should be handled in the order they came, like print jobs',
        'if the most important job should go first, you use a priority queue instead',
      ],
      concepts: [
        c('stack uses', 'undo', 'backtracking', 'depth-first', 'dfs', 'call stack', 'brackets'),
        c('queue uses', 'scheduling', 'print jobs', 'buffer', 'breadth-first', 'bfs', 'waiting line'),
        c('priority queue', 'priority queue', 'priority', 'heap', 'most important'),
      ],
      strong_answer:
        'Names a stack for work handled last in, first out, such as undo, backtracking, bracket matching and depth-first search, a queue for work served in arrival order, such as task scheduling, buffering and breadth-first search, and a priority queue when importance rather than arrival decides the order.',
    },
    drawbacks: {
      key_points: [
        'only the top or front element is accessible, with no random access',
        'searching for or removing an item in the middle takes slow linear time',
        'a stack can overflow and an unbounded queue can grow until memory runs out',
      ],
      in_plain_words: [
        'you can only get the item on top or at the front, not any one you want',
        'finding something in the middle means going through them one by one, which is slow',
        'a stack can overflow, and a queue can keep growing if nobody takes things out',
      ],
      concepts: [
        c('limited access', 'only the top', 'only the front', 'no random access', 'one end', 'restricted'),
        c('slow search', 'search', 'o(n)', 'linear'),
        c('overflow', 'stack overflow', 'overflow', 'out of memory', 'keeps growing', 'unbounded'),
      ],
      strong_answer:
        'Names the restricted access to only the top or front, so there is no random access and searching or removing from the middle costs linear time, and warns that a stack can overflow and an unbounded queue can grow until memory runs out.',
    },
  },
  'What is the difference between a primary key and a foreign key?': {
    purpose: {
      key_points: [
        'a primary key uniquely identifies each row, so there are no duplicate records',
        'a foreign key links related tables, such as orders to their customers',
        'together they enforce referential integrity, so no row points at missing data',
      ],
      in_plain_words: [
        'every row gets its own id, so you never get the same record twice',
        'the foreign key connects the tables, like each order to the customer who placed it',
        'the database will not let you point at a row that does not exist',
      ],
      concepts: [
        c('unique identification', 'unique', 'uniquely', 'identify', 'no duplicates', 'each row'),
        c('relationships', 'link', 'links', 'connect'),
        c(
          'referential integrity',
          'referential integrity',
          'integrity',
          'consistent',
          'orphan',
          'does not exist',
        ),
      ],
      strong_answer:
        'Explains that a primary key uniquely identifies each row so records are never duplicated and can be found, updated and joined, that a foreign key links related tables such as orders and customers, and that the database enforces referential integrity so no row points at missing data.',
    },
    uses: {
      key_points: [
        'give every table a primary key, usually an auto-increment id or UUID',
        'add a foreign key wherever a row refers to a row in another table',
        'a many-to-many relationship needs a junction table holding two foreign keys',
      ],
      in_plain_words: [
        'every table should have a primary key, usually just an id number',
        'you add a foreign key when a row points to another table, like an order to its customer',
        'for many-to-many, like students and courses, you make a middle table with both ids',
      ],
      concepts: [
        c('primary key on every table', 'every table', 'id column', 'auto increment', 'uuid', 'identify'),
        c('one-to-many', 'one-to-many', 'one to many', 'refers to', 'points to'),
        c('junction table', 'junction table', 'many-to-many', 'many to many', 'link table', 'middle table'),
      ],
      strong_answer:
        'Names a primary key for every table, usually an auto-increment id or UUID, a foreign key wherever a row refers to another table, as an order refers to its customer, and a junction table with two foreign keys for many-to-many relationships such as students and courses.',
    },
    drawbacks: {
      key_points: [
        'foreign key checks slow down inserts, updates and deletes',
        'a parent row cannot be deleted while children reference it unless deletes cascade',
        'a primary key whose value changes must be updated everywhere it is referenced',
      ],
      in_plain_words: [
        'the database has to check the link every time you add or change data, which is slower',
        'you can not delete a customer who still has orders unless you delete those too',
        'if the id ever changes you have to change it in every table that uses it',
      ],
      concepts: [
        c('slower writes', 'slower', 'overhead', 'inserts', 'every insert'),
        c('delete restrictions', 'cannot delete', 'cascade', 'on delete', 'parent row', 'child rows'),
        c('key changes', 'changes', 'update everywhere', 'natural key', 'every table', 'on update'),
      ],
      strong_answer:
        'Names the overhead of checking references on every insert, update and delete, explains that a parent row cannot be deleted while children reference it unless deletes cascade, which can remove more than intended, and warns that a changing key value must be updated in every referencing table.',
    },
  },
  'What is the difference between method overloading and method overriding?': {
    purpose: {
      key_points: [
        'overloading lets one method name handle different types or numbers of arguments',
        'overriding lets a subclass provide its own behaviour for an inherited method',
        'overriding enables runtime polymorphism, so code written for the parent works with any subclass',
      ],
      in_plain_words: [
        'with overloading you use the same name for similar methods instead of inventing new names',
        'with overriding the child class can do the job its own way',
        'you can call the method on the parent type and the right child version runs',
      ],
      concepts: [
        c('same name', 'same name', 'one name', 'readable', 'different arguments', 'different parameters'),
        c(
          'own behaviour',
          'own version',
          'own implementation',
          'customize',
          'change behaviour',
          'change behavior',
          'specialize',
        ),
        c(
          'polymorphism',
          'polymorphism',
          'runtime polymorphism',
          'parent type',
          'base class',
          'right version',
          'flexible',
        ),
      ],
      strong_answer:
        'Explains that overloading gives one readable name to the same operation over different argument types or counts, that overriding lets a subclass supply its own behaviour for an inherited method, and that this runtime polymorphism lets code written against the parent type work with any subclass.',
    },
    uses: {
      key_points: [
        'overload when one operation accepts different argument types or optional arguments',
        'override when a subclass must change inherited behaviour, such as toString or equals',
        'when a subclass is not truly a kind of its parent, prefer composition',
      ],
      in_plain_words: [
        'overload when you want the same method to work with different kinds or numbers of arguments, like several constructors',
        'override when the child class needs to do something differently, like its own toString',
        'if the child is not really a type of the parent, use an object inside it instead of inheriting',
      ],
      concepts: [
        c(
          'different arguments',
          'different arguments',
          'different parameters',
          'optional',
          'constructors',
          'convenience',
        ),
        c('custom behaviour', 'tostring', 'equals', 'subclass', 'own version', 'child class'),
        c('composition', 'composition', 'has-a', 'delegate', 'strategy', 'instead of inheritance'),
      ],
      strong_answer:
        'Names overloading when one operation takes different argument types or optional arguments, as constructors and print methods do, overriding when a subclass must change inherited behaviour such as toString or equals, and composition instead of overriding when the subclass is not truly a kind of its parent.',
    },
    drawbacks: {
      key_points: [
        'too many overloads are confusing, and the compiler may pick an unexpected one',
        'overriding ties subclasses to the parent, so parent changes can break them',
        'a mistyped signature silently overloads instead of overriding without an override annotation',
      ],
      in_plain_words: [
        'lots of methods with the same name get confusing, and the wrong one might get called',
        'if the parent class changes, the child classes that override its methods can break',
        'if you get the parameters slightly wrong you make a new method instead of overriding it',
      ],
      concepts: [
        c('ambiguity', 'confusing', 'ambiguous', 'wrong one', 'wrong method', 'static type'),
        c('tight coupling', 'tight coupling', 'coupling', 'fragile', 'breaks', 'parent changes'),
        c(
          'override annotation',
          '@override',
          'override annotation',
          'override keyword',
          'wrong signature',
          'typo',
        ),
      ],
      strong_answer:
        'Warns that many overloads confuse readers and are resolved from static types, so an unexpected one may run, that overriding couples subclasses to a parent whose changes can break them, and that a mistyped signature silently overloads instead of overriding unless an override annotation catches it.',
    },
  },
  'What is virtual memory?': {
    purpose: {
      key_points: [
        'programs can use more memory than the physical RAM installed',
        'each process gets its own isolated address space, protecting processes from each other',
        'each program sees one simple contiguous memory, so programming and loading are easier',
      ],
      in_plain_words: [
        'a program can use more memory than the computer actually has in RAM',
        "one program can not see or mess up another program's memory",
        'every program thinks it has one big block of memory all to itself, which makes things simpler',
      ],
      concepts: [
        c('more than RAM', 'more memory', 'more than ram', 'larger programs', 'disk', 'swap'),
        c('isolation', 'isolation', 'isolated', 'protection', 'own address space', 'cannot access'),
        c('simpler programming', 'contiguous', 'simpler', 'own memory', 'same addresses', 'abstraction'),
      ],
      strong_answer:
        'Explains that virtual memory lets programs use more memory than the installed RAM by keeping idle pages on disk, gives each process its own isolated address space so one cannot corrupt another, and presents each program with a simple contiguous memory that makes programming and loading easier.',
    },
    uses: {
      key_points: [
        'every general-purpose OS uses it to run many programs safely at once',
        'it lets large programs or datasets run when RAM alone is not enough',
        'real-time and small embedded systems avoid paging to keep timing predictable',
      ],
      in_plain_words: [
        'it is always on in Windows, Linux and phones, so lots of apps can run together',
        'when a program needs more memory than you have, it still runs using the disk',
        'things that must react exactly on time, like small devices, avoid it because the disk is slow',
      ],
      concepts: [
        c('multitasking', 'many programs', 'multitasking', 'at the same time', 'general-purpose', 'every os'),
        c('large workloads', 'large', 'big programs', 'more than ram', 'datasets', 'not enough ram'),
        c(
          'real-time systems',
          'real-time',
          'real time',
          'embedded',
          'predictable',
          'disable swap',
          'no paging',
        ),
      ],
      strong_answer:
        'Names virtual memory as always on in general-purpose operating systems so many programs run safely at once, useful when large programs or datasets exceed RAM, and avoided or pinned in real-time and small embedded systems, where paging would make timing unpredictable.',
    },
    drawbacks: {
      key_points: [
        'accessing a page on disk is far slower than reading RAM',
        'too much swapping causes thrashing, where the machine spends its time paging',
        'address translation and page tables add overhead in time and memory',
      ],
      in_plain_words: [
        'when the data has to come from the disk, it is much slower than from RAM',
        'if it swaps too much the computer just keeps moving pages and almost stops working',
        'translating every address and keeping the tables takes extra time and memory',
      ],
      concepts: [
        c('slow disk', 'disk', 'page fault', 'slower than ram', 'latency'),
        c('thrashing', 'thrashing', 'too much swapping', 'swapping', 'freezes', 'crawls'),
        c('translation overhead', 'overhead', 'translation', 'page tables', 'tlb', 'extra memory'),
      ],
      strong_answer:
        'Explains that a page fault served from disk is orders of magnitude slower than RAM, that too much swapping makes the machine thrash, spending its time moving pages instead of working, and that address translation and page tables add overhead in time and memory, which the TLB reduces.',
    },
  },
  'What is dependency injection?': {
    purpose: {
      key_points: [
        'code becomes easier to test because fakes or mocks replace real dependencies',
        'classes are loosely coupled, depending on interfaces rather than concrete classes',
        'implementations can be swapped without changing the class that uses them',
      ],
      in_plain_words: [
        'you can test a class by giving it fake versions instead of a real database',
        'the classes do not depend so much on each other, so changes do not spread',
        'you can switch to a different implementation without changing the code that uses it',
      ],
      concepts: [
        c('testability', 'testing', 'testable', 'mock', 'fake', 'unit test'),
        c('loose coupling', 'loose coupling', 'loosely coupled', 'decoupled', 'interface', 'less dependent'),
        c('swappable implementations', 'swap', 'switch', 'replace', 'different implementation', 'flexible'),
      ],
      strong_answer:
        'Explains that dependency injection makes code easier to unit test because fakes or mocks replace real databases and services, keeps classes loosely coupled to interfaces rather than concrete classes, and lets implementations be swapped, for example per environment, without changing the classes that use them.',
    },
    uses: {
      key_points: [
        'inject services with external dependencies such as databases, APIs and the clock',
        'use it when you need different implementations for testing, staging and production',
        'simple value objects and small scripts are simpler to create directly',
      ],
      in_plain_words: [
        'you inject things that talk to the outside world, like the database or another service',
        'use it when you want a fake version in tests and the real one in production',
        'for a small script or a simple data object, just create it with new',
      ],
      concepts: [
        c('external services', 'database', 'api', 'repository', 'external', 'services', 'clock'),
        c(
          'multiple implementations',
          'testing',
          'production',
          'environment',
          'different implementation',
          'mock',
        ),
        c('create directly', 'directly', 'small script', 'value object'),
      ],
      strong_answer:
        'Names injection for services that touch the outside world, such as repositories, API clients and clocks, and for implementations that differ between tests, staging and production, and says small scripts, value objects and pure helpers are simply created or called directly, since injecting them only adds indirection.',
    },
    drawbacks: {
      key_points: [
        'more interfaces and indirection make code harder to read and follow',
        'dependency injection frameworks add complexity and a learning curve, hiding wiring in configuration',
        'wiring errors appear only at runtime or startup, not at compile time',
      ],
      in_plain_words: [
        'there are so many layers and interfaces that it is hard to find which code actually runs',
        'the framework does things by magic, so it takes a while to learn and understand',
        'if something is wired wrong you only find out when the app starts, not when it compiles',
      ],
      concepts: [
        c(
          'indirection',
          'indirection',
          'harder to read',
          'hard to follow',
          'layers',
          'interfaces',
          'boilerplate',
        ),
        c('framework complexity', 'framework', 'magic', 'learning curve', 'complex', 'configuration'),
        c('runtime errors', 'runtime', 'startup', 'missing dependency', 'not at compile time', 'wiring'),
      ],
      strong_answer:
        'Names the extra interfaces and indirection that make it harder to see which implementation runs, the complexity and learning curve of a DI framework whose wiring is hidden in configuration or annotations, and wiring mistakes that surface only at runtime or startup rather than at compile time.',
    },
  },
  'What is an API?': {
    purpose: {
      key_points: [
        'programs reuse existing services such as payments or maps instead of building them',
        'different systems and languages can communicate through a standard interface',
        'internal details stay hidden, so each side can change without breaking the other',
      ],
      in_plain_words: [
        'you can use something already built, like payments or maps, instead of making it yourself',
        'two programs can talk to each other even if they are written in different languages',
        'you do not need to know how the other side works, and they can change it without breaking you',
      ],
      concepts: [
        c(
          'reuse',
          'reuse',
          'instead of building',
          'from scratch',
          'already built',
          'third-party',
          'integration',
        ),
        c(
          'communication',
          'communicate',
          'talk to each other',
          'different systems',
          'different languages',
          'standard',
        ),
        c('abstraction', 'hidden', 'abstraction', 'internals', 'without breaking', 'decouple'),
      ],
      strong_answer:
        'Explains that an API lets programs reuse services such as payments or maps instead of building them, lets systems written in different languages communicate through a standard interface, and hides internal details so each side can change its implementation without breaking the other as long as the contract holds.',
    },
    uses: {
      key_points: [
        'build an API when web and mobile clients share one backend',
        'use third-party APIs for payments, maps, email or login',
        'within one small program, call a function directly instead of a network API',
      ],
      in_plain_words: [
        'you make an API when both the website and the phone app need the same data',
        "you use someone else's API for things like taking payments or showing maps",
        'if it is all one small program, just call the function, there is no need for a web API',
      ],
      concepts: [
        c('shared backend', 'mobile app', 'web app', 'frontend', 'backend', 'clients'),
        c('third-party services', 'third-party', 'third party', 'payments', 'maps', 'email', 'login'),
        c('direct call', 'function call', 'directly', 'library', 'module', 'one program'),
      ],
      strong_answer:
        'Names an API when web and mobile clients or partners need the same backend, third-party APIs for payments, maps, email or login instead of building them, and a plain function call or library inside one small program, where a network API only adds latency and failure points.',
    },
    drawbacks: {
      key_points: [
        'relying on a third-party API means its outages, price changes or limits affect you',
        'an exposed API is an attack surface that needs authentication and rate limiting',
        'changing a published API can break clients, so it needs versioning',
      ],
      in_plain_words: [
        "if the other company's API goes down or gets expensive, your app suffers too",
        'anyone can try to call it, so you have to protect it with keys and limits',
        'once other apps use it you can not just change it, or their code breaks',
      ],
      concepts: [
        c('dependency', 'depend', 'dependency', 'goes down', 'outage', 'pricing', 'rate limits'),
        c('security', 'authentication', 'api key', 'exposed', 'abuse'),
        c(
          'versioning',
          'versioning',
          'breaking changes',
          'break clients',
          'backward compatible',
          'deprecation',
        ),
      ],
      strong_answer:
        'Names the dependence on a provider whose outages, pricing and rate limits become yours, the attack surface an exposed API creates, which needs authentication and rate limiting, and the versioning a published contract needs because changes break clients, along with the latency and failure of every network call.',
    },
  },
  'What is cloud computing?': {
    purpose: {
      key_points: [
        'there is no upfront hardware cost, since you pay only for what you use',
        'resources scale up or down quickly to match demand',
        'the provider handles maintenance, backups and availability, so teams focus on the product',
      ],
      in_plain_words: [
        'you do not have to buy servers, you just pay for what you use',
        'you can add more servers when lots of people come and remove them later',
        'the provider looks after the machines and backups, so you can focus on your app',
      ],
      concepts: [
        c('pay as you go', 'pay as you go', 'pay for what you use', 'no upfront', 'cheaper', 'cost'),
        c('scalability', 'scale', 'scalable', 'on demand', 'more servers', 'elastic'),
        c('managed infrastructure', 'maintenance', 'managed', 'backups', 'no hardware', 'provider handles'),
      ],
      strong_answer:
        'Explains that cloud computing removes upfront hardware cost because you pay for what you use, lets resources scale up and down in minutes to match demand, and hands maintenance, backups and availability to the provider so the team can focus on building the product.',
    },
    uses: {
      key_points: [
        'use it when traffic is unpredictable or spiky and needs to scale',
        'startups and new projects use it to launch fast without buying hardware',
        'steady heavy workloads or strict data rules can make own servers better',
      ],
      in_plain_words: [
        'when the number of users goes up and down a lot, like during a big sale',
        'for a new company or project you can start quickly without buying any machines',
        'if the load never changes or data must stay in-house, your own servers can be cheaper',
      ],
      concepts: [
        c('variable traffic', 'spiky', 'traffic spikes', 'unpredictable', 'scale', 'peaks'),
        c('startups', 'startup', 'new project', 'start quickly', 'no hardware', 'prototype'),
        c(
          'on-premises',
          'on-premises',
          'on premises',
          'own servers',
          'data residency',
          'compliance',
          'cheaper',
        ),
      ],
      strong_answer:
        'Names the cloud for unpredictable or spiky traffic that needs to scale and for startups and new projects that want to launch fast without buying hardware, and says steady heavy workloads or strict data residency and compliance rules can make on-premises servers cheaper or required.',
    },
    drawbacks: {
      key_points: [
        'costs can grow unexpectedly, and steady workloads can cost more than own servers',
        'vendor lock-in makes moving to another provider hard and expensive',
        "your data sits on someone else's servers, raising security and privacy concerns",
      ],
      in_plain_words: [
        'the bill can get really big if you are not careful, bigger than owning servers',
        "once you use one provider's special services it is hard to move to another",
        "your data is on another company's computers, so you worry about privacy and security",
      ],
      concepts: [
        c('cost', 'cost', 'expensive', 'unexpected', 'egress'),
        c('vendor lock-in', 'vendor lock-in', 'lock-in', 'locked in', 'hard to move', 'migrate'),
        c('security and privacy', 'privacy', 'data', 'someone else', 'compliance'),
      ],
      strong_answer:
        "Names costs that grow unexpectedly and can exceed owning servers for steady workloads, vendor lock-in that makes moving providers hard, and the security, privacy and compliance concerns of keeping data on a provider's servers, along with dependence on the internet and the provider's outages.",
    },
  },
  'What is an operating system?': {
    purpose: {
      key_points: [
        'it manages hardware so programs do not have to control devices directly',
        'many programs can run at once, sharing the CPU and memory',
        "it provides security and protection, keeping programs and users from each other's data",
      ],
      in_plain_words: [
        'programs do not need to know how the hardware works, the operating system handles it',
        'you can run lots of programs at the same time and they share the processor',
        "it keeps programs and users apart, so nobody can touch someone else's stuff",
      ],
      concepts: [
        c('hardware abstraction', 'hardware', 'abstraction', 'drivers', 'interface', 'manages'),
        c('multitasking', 'multitasking', 'at the same time', 'many programs', 'share the cpu', 'scheduling'),
        c('security', 'protection', 'permissions', 'isolation', 'users'),
      ],
      strong_answer:
        "Explains that an operating system manages the hardware so programs need not drive devices themselves, lets many programs run at once by sharing the CPU and memory between them, and provides security and protection so programs and users cannot reach each other's memory or files.",
    },
    uses: {
      key_points: [
        'a desktop OS such as Windows or macOS runs everyday user applications',
        'most servers, cloud machines and containers run on Linux',
        'tiny embedded devices run bare-metal code or a real-time OS instead',
      ],
      in_plain_words: [
        'on a laptop you use Windows or macOS to run your everyday apps',
        'servers and the cloud mostly run Linux, and Docker containers use it too',
        'a tiny chip doing one simple job can run without a full operating system',
      ],
      concepts: [
        c('desktop', 'desktop', 'windows', 'macos', 'laptop', 'personal computer'),
        c('servers', 'linux', 'server', 'servers', 'cloud', 'containers'),
        c('embedded', 'embedded', 'bare metal', 'bare-metal', 'real-time', 'rtos', 'microcontroller'),
      ],
      strong_answer:
        'Names a desktop OS such as Windows or macOS for everyday applications, Linux for servers, cloud machines and containers, and bare-metal firmware or a real-time OS instead of a general-purpose one for small embedded devices or hard timing deadlines.',
    },
    drawbacks: {
      key_points: [
        'the OS uses CPU, memory and disk itself, leaving less for programs',
        'system calls and context switches add overhead compared with direct hardware access',
        'bugs and vulnerabilities in the kernel can crash or compromise the whole machine',
      ],
      in_plain_words: [
        'the operating system itself takes up memory and processor time',
        'asking the system to do things and switching between programs takes extra time',
        'if the system itself has a bug or a hole, the whole computer can crash or get hacked',
      ],
      concepts: [
        c('resource usage', 'resources', 'uses memory', 'takes up', 'heavy', 'bloat'),
        c('context switches', 'context switch', 'system call', 'syscall', 'switching', 'overhead'),
        c('vulnerabilities', 'vulnerability', 'kernel bug', 'crash', 'hacked', 'exploit'),
      ],
      strong_answer:
        'Names the CPU, memory and storage the OS consumes itself, the overhead of system calls and context switches compared with direct hardware access, and the risk that a kernel bug or vulnerability crashes or compromises the whole machine, with general-purpose schedulers also giving no real-time guarantees.',
    },
  },
  'What is the difference between a compiler and an interpreter?': {
    purpose: {
      key_points: [
        'compiled code runs faster because it is translated to machine code beforehand',
        'a compiler catches many errors before the program runs',
        'an interpreter runs code immediately, which makes testing and debugging quicker',
      ],
      in_plain_words: [
        'a compiled program runs faster because it is already turned into machine code',
        'the compiler tells you about lots of mistakes before you even run it',
        'with an interpreter you run the code straight away, so trying things out is quick',
      ],
      concepts: [
        c('speed', 'faster', 'speed', 'performance', 'machine code', 'optimized'),
        c('early errors', 'compile time', 'errors', 'before running', 'mistakes', 'type check'),
        c('quick feedback', 'immediately', 'no build', 'debugging', 'interactive', 'repl'),
      ],
      strong_answer:
        'Explains that compiled code runs faster because it is translated to optimised machine code ahead of time, that a compiler catches many errors before the program runs, and that an interpreter runs code immediately with no build step, which makes testing, debugging and interactive experimenting quicker.',
    },
    uses: {
      key_points: [
        'compile when speed matters, as in games, operating systems and embedded software',
        'interpret for scripting, prototyping and data analysis where fast iteration matters',
        'many languages combine both, compiling to bytecode run by a JIT virtual machine',
      ],
      in_plain_words: [
        'you use a compiled language when it has to be really fast, like games',
        'you use an interpreted one like Python for quick scripts and trying out ideas',
        'Java does both, it compiles to bytecode and the JVM runs and speeds it up',
      ],
      concepts: [
        c('performance', 'performance', 'games', 'embedded', 'system software'),
        c('scripting', 'scripting', 'scripts', 'prototyping', 'python', 'data analysis'),
        c('JIT', 'jit', 'bytecode', 'jvm', 'just-in-time'),
      ],
      strong_answer:
        'Names compilation for performance-critical software such as games, operating systems and embedded code, interpretation for scripting, prototyping and data analysis where fast iteration matters more than speed, and a hybrid such as Java or C#, compiled to bytecode that a JIT virtual machine optimises.',
    },
    drawbacks: {
      key_points: [
        'interpreted code runs slower because it is translated while running',
        'compiled programs must be rebuilt for each platform and after every change',
        'interpreted code shows many errors only when that line runs',
      ],
      in_plain_words: [
        'an interpreted program is slower because it is being translated as it runs',
        'you have to compile again for every change and for every kind of computer',
        'with an interpreter, a mistake is only found when that line actually runs',
      ],
      concepts: [
        c('slower execution', 'slower', 'overhead', 'translated while running', 'performance'),
        c('rebuild', 'recompile', 'rebuild', 'each platform', 'build time', 'compile step'),
        c('runtime errors', 'runtime error', 'at run time', 'when it runs', 'crash', 'in production'),
      ],
      strong_answer:
        'Names the slower execution of interpreted code translated while it runs, the need to recompile compiled programs after every change and for each operating system and architecture, with slow builds in large projects, and interpreted code surfacing many errors only when a line actually runs.',
    },
  },
  'What is version control?': {
    purpose: {
      key_points: [
        'it keeps the full history, so you can go back to any version',
        'several developers can work on the same code in parallel and merge',
        'you can see who changed what, when and why',
      ],
      in_plain_words: [
        'you can see every old version and go back if something breaks',
        'a whole team can work on the same project at the same time without overwriting each other',
        'you can see who changed each line and why they did it',
      ],
      concepts: [
        c('history', 'go back', 'previous version', 'older version', 'revert', 'undo'),
        c('collaboration', 'collaborate', 'in parallel', 'same time', 'branches', 'merge'),
        c('accountability', 'who changed', 'who made', 'blame', 'track changes', 'commit message'),
      ],
      strong_answer:
        'Explains that version control keeps the full history so you can go back to any earlier version when something breaks, lets several developers work on the same code in parallel through branches and merges, and records who changed what and why, with every clone also serving as a backup.',
    },
    uses: {
      key_points: [
        'use it for every software project, even solo ones',
        'use it whenever a team collaborates, with branches and pull requests for review',
        'keep passwords, secrets and large binaries out of it',
      ],
      in_plain_words: [
        'you should use it for any code, even a small project you do alone',
        'when you work in a team, everyone works on branches and the changes get reviewed',
        'you should not put passwords or huge files like videos in the repository',
      ],
      concepts: [
        c('every project', 'every project', 'solo', 'personal project', 'any code'),
        c('teamwork', 'branches', 'pull request', 'code review', 'collaboration'),
        c('what to leave out', 'passwords', 'secrets', 'large files', 'binaries', '.gitignore'),
      ],
      strong_answer:
        'Names version control for every software project from day one, even a solo one, for every team collaborating through branches and reviewed pull requests, and says passwords, secrets, build output and large binaries stay out of the repository, in a secrets manager, .gitignore or Git LFS.',
    },
    drawbacks: {
      key_points: [
        'merge conflicts happen when people change the same lines',
        'tools such as Git have a steep learning curve for beginners',
        'large binary files and long histories make the repository big and slow',
      ],
      in_plain_words: [
        'when two people change the same part, you get conflicts you have to fix by hand',
        'git is confusing at first, with lots of commands to learn',
        'if you put big files in it, the repository gets huge and slow to download',
      ],
      concepts: [
        c('merge conflicts', 'merge conflict', 'merge conflicts', 'conflicts', 'same lines', 'resolve'),
        c('learning curve', 'learning curve', 'confusing', 'complex', 'hard to learn', 'commands'),
        c('repository size', 'large files', 'binary files', 'bloat'),
      ],
      strong_answer:
        'Names the merge conflicts that arise when people change the same lines, especially on long-lived branches, the learning curve of tools such as Git for beginners, and the bloat large binaries cause, making clones slow, while a secret once committed stays in the history.',
    },
  },
  'What is a primary key?': {
    purpose: {
      key_points: [
        'every row can be uniquely identified, so there are no duplicate rows',
        'lookups by key are fast because the database indexes it automatically',
        'foreign keys in other tables refer to it to link related data',
      ],
      in_plain_words: [
        'each row has its own id, so you never get the same row twice',
        'finding a row by its id is fast because the database keeps an index on it',
        'other tables use the id to connect to that row',
      ],
      concepts: [
        c('uniqueness', 'unique', 'uniquely', 'identify', 'no duplicates', 'each row'),
        c('fast lookup', 'index', 'indexed', 'search'),
        c('relationships', 'foreign key', 'link', 'other tables'),
      ],
      strong_answer:
        'Explains that a primary key uniquely identifies every row so duplicates cannot creep in and updates and deletes hit exactly one row, that the index built on it makes lookups fast, and that foreign keys in other tables refer to it to link related data.',
    },
    uses: {
      key_points: [
        'every table should have one, usually an auto-increment id or UUID',
        'a composite primary key suits link tables joining two other tables',
        'values that can change, such as emails, get a unique constraint instead',
      ],
      in_plain_words: [
        'every table should have one, usually just a number the database counts up',
        'for a table that links two others, both ids together can be the key',
        'do not use something like an email as the key, since it can change',
      ],
      concepts: [
        c('surrogate key', 'auto increment', 'auto-increment', 'id', 'uuid', 'surrogate', 'every table'),
        c('composite key', 'composite', 'two columns', 'junction table', 'link table', 'many-to-many'),
        c('natural values', 'email', 'can change', 'unique constraint', 'natural key', 'unique'),
      ],
      strong_answer:
        'Names a primary key for every table, usually a surrogate auto-increment id or UUID, a composite key of both foreign keys for a link table such as student courses, and a unique constraint rather than the primary key for natural values such as an email that may change.',
    },
    drawbacks: {
      key_points: [
        'a natural key that changes must be updated everywhere it is referenced',
        'sequential ids can be guessed and reveal how many records exist',
        'random UUID keys are large and slow down inserts into the index',
      ],
      in_plain_words: [
        'if the key is something real that changes, you have to fix it in every table',
        'ids like 1, 2, 3 let people guess other records and how many you have',
        'long random ids take more space and make adding rows slower',
      ],
      concepts: [
        c('key changes', 'changes', 'update everywhere', 'natural key', 'cascade', 'every table'),
        c('guessable ids', 'guessable', 'sequential', 'how many', 'enumerate'),
        c('uuid cost', 'uuid', 'random', 'larger', 'slower inserts', 'fragmentation'),
      ],
      strong_answer:
        'Warns that a natural key that changes must be updated in every referencing table, that sequential ids can be guessed in URLs and reveal how many records exist, and that random UUID keys are larger and scatter inserts across the index, slowing writes, which time-ordered ids avoid.',
    },
  },
  'What is the difference between a class and an object?': {
    purpose: {
      key_points: [
        'one class is reused to create many objects without repeating code',
        'classes group data and the methods that use it, which is encapsulation',
        'objects model real-world things, making code easier to understand and organise',
      ],
      in_plain_words: [
        'you write the class once and make as many objects as you want from it',
        'the data and the functions that work on it are kept together in one place',
        'you can model real things, like a car or a customer, so the code is easier to follow',
      ],
      concepts: [
        c('reuse', 'reuse', 'reusable', 'many objects', 'write once', 'template', 'blueprint'),
        c('encapsulation', 'encapsulation', 'data and methods', 'bundle', 'one place'),
        c(
          'real-world modelling',
          'real world',
          'real-world',
          'model',
          'organise',
          'organize',
          'easier to understand',
        ),
      ],
      strong_answer:
        'Explains that one class is written once and reused to create many objects, each with its own state, that classes bundle data with the methods that act on it through encapsulation, and that modelling real-world things such as a Car or Customer makes code easier to organise and understand.',
    },
    uses: {
      key_points: [
        'define a class when many similar things share the same data and behaviour',
        'create an object whenever you need one concrete instance with its own values',
        'for plain data or simple logic, a record, struct or function is enough',
      ],
      in_plain_words: [
        'you write a class when you have lots of similar things, like many students',
        'you make an object each time you need an actual one, like one particular student',
        'if it is just some data or a small calculation, a simple function or record is enough',
      ],
      concepts: [
        c('defining a class', 'template', 'blueprint', 'similar things', 'same behaviour'),
        c('creating objects', 'object', 'instance', 'particular', 'own values'),
        c('simpler alternatives', 'function', 'struct', 'data class', 'dictionary'),
      ],
      strong_answer:
        'Names a class when many similar entities share data and behaviour, such as students or orders, an object whenever one concrete instance with its own values is needed, such as a particular student, and a plain function, record or struct instead for bare data or stateless logic.',
    },
    drawbacks: {
      key_points: [
        'too many classes add boilerplate and make simple programs overcomplicated',
        'each object uses memory, and creating many adds allocation and garbage-collection cost',
        'shared mutable objects can be changed unexpectedly, causing bugs between threads or references',
      ],
      in_plain_words: [
        'making a class for everything adds a lot of extra code for simple things',
        'every object takes memory, and making lots of them slows the program down',
        'if two parts of the code share one object and one changes it, the other gets surprised',
      ],
      concepts: [
        c(
          'boilerplate',
          'boilerplate',
          'overcomplicated',
          'over-engineering',
          'extra code',
          'too many classes',
        ),
        c('memory overhead', 'memory', 'garbage collection', 'allocation', 'overhead'),
        c(
          'shared mutable state',
          'mutable',
          'shared',
          'side effects',
          'changed unexpectedly',
          'thread safety',
        ),
      ],
      strong_answer:
        'Names the boilerplate and over-engineering of wrapping simple logic in classes, the memory and garbage-collection cost of creating many objects, and the bugs that arise when mutable objects shared between references or threads change unexpectedly, which immutable objects avoid.',
    },
  },
  'What is a constructor?': {
    purpose: {
      key_points: [
        'every object starts with valid initial values, never uninitialised',
        'required values are passed in at creation, so they cannot be forgotten',
        'it can validate arguments and reject invalid objects at creation',
      ],
      in_plain_words: [
        'the object gets its starting values right away, so nothing is left empty',
        'you have to give the important values when you make it, so you can not forget them',
        'it can check the values and refuse to create the object if they are wrong',
      ],
      concepts: [
        c(
          'initialisation',
          'initialize',
          'initialise',
          'initial values',
          'starting values',
          'valid state',
          'uninitialized',
        ),
        c('required values', 'required', 'must provide', 'cannot forget', 'mandatory', 'parameters'),
        c('validation', 'validate', 'invalid', 'reject'),
      ],
      strong_answer:
        'Explains that a constructor guarantees every object starts with valid initial values rather than uninitialised fields, forces required values to be supplied at creation so none can be forgotten, and can validate its arguments and throw so invalid objects are never created, which also allows immutable fields.',
    },
    uses: {
      key_points: [
        'use it to set required fields and dependencies when creating an object',
        'overload constructors when objects can be created in different ways',
        'with many optional parameters, use a builder or factory method instead',
      ],
      in_plain_words: [
        'you use it to give the object the values it needs when you create it',
        'you can have several constructors, so you can make the object in different ways',
        'if there are lots of optional settings, a builder is easier than a huge constructor',
      ],
      concepts: [
        c('required fields', 'required', 'initial values', 'dependencies', 'set fields', 'parameters'),
        c(
          'overloading',
          'overload',
          'overloaded',
          'several constructors',
          'default constructor',
          'different ways',
        ),
        c('builder', 'builder', 'factory', 'factory method', 'optional parameters', 'too many parameters'),
      ],
      strong_answer:
        'Names the constructor for setting required fields and dependencies when an object is created, overloaded or default constructors for creating it in different ways, and a builder or static factory method instead when there are many optional parameters or creation needs a descriptive name.',
    },
    drawbacks: {
      key_points: [
        'long parameter lists are hard to read and easy to pass in wrong order',
        'heavy work such as network or database calls makes creation slow and testing hard',
        'constructors cannot return a value, have a descriptive name or be asynchronous',
      ],
      in_plain_words: [
        'with lots of arguments it is hard to read and easy to mix up their order',
        'if it connects to a database or the network, making the object is slow and hard to test',
        'a constructor can not return anything, can not have its own name and can not be async',
      ],
      concepts: [
        c(
          'long parameter lists',
          'too many parameters',
          'long parameter list',
          'wrong order',
          'mix up',
          'hard to read',
        ),
        c('heavy work', 'database', 'network', 'hard to test', 'side effects'),
        c('limitations', 'cannot return', 'no return', 'descriptive name', 'async', 'factory method'),
      ],
      strong_answer:
        'Warns that long parameter lists are hard to read and easy to pass in the wrong order, that network or database work in a constructor makes objects slow to create and hard to test, and that constructors cannot return a value, carry a descriptive name or run asynchronously.',
    },
  },
  'What is exception handling?': {
    purpose: {
      key_points: [
        'the program handles errors gracefully instead of crashing',
        'error-handling code is separated from the normal logic, keeping it readable',
        'the exception carries a message and stack trace, which makes debugging easier',
      ],
      in_plain_words: [
        'when something goes wrong the program can deal with it instead of just crashing',
        'the error code is kept apart from the normal code, so it is easier to read',
        'you get a message and where the error happened, so it is easier to fix',
      ],
      concepts: [
        c('no crash', 'crash', 'crashing', 'gracefully', 'keeps running', 'recover'),
        c('separation', 'separate', 'readable', 'normal flow', 'error codes'),
        c('debugging', 'stack trace', 'debug', 'logging', 'where it happened'),
      ],
      strong_answer:
        'Explains that exception handling lets a program recover or fail gracefully instead of crashing, separates error-handling code from the normal flow so it stays readable, and carries a message and stack trace that make debugging easier, while finally blocks still release files and connections.',
    },
    uses: {
      key_points: [
        'use it around operations that can fail, such as file, network or database access',
        'catch exceptions where you can handle them, like retrying or showing an error message',
        'do not use exceptions for normal control flow or expected cases like validation',
      ],
      in_plain_words: [
        'you put try and catch around things that can fail, like reading a file or calling a server',
        'catch the error where you can actually do something, like try again or tell the user',
        'do not use exceptions for normal things like checking user input, just use an if',
      ],
      concepts: [
        c('risky operations', 'file', 'network', 'database', 'can fail', 'input output'),
        c('handle where you can', 'retry', 'error message', 'recover', 'tell the user'),
        c(
          'not for control flow',
          'control flow',
          'normal flow',
          'validation',
          'if statement',
          'return value',
        ),
      ],
      strong_answer:
        'Names exception handling around operations that can fail, such as file, network and database access, catching where the program can actually recover, retry or report the error, and return values or plain checks instead of exceptions for expected cases such as invalid input, never for normal control flow.',
    },
    drawbacks: {
      key_points: [
        'empty or catch-all blocks swallow errors and hide real bugs',
        'throwing and catching exceptions is slower than normal returns',
        'exceptions create hidden control flow that makes code harder to follow',
      ],
      in_plain_words: [
        'if you catch everything and do nothing, real bugs get hidden and go unnoticed',
        'throwing an exception is slow compared with just returning a value',
        'the program can jump out from anywhere, so it is harder to follow what happens',
      ],
      concepts: [
        c('swallowed errors', 'swallow', 'empty catch', 'catch all', 'hides bugs', 'ignored'),
        c('performance', 'slower', 'expensive', 'performance', 'overhead'),
        c('hidden control flow', 'hidden', 'hard to follow', 'control flow', 'unclear'),
      ],
      strong_answer:
        'Names the bugs hidden when empty or catch-all blocks swallow errors, the cost of throwing and unwinding compared with returning a value, which rules exceptions out of hot paths, and the hidden control flow that makes it hard to see from a signature what can fail.',
    },
  },
  'What is DNS?': {
    purpose: {
      key_points: [
        'people use easy names instead of remembering numeric IP addresses',
        'a server can change IP address without users noticing or links changing',
        'one name can point to several servers to spread the load',
      ],
      in_plain_words: [
        'people can type a name like google.com instead of remembering a string of numbers',
        'the website can move to another server and people still use the same name',
        'one name can lead to several servers, so the traffic is shared between them',
      ],
      concepts: [
        c('names', 'names', 'human-readable', 'domain name', 'instead of ip', 'easy to remember'),
        c('IP changes', 'change ip', 'new server', 'same name', 'without changing'),
        c('load balancing', 'load balancing', 'several servers', 'multiple servers', 'spread', 'round robin'),
      ],
      strong_answer:
        'Explains that DNS lets people use memorable domain names instead of numeric IP addresses, lets a server move to a new IP address without users or links changing, and lets one name point to several servers to spread load, with caching keeping lookups fast.',
    },
    uses: {
      key_points: [
        'use it to point a domain at a website, API or mail server',
        'services inside a network or cluster find each other by DNS name',
        'for failover in seconds, use a load balancer, since DNS caching delays changes',
      ],
      in_plain_words: [
        'you set up DNS records so your domain name leads to your website and email',
        'inside a company network or Kubernetes, services find each other by name',
        'if you need to switch servers instantly, DNS is too slow because answers are cached',
      ],
      concepts: [
        c('domain setup', 'domain', 'a record', 'cname', 'mx', 'website', 'email'),
        c('service discovery', 'service discovery', 'internal', 'kubernetes', 'by name', 'private network'),
        c('slow changes', 'cached', 'caching', 'ttl', 'load balancer', 'failover', 'instantly'),
      ],
      strong_answer:
        'Names DNS for pointing a domain at a website, API or mail server through A, CNAME and MX records, and for service discovery inside a private network or Kubernetes, and says failover that must happen in seconds needs a load balancer, since cached answers linger for their TTL.',
    },
    drawbacks: {
      key_points: [
        'changes take time to spread because answers are cached for their TTL',
        'spoofing or cache poisoning can send users to a fake site',
        'a DNS outage makes sites unreachable even when the servers are fine',
      ],
      in_plain_words: [
        'when you change a record it can take hours before everyone sees the new address',
        'an attacker can fake the answer and send people to a fake website',
        'if DNS is down, nobody can find your site even though it is still running',
      ],
      concepts: [
        c('propagation delay', 'propagation', 'ttl', 'cached', 'takes time', 'slow changes'),
        c('spoofing', 'spoofing', 'cache poisoning', 'fake site', 'dnssec'),
        c('single point of failure', 'outage', 'single point of failure', 'unreachable', 'ddos'),
      ],
      strong_answer:
        'Names the delay before changes reach everyone because answers are cached for their TTL, spoofing and cache poisoning that send users to a fake site unless DNSSEC is used, and DNS outages or DDoS attacks that make healthy servers unreachable, along with unencrypted queries leaking privacy.',
    },
  },
  'What is the difference between GET and POST?': {
    purpose: {
      key_points: [
        'using GET for reads lets responses be cached, bookmarked and safely repeated',
        'sending data with POST puts it in the body, suiting forms and large payloads',
        'with POST, passwords and form data stay out of URLs, history and logs',
      ],
      in_plain_words: [
        'get is for reading data, so the browser can cache it and you can bookmark the link',
        'post puts the data in the body, so you can send forms and big files',
        'with post things like passwords do not show in the address bar or history',
      ],
      concepts: [
        c('safe reads', 'cache', 'cached', 'bookmark', 'repeat'),
        c('request body', 'form', 'upload', 'large data', 'json'),
        c('out of the URL', 'password', 'not in the url', 'address bar', 'logs', 'sensitive'),
      ],
      strong_answer:
        'Explains that using GET for reads lets responses be cached, bookmarked and safely repeated because nothing changes, that POST carries forms, uploads and large payloads in the request body, and that POST keeps passwords and form data out of URLs, history and logs, though only HTTPS encrypts them.',
    },
    uses: {
      key_points: [
        'use GET to read data, such as searches, filters and loading a page',
        'use POST to submit forms, log in or create new resources',
        'for updates and deletes, use PUT, PATCH or DELETE instead',
      ],
      in_plain_words: [
        'use get when you just want to fetch something, like search results or a page',
        'use post when you send something, like a login form or a new comment',
        'to change or delete something that exists, use put, patch or delete instead',
      ],
      concepts: [
        c('reading data', 'fetch', 'search', 'retrieve', 'load a page'),
        c('sending data', 'submit', 'form', 'login', 'create', 'new record'),
        c('other methods', 'put request', 'patch', 'delete request', 'http methods', 'update'),
      ],
      strong_answer:
        'Names GET for reading data, such as searches, filters and loading pages whose URLs can be shared and cached, POST for submitting forms, logging in and creating resources, and PUT, PATCH or DELETE instead of POST for updating or removing an existing resource in a REST API.',
    },
    drawbacks: {
      key_points: [
        'data sent with GET shows in the URL, history and logs',
        'every URL has a length limit, so GET cannot carry large data',
        'responses to POST are not cached, and resending one can create duplicates',
      ],
      in_plain_words: [
        'with get the data shows in the link, so passwords would end up in history',
        'a link can only be so long, so get can not send much data',
        'post results are not cached, and refreshing can submit the form twice',
      ],
      concepts: [
        c('exposed in the URL', 'url', 'visible', 'logs', 'password', 'address bar'),
        c('length limit', 'length limit', 'too long', 'url length', 'limited size', 'large data'),
        c('no caching or repeats', 'not cached', 'resubmit', 'duplicate', 'refresh'),
      ],
      strong_answer:
        'Warns that GET parameters show in URLs, browser history and logs, so they must never carry passwords, and hit URL length limits, while POST responses are not cached and a resent POST can create duplicates, and notes that POST alone is not secure without HTTPS.',
    },
  },
  'What is multithreading?': {
    purpose: {
      key_points: [
        'work runs in parallel on multiple cores, so programs finish faster',
        'the program stays responsive while slow work runs in the background',
        'threads share memory, so they are cheaper than separate processes',
      ],
      in_plain_words: [
        'the program can do several things at once, so it finishes faster on many cores',
        'the app does not freeze, because slow work happens in the background',
        'threads share the same memory, so they are lighter than starting new processes',
      ],
      concepts: [
        c('parallelism', 'parallel', 'at the same time', 'at once', 'cores', 'faster', 'performance'),
        c('responsiveness', 'responsive', 'freeze', 'background', 'ui', 'does not block'),
        c('lightweight', 'share memory', 'shared memory', 'lightweight', 'cheaper', 'less overhead'),
      ],
      strong_answer:
        "Explains that multithreading runs work in parallel across cores so it finishes faster, keeps a program responsive by moving slow work such as downloads to background threads, and, because threads share their process's memory, costs less to create and switch than separate processes.",
    },
    uses: {
      key_points: [
        'use it for CPU-heavy work that splits into independent parts',
        'use a background thread so the user interface does not freeze',
        'for simple sequential tasks or mostly I/O waiting, prefer single-threaded or async code',
      ],
      in_plain_words: [
        'when a big job can be split into pieces, several threads can do the pieces at once',
        'you put slow work on another thread so the screen does not freeze',
        'for simple tasks it is not worth it, and for lots of waiting async code is better',
      ],
      concepts: [
        c(
          'CPU-heavy work',
          'cpu-bound',
          'cpu bound',
          'heavy computation',
          'split',
          'independent',
          'parallel',
        ),
        c('background work', 'background', 'ui', 'freeze', 'responsive', 'download'),
        c('alternatives', 'async', 'event loop', 'single thread', 'not worth it'),
      ],
      strong_answer:
        'Names multithreading for CPU-heavy work that splits into independent parts, for background threads that keep a user interface responsive, and for servers handling many requests, and prefers single-threaded code for simple sequential tasks and async I/O or an event loop for thousands of mostly waiting connections.',
    },
    drawbacks: {
      key_points: [
        'race conditions and deadlocks appear when threads share data without proper synchronization',
        'timing-dependent bugs are hard to reproduce, test and debug',
        'thread creation, context switching and lock contention add overhead',
      ],
      in_plain_words: [
        'if two threads change the same data at once, you get wrong results or they get stuck',
        'the bugs only happen sometimes, so they are really hard to find and fix',
        'making threads and switching between them costs time, so too many slows things down',
      ],
      concepts: [
        c('race conditions', 'race condition', 'deadlock', 'synchronization', 'locks', 'shared data'),
        c('hard to debug', 'hard to debug', 'hard to reproduce', 'nondeterministic', 'timing', 'testing'),
        c(
          'overhead',
          'overhead',
          'context switch',
          'context switching',
          'contention',
          'too many threads',
          'memory',
        ),
      ],
      strong_answer:
        'Names the race conditions and deadlocks that arise when threads share data without proper synchronization, the timing-dependent bugs that are hard to reproduce, test and debug, and the overhead of creating threads, switching contexts and contending for locks, which can make more threads slower.',
    },
  },
  'What is a pointer?': {
    purpose: {
      key_points: [
        "functions can modify the caller's data through its address",
        'large data can be passed without copying it, which saves time and memory',
        'pointers enable dynamic memory and structures such as linked lists and trees',
      ],
      in_plain_words: [
        'a function can change the original variable instead of a copy',
        'you pass where big data is instead of copying all of it, which is faster',
        'you need them to get memory while the program runs and to build linked lists',
      ],
      concepts: [
        c(
          'pass by reference',
          'pass by reference',
          'change the original',
          'modify',
          'caller',
          'instead of a copy',
        ),
        c('no copying', 'without copying', 'copy', 'large data', 'efficient', 'faster', 'saves memory'),
        c('dynamic memory', 'dynamic memory', 'malloc', 'linked list', 'trees', 'heap'),
      ],
      strong_answer:
        "Explains that pointers let a function modify the caller's data through its address, pass large structures without copying them to save time and memory, and reach memory allocated at run time, which makes dynamic structures such as linked lists and trees possible.",
    },
    uses: {
      key_points: [
        'use pointers to build dynamic data structures such as linked lists and trees',
        'pass a pointer when a function must change or avoid copying data',
        'in modern C++ prefer references or smart pointers over raw pointers',
      ],
      in_plain_words: [
        'you use pointers to make linked lists and trees where each node points to the next',
        'you pass a pointer when a function has to change your variable or the data is big',
        'in modern code you mostly use references or smart pointers that clean up for you',
      ],
      concepts: [
        c('data structures', 'linked list', 'graph', 'node', 'dynamic'),
        c(
          'passing arguments',
          'pass a pointer',
          'change the variable',
          'avoid copying',
          'large data',
          'by reference',
        ),
        c(
          'safer alternatives',
          'smart pointer',
          'smart pointers',
          'unique_ptr',
          'references',
          'raii',
          'garbage collection',
        ),
      ],
      strong_answer:
        'Names pointers for dynamic data structures such as linked lists and trees, for passing data that a function must change or that is too large to copy, and for low-level hardware access, and prefers references, smart pointers or a garbage-collected language to raw owning pointers.',
    },
    drawbacks: {
      key_points: [
        'null or dangling pointers crash programs or corrupt memory when dereferenced',
        'forgetting to free allocated memory causes memory leaks',
        'pointer arithmetic past array bounds causes buffer overflows and security holes',
      ],
      in_plain_words: [
        'if a pointer points at nothing or freed memory, the program crashes or breaks',
        'if you forget to free the memory, the program slowly uses more and more',
        'going past the end of an array with a pointer can overwrite memory, which hackers use',
      ],
      concepts: [
        c('dangling pointers', 'dangling', 'null pointer', 'segmentation fault', 'segfault', 'crash'),
        c('memory leaks', 'memory leak', 'leak', 'forget to free', 'never freed'),
        c('buffer overflow', 'buffer overflow', 'out of bounds', 'overwrite', 'hackers'),
      ],
      strong_answer:
        "Names the crashes and memory corruption caused by null or dangling pointers, the memory leaks left when allocations are never freed, and the buffer overflows from pointer arithmetic past an array's end, a classic security hole, all of which smart pointers and memory-safe languages reduce.",
    },
  },
  'What is the difference between authentication and authorization?': {
    purpose: {
      key_points: [
        'authentication confirms who the user is, so only real users get in',
        'authorization limits each user to what they are allowed to do',
        'users get only the access they need, limiting damage from a stolen account',
      ],
      in_plain_words: [
        'logging in proves who you are, so strangers can not just walk in',
        'once you are in, you can only do what your role allows, like admins deleting users',
        'everyone gets only the access they need, so a stolen account can not do much harm',
      ],
      concepts: [
        c('verify identity', 'who you are', 'identity', 'verify', 'login', 'log in'),
        c('permissions', 'permissions', 'allowed', 'access', 'roles', 'admin'),
        c(
          'least privilege',
          'least privilege',
          'only what they need',
          'limit damage',
          'minimum access',
          'stolen account',
        ),
      ],
      strong_answer:
        'Explains that authentication confirms who a user is so only genuine users get in, that authorization limits each user to the actions and data their role permits, and that separating them enforces least privilege, so a stolen or careless account can do limited harm, while actions stay auditable.',
    },
    uses: {
      key_points: [
        'authenticate whenever users log in or call a protected resource',
        'authorize every action on the server, such as editing or deleting data',
        'use standard protocols, OpenID Connect to authenticate and OAuth to authorize',
      ],
      in_plain_words: [
        'you check who someone is when they log in or ask for something private',
        'the server checks every time whether this user may edit or delete that thing',
        'use ready-made standards like OAuth or sign in with Google instead of writing your own',
      ],
      concepts: [
        c('login', 'login', 'log in', 'sign in', 'protected', 'password', 'session'),
        c('permission checks', 'every request', 'server side', 'server-side', 'roles', 'edit', 'delete'),
        c('standards', 'oauth', 'openid connect', 'sso', 'single sign-on', 'jwt', 'google'),
      ],
      strong_answer:
        'Names authentication whenever a user logs in or calls a protected resource, authorization on the server for every action that needs permission, such as editing or deleting data, and standard protocols such as OpenID Connect for authentication and OAuth for delegated authorization instead of home-grown schemes.',
    },
    drawbacks: {
      key_points: [
        'extra login steps such as MFA add friction for users',
        'permission rules and roles get complex and hard to maintain as systems grow',
        'a missing or client-side-only check lets users reach data they should not',
      ],
      in_plain_words: [
        'having to log in again or type codes annoys users and slows them down',
        'when there are lots of roles and rules it gets messy and hard to manage',
        'if you forget a check or only hide a button, people can still get at the data',
      ],
      concepts: [
        c('user friction', 'friction', 'annoying', 'inconvenient', 'mfa', 'passwords', 'slows'),
        c('complexity', 'complex', 'complexity', 'too many roles', 'hard to manage', 'maintain'),
        c(
          'broken access control',
          'missing check',
          'bypass',
          'frontend only',
          'client side',
          'security hole',
          'idor',
        ),
      ],
      strong_answer:
        'Names the friction that passwords, multi-factor prompts and expiring sessions add for users, the complexity of role and permission rules that grows hard to maintain, and the security holes left when a check is missing or done only in the frontend, so users reach data they should not.',
    },
  },
  'What is the difference between an inner join and a left join?': {
    purpose: {
      key_points: [
        'joins combine related data from several tables in one query',
        'an inner join returns only rows with a match in both tables',
        'a left join keeps every row of the main table, even without a match',
      ],
      in_plain_words: [
        'you can get data from two tables together in one query',
        'an inner join only gives you rows that exist in both tables',
        'a left join keeps everything from the first table, even when nothing matches',
      ],
      concepts: [
        c('combining tables', 'combine', 'one query', 'two tables', 'related data'),
        c('matching rows', 'only matching', 'match in both', 'both tables', 'only matches', 'common rows'),
        c('keep all rows', 'all rows', 'every row', 'left table', 'null', 'no match'),
      ],
      strong_answer:
        'Explains that joins combine related data from normalized tables in one query, that an inner join returns only rows with a match in both tables, and that a left join keeps every row of the left table, filling nulls where there is no match, so nothing is silently lost.',
    },
    uses: {
      key_points: [
        'use an inner join when you only want records that match in both tables',
        'use a left join when you need all main-table rows, even unmatched ones',
        'a left join filtered on IS NULL finds rows with no match',
      ],
      in_plain_words: [
        'inner join when you only want orders that have a matching customer',
        'left join when you want every customer, even the ones who never ordered anything',
        'to find customers with no orders, do a left join and keep rows where the order is empty',
      ],
      concepts: [
        c('only matches', 'only matching', 'both tables', 'matching records', 'only want', 'match'),
        c('keep everything', 'all customers', 'every row', 'even without', 'never ordered', 'optional'),
        c('finding missing rows', 'is null', 'no match', 'without orders', 'anti-join'),
      ],
      strong_answer:
        'Names an inner join when only records matching in both tables matter, a left join when every row of the main table is needed, such as all customers including those who never ordered, and a left join filtered on IS NULL to find rows with no match.',
    },
    drawbacks: {
      key_points: [
        'an inner join silently drops unmatched rows, so results can be incomplete',
        'a left join fills unmatched columns with nulls that later code must handle',
        'joining large or one-to-many tables can be slow and duplicate rows',
      ],
      in_plain_words: [
        'an inner join quietly leaves out rows with no match, so you might miss data',
        'a left join gives you empty values that you have to deal with later',
        'joining big tables is slow, and if there are many matches the rows get repeated',
      ],
      concepts: [
        c('lost rows', 'missing rows', 'drops', 'silently', 'incomplete', 'left out'),
        c('nulls', 'null', 'nulls', 'empty values', 'handle nulls', 'coalesce'),
        c(
          'performance and duplicates',
          'large tables',
          'duplicates',
          'duplicate rows',
          'one-to-many',
          'index',
        ),
      ],
      strong_answer:
        'Warns that an inner join silently drops unmatched rows so results can be incomplete, that a left join produces nulls later code must handle and turns into an inner join if the WHERE clause filters its right table, and that joining large or one-to-many tables is slow and duplicates rows.',
    },
  },
};
