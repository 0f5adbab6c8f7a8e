import type { ProbeItem } from './fundamentals-probe.ts';

/** Each angles probe question's three answers: one that answers the angle asked, a right definition that ignores the angle, and a wrong one. */
export const ANGLE_KINDS = ['answered', 'definition_only', 'wrong'] as const;
export type AngleKind = (typeof ANGLE_KINDS)[number];

/**
 * The angles probe: one question on each of forty fundamentals of the field, each asked not as "What is X?" but from an
 * angle, as interviewers ask: for an example, for its benefits or the problem it solves, for when you would use it (and
 * when not), or for its pros and cons or drawbacks, ten questions on each angle. Each is answered as a student says it
 * aloud, written by a helper that never saw the scorer, its rubrics or a figure (2026-12-07):
 * - answered: right, and answers the angle that was asked, not opening with a textbook definition;
 * - definition_only: a right, plain account of what the thing is and how it works, as if asked "What is X?", that gives
 *   no example, benefit, use case or pro and con as asked;
 * - wrong: answers the angle with confidence but is wrong, plausible to a layman, and about computing (no pun on the word).
 * Questions alternate dev and test in file order; only the dev half is read while the scorer changes.
 * Run: `npm run bench:engine -- fundamentals`.
 */
export const ANGLES_PROBE: ProbeItem<AngleKind>[] = [
  {
    split: 'dev',
    question: {
      text: 'So, when would you actually use a closure in JavaScript?',
      job_title: 'Frontend Developer',
    },
    answers: {
      answered:
        "I'd reach for a closure when I want to keep some private state around, like a counter or a little cache that only one function can touch, or for a callback that has to remember a value from setup. They're also handy for function factories, like a makeMultiplier that hands back a function with the factor baked in. I wouldn't use one just to hold data that lots of parts of the app share, though, because a module or a class is clearer there, and closures kept alive for a long time can hang on to memory you don't need.",
      definition_only:
        'So a closure is a function bundled together with the variables from the scope it was created in. When an inner function refers to a variable from its outer function, JavaScript keeps that variable alive even after the outer function has returned. And the inner function holds a reference to the variable itself, not a copy, so it always sees the latest value. Every time the outer function runs, a fresh set of those variables is created, so each inner function gets its own.',
      wrong:
        "I'd use a closure mainly when I need code to run faster, because the outer variables get copied into the function so it doesn't have to look them up anymore. You'd also use one whenever you want to share a global variable between different files, since wrapping it in a closure makes it visible to the whole app. So, um, basically any time performance or sharing data matters, and they free their variables as soon as they return, so they never cost extra memory.",
    },
  },
  {
    split: 'test',
    question: { text: 'Can you give me an example of a deadlock?', job_title: 'Software Engineer' },
    answers: {
      answered:
        "Sure, say there's a bank transfer where thread one locks account A and then tries to lock account B, while at the same moment thread two is moving money the other way, so it has locked B and is waiting for A. Each one is holding the lock the other needs and neither will let go, so both are stuck forever. That's a deadlock because it's a circular wait where nobody can make progress.",
      definition_only:
        'A deadlock is a state where a set of threads or processes are all blocked, each one waiting on a resource that another one in the set is holding. It needs a few conditions at once: mutual exclusion, holding a resource while waiting for another, no preemption, and a circular chain of waiting. Once it happens, none of them can continue unless something from outside breaks the cycle.',
      wrong:
        'Um, a good example is when a web server gets so many requests at once that the CPU hits a hundred percent and the site stops responding. All the requests are sitting there waiting on the processor, so the whole thing is deadlocked. It only clears up once the traffic drops or you add more servers.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Can you give a real-world example of a race condition?',
      job_title: 'Software Engineer',
    },
    answers: {
      answered:
        "One I've seen is two people buying the last concert ticket at the same time. Both requests read that there's one seat left, both decide it's fine, and both write back that the seat is sold, so the ticket gets sold twice. It's a race condition because the result depends on the timing of the two requests, and the check and the update weren't done as one atomic step.",
      definition_only:
        'A race condition is a bug where the outcome of a program depends on the order or timing in which concurrent threads or processes run. It happens when they access shared data without proper synchronization and at least one of them writes to it. Because the scheduling changes from run to run, the result can be different each time.',
      wrong:
        "So, a real example is when two users log in to a site at the exact same time and the server gets slow because it's handling both of them together. That slowdown from handling simultaneous requests is the race condition. You fix it by adding more servers so each user gets their own.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What are the benefits of using threads instead of separate processes?',
      job_title: 'Software Engineer',
    },
    answers: {
      answered:
        "The big one is that threads in the same process share memory, so they can work on the same data directly without sending messages or copying things between them. They're also cheaper to create and to switch between, because the OS doesn't have to set up a whole new address space. So for something like a server handling lots of small requests, threads give you concurrency with a lot less overhead.",
      definition_only:
        "A process is a running program with its own separate address space, its own memory and file handles, and the operating system keeps processes isolated from each other. A thread is a unit of execution inside a process, with its own stack and registers but sharing the process's heap and code with the other threads. Every process starts with one thread and can create more.",
      wrong:
        "The main benefit is that threads are fully isolated, so if one thread crashes the others just keep running without a problem. Um, they also each get their own private copy of memory. That means you never have to worry about locking or synchronization the way you do with processes. Switching between threads is slower than switching processes, but that's worth it for the safety.",
    },
  },
  {
    split: 'dev',
    question: { text: 'What are the drawbacks of garbage collection?', job_title: 'Software Engineer' },
    answers: {
      answered:
        "I think the main downside is that you lose control over when memory actually gets freed, and the collector can pause your program to do its work, which is bad for games or low-latency systems. It also costs extra CPU and usually needs more memory headroom than managing it by hand. The trade-off is that it gets rid of a whole class of bugs like double frees and dangling pointers, so for most apps it's worth it.",
      definition_only:
        "Garbage collection is automatic memory management, where the runtime finds objects the program can no longer reach and frees their memory for you. A common approach is mark and sweep: it starts from roots like the stack and global variables, marks everything reachable from them, and then reclaims whatever wasn't marked. A lot of collectors are also generational, so they check young objects more often than old ones.",
      wrong:
        "The biggest drawback is that garbage collection deletes an object as soon as its variable goes out of scope, even if something else still points to it, so you get a lot of null pointer crashes. It also can't run on multi-core machines. That's why languages like Java end up only using one core, and you have to call the collector yourself after every allocation or the memory just piles up.",
    },
  },
  {
    split: 'test',
    question: { text: 'Give me an example of polymorphism.', job_title: 'Java Developer' },
    answers: {
      answered:
        "So, say I have a Shape interface with an area method, and then Circle, Square and Triangle classes that each implement area their own way. I can keep a list of Shapes and just call area on each one, and Java picks the right version at runtime depending on the actual object. That's polymorphism because the same call works on different types and each one behaves in its own way.",
      definition_only:
        "Polymorphism means that one interface or method call can take many forms depending on the type of object it's used on. In Java there's runtime polymorphism, where an overridden method is chosen by dynamic dispatch based on the object's actual class, and compile-time polymorphism, which is method overloading. The reference type decides what you're allowed to call, and the object's real type decides which code runs.",
      wrong:
        "An example would be a class that has a lot of private fields with getters and setters, um, so other code can't touch the data directly. That's polymorphism, because the object hides its internal state and only shows one face to the outside. Any class that keeps its fields private is using it. Marking a class final would be another example, since it locks the behavior so subclasses can't change it.",
    },
  },
  {
    split: 'dev',
    question: { text: 'What are the downsides of recursion?', job_title: 'Software Engineer' },
    answers: {
      answered:
        "Um, the biggest one is that every call adds a frame to the call stack, so with deep recursion you can hit a stack overflow, and the call overhead can make it slower than a simple loop. A naive version can also repeat a ton of work, like the plain recursive Fibonacci, which is exponential. That said, for trees or divide-and-conquer problems it makes the code a lot shorter and clearer, so it's not all bad.",
      definition_only:
        'Recursion is when a function solves a problem by calling itself on a smaller version of the same problem. Every recursive function needs a base case, where it stops and returns an answer directly, and a recursive case that moves toward that base case. Each call waits for the smaller call to finish, and then the results get combined as the calls return one by one.',
      wrong:
        "The main downside is that recursive functions can't return a value, so you have to store the result in a global variable. Also, most compilers turn recursion into multithreading behind the scenes. So you can get race conditions if you're not careful with it. And you can only recurse about ten levels deep before the language stops you, so it's useless for anything big.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'When would you put something on the heap instead of the stack?',
      job_title: 'Software Engineer',
    },
    answers: {
      answered:
        "I'd use the heap when the data needs to outlive the function that created it, like an object I return or keep in a list, or when it's big or its size isn't known until runtime, like an array whose length the user picks. For small local variables that only live while the function runs, the stack is better, because allocating there is basically free and it's cleaned up automatically. So I wouldn't heap-allocate a loop counter or a little temporary struct.",
      definition_only:
        'The stack is a region of memory that holds function call frames, so local variables and return addresses get pushed when a function is called and popped when it returns, in last-in-first-out order. The heap is a separate, larger region where memory is allocated and freed dynamically in any order, either by hand with something like malloc and free or by a garbage collector. Each thread has its own stack, while the heap is shared by the whole process.',
      wrong:
        "You'd put something on the heap when it's small and used a lot, since the heap is faster to access than the stack. And anything that only lives inside one function should go on the heap too, um, because the stack is shared across all the threads. Keeping local stuff on the stack can cause conflicts between them. The heap also cleans itself up the moment the function returns, so you never have to think about freeing it.",
    },
  },
  {
    split: 'dev',
    question: { text: 'What are the pros and cons of using a hash table?', job_title: 'Software Engineer' },
    answers: {
      answered:
        "The big pro is speed: lookups, inserts and deletes are constant time on average, because the hash tells you straight away which bucket to look in. The cons are that the keys aren't kept in any order, so range queries or sorted output don't work well, and with a bad hash function or lots of collisions it can degrade toward linear time. It also uses extra memory, since you keep it partly empty to avoid collisions.",
      definition_only:
        "A hash table stores key-value pairs in an array of buckets. To store or find a key, you run it through a hash function that turns it into an index and go to that slot. When two keys land on the same index, that's a collision, and it's handled either with chaining, where each bucket holds a small list, or with open addressing, where you probe for another free slot.",
      wrong:
        "The main pro is that a hash table keeps everything sorted by key, so it's great for grabbing the smallest or largest value quickly. The con is that it can only use numbers as keys. So if you need string keys, you have to use a tree instead. And since the keys are kept in order, every insert has to shift the other entries along, so adding items is slow.",
    },
  },
  {
    split: 'test',
    question: { text: 'Why do we need Big O notation?', job_title: 'Software Engineer' },
    answers: {
      answered:
        'We need it because it gives us a way to compare algorithms by how they scale as the input grows, without depending on the machine, the language or exact timings. So if one approach is O(n squared) and another is O(n log n), I can tell the first one will fall over on a million items before I even run it. It also gives the team a shared shorthand when we talk about performance in code reviews.',
      definition_only:
        "Big O notation describes an upper bound on how an algorithm's running time or memory use grows as a function of the input size n. You drop the constants and the lower-order terms, so something that takes 3n squared plus 5n steps is just O(n squared). Common classes are O(1), O(log n), O(n), O(n log n) and O(n squared).",
      wrong:
        "Um, we need Big O because it tells you exactly how many seconds your program will take to run on a given computer. That way you can put it right in the requirements, like saying a feature has to be O(100) milliseconds. Then QA can test the code against that number. It's also how you measure memory, like O(512) means the program uses 512 megabytes.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Tell me, what are the benefits of following the principles of object-oriented programming?',
      job_title: 'Software Engineer',
    },
    answers: {
      answered:
        "I think the main benefit is that the code gets easier to maintain and change. Encapsulation keeps each object's data behind its methods so one change doesn't break everything, inheritance and polymorphism let you reuse code and add new types without rewriting the callers, and abstraction lets people use a class without knowing how it works inside. On a big team that makes it easier to split the work up and test pieces on their own.",
      definition_only:
        "So the four principles of OOP are encapsulation, abstraction, inheritance and polymorphism. Encapsulation is bundling data with the methods that work on it and restricting direct access, and abstraction is exposing only the essential features of an object. Inheritance is when a class takes fields and methods from a parent class, and polymorphism is when the same method call behaves differently depending on the object's type.",
      wrong:
        "The benefit is mainly performance, because object-oriented code runs faster than procedural code since the objects are stored closer together in memory. Following the principles also means the compiler can skip type checking. So, um, your builds finish a lot quicker too. Another benefit is security, since code inside a class can't be read or changed by attackers once it's compiled.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What are the pros and cons of NoSQL databases compared to SQL ones?',
      job_title: 'Backend Developer',
    },
    answers: {
      answered:
        "On the plus side, NoSQL databases like MongoDB or Cassandra usually scale out horizontally more easily and have flexible schemas, so you can store documents whose shape changes without running migrations. The downside is that you often give up joins, strong consistency or multi-row transactions, so keeping related data correct becomes the application's problem. For something like a banking ledger with lots of relationships, I'd still lean toward SQL.",
      definition_only:
        'SQL databases are relational: they store data in tables of rows and columns with a fixed schema, relate tables through foreign keys, and you query them with SQL inside ACID transactions. NoSQL is an umbrella term for non-relational databases, like document stores, key-value stores, wide-column stores and graph databases. Each of those stores data in its own model instead of tables.',
      wrong:
        "The main pro of NoSQL is that it's always faster than SQL for every kind of query, since it doesn't bother with indexes. The con is that NoSQL can't handle large amounts of data. So once you go past a few gigabytes you have to move over to a relational database. It also can't be used from languages like Python or Java, only from JavaScript, which limits where you can use it.",
    },
  },
  {
    split: 'dev',
    question: { text: 'Can you give me an example of a REST API?', job_title: 'Frontend Developer' },
    answers: {
      answered:
        "Sure, think of a to-do app with a tasks resource. You'd have GET on /tasks to list them, GET on /tasks/42 to fetch one, POST to /tasks to create one, PATCH on /tasks/42 to update it and DELETE on /tasks/42 to remove it, all sending JSON back and forth. It's RESTful because the URLs name the resources, the HTTP methods say what you're doing to them, and each request carries everything the server needs.",
      definition_only:
        "REST stands for representational state transfer, and it's an architectural style for designing web APIs over HTTP. Everything is treated as a resource identified by a URL, clients use the standard HTTP methods on those resources, and the server is stateless, so each request has to contain all the information needed to handle it. Responses are usually JSON and can be marked as cacheable.",
      wrong:
        "A good example is a WebSocket chat server, where the client opens one connection and the server keeps pushing messages down it. That's REST, because the server remembers each client's session and state between messages. The client keeps one socket open the whole time instead of making separate HTTP requests, which is exactly what REST is about, and most real-time apps work that way.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'When would you use an abstract class instead of an interface?',
      job_title: 'Java Developer',
    },
    answers: {
      answered:
        "I'd go for an abstract class when the subclasses are closely related and share real code or state, like a base Vehicle class with fields and a common startEngine method that Car and Truck both reuse. If I just need a contract that unrelated classes can sign up to, like Comparable, I'd use an interface instead. That's especially true since a class can implement several interfaces but only extend one class.",
      definition_only:
        "An abstract class is a class that can't be instantiated and can have abstract methods alongside normal methods, fields and constructors, and another class extends it. An interface declares method signatures that a class implements, and since Java 8 it can also have default and static methods, but it can't hold instance state. A class can extend only one abstract class but implement many interfaces.",
      wrong:
        "You'd use an abstract class when you need a class to inherit from several parents at once, since Java allows multiple abstract classes but only one interface. An interface is the better choice when you need to store fields and write constructors. Abstract classes can't have either of those, and they're the only way to get default method bodies, since interfaces can never contain any code.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'When would you use a linked list instead of an array?',
      job_title: 'Software Engineer',
    },
    answers: {
      answered:
        "I'd use a linked list when I'm doing lots of inserts and deletes at the front or in the middle and already have a reference to the spot, since that's just relinking a couple of pointers instead of shifting everything over. It's also handy when I have no idea how big it'll get. But if I need to jump to an element by index, or I'm mostly iterating, I'd stick with an array, because access is constant time and it's much friendlier to the CPU cache.",
      definition_only:
        'An array stores its elements in one contiguous block of memory, so each element can be found directly from its index. A linked list is made of separate nodes scattered around memory, where each node holds a value and a pointer to the next node, and sometimes to the previous one as well. To reach the fifth element of a linked list, you start at the head and follow the pointers one at a time.',
      wrong:
        "You'd use a linked list when you need fast random access, like getting the thousandth element right away, since each node knows its own position. Arrays are the better choice when you keep adding and removing items at the front. That's because they resize and shift themselves for free. Linked lists also use less memory than arrays, since they don't need to store anything extra per element.",
    },
  },
  {
    split: 'test',
    question: { text: 'What are the benefits of encapsulation?', job_title: 'Java Developer' },
    answers: {
      answered:
        "The main benefit is that the object protects its own data, so nobody can put it in a bad state, like setting an account balance to a negative number, because they have to go through a method that checks it. It also means I can change how the class works inside, say swap a field's type, without breaking the code that uses it, since that code only depends on the public methods. That makes things a lot easier to maintain and debug.",
      definition_only:
        'Encapsulation is bundling the data and the methods that operate on that data together inside one class, and restricting direct access to the internal state. In Java you usually do it by making the fields private and exposing public getter and setter methods. Other classes then interact with the object only through its public interface.',
      wrong:
        'The main benefit of encapsulation is that it makes the program run faster, since private fields are stored in a special part of memory the CPU can reach quicker. It also lets you share the same variable across all instances of a class automatically. So you save memory as well, and because the fields are private, the garbage collector never has to scan them, which cuts down on pauses.',
    },
  },
  {
    split: 'dev',
    question: { text: 'What are the drawbacks of inheritance?', job_title: 'Software Engineer' },
    answers: {
      answered:
        "Um, one big drawback is tight coupling: the subclass depends on the parent's internals, so a change in the base class can quietly break every child, which people call the fragile base class problem. Deep hierarchies also get hard to follow, and you can end up inheriting methods that make no sense for the subclass. It's still nice for real is-a relationships and for reusing code, but a lot of the time composition is the more flexible choice.",
      definition_only:
        "Inheritance is when a class, the child or subclass, is based on another class, the parent or superclass, and automatically gets its fields and methods. The subclass can add its own members and override the parent's methods to change how they behave. It models an is-a relationship, and in Java you write it with the extends keyword.",
      wrong:
        "The main drawback is that a child class can't call any of its parent's methods, so you end up rewriting all of them anyway. Also, inheritance copies the parent's whole code into every subclass when it compiles. So your program gets much bigger each time you extend a class. Another drawback is that a subclass can't add any new fields of its own, it only gets exactly what the parent defines.",
    },
  },
  {
    split: 'test',
    question: { text: 'When would you choose UDP over TCP?', job_title: 'Backend Developer' },
    answers: {
      answered:
        "I'd choose UDP when speed and low latency matter more than getting every single packet, like live video calls, online games or live streaming, where a late packet is useless anyway so there's no point resending it. DNS lookups use it too, since they're tiny one-shot requests. But for file transfers, web pages or payments, where every byte has to arrive in order, I'd go with TCP.",
      definition_only:
        'TCP is a connection-oriented protocol: it sets up a connection with a three-way handshake and then guarantees that data arrives reliably and in order, using acknowledgments, retransmissions, and flow and congestion control. UDP is connectionless; it just sends individual datagrams with no handshake, no acknowledgments and no guarantee of delivery or order. Both sit at the transport layer on top of IP.',
      wrong:
        "So I'd choose UDP when I need to be sure every packet arrives in the right order, like a bank transaction or a file download, because UDP checks each packet twice. TCP is better for video calls and games. It skips the error checking so it can stay fast. UDP also sets up a connection with a handshake before sending anything, so the server always knows the data is coming.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'When would you normalize a database, and when might you not?',
      job_title: 'Data Analyst',
    },
    answers: {
      answered:
        "I'd normalize for a transactional system that gets written and updated a lot, like an orders system, because storing each fact in one place means an update happens once and you don't end up with a customer who has two different addresses. But for a reporting warehouse or a dashboard that's mostly reads, I might denormalize on purpose, with a star schema or some duplicated columns, so queries don't need a pile of joins and run faster.",
      definition_only:
        'Database normalization is the process of organizing tables into a series of normal forms. First normal form means each column holds a single atomic value, second normal form means every non-key column depends on the whole primary key, and third normal form means non-key columns depend on nothing but the key. In practice it means splitting data into related tables linked by keys.',
      wrong:
        "You'd normalize a database when it's getting too big, since normalization compresses the data and deletes the old rows you don't need anymore. Um, you wouldn't normalize when the tables are small. Then there's nothing really to clean up, so it would just waste time. Normalizing also merges your tables into one big table, so queries never need joins.",
    },
  },
  {
    split: 'test',
    question: {
      text: "What's the advantage of binary search over just going through the list one by one?",
      job_title: 'Software Engineer',
    },
    answers: {
      answered:
        "The big advantage is speed: each comparison throws away half of what's left, so it takes O(log n) steps instead of O(n). In a sorted list of a million items that's about twenty comparisons, where a linear scan could need a million. The catch is the data has to be sorted first, so it really pays off when you search the same data many times.",
      definition_only:
        "Binary search is an algorithm for finding a value in a sorted array. You look at the middle element, and if it's the target you're done; if the target is smaller you repeat on the left half, and if it's bigger you repeat on the right half. You keep halving the range until you find the value or the range is empty.",
      wrong:
        "The advantage is that binary search works on any list, sorted or not, because it converts the values into binary and compares the bits directly. That makes it about twice as fast as a linear search. It's basically checking two elements at a time instead of one.",
    },
  },
  {
    split: 'dev',
    question: { text: 'When would you use a semaphore rather than a mutex?', job_title: 'Software Engineer' },
    answers: {
      answered:
        "I'd use a semaphore when I want to let a limited number of threads in at once, not just one, like capping a pool of ten database connections so the eleventh thread has to wait. They're also good for signaling between threads, like a producer telling a consumer an item is ready. But if I just need to protect a shared variable so only one thread touches it at a time, I'd use a mutex, since it has ownership and is harder to misuse.",
      definition_only:
        "A mutex is a lock with ownership: one thread acquires it, and only that same thread can release it, so it enforces mutual exclusion around a critical section. A semaphore is an integer counter with two atomic operations, wait, which decrements it and blocks when it's zero, and signal, which increments it and wakes up a waiting thread. A binary semaphore only goes between zero and one, while a counting semaphore can go higher.",
      wrong:
        "You'd use a semaphore when only a single thread should ever be inside a section of code, because a semaphore is the stricter of the two locks. A mutex is what you want when lots of threads should get in at once. That's because a mutex keeps a count of how many threads are allowed. Semaphores are also only used between different computers over a network, while mutexes are for threads inside one program.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Could you give me a real-world example of a stack and of a queue?',
      job_title: 'Software Engineer',
    },
    answers: {
      answered:
        "For a stack, think of the undo button in a text editor: every action gets pushed on, and undo pops the most recent one first, so it's last in, first out. For a queue, think of a printer with a bunch of print jobs, where the first document sent is the first one printed, so it's first in, first out. That's really the whole difference, which end things come out of.",
      definition_only:
        'A stack is a linear data structure where you add and remove elements at the same end, the top, so it follows last in, first out, with push, pop and peek operations. A queue adds elements at the back and removes them from the front, so it follows first in, first out, with enqueue and dequeue. Both can be built on an array or a linked list, and their basic operations are constant time.',
      wrong:
        "A real example of a stack would be people lining up at a bank, since whoever got there first gets served first. And a queue is like a pile of plates in a cafeteria, where you always take the one on top. That's the plate that was added last, so the stack is first in, first out and the queue is last in, first out, which is why a browser's back button uses a queue.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Can you give me an example of a primary key and a foreign key?',
      job_title: 'Data Analyst',
    },
    answers: {
      answered:
        "Say we have a Customers table and an Orders table. In Customers, customer_id is the primary key, since it's unique for every customer and never null. Then Orders has its own order_id as its primary key, plus a customer_id column that's a foreign key pointing back to Customers, so every order is tied to a customer who actually exists.",
      definition_only:
        "A primary key is a column, or a set of columns, whose values uniquely identify each row in a table, so they must be unique and can't be null, and a table has only one. A foreign key is a column in one table that references the primary key of another table. The database enforces referential integrity on it, so you can't insert a value that doesn't exist in the referenced table.",
      wrong:
        "Sure, in an Employees table, the employee's last name would be the primary key, and their first name would be the foreign key. The foreign key is there as a backup in case the primary key gets lost. It also helps when two people happen to have the same last name. And an Orders table wouldn't need any key at all, since orders are just stored in the order they come in.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Show me an example of method overloading versus method overriding.',
      job_title: 'Java Developer',
    },
    answers: {
      answered:
        "So for overloading, I might have a Calculator class with add taking two ints and another add taking two doubles, same name but different parameters, and the compiler picks one based on the arguments. For overriding, say there's an Animal class with a makeSound method, and a Dog subclass redefines makeSound with the exact same signature so it barks. The first one is resolved at compile time within one class, and the second is picked at runtime from the actual object.",
      definition_only:
        "Method overloading is when a class has several methods with the same name but different parameter lists, meaning a different number or types of parameters, and the compiler decides which one to call. Method overriding is when a subclass provides its own implementation of a method that's already defined in its superclass, with the same name, parameters and return type. Overloading is compile-time polymorphism and overriding is runtime polymorphism.",
      wrong:
        'For overloading, an example is a Dog class rewriting the speak method it got from Animal, with the same name and parameters, so it barks instead. And overriding would be having two print methods in the same class, where one takes a String and the other takes an int. Um, so overriding is the one that stays inside a single class, and overloading is the one that needs inheritance to work.',
    },
  },
  {
    split: 'dev',
    question: { text: 'What problem does virtual memory solve?', job_title: 'Software Engineer' },
    answers: {
      answered:
        "It solves a couple of problems. Each process gets its own private address space, so one program can't read or scribble over another's memory, and every program can act like it has one big clean chunk of memory starting at the same place. It also lets you run more than fits in RAM, since pages that aren't being used can be moved out to disk and brought back when they're needed.",
      definition_only:
        "Virtual memory is a memory management technique where each process works with virtual addresses, and the hardware, through the MMU, translates them into physical addresses using page tables that the operating system keeps. Memory is divided into fixed-size pages, and touching a page that isn't in RAM causes a page fault, so the OS loads it in from disk. The TLB caches recent translations.",
      wrong:
        'Virtual memory solves the problem of the hard drive filling up, because it stores your files in RAM instead, so you get more disk space. It also makes programs run faster. The memory on virtual machines is quicker than normal memory. And it lets a 32-bit program use unlimited memory, since the virtual addresses never run out.',
    },
  },
  {
    split: 'test',
    question: { text: 'What are the benefits of dependency injection?', job_title: 'Backend Developer' },
    answers: {
      answered:
        "The biggest benefit for me is testing: because a class gets its dependencies passed in instead of creating them itself, I can hand it a fake database or a mock email service in a unit test. It also keeps classes loosely coupled, so swapping one implementation for another, like changing payment providers, is a config change rather than edits all over the code. And it makes each class's dependencies obvious from its constructor.",
      definition_only:
        'Dependency injection is a design pattern where an object receives the other objects it depends on from the outside, instead of constructing them itself. The dependencies are usually passed in through the constructor, a setter or a method parameter. Often a DI container, like the one in Spring, builds the objects and wires them together based on configuration or annotations.',
      wrong:
        "The main benefit is that dependency injection automatically downloads and installs the libraries your project needs, so you don't have to manage packages yourself. It also makes the app faster. That's because all the dependencies get compiled into one single class. And since everything is injected at runtime, you never need interfaces or constructors, which keeps the classes shorter.",
    },
  },
  {
    split: 'dev',
    question: { text: 'Can you give an example of an API?', job_title: 'Software Engineer' },
    answers: {
      answered:
        "A common one is the Google Maps API. A delivery app doesn't build its own maps; it sends a request with two addresses and gets back a route and a travel time. It counts as an API since the app only talks to it through published requests and responses, and never sees any of Google's code.",
      definition_only:
        "API stands for application programming interface. It's a defined set of rules, like functions, endpoints and data formats, that says how one piece of software can request things from another and what it'll get back. The caller only needs to know the interface, not the implementation behind it.",
      wrong:
        "A good example of an API is Microsoft Word, since it's an application people use to write documents. Um, basically any program with a user interface that you click around in is an API. The interface part is the buttons and menus.",
    },
  },
  {
    split: 'test',
    question: { text: 'So, what are the pros and cons of cloud computing?', job_title: 'Backend Developer' },
    answers: {
      answered:
        "The pros are that you don't have to buy and run your own servers, you pay for what you use, and you can scale up in minutes when traffic spikes, with managed databases and backups taken care of. The cons are that costs creep up if nobody watches them, you depend on the provider's uptime, and leaning on provider-specific services makes it hard to move later, which is vendor lock-in. Some companies also have data residency rules to worry about.",
      definition_only:
        'Cloud computing is delivering computing resources, like servers, storage, databases and networking, over the internet on demand from a provider such as AWS, Azure or Google Cloud. It is usually split into infrastructure as a service, platform as a service and software as a service. The provider owns and runs the data centers, and customers rent capacity and are billed for it.',
      wrong:
        'The big pro is that cloud apps work without an internet connection, since everything gets synced to your computer ahead of time. The con is that the cloud can only store files. So you still need your own servers to actually run any code. Another con is that cloud servers are always slower than a laptop, since thousands of people share each one at the same time.',
    },
  },
  {
    split: 'dev',
    question: { text: 'Why do we need an operating system?', job_title: 'Software Engineer' },
    answers: {
      answered:
        "Without an OS, every program would have to talk to the hardware directly and fight over the CPU and memory. The operating system shares those resources out, schedules processes so many things can run at once, keeps programs from stepping on each other's memory, and gives everyone simple things like files and sockets instead of raw disk blocks and network cards. So developers write against one consistent interface and the OS deals with the hardware.",
      definition_only:
        "An operating system is the system software that sits between the hardware and the applications. Its core is the kernel, which runs in a privileged mode and handles process scheduling, memory management, the file system and device drivers. Programs ask the kernel for things through system calls. On top of the kernel there's a user-facing layer, like a shell or a graphical desktop.",
      wrong:
        "We need an operating system mainly to protect the computer from viruses, since that's its main job, kind of like a built-in antivirus. It also speeds up your internet connection by compressing everything you download. Without one, web pages would load really slowly. It also acts as the firewall, so once it's installed you don't need any other security software.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'What are the pros and cons of a compiled language versus an interpreted one?',
      job_title: 'Software Engineer',
    },
    answers: {
      answered:
        "Compiled languages like C or Rust usually run faster, since the whole program is turned into machine code ahead of time and a lot of errors get caught before it ever runs. The downside is you rebuild after every change and the binary is tied to one platform. Interpreted languages like Python are quicker to iterate with and more portable, because you just run the source, but they're generally slower and some errors only show up when that line actually executes.",
      definition_only:
        'A compiler translates the whole source code of a program into machine code, or some other lower-level form, before it runs, producing an executable file. An interpreter reads the source and executes it directly, statement by statement, while the program is running, without producing a separate executable. Some languages mix the two, like Java compiling to bytecode that the JVM then interprets or JIT-compiles.',
      wrong:
        "The pro of interpreted languages is that they're faster, because the interpreter skips the translation step and the CPU reads the source code directly. The con of compiled languages is that the program needs the compiler installed on every user's machine. Otherwise the executable can't start at all. Interpreted programs also can't have runtime errors, since the interpreter checks every line before it runs.",
    },
  },
  {
    split: 'dev',
    question: { text: 'Why would a team use version control like Git?', job_title: 'Software Engineer' },
    answers: {
      answered:
        'Mainly so several people can work on the same code at once without overwriting each other, because everyone works on their own branch and Git merges the changes and flags conflicts. It also keeps the full history, so if something breaks you can see exactly who changed what and when, and roll back to a version that worked. And it makes code review possible through pull requests before anything lands in main.',
      definition_only:
        'Version control is a system that records changes to files over time, and Git is a distributed version control system. Each developer has a full copy of the repository with its whole history, and changes are saved as commits, which are snapshots of the project. You can create branches, merge them, and push and pull commits to and from a remote repository.',
      wrong:
        "A team uses Git mainly as a backup for the production database, so if the server crashes you can restore the customer data from the last commit. It also automatically tests and deploys the code every time you save a file. So you don't need a separate CI setup. Each commit also stores a full copy of the server's state, so rolling back puts the whole machine back how it was.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Can you give me an example of a class and an object?',
      job_title: 'Software Engineer',
    },
    answers: {
      answered:
        "Sure, a Car class might define fields like make, color and speed, and methods like accelerate and brake. Then if I create a new Car that's a red Toyota, that's an object, one specific car with its own values, and a blue Honda would be a second object made from the same class. The class is the blueprint, and each object is one actual thing built from it.",
      definition_only:
        "A class is a template that defines what data and behavior a type of thing has, through its fields and methods, but it doesn't hold any actual data on its own. An object is an instance of a class, created at runtime, with its own memory and its own values for those fields. Many objects can be created from one class, and they all share the methods the class defines.",
      wrong:
        "Sure, say I have a file called Vehicles.java; that file is the class. Then the Car and Truck definitions written inside it are the objects, since each one is a separate thing the file contains. So a class is basically just the source file, and the objects are what's written in it.",
    },
  },
  {
    split: 'dev',
    question: {
      text: "When would you write your own constructor for a class, and when wouldn't you bother?",
      job_title: 'Java Developer',
    },
    answers: {
      answered:
        "I'd write one when the object needs certain values to be valid from the start, like a User that must have an email, or when I want to check the arguments or set up something like a list right away. If the class has nothing to set up, or the default values are fine, I'd just let Java give me the default no-argument one. And if there are tons of optional parameters, I'd rather use a builder than one huge constructor.",
      definition_only:
        "A constructor is a special method that runs automatically when you create a new object with the new keyword. It has the same name as the class and no return type, and its job is to initialize the fields of the object. A class can have several overloaded constructors, and one can call another using this. Constructors aren't inherited, but a subclass constructor calls the parent's with super before the rest of its body runs.",
      wrong:
        "You'd write your own constructor when you need to clean up an object before it gets deleted, like closing files or freeing its memory. You don't need one when the class has fields, though. Java always fills those in from the method arguments automatically. And a constructor can have any name you like, as long as it returns the object at the end.",
    },
  },
  {
    split: 'test',
    question: { text: 'What are the pros and cons of exception handling?', job_title: 'Software Engineer' },
    answers: {
      answered:
        "The pro is that it separates the error handling from the normal logic, so you don't check a return code after every call, and an error can travel up to the place that actually knows how to deal with it. The cons are that throwing is fairly slow, so it shouldn't be used for normal control flow, and it makes the flow harder to follow since any call might jump out. People also write empty catch blocks that swallow errors and hide bugs.",
      definition_only:
        'Exception handling is a mechanism for dealing with errors at runtime. Code that might fail goes in a try block, and when something goes wrong an exception object is thrown, which unwinds the call stack until a matching catch block handles it. A finally block runs afterward whether or not an exception was thrown. Exceptions form a class hierarchy, and in Java checked exceptions must be either caught or declared with throws.',
      wrong:
        'The pro is that exception handling makes your code run faster, since a try block tells the compiler to optimize that section. The con is that once an exception is caught, the program has to restart. So you lose whatever state it had in memory. Exceptions also only catch errors in your own code, not things like a missing file or a dropped connection, so you still need return codes for those.',
    },
  },
  {
    split: 'dev',
    question: { text: 'What problem does DNS solve?', job_title: 'Software Engineer' },
    answers: {
      answered:
        "It solves the problem that computers find each other by IP addresses, but people can't remember numbers like 142.250.72.14. DNS lets you type a name like google.com and looks up the right IP for you. It also means a company can move its site to a new server and just update the DNS record, without everyone having to learn a new address.",
      definition_only:
        'DNS is the domain name system, a hierarchical, distributed database that maps domain names to IP addresses. When you look up a name, a resolver asks a root server, then the top-level domain server for something like .com, and then the authoritative server for that domain, and the answer is cached for its time to live. There are different record types, like A, AAAA, CNAME and MX.',
      wrong:
        "DNS solves the problem of slow websites: it stores copies of web pages on servers near you so they load faster. Um, it also encrypts your traffic, so nobody on the network can see which pages you visit. That's why every site uses it. DNS also hands your computer its IP address when you join a Wi-Fi network, so without it you couldn't get online at all.",
    },
  },
  {
    split: 'test',
    question: { text: 'When would you use POST instead of GET?', job_title: 'Frontend Developer' },
    answers: {
      answered:
        "I'd use POST when the request creates something or changes data on the server, like submitting a sign-up form or placing an order, or when I'm sending a big or sensitive body like a password that shouldn't end up in the URL or the browser history. For just fetching data, like loading a product list or a search results page, I'd use GET, since it's safe to repeat and can be cached and bookmarked.",
      definition_only:
        "GET and POST are both HTTP methods. A GET request asks the server for a resource, with any parameters in the URL's query string, and it's defined as safe and idempotent. A POST request sends data to the server in the request body, and it isn't idempotent, so sending it twice can have a different effect from sending it once. The method name is simply the first word of the request line the browser sends.",
      wrong:
        "You'd use POST when you want the response cached by the browser, since POST responses are saved automatically. GET is the one to use for logins and passwords. That's because the parameters in a GET request are encrypted inside the URL. POST is also the faster one for just loading data, like a product list, so most pages should use it.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Could you walk me through the pros and cons of multithreading?',
      job_title: 'Software Engineer',
    },
    answers: {
      answered:
        "The pros are that you can use several CPU cores at once for heavy work, and you can keep something like a UI responsive while a background thread does a slow download. The cons are that shared data needs locking, which brings in bugs like race conditions and deadlocks that are really hard to reproduce. There's also overhead from creating threads and context switching, so adding threads doesn't always make things faster.",
      definition_only:
        "Multithreading is when a single process runs multiple threads of execution concurrently. The threads share the process's memory and resources, but each one has its own stack, program counter and registers. The operating system schedules them, either interleaving them on one core or running them in parallel on several cores. A thread can be running, ready or blocked, and threads are created either by the kernel or by a runtime library.",
      wrong:
        "The pro is that every thread gets its own separate memory, so you never need locks. The con is that multithreading only works on computers with a single core. On modern multicore machines you have to use multiple processes instead. Threads also can't talk to each other at all, so to share a result they have to write it to a file first.",
    },
  },
  {
    split: 'test',
    question: { text: 'What are the drawbacks of using pointers?', job_title: 'Software Engineer' },
    answers: {
      answered:
        "Um, pointers are powerful, since you can pass big structures around without copying them and build things like linked lists and trees, but they're easy to get wrong. You can dereference a null or dangling pointer and crash, leak memory by losing the only pointer to something, or write past the end of a buffer, which can even be a security hole. They also make code harder to read and debug than references in a managed language.",
      definition_only:
        'A pointer is a variable that stores the memory address of another value instead of the value itself. In C you get an address with the ampersand operator, and you follow a pointer to the value it points to with the star, which is called dereferencing. Pointer arithmetic moves the address by multiples of the size of the type it points to. You can also have pointers to pointers, and in C an array name mostly behaves like a pointer to its first element.',
      wrong:
        "The main drawback is that pointers make a full copy of the data every time you pass them, so they use a lot of extra memory. They also can't be used with arrays or structs, only with single numbers. That limits what you can do with them quite a lot. And once you've pointed a pointer at something you can't change it to point anywhere else, so you end up creating lots of them.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Can you give me an example that shows the difference between authentication and authorization?',
      job_title: 'Backend Developer',
    },
    answers: {
      answered:
        "Sure, when I log into a company's HR portal with my password and a code from my phone, that's authentication, the system checking that I really am who I say I am. Then when I try to open someone else's salary page and get a 403 because I'm not a manager, that's authorization, the system deciding what I'm allowed to do. So the login is the first one, and the permission check is the second.",
      definition_only:
        "Authentication is the process of verifying a user's identity, usually with credentials such as a password, a token or biometrics. Authorization is the process of determining what an authenticated user is permitted to access or do, based on roles, permissions or policies. Authentication normally happens first, and authorization is checked on each request after that.",
      wrong:
        "An example of authentication is when an admin gives a user permission to edit a shared document, and authorization is when you type your username and password to log in. So authorization is the login step. Authentication is the permissions step that comes afterward. That's why a 401 error means you don't have permission, and a 403 means you typed the wrong password.",
    },
  },
  {
    split: 'test',
    question: { text: 'When would you use a left join instead of an inner join?', job_title: 'Data Analyst' },
    answers: {
      answered:
        "I'd use a left join when I need every row from the main table even if there's no match, like listing all customers with their orders, including customers who've never ordered, who just come back with nulls. It's also how you find the missing ones, by filtering where the right side is null. If I only care about customers who actually have orders, I'd use an inner join, since it drops the rows without a match.",
      definition_only:
        "An inner join returns only the rows where the join condition matches in both tables. A left join returns every row from the left table plus the matching rows from the right table, and where there's no match the right table's columns are filled with nulls. So the difference is in what happens to left-table rows that have no partner. Both match rows using the condition in the ON clause, like matching on a customer ID.",
      wrong:
        "You'd use a left join when you only want the rows that match in both tables, because it's the stricter join. An inner join is better when you want to keep everything from both tables. It fills in any gaps with zeros. Left joins are also always faster than inner joins, since they only have to read the left table.",
    },
  },
];
