import type { RoundType } from '@rehearse/contracts';
import type { Split } from './labelled-types.ts';

/** The four answers of each fundamentals probe question: three correct in different words, and one wrong. */
export const PROBE_KINDS = ['textbook', 'plain_named', 'plain_unnamed', 'wrong'] as const;
export type ProbeKind = (typeof PROBE_KINDS)[number];

/** A probe's question, asked of a role, with one answer of each kind. */
export type ProbeItem<K extends string> = {
  split: Split;
  /** Asked in a technical round unless it says otherwise. */
  question: { text: string; job_title: string; round_type?: RoundType };
  answers: Record<K, string>;
};
export type ProbeQuestion = ProbeItem<ProbeKind>;

/**
 * The fundamentals probe: one question on each of the forty fundamentals of the field (src/bank/generic/fundamentals.ts),
 * about half of them reworded as interviewers ask them, each with four spoken-style answers written by a helper that
 * never saw the scorer, the rubrics or a figure (2026-12-07, ADR 198):
 * - textbook: correct, in the usual terms;
 * - plain_named: correct, in everyday words, naming the subject once and none of its terms;
 * - plain_unnamed: correct, in everyday words or by an analogy, naming neither the subject nor its terms;
 * - wrong: confident, fluent and wrong (a misconception, or the word's everyday meaning).
 * Questions alternate dev and test in file order; only the dev half is read while the scorer changes.
 * Run: `npm run bench:engine -- fundamentals`.
 */
export const FUNDAMENTALS_PROBE: ProbeQuestion[] = [
  {
    split: 'dev',
    question: { text: 'Can you explain what a closure is in JavaScript?', job_title: 'Frontend Developer' },
    answers: {
      textbook:
        "A closure is a function bundled together with references to its lexical environment, so an inner function keeps access to the outer function's variables even after the outer function has returned. It's commonly used for data privacy, factory functions, memoization, and callbacks that need to keep state.",
      plain_named:
        'So basically, a closure is when a function you made inside another function still remembers the values that were around it when it was made, even after the outer function has finished and gone away.',
      plain_unnamed:
        'Think of a little backpack. A function created inside another one carries the values it could see when it was born, so if a counter maker hands back a function, every call to it keeps bumping the same count even though the maker already finished running.',
      wrong:
        'Honestly, a closure is just when you close a function off by putting the return statement at the end, which tells JavaScript the function is done so it frees up all its memory and nothing inside can be used again.',
    },
  },
  {
    split: 'test',
    question: { text: 'What is a deadlock, and how can you prevent it?', job_title: 'Software Engineer' },
    answers: {
      textbook:
        'Deadlock is a state where two or more threads are blocked forever, each waiting for a lock held by another. It needs mutual exclusion, hold and wait, no preemption, and circular wait all at once, so you prevent it by breaking one condition, typically with a global lock ordering, lock timeouts, or acquiring all locks atomically.',
      plain_named:
        "Okay, so a deadlock is when two jobs are each holding onto something the other one needs, and both just sit there waiting forever for the other to let go. You avoid it by always grabbing shared things in the same order, or by giving up and retrying if you can't get everything.",
      plain_unnamed:
        "Picture two cars meeting on a one-lane bridge, each refusing to back up until the other does, so nobody ever moves. In a program that's two tasks each sitting on one thing the other wants; you stop it by agreeing everyone grabs things in one fixed order, or by having a task back off after waiting too long.",
      wrong:
        'Deadlocks happen when the database locks a table for too long and the server crashes because the lock expires. The way to prevent it is just to add more RAM and schedule regular server restarts so the locks get cleared out before they go stale.',
    },
  },
  {
    split: 'dev',
    question: { text: 'Can you explain what a race condition is?', job_title: 'Backend Developer' },
    answers: {
      textbook:
        'A race condition occurs when multiple threads access shared data concurrently and at least one of them writes, so the result depends on the nondeterministic interleaving of operations. The classic case is a non-atomic read-modify-write like count plus plus. You fix it with synchronization such as mutexes or atomic operations, or by avoiding shared mutable state.',
      plain_named:
        "It's when the outcome of your program depends on which of two things running at the same moment happens to get there first. With a race condition it works fine most of the time, then randomly gives a wrong answer because the two stepped on each other.",
      plain_unnamed:
        'Say a couple shares a bank balance of a hundred dollars and both withdraw eighty at the exact same second from different ATMs; each machine checks, sees enough money, and both pay out. When two parts of a program read and change one value at once without taking turns, the result comes down to luck of timing.',
      wrong:
        "A race condition is a kind of benchmark where you run two algorithms against each other on the same input to see which one finishes first, and the winner is the one you ship to production. It's basically performance testing under pressure.",
    },
  },
  {
    split: 'test',
    question: {
      text: "What's the difference between a process and a thread?",
      job_title: 'Junior Developer',
    },
    answers: {
      textbook:
        "A process is an independent unit of execution with its own virtual address space, file handles, and resources, isolated by the operating system. A thread is the unit of scheduling within a process; threads share the process's heap and address space but each has its own stack and registers, so context switches are cheaper but shared data needs synchronization.",
      plain_named:
        "A process is a whole running program with its own private chunk of memory that nobody else can touch, while a thread is one line of work going on inside it. Several of those share the program's memory, so they're cheap to start but can trip over each other.",
      plain_unnamed:
        "Think of restaurants. Each restaurant has its own kitchen and pantry that other restaurants can't get into, and inside one restaurant several cooks work at once sharing the same pantry. Hiring another cook is cheap, opening a new restaurant is expensive, and one careless cook can ruin the whole kitchen.",
      wrong:
        'A thread is just a smaller process. Every time you open a new browser tab the operating system creates a thread, and once a thread grows past a certain size it automatically gets promoted to a process with its own dedicated CPU core.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'How would you explain garbage collection to a beginner?',
      job_title: 'Computer Science Student',
    },
    answers: {
      textbook:
        'Garbage collection is automatic memory management in which the runtime reclaims heap memory occupied by objects that are no longer reachable from the GC roots. Common strategies include reference counting, mark-and-sweep, and generational collection, and they trade off throughput, pause times, and memory overhead.',
      plain_named:
        "I'd say garbage collection is the language tidying up after you: it keeps track of the stuff your program made, and once nothing is using something anymore, it quietly throws it out so the space can be reused, and you never have to do it by hand.",
      plain_unnamed:
        'Imagine a library where nobody bothers returning books. A helper walks around every so often, and any book that nobody is holding and no note points to gets put back on the shelf. Java and Python do exactly that with things your program created but can no longer get to.',
      wrong:
        "Garbage collection is when the operating system deletes your temporary files and empties the recycle bin on a schedule. That's basically why programs feel faster right after you restart your computer, because all the garbage got collected.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is polymorphism in object-oriented programming?',
      job_title: 'Software Engineer',
    },
    answers: {
      textbook:
        "Polymorphism lets objects of different classes be treated through a common interface or base class, with the correct implementation chosen at runtime through dynamic dispatch when a subclass overrides a method. There's also compile-time polymorphism via method overloading and generics.",
      plain_named:
        'Polymorphism just means you can ask a bunch of different kinds of things to do the same action, and each one does its own version of it, without you having to check what kind each thing is beforehand.',
      plain_unnamed:
        "Say you've got a universal remote, and the play button works on the TV, the speaker, and the game console; you press one button and each device does its own thing. In code, you call draw on a list of mixed shapes and each circle or square draws itself its own way.",
      wrong:
        'Polymorphism is when a single object changes its class while the program is running, like a Dog object turning into a Cat object when you assign it a new value. Java uses it to save memory by reusing the same object for different types.',
    },
  },
  {
    split: 'dev',
    question: { text: 'Can you explain recursion?', job_title: 'Frontend Developer' },
    answers: {
      textbook:
        'Recursion is when a function calls itself to solve smaller instances of the same problem. Every recursive function needs a base case that stops the calls and a recursive case that moves toward it; each call gets its own stack frame, so recursing too deeply causes a stack overflow.',
      plain_named:
        "Sure, recursion is when a function solves a problem by calling itself on a smaller piece of the same problem, and keeps doing that until the piece is so small the answer's obvious, then builds the full answer back up on the way out.",
      plain_unnamed:
        "Think of Russian nesting dolls: to get to the tiniest one, you open a doll and do the exact same thing to the doll inside, until you hit one that doesn't open. Code can hand a smaller copy of its own job back to itself, like five factorial being five times four factorial, all the way down to one.",
      wrong:
        "Recursion is basically a loop that runs backwards, from the end of the array to the start. It's faster than a normal for loop because the compiler doesn't have to check the loop condition on every iteration.",
    },
  },
  {
    split: 'test',
    question: {
      text: "What's the difference between the stack and the heap?",
      job_title: 'Backend Developer',
    },
    answers: {
      textbook:
        "The stack is a LIFO region of memory holding stack frames with local variables and return addresses; allocation just moves the stack pointer and memory is freed automatically on return. The heap is for dynamic allocation of objects with arbitrary lifetimes, managed with malloc and free or a garbage collector, and it's larger but slower and can fragment.",
      plain_named:
        "The stack is a neat, automatic pile where each function's short-lived values go, and it's cleared the moment the function finishes. The heap is the big open storage area for things that need to stick around longer, and something has to clean it up later.",
      plain_unnamed:
        "Think of a notepad on your desk versus a warehouse. Every time you start a task you grab a fresh page from the pad and tear it off when you're done, which is fast and tidy; bigger things that need to outlive the task go to the warehouse, which is roomier but slower and needs someone to clear it out.",
      wrong:
        'The stack is memory on the CPU and the heap is memory on the hard drive. Anything you put on the heap is saved permanently, which is actually why databases keep all their data in the heap.',
    },
  },
  {
    split: 'dev',
    question: { text: 'How does a hash table work?', job_title: 'Junior Developer' },
    answers: {
      textbook:
        'A hash table stores key-value pairs in an array of buckets. A hash function maps each key to a bucket index, giving average O(1) insertion and lookup. Collisions are handled by chaining or open addressing, and when the load factor gets too high the table resizes and rehashes all entries.',
      plain_named:
        "A hash table takes your key, like a person's name, runs it through a little formula that spits out a number, and uses that number to pick exactly which slot to drop the value in. To find it again, you redo the formula and jump straight there.",
      plain_unnamed:
        "Picture a coat check where, instead of searching every hook, you take the first letter of the guest's name and go straight to that hook. If two guests land on the same hook you hang both there and check just those few, so finding a coat is nearly instant no matter how many coats there are.",
      wrong:
        "A hash table encrypts every key with a hash like SHA-256 so the data is secure, and then keeps the entries sorted by the hashed value so it can binary search them. That's why lookups in a hash table are O(log n).",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would you explain Big O notation to someone new to programming?',
      job_title: 'Frontend Developer',
    },
    answers: {
      textbook:
        "Big O notation describes an asymptotic upper bound on an algorithm's time or space complexity as the input size n grows, dropping constants and lower-order terms. For example, binary search is O(log n), a single pass is O(n), and nested loops over the input are O(n squared).",
      plain_named:
        'Big O is a way of saying how much slower your code gets as you feed it more and more stuff. It ignores the small details and just tells you the general shape, like doubling the input doubles the work, or the work blows up way faster than that.',
      plain_unnamed:
        "Say you're hunting for a friend's name in a pile of papers. If you check every page, twice as many pages means twice the effort; if they're alphabetized and you keep splitting the pile in half, doubling it adds only one more step. We compare code by that growth pattern rather than exact seconds.",
      wrong:
        'Big O tells you exactly how many seconds your program takes on a standard reference machine. So O(1) means it runs in one second, and O(n) means it takes n seconds when you give it n items.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Can you walk me through the main principles of object-oriented programming?',
      job_title: 'Computer Science Student',
    },
    answers: {
      textbook:
        'The four pillars are encapsulation, which bundles data with methods and restricts direct access; abstraction, exposing only essential behavior; inheritance, where subclasses reuse and extend a parent class; and polymorphism, where objects of different types are used through a common interface with their own implementations.',
      plain_named:
        "Object-oriented programming rests on four ideas: keep each thing's data private and only let others change it through its own buttons, hide the messy details behind a simple face, let new kinds of things reuse and extend old ones, and let different things answer the same request in their own way.",
      plain_unnamed:
        "Take a car. You don't touch the engine wiring, you use the pedals; you don't need to understand fuel injection to drive; a sports model starts from the basic car design plus extras; and every model responds to braking in its own way. Code organized around things like that follows those same four ideas.",
      wrong:
        "The main principles are DRY, KISS, and YAGNI: don't repeat yourself, keep it simple, and you aren't gonna need it. Following those three rules is what makes your code object-oriented instead of procedural.",
    },
  },
  {
    split: 'test',
    question: { text: 'What is the difference between SQL and NoSQL databases?', job_title: 'Data Analyst' },
    answers: {
      textbook:
        'SQL databases are relational: data lives in tables with a predefined schema, relationships are expressed with foreign keys and joins, and they typically guarantee ACID transactions. NoSQL databases, such as document, key-value, wide-column, or graph stores, have flexible schemas and are often built for horizontal scaling, sometimes trading strict consistency for availability.',
      plain_named:
        'SQL databases keep everything in neat tables with fixed columns that link to each other, and you decide the layout up front. NoSQL ones are looser, storing things like documents or simple name and value pairs, so the shape can change over time and they spread across many machines more easily.',
      plain_unnamed:
        'One kind is like a spreadsheet with strict columns, where every row has to fit the same format and sheets cross-reference each other. The other is more like a folder of free-form notes, where each note can have whatever fields it wants. The first is great for consistency, the second for flexibility and enormous scale.',
      wrong:
        "SQL databases are the older ones that only run on Windows servers, and NoSQL databases are the modern ones that don't use any query language at all. So with NoSQL you can't really search your data, you just load everything into memory and loop over it.",
    },
  },
  {
    split: 'dev',
    question: { text: 'Can you explain what a REST API is?', job_title: 'Backend Developer' },
    answers: {
      textbook:
        "REST is an architectural style for APIs over HTTP where resources are identified by URIs and manipulated with standard methods like GET, POST, PUT, PATCH, and DELETE. It's stateless, exchanges representations usually in JSON, supports caching, and uses a uniform interface with status codes to signal outcomes.",
      plain_named:
        'A REST API is a way for programs to talk over the web where every kind of thing gets its own web address, and you use the normal web actions to fetch it, create one, update it, or delete it, with each request carrying everything the server needs to know.',
      plain_unnamed:
        "Think of a website built for programs. Each thing, like a user or an order, lives at its own address such as slash users slash forty-two, and you ask to read it, add one, change it, or remove it using the standard kinds of web request. The server doesn't remember you between calls.",
      wrong:
        "A REST API is an API that rests, meaning it goes idle when there's no traffic to save server costs. When a request comes in it has to wake up first, which is why REST APIs are always slower than SOAP APIs.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is the difference between an abstract class and an interface?',
      job_title: 'Software Engineer',
    },
    answers: {
      textbook:
        "An abstract class can't be instantiated and can contain state, constructors, and both abstract and concrete methods, but in Java a class can extend only one. An interface defines a contract of method signatures, traditionally without implementation, though Java 8 added default methods, and a class can implement multiple interfaces.",
      plain_named:
        'In Java, an abstract class is a half-finished parent that can already have some working code and stored values, and your class can only have one of those as a parent. An interface is just a promise listing what something can do, with no real insides, and a class can sign up for as many as it likes.',
      plain_unnamed:
        "Picture a partly built house plan where the plumbing and wiring are already done but the rooms are left for you to finish; you can only start from one such plan. Compare that with badges like 'can swim' or 'can fly' that you can collect as many of as you want, but a badge itself doesn't build anything for you.",
      wrong:
        "An abstract class is a class that's only used for drawing and graphics, while an interface is the user interface, like the buttons and screens. So basically abstract classes belong to the backend and interfaces belong to the frontend.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What is the difference between an array and a linked list?',
      job_title: 'Junior Developer',
    },
    answers: {
      textbook:
        'An array stores elements in contiguous memory, giving O(1) random access by index and good cache locality, but inserting in the middle is O(n). A linked list stores nodes with pointers to the next node, so insertion and deletion at a known node are O(1), but indexed access is O(n) and each node has pointer overhead.',
      plain_named:
        'An array keeps all its items packed side by side in one block, so jumping to item number fifty is instant, but squeezing something into the middle means shoving everything after it over. A linked list has each item point to the next one, so adding in the middle is easy, but reaching item fifty means walking there.',
      plain_unnamed:
        'One is like a row of numbered lockers: you can walk straight to locker fifty, but adding a locker in the middle means renumbering everything after it. The other is like a treasure hunt where each clue tells you where the next clue is hidden; slipping in a new clue is easy, but reaching the fiftieth means following forty-nine first.',
      wrong:
        'An array can only hold numbers, while a linked list can hold any type of object. Plus linked lists are always kept sorted automatically, because each element links to the next bigger one, so searching them is much faster than searching an array.',
    },
  },
  {
    split: 'test',
    question: { text: 'How would you explain encapsulation?', job_title: 'Frontend Developer' },
    answers: {
      textbook:
        'Encapsulation is bundling data and the methods that operate on it into one class and restricting direct access to internal state with access modifiers like private. Outside code goes through a public interface, such as getters, setters, or domain methods, which protects invariants and lets the implementation change without breaking callers.',
      plain_named:
        'Encapsulation means a piece of code keeps its own data to itself and only lets the outside world change it through a few approved actions, so nobody can just reach in and set something to a nonsense value.',
      plain_unnamed:
        "Think of a vending machine: you can't open it up and grab a snack or change the prices, you can only insert money and press a button, and the machine checks everything. Likewise you'd keep a bank account's balance locked inside and only allow deposit and withdraw, which refuse anything that would break it.",
      wrong:
        'Encapsulation is when you wrap your whole program in one big try-catch block so every error gets captured inside it, like a capsule. That way the program can never crash and the user never sees any errors.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What is inheritance in object-oriented programming?',
      job_title: 'Computer Science Student',
    },
    answers: {
      textbook:
        'Inheritance is a mechanism where a subclass derives from a superclass and acquires its fields and methods, modeling an is-a relationship and enabling code reuse. The subclass can override methods to specialize behavior and call the parent version with super; Java allows single inheritance of classes but multiple interfaces.',
      plain_named:
        'Inheritance is when you make a new kind of thing based on one that already exists, so it automatically gets everything the original can do, and then you only add or change the few bits that make it different.',
      plain_unnamed:
        "Say you already have a general Vehicle that knows how to start, stop, and count its wheels. When you write Truck, you just declare that it's a kind of Vehicle and it gets all of that for free, then you add the cargo stuff. It's like a recipe that says 'same as the basic sponge cake, but add cocoa.'",
      wrong:
        "Inheritance is when one object copies another object's values at runtime, so if you change the parent object afterwards, the child still keeps the old values. It's mainly used for making backup copies of objects before you modify them.",
    },
  },
  {
    split: 'test',
    question: { text: "What's the difference between TCP and UDP?", job_title: 'Backend Developer' },
    answers: {
      textbook:
        'TCP is a connection-oriented transport protocol that uses a three-way handshake, sequence numbers, acknowledgments, retransmission, and flow and congestion control to deliver a reliable, ordered byte stream. UDP is connectionless and sends independent datagrams with no delivery or ordering guarantees, giving lower latency and overhead, which suits DNS, streaming, and gaming.',
      plain_named:
        "TCP makes sure everything you send actually arrives, in the right order, and resends anything that got lost along the way, which costs a bit of time. UDP just fires the data off and never checks, so it's quicker, but some pieces might go missing or show up jumbled.",
      plain_unnamed:
        'One way of sending is like a tracked parcel: you arrange the delivery first, the other side confirms each piece, and anything lost gets sent again. The other is like shouting across a busy room: fast, no setup, but if someone missed a word, too bad. Video calls and online games prefer shouting, since a late piece is useless anyway.',
      wrong:
        "TCP is for sending text and UDP is for sending video and images, which is why it's called the Universal Data Protocol. UDP is actually the more reliable one, because it sends every packet twice just in case.",
    },
  },
  {
    split: 'dev',
    question: { text: 'Can you explain database normalization?', job_title: 'Data Analyst' },
    answers: {
      textbook:
        'Normalization is structuring a relational database to reduce redundancy and prevent insertion, update, and deletion anomalies by decomposing tables according to normal forms. First normal form requires atomic values, second removes partial dependencies on a composite key, and third removes transitive dependencies so non-key attributes depend only on the key.',
      plain_named:
        "Normalization is tidying up how you split data across tables so every fact gets written down just once. That way, when something changes, like a customer's address, you update it in one spot and nothing ends up out of sync.",
      plain_unnamed:
        "Imagine a sheet of orders where the customer's phone number is typed on every row; if they change numbers you'd have to fix fifty rows and you'll miss a few. Instead you keep customers on their own sheet and each order just mentions the customer's ID, so each fact lives in exactly one place.",
      wrong:
        'Database normalization is rescaling all the numeric columns in your tables so the values fall between zero and one. That makes comparisons fair and queries run faster, so you normally do it before building any reports.',
    },
  },
  {
    split: 'test',
    question: { text: 'How does binary search work?', job_title: 'Junior Developer' },
    answers: {
      textbook:
        "Binary search finds a target in a sorted array by comparing it with the middle element and discarding the half that can't contain it, updating the low and high indices until it's found or the range is empty. It runs in O(log n) time and O(1) space iteratively, but requires sorted, random-access data.",
      plain_named:
        "Binary search only works on a sorted list: you look at the middle item, and if what you want is smaller you throw away the top half, if it's bigger you throw away the bottom half, and you keep doing that until you find it or there's nothing left.",
      plain_unnamed:
        "It's the guess-the-number game. I'm thinking of a number between one and a hundred, you say fifty, I say higher, you say seventy-five, and every guess cuts what's left in half. It only works because the numbers are in order, and even a million items need only about twenty guesses.",
      wrong:
        'Binary search converts every item in the list into binary, ones and zeros, and then compares them bit by bit, which is way faster than comparing the real values. The nice thing is it works on any list, sorted or not.',
    },
  },
  {
    split: 'dev',
    question: { text: "Mutex versus semaphore, what's the difference?", job_title: 'Software Engineer' },
    answers: {
      textbook:
        'A mutex is a mutual exclusion lock with ownership: only the thread that locked it can unlock it, and it lets one thread into a critical section. A semaphore is a signaling primitive with an integer counter changed by wait and signal operations; a counting semaphore allows up to N concurrent accesses, and without ownership it can signal between threads.',
      plain_named:
        'A mutex is like a single key: only one worker can hold it at a time, and whoever took it is the one who has to give it back. A semaphore is more like a counter of free spots, so it can let a set number of workers in at once.',
      plain_unnamed:
        'Think of a single-stall bathroom with one key on a hook: whoever takes the key is the only one inside, and they bring it back. Compare that with a parking garage showing how many spaces are left; cars keep coming in until the count hits zero, then wait until someone drives out.',
      wrong:
        "A mutex and a semaphore are the same thing, it's just that mutex is the Linux name and semaphore is the Windows name. Both of them make a thread sleep for a fixed amount of time so the other threads can catch up.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is the difference between a stack and a queue?',
      job_title: 'Frontend Developer',
    },
    answers: {
      textbook:
        'A stack is a LIFO data structure with push and pop operating on the top, used for the call stack, undo features, and depth-first search. A queue is FIFO, with enqueue at the rear and dequeue at the front, used for scheduling, buffering, and breadth-first search. Both give O(1) insertion and removal.',
      plain_named:
        'With a stack, whatever you put in most recently is the first thing you take back out, like plates piled on each other. A queue is the opposite: things come out in the same order they went in, like people lining up at a shop.',
      plain_unnamed:
        'Picture books piled on your desk where you can only grab the top one, so the book you just set down is the one you get back. Now picture people waiting for a bus: whoever showed up earliest boards first. Those are the two ways of lining data up for processing.',
      wrong:
        "The main difference is speed: a stack lives in the CPU cache so it's faster, while a queue is a slower list that's sorted by priority, so the most important item always comes out first no matter when it was added.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What is the difference between a primary key and a foreign key?',
      job_title: 'Data Analyst',
    },
    answers: {
      textbook:
        "A primary key uniquely identifies each row in a table; it must be unique and non-null, there's one per table, and it can be composite. A foreign key is a column in one table that references the primary key of another, enforcing referential integrity so you can't insert orphan rows, and it's what you join on.",
      plain_named:
        'A primary key is the column that gives each row its own unique label, so you can never mix two rows up. A foreign key is a column in some other table that holds one of those labels, so it points back to the row it belongs with.',
      plain_unnamed:
        "Think of a student ID number: every student has one, and no two students share it. On the library's loan sheet you write the student's ID next to each borrowed book, and that number has to match a real student, which is how the two lists hook together.",
      wrong:
        'A primary key is the main password used to get into the database, and a foreign key is a secondary key handed out to outside users or foreign servers, kind of like an API key, so they can connect with limited access.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Can you explain the difference between overloading and overriding a method?',
      job_title: 'Computer Science Student',
    },
    answers: {
      textbook:
        'Overloading is compile-time polymorphism: several methods in the same class share a name but have different parameter lists, and the compiler picks one based on the arguments. Overriding is runtime polymorphism: a subclass provides its own implementation of a method with the same signature as the superclass, resolved by dynamic dispatch.',
      plain_named:
        'Overloading is having several versions of the same function name in one class that take different inputs, like add with two numbers or add with three. Overriding is when a more specific class rewrites a function it got from the general one so it behaves differently.',
      plain_unnamed:
        "Say a coffee shop's order counter accepts just a drink, or a drink and a size, or a drink, size, and milk type; same counter, and what you hand over decides which version happens. Separately, a franchise might take head office's latte recipe and replace it with its own, so their latte comes out different.",
      wrong:
        'Overloading is when a method gets called so many times that the server runs out of memory, and overriding is when you add the override keyword to skip the method and stop that from happening. So overriding is basically the fix for overloading.',
    },
  },
  {
    split: 'dev',
    question: { text: 'What is virtual memory?', job_title: 'Backend Developer' },
    answers: {
      textbook:
        'Virtual memory is an abstraction where each process gets its own virtual address space, which the MMU translates to physical addresses using page tables. Pages not in RAM can be swapped out to disk and brought back on a page fault, which isolates processes and lets programs use more memory than is physically installed.',
      plain_named:
        "Virtual memory is the computer pretending each program has a huge private space all to itself, while behind the scenes it maps that onto whatever real memory happens to be free, and parks stuff nobody's using on the disk when things run short.",
      plain_unnamed:
        "Imagine every hotel guest is told they're staying in room 101, and the front desk quietly translates each guest's 101 into an actual room. When the hotel's full, some luggage gets moved to the basement and fetched back when needed. Each program thinks it owns a huge clean workspace, while the system juggles the real RAM chips and the disk.",
      wrong:
        "Virtual memory is the memory used by virtual machines. When you run something like VirtualBox, it reserves a part of your RAM as virtual memory, and if you're not running any VMs your computer doesn't use it at all.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would you explain dependency injection to a beginner?',
      job_title: 'Software Engineer',
    },
    answers: {
      textbook:
        "Dependency injection is a form of inversion of control where an object's dependencies are supplied externally, usually through constructor, setter, or interface injection, instead of being instantiated internally. It decouples components, lets them depend on abstractions, and makes unit testing with mocks easy; frameworks like Spring or Angular provide DI containers to wire everything.",
      plain_named:
        "Dependency injection just means a class doesn't build the helpers it needs by itself; whoever creates it hands those helpers in from the outside, so you can easily swap in a fake one when you're testing.",
      plain_unnamed:
        "Think of a chef who doesn't grow their own vegetables; the restaurant delivers produce from whichever supplier it picks. Say your order service needs to send emails: instead of creating the email sender inside it, you pass one in when you set it up, so in tests you can pass a pretend sender that just records messages.",
      wrong:
        'Dependency injection is a security attack, kind of like SQL injection, where a hacker sneaks a malicious package into your dependencies, like a bad npm library. You prevent it by pinning your package versions and running npm audit.',
    },
  },
  {
    split: 'dev',
    question: { text: 'What is an API?', job_title: 'Junior Developer' },
    answers: {
      textbook:
        'An API, or Application Programming Interface, is a defined contract for how software components interact, specifying the available operations or endpoints, request and response formats, data types, and authentication. It abstracts away the implementation; examples include web APIs like REST or GraphQL and library or operating system APIs.',
      plain_named:
        'An API is the set of agreed-upon requests one piece of software lets another piece make, so you can ask it to do things or hand you data without knowing anything about how it works inside.',
      plain_unnamed:
        "It's like a waiter at a restaurant: you don't walk into the kitchen, you give your order from the menu in the expected way and they bring back your food. A weather app works the same way, sending a request to a weather service and getting the forecast back without ever seeing their code.",
      wrong:
        "An API is basically a database that lives on the internet. When you call an API you're directly querying somebody else's database tables, which is why you need to know SQL before you can use one.",
    },
  },
  {
    split: 'test',
    question: { text: 'Can you explain what cloud computing is?', job_title: 'Frontend Developer' },
    answers: {
      textbook:
        "Cloud computing is on-demand delivery of computing resources such as compute, storage, databases, and networking over the internet with pay-as-you-go pricing. It's offered as IaaS, PaaS, or SaaS in public, private, or hybrid deployments, providing elasticity and scalability and shifting capital expense to operating expense, with providers like AWS, Azure, and GCP.",
      plain_named:
        'Cloud computing means renting computers, storage, and software from a big company over the internet instead of buying and running your own machines, and you only pay for what you actually use.',
      plain_unnamed:
        "It's like using the power grid instead of owning a generator: you plug in, pay for what you use, and someone else maintains the power plants. Rather than buying servers for your office, you rent them from Amazon or Google when you need them and grab more when traffic spikes.",
      wrong:
        "Cloud computing just means storing your files online, like Google Drive or Dropbox. It's only about storage really; the actual computing still happens on your own laptop, the cloud just holds the files for you.",
    },
  },
  {
    split: 'dev',
    question: { text: 'What is an operating system?', job_title: 'Computer Science Student' },
    answers: {
      textbook:
        'An operating system is system software that manages hardware resources and provides services to applications. Its kernel handles process scheduling, memory management including virtual memory, file systems, device drivers, and I/O, and it exposes system calls so user-space programs can access resources with isolation and protection.',
      plain_named:
        "An operating system is the main program that runs your computer: it's in charge of sharing the processor and memory among all your apps, talking to hardware like the keyboard and disk, and giving apps a simple way to ask for those things.",
      plain_unnamed:
        "Think of a building manager for the computer. Apps are tenants who don't wire their own electricity, they ask the manager for power, space, and elevator access. The manager decides who gets the processor when and keeps apps from messing with each other's stuff; Windows, macOS, and Linux all play that role.",
      wrong:
        "An operating system is the set of apps that comes preinstalled on a computer, like the browser, the calculator, and the file explorer. If you uninstall all of them the computer keeps working fine, it just doesn't have an operating system anymore.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is the difference between a compiler and an interpreter?',
      job_title: 'Backend Developer',
    },
    answers: {
      textbook:
        'A compiler translates source code ahead of time into machine code or bytecode, performing analysis and optimization and reporting errors before execution, as with C or Rust. An interpreter executes source or an intermediate representation directly at runtime, statement by statement, like CPython or Ruby. Many modern runtimes mix both with JIT compilation.',
      plain_named:
        'A compiler translates your whole program into something the machine can run directly before you ever run it, so you end up with one finished file. An interpreter reads your code and carries it out bit by bit as it goes, without making that separate file first.',
      plain_unnamed:
        "It's like translating a novel. One approach is to translate the entire book into Spanish ahead of time and hand over the printed copy, so reading it later is quick. The other is having a live translator sit beside you and translate sentence by sentence as you read, which is easier to start but slower every single time.",
      wrong:
        "The main difference is that compiled code is always slower, because the compiler adds a bunch of extra safety checks, while interpreted languages talk straight to the CPU. That's why Python runs faster than C for most tasks.",
    },
  },
  {
    split: 'dev',
    question: { text: 'Can you tell me what version control is?', job_title: 'Junior Developer' },
    answers: {
      textbook:
        'Version control systems like Git track changes to files over time as commits, so you can view history, diff, and revert. They support branching and merging, letting developers work in parallel on features and resolve conflicts, and they enable collaboration through remote repositories and pull requests for code review and CI.',
      plain_named:
        "Version control is a tool that keeps a full history of every change to your code, who made it and why, so you can go back to an older state, and several people can work on the same project without wiping out each other's work.",
      plain_unnamed:
        "Think of a shared document with unlimited undo and a timeline showing every edit and who made it. Each developer works on their own copy, then folds their changes back in with everyone else's, and if something breaks you can rewind the whole project to how it looked yesterday.",
      wrong:
        "Version control is about controlling which version of your app users are allowed to download, like forcing everyone to update to version 2.0. It's handled by the app store, not by the developers themselves.",
    },
  },
  {
    split: 'test',
    question: { text: 'What is a primary key?', job_title: 'Data Analyst' },
    answers: {
      textbook:
        "A primary key is a column or set of columns that uniquely identifies each row in a table. It enforces UNIQUE and NOT NULL constraints, there's only one per table, it's usually backed by an index, and foreign keys in other tables reference it. It can be a natural key or a surrogate like an auto-increment ID.",
      plain_named:
        "A primary key is the one piece of information in a table that's guaranteed to be different for every single row and is never left blank, so you can always point to exactly one record with it, like an order number.",
      plain_unnamed:
        "It's like a passport number: two people can share a name and a birthday, but nobody shares that number, and everyone has to have one. In a customer list you'd give each customer a number like that so you can always pull up exactly that customer and nobody else.",
      wrong:
        'A primary key is the most important column in the table, the one you sort and filter by most often, for example the date. It can repeat since lots of rows share a date, but marking it as primary makes those queries faster.',
    },
  },
  {
    split: 'dev',
    question: {
      text: "What's the difference between a class and an object?",
      job_title: 'Frontend Developer',
    },
    answers: {
      textbook:
        'A class is a blueprint or type definition that declares fields and methods. An object is an instance of that class, created at runtime, typically with the new keyword, that occupies memory and holds its own state. Many instances share the same class definition and behavior.',
      plain_named:
        'A class is the plan that describes what something will have and what it can do, and an object is one actual thing built from that plan with its own values filled in. You can make lots of objects from a single class.',
      plain_unnamed:
        'A cookie cutter versus the cookies. The cutter defines the shape once, and every cookie you press out is a real, separate cookie you can decorate differently. In code you describe a Car once, with a color and a top speed, then make my red car and your blue car from that description.',
      wrong:
        "A class is a group of objects, kind of like an array that holds them, and an object is a single variable inside that class. So when you create a class, you're really just making a list to keep your objects in.",
    },
  },
  {
    split: 'test',
    question: { text: 'What does a constructor do?', job_title: 'Computer Science Student' },
    answers: {
      textbook:
        'A constructor is a special method invoked when an object is instantiated, used to initialize its fields and establish invariants. In Java it has the same name as the class and no return type, it can be overloaded, and it can chain to the superclass with super; if you write none, a default no-arg constructor is provided.',
      plain_named:
        "A constructor is the special bit of code that runs automatically the moment you make a new object, and its job is to set that object up properly, like filling in its starting values, so it's ready to use right away.",
      plain_unnamed:
        "Think of the setup screens on a brand new phone: before you can use it, it asks your name, language, and Wi-Fi so it's ready to go. In code, when you create a new BankAccount, some code runs right then to set the owner and a starting balance of zero so it never exists half-made.",
      wrong:
        "A constructor is the function that builds your whole project, basically the main method, and it's what the compiler calls to construct the executable file. That's why every program has exactly one constructor.",
    },
  },
  {
    split: 'dev',
    question: { text: 'What is exception handling?', job_title: 'Software Engineer' },
    answers: {
      textbook:
        'Exception handling is a mechanism for responding to runtime errors: code that might fail goes in a try block, exceptions are thrown and propagate up the call stack until a matching catch block handles them, and a finally block runs cleanup regardless. Java distinguishes checked and unchecked exceptions, and you can define custom exception types.',
      plain_named:
        "Exception handling is how a program deals with things going wrong while it's running, like a file that isn't there: you mark the risky part, say what should happen if it fails, and the program recovers instead of just crashing.",
      plain_unnamed:
        "Say your app asks the user for a number and they type 'banana'. Instead of the whole app blowing up, you wrap that risky step with a plan B: if it goes wrong, show a friendly message and ask again, and either way close anything you opened. It's like a safety net under a trapeze act.",
      wrong:
        'Exception handling means making exceptions to your coding rules, like disabling the linter or compiler warnings on a specific line so the code is allowed to run even though it breaks the style guide.',
    },
  },
  {
    split: 'test',
    question: { text: 'How would you explain DNS to a beginner?', job_title: 'Backend Developer' },
    answers: {
      textbook:
        'DNS, the Domain Name System, is a hierarchical, distributed system that resolves domain names to IP addresses. A recursive resolver queries the root servers, then the TLD servers, then the authoritative name server, caching results according to their TTL. It supports record types like A, AAAA, CNAME, MX, and TXT, and usually runs over UDP port 53.',
      plain_named:
        "DNS is basically the internet's phone book: when you type a website name like google dot com, it looks up the number that computer actually lives at, so your browser knows where to connect.",
      plain_unnamed:
        "Computers find each other by numbers, but people remember names. So when you type a site's name into your browser, your computer first asks a chain of lookup servers which number goes with that name, remembers the answer for a while, and then connects, just like your phone's contacts turning 'Mom' into her actual phone number.",
      wrong:
        "DNS is the service that gives your computer its internet connection; it's what the router uses to hand out your Wi-Fi signal. If DNS goes down it's like your cable got unplugged, and nothing on the network works, not even local file sharing.",
    },
  },
  {
    split: 'dev',
    question: { text: 'What is the difference between GET and POST?', job_title: 'Junior Developer' },
    answers: {
      textbook:
        "GET retrieves a resource; parameters go in the query string, it should be safe and idempotent, and responses can be cached and bookmarked, subject to URL length limits. POST submits data in the request body to create or process something; it's not idempotent, isn't cached by default, and is used for forms and uploads. Neither is encrypted without HTTPS.",
      plain_named:
        "GET is for asking the server to just hand you something, and any details go right in the web address, so it can be bookmarked and shouldn't change anything. POST is for sending stuff to the server, like a filled-in form, tucked inside the message, usually to create or change something.",
      plain_unnamed:
        'One kind of web request is like looking something up in a library catalogue: the extras ride along in the link itself, like search?q=shoes, and doing it ten times changes nothing. The other is like handing in a sealed form at the front desk: the content travels inside, and sending it twice might place two orders.',
      wrong:
        "GET is the secure method and POST is the insecure one, because GET encrypts the parameters in the URL while POST sends the body as plain text. That's why login forms should always use GET.",
    },
  },
  {
    split: 'test',
    question: { text: 'Can you explain multithreading?', job_title: 'Frontend Developer' },
    answers: {
      textbook:
        'Multithreading is running multiple threads concurrently within a single process, sharing the same address space and heap while each has its own stack. On multicore CPUs they can run in parallel, improving throughput and responsiveness, but shared state needs synchronization with locks or atomics to avoid race conditions and deadlocks.',
      plain_named:
        "Multithreading is letting one program do several things at the same time, like downloading a file while the screen still responds to your clicks, with all those jobs sharing the same program's data.",
      plain_unnamed:
        "Think of a kitchen with one chef versus four chefs sharing a counter: with four, the soup, salad, and dessert get done together instead of one after another. But they've got to coordinate, or two of them grab the same knife at once. A program can split its work among several workers like that.",
      wrong:
        "Multithreading is when the CPU splits every single instruction into pieces and runs them on different cores, so any program automatically gets faster the more cores you have. You don't have to change your code at all to use it.",
    },
  },
  {
    split: 'dev',
    question: { text: 'What is a pointer?', job_title: 'Computer Science Student' },
    answers: {
      textbook:
        'A pointer is a variable that stores the memory address of another variable. In C and C++ you take an address with the ampersand operator and dereference with the asterisk; pointers enable dynamic allocation, pass-by-reference, arrays, and structures like linked lists, but risk dangling pointers, null dereferences, and memory leaks.',
      plain_named:
        "A pointer is a variable that doesn't hold the actual value you care about; it holds where that value lives in memory, so you can go there and read or change the original instead of a copy.",
      plain_unnamed:
        "It's like writing down someone's home address instead of carrying their whole house around. In C you can keep the location of a number, then go to that location and change the number, and everyone else who knows that location sees the change too.",
      wrong:
        "A pointer is just a copy of a variable that's kept in a faster part of memory, so when you change the pointer the original stays exactly the same. That's why using pointers makes your code safer.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'How would you explain the difference between authentication and authorization?',
      job_title: 'Software Engineer',
    },
    answers: {
      textbook:
        'Authentication verifies identity using credentials like passwords, MFA, or tokens, often via OpenID Connect, and typically results in a session or JWT. Authorization determines what an authenticated principal can access, enforced through roles, permissions, or policies like RBAC or ABAC. In HTTP, failing them maps to 401 versus 403.',
      plain_named:
        "Authentication is checking who you are, like logging in with your password. Authorization comes after that and decides what you're actually allowed to do once the system knows it's really you.",
      plain_unnamed:
        "At an airport, showing your passport proves you are who you say you are. Your boarding pass then decides which plane you can board and whether you get into the lounge. Apps do both steps: first confirm it's really you, then check which pages and actions you're permitted.",
      wrong:
        "They're basically the same thing, authorization is just the newer term for it. Both mean logging in, and the only difference is that authentication uses a username and password while authorization uses a fingerprint or Face ID.",
    },
  },
];
