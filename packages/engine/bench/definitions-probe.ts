import type { ProbeItem } from './fundamentals-probe.ts';

/** Each definitions probe question's three answers: a plain and a vague right definition, and a wrong one. */
export const DEFINITION_KINDS = ['plain', 'vague', 'wrong'] as const;
export type DefinitionKind = (typeof DEFINITION_KINDS)[number];

/**
 * The definitions probe: one question on each of the forty fundamentals of the field, about half of them reworded as
 * interviewers ask them, each answered by a definition as a nervous student says it, written by a helper that never saw
 * the scorer, its rubrics or a figure (2026-12-07, ADR 200):
 * - plain: right, in everyday words rather than the textbook's;
 * - vague: mostly right, vague or half-remembered, with nothing false in it;
 * - wrong: confident and wrong, plausible to a layman, and about computing (no pun on the word).
 * Questions alternate dev and test in file order; only the dev half is read while the scorer changes.
 * Run: `npm run bench:engine -- fundamentals`.
 */
export const DEFINITIONS_PROBE: ProbeItem<DefinitionKind>[] = [
  {
    split: 'dev',
    question: { text: 'Could you tell me what a closure is in JavaScript?', job_title: 'Software Engineer' },
    answers: {
      plain:
        'A closure is when a function still remembers the variables from the place where it was written, even after that outer function has finished running. So, um, an inner function can keep using a counter variable from the function that made it.',
      vague:
        "Um, a closure is a function inside another function that can use the outer function's variables. I think people use it a lot for keeping data private.",
      wrong:
        'A closure is the code that runs when the user closes the browser tab, so you can save their stuff before the page goes away. You usually put it at the very end of the script.',
    },
  },
  {
    split: 'test',
    question: {
      text: "So what's a deadlock, and how would you prevent one?",
      job_title: 'Software Engineer',
    },
    answers: {
      plain:
        'A deadlock is when two or more threads are each stuck waiting for something the other one is holding, so none of them can ever move on. You can prevent it by always grabbing locks in the same order, or by using timeouts so a thread gives up and lets go of what it has.',
      vague:
        'A deadlock is basically when the program gets stuck because things are waiting on each other. To avoid it you have to be careful with how you use locks.',
      wrong:
        'A deadlock is when the database locks itself for good after too many wrong login attempts. You prevent it by raising the limit on how many retries are allowed.',
    },
  },
  {
    split: 'dev',
    question: { text: 'What is a race condition?', job_title: 'Software Engineer' },
    answers: {
      plain:
        "It's when the result of a program depends on which thread happens to get there first, so two threads changing the same data at the same time can give a wrong answer. Like two threads both adding one to a counter and one of the updates just getting lost.",
      vague:
        "A race condition is a bug you get with multiple threads when the timing messes things up. It kind of happens randomly, so it's hard to reproduce.",
      wrong:
        'A race condition is when two programs compete for the CPU, and the faster one gets to finish while the slower one gets cancelled by the operating system.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'Can you explain the difference between a process and a thread?',
      job_title: 'Software Engineer',
    },
    answers: {
      plain:
        "A process is a program that's running with its own separate chunk of memory, and a thread is one line of work going on inside that process. Threads in the same process share that memory, but separate processes don't share by default.",
      vague:
        "So a process is like a whole running program and a thread is a smaller piece of it. Threads are lighter, I think, so they're quicker to start.",
      wrong:
        "A process is the part of a program that runs on the CPU, and a thread is the part that runs on the graphics card. That's why games use so many threads.",
    },
  },
  {
    split: 'dev',
    question: { text: 'What is garbage collection?', job_title: 'Software Engineer' },
    answers: {
      plain:
        "Garbage collection is when the language automatically finds memory the program isn't using anymore and frees it up, so you don't have to do that yourself. Java and Python both do it for you.",
      vague:
        "Um, garbage collection is the thing that cleans up memory in the background. It means you don't really have to worry about memory as much.",
      wrong:
        "Garbage collection is when the operating system deletes your temp files and empties the recycle bin on a schedule, so the hard drive doesn't fill up.",
    },
  },
  {
    split: 'test',
    question: { text: "What's polymorphism in object-oriented programming?", job_title: 'Software Engineer' },
    answers: {
      plain:
        'Polymorphism is when the same method call does different things depending on what kind of object you call it on. So calling speak on a dog object and on a cat object runs different code, even though you wrote the exact same line.',
      vague:
        'Polymorphism means something can have many forms. Like, objects can sort of be treated as different types.',
      wrong:
        'Polymorphism is when a class rewrites its own code while the program is running, so it can fix bugs without needing a restart.',
    },
  },
  {
    split: 'dev',
    question: { text: 'Could you tell me what recursion is?', job_title: 'Software Engineer' },
    answers: {
      plain:
        'Recursion is when a function calls itself to solve a smaller version of the same problem, and it keeps going until it hits a simple case where it can just stop. Working out a factorial is the usual example.',
      vague:
        'Recursion is a function that calls itself, um, over and over. You need some way to stop it or the program crashes.',
      wrong:
        'Recursion is when the program goes back and runs the previous version of the code if the new one fails, kind of like an automatic undo.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is the difference between the stack and the heap?',
      job_title: 'Software Engineer',
    },
    answers: {
      plain:
        "The stack is the memory where a function's local variables live, and it gets cleaned up automatically when the function returns. The heap is a bigger pool of memory for things that need to stick around longer, like objects you make with new.",
      vague:
        "The stack is for small, quick things and the heap is for bigger stuff. I'm pretty sure the stack is faster.",
      wrong:
        'The stack is the memory inside the CPU and the heap is the memory on the hard drive, so anything on the heap is still saved after you turn the computer off.',
    },
  },
  {
    split: 'dev',
    question: { text: 'So how does a hash table work?', job_title: 'Software Engineer' },
    answers: {
      plain:
        'A hash table keeps things as key and value pairs, and it runs each key through a function that turns it into a number saying which slot the value goes in. That makes lookups really fast most of the time, and if two keys land in the same slot it has a way to deal with it, like keeping a small list there.',
      vague:
        "A hash table is like a dictionary where you look things up by a key. It uses hashing somehow, and that's why it's so fast.",
      wrong:
        'A hash table is a table that encrypts every row so nobody can read the data, which is why passwords always get stored in one.',
    },
  },
  {
    split: 'test',
    question: { text: 'What is Big O notation?', job_title: 'Software Engineer' },
    answers: {
      plain:
        'Big O is a way of saying how the time or memory an algorithm needs grows as the input gets bigger. So O of n means it grows in step with the input, and O of n squared means it slows down a lot faster as things get bigger.',
      vague:
        'Big O is how you describe how fast an algorithm is. Like, O of 1 is the best, and O of n squared is kind of bad.',
      wrong:
        'Big O notation is the number of seconds a program takes to run on a standard test computer, so O of 5 means it finishes in five seconds.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What would you say are the main principles of object-oriented programming?',
      job_title: 'Software Engineer',
    },
    answers: {
      plain:
        'The main principles are four ideas: encapsulation, which is keeping data together with the code that uses it and hiding the inside details; inheritance, where a new class takes everything from an existing one; polymorphism, where the same call acts differently on different objects; and abstraction, which is only showing the parts that matter.',
      vague:
        "The main principles are, um, inheritance, encapsulation, polymorphism, and I think abstraction. Basically it's about organizing your code into objects.",
      wrong:
        "The main principles of OOP are that every program has exactly one main object, all the variables have to be global, and functions aren't allowed to return anything.",
    },
  },
  {
    split: 'test',
    question: {
      text: "What's the difference between SQL and NoSQL databases?",
      job_title: 'Software Engineer',
    },
    answers: {
      plain:
        "SQL databases keep data in tables with rows and columns that follow a fixed structure, and you ask for data using the SQL language. NoSQL databases store data in other ways, like documents or key and value pairs, and they're usually a lot more flexible about the structure.",
      vague:
        'SQL is the relational kind with tables, and NoSQL is the non-relational kind. I think NoSQL gets used a lot for big data.',
      wrong:
        'SQL databases are the ones you have to pay for, and NoSQL databases are the free open-source ones, but they both store data exactly the same way.',
    },
  },
  {
    split: 'dev',
    question: { text: 'What is a REST API?', job_title: 'Software Engineer' },
    answers: {
      plain:
        "A REST API is a way for programs to talk to a server over HTTP, where each thing has its own URL and you use GET, POST, PUT and DELETE to read it or change it. Each request carries everything the server needs, so the server doesn't have to remember you between requests.",
      vague: 'A REST API is a kind of web API that uses HTTP. Um, it usually sends back JSON.',
      wrong:
        "A REST API is an API that goes to sleep when nobody's using it, so it saves power on the server until a request comes in and wakes it up.",
    },
  },
  {
    split: 'test',
    question: {
      text: 'Could you explain the difference between an abstract class and an interface?',
      job_title: 'Software Engineer',
    },
    answers: {
      plain:
        "An abstract class is a class you can't make objects from directly, but it can have some methods already written and leave others for the child classes to fill in. An interface is more just a list of methods a class promises to have, and in Java a class can implement lots of interfaces but only extend one class.",
      vague:
        "An abstract class is kind of a half-finished class, and an interface is more like a contract. They're pretty similar, they're both for making other classes follow a pattern.",
      wrong:
        'An abstract class is a class that only exists in the design documents and never actually compiles, and an interface is the part of the program the user sees, like the buttons and screens.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'What is the difference between an array and a linked list?',
      job_title: 'Software Engineer',
    },
    answers: {
      plain:
        'An array is a bunch of items stored right next to each other in memory, so you can jump straight to any spot by its number. A linked list is items spread around where each one points to the next, so adding or removing in the middle is easy, but getting to the tenth one means walking through the first nine.',
      vague:
        "An array is a list that's usually a fixed size, and a linked list can keep growing. Linked lists use pointers, I think.",
      wrong:
        'An array is a list that can only hold numbers, and a linked list is a list of links, like the URLs of web pages.',
    },
  },
  {
    split: 'test',
    question: { text: "So what's encapsulation?", job_title: 'Software Engineer' },
    answers: {
      plain:
        "Encapsulation is keeping an object's data and the methods that work on it together in one class, and hiding the data so other code can only change it through those methods. Like making a balance variable private and only letting people use deposit and withdraw.",
      vague:
        'Encapsulation is about hiding data inside a class. You use private and public and that kind of stuff.',
      wrong:
        'Encapsulation is when you compress all your code into one file so it loads faster, kind of like zipping it up.',
    },
  },
  {
    split: 'dev',
    question: { text: 'What is inheritance in object-oriented programming?', job_title: 'Software Engineer' },
    answers: {
      plain:
        'Inheritance is when you make a new class that automatically gets all the fields and methods of a class that already exists, and then you can add more or change some of them. So a Car class can get everything from a Vehicle class and just add its own extra bits.',
      vague:
        'Inheritance is when a class gets things from another class, like a parent and a child. It helps you reuse code.',
      wrong:
        "Inheritance is when a new version of your program automatically keeps all the data and settings from the old version after an update, so users don't lose anything.",
    },
  },
  {
    split: 'test',
    question: { text: 'Can you tell me the difference between TCP and UDP?', job_title: 'Software Engineer' },
    answers: {
      plain:
        "TCP is a way of sending data over a network that sets up a connection first and makes sure everything arrives in the right order, resending anything that gets lost. UDP just sends the data off without checking, so it's faster but some of it can go missing, which is why it gets used for things like video calls and games.",
      vague:
        'TCP is the reliable one and UDP is the faster one. UDP is used for streaming and stuff like that.',
      wrong:
        'TCP is the protocol for sending text and UDP is the protocol for sending pictures and video, so a normal web page uses both of them.',
    },
  },
  {
    split: 'dev',
    question: { text: 'What is database normalization?', job_title: 'Software Engineer' },
    answers: {
      plain:
        "Normalization is organizing your database tables so the same information isn't stored in a bunch of places, usually by splitting things into separate tables and linking them with keys. That way when something changes, you only have to update it in one spot.",
      vague:
        'Normalization is a way of designing tables to cut down on duplicate data. There are, um, normal forms, like first, second and third.',
      wrong:
        'Database normalization is when you convert all the values to the same units and scale them between zero and one, so the database can sort them faster.',
    },
  },
  {
    split: 'test',
    question: { text: 'How does binary search work?', job_title: 'Software Engineer' },
    answers: {
      plain:
        "Binary search is a way to find something in a sorted list by checking the middle item and then throwing away the half it can't be in. You keep cutting it in half like that until you find it or run out of items, so it's really quick even on huge lists.",
      vague:
        "Binary search is when you search by splitting the list in half each time. It's a lot faster than going through one by one.",
      wrong:
        "Binary search is when the computer turns what you're looking for into ones and zeros first, so it can compare it directly against the binary data on the disk.",
    },
  },
  {
    split: 'dev',
    question: {
      text: "What's the difference between a mutex and a semaphore?",
      job_title: 'Software Engineer',
    },
    answers: {
      plain:
        'A mutex is a lock that only one thread can hold at a time, and the thread that locked it is the one that unlocks it. A semaphore is more like a counter that lets up to a set number of threads in at once, and threads can also use it to signal each other.',
      vague:
        "A mutex is a lock for one thread, and a semaphore can let more than one in. They're both for synchronization.",
      wrong:
        "A mutex is a setting that mutes a program's errors so they don't show up, and a semaphore is the flag the operating system uses to pass error messages between programs.",
    },
  },
  {
    split: 'test',
    question: { text: 'What is the difference between a stack and a queue?', job_title: 'Software Engineer' },
    answers: {
      plain:
        'A stack is a list where you add and remove from the same end, so the last thing you put in is the first thing you take out. A queue adds at one end and removes from the other end, so the first thing in is the first thing out.',
      vague:
        'A stack is last in first out and a queue is first in first out. So they just take things out in a different order.',
      wrong:
        "A stack is data that's stored in RAM and a queue is data waiting to be written to the hard drive, so a queue is basically just a slower stack.",
    },
  },
  {
    split: 'dev',
    question: {
      text: 'Could you explain the difference between a primary key and a foreign key?',
      job_title: 'Software Engineer',
    },
    answers: {
      plain:
        "A primary key is the column that picks out each row in a table uniquely, like a student ID. A foreign key is a column in another table that holds one of those IDs, so it ties a row over there back to the row it's related to.",
      vague:
        "A primary key is the main ID of the table, and a foreign key links to a different table. They're for relationships between tables.",
      wrong:
        'A primary key is the key that encrypts the main database, and a foreign key is a backup key kept on a different server in case the first one gets lost.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is the difference between method overloading and method overriding?',
      job_title: 'Software Engineer',
    },
    answers: {
      plain:
        'Overloading is when a class has several methods with the same name but they take different inputs, like an add that takes two numbers and an add that takes three. Overriding is when a child class writes its own version of a method it got from its parent, with the same name and the same inputs.',
      vague:
        "Overloading is same name with different parameters, and overriding is something to do with a subclass changing a method. I think one's decided at compile time and the other at runtime.",
      wrong:
        'Overloading is when a method gets called too many times and runs out of memory, and overriding is how you stop that by forcing a different method to run instead.',
    },
  },
  {
    split: 'dev',
    question: { text: "What's virtual memory?", job_title: 'Software Engineer' },
    answers: {
      plain:
        "Virtual memory is when the operating system gives each program its own pretend set of memory addresses and then maps them onto the real RAM, moving pieces out to the disk when RAM runs short. That way programs can use more memory than is physically there, and they can't mess with each other's memory.",
      vague:
        "Virtual memory is when the computer uses part of the hard drive as extra memory when the RAM is full. It's slower than real RAM though.",
      wrong:
        "Virtual memory is the memory that a virtual machine uses, so you only have it if you're running something like VirtualBox.",
    },
  },
  {
    split: 'test',
    question: { text: 'What is dependency injection?', job_title: 'Software Engineer' },
    answers: {
      plain:
        "Dependency injection is when a class gets the things it needs, like a database connection, handed to it from outside, usually through its constructor, instead of creating them itself. That makes it easy to swap in a fake version when you're testing.",
      vague:
        'Dependency injection is a design pattern where you, um, pass dependencies in instead of hard-coding them. Frameworks like Spring can do it for you.',
      wrong:
        'Dependency injection is when the package manager automatically pastes the code of all the libraries your project needs straight into your source files when you build it.',
    },
  },
  {
    split: 'dev',
    question: { text: 'So, what is an API?', job_title: 'Software Engineer' },
    answers: {
      plain:
        "An API is a set of rules that lets one program ask another program for data or tell it to do something, without needing to know how it works inside. Like a weather app asking a weather service for today's forecast.",
      vague:
        'An API is how different pieces of software talk to each other. Lots of websites have one so you can get their data.',
      wrong:
        'An API is the program that installs other programs on your computer, like the app installer that runs when you download something.',
    },
  },
  {
    split: 'test',
    question: { text: 'What is cloud computing?', job_title: 'Software Engineer' },
    answers: {
      plain:
        'Cloud computing is using servers, storage and other computing resources that a company runs in its data centers, over the internet, and paying for what you use instead of owning the machines yourself. AWS and Azure are examples.',
      vague:
        'Cloud computing is when things run on the internet instead of on your own computer. Like storing your files online.',
      wrong:
        "Cloud computing is when your computer uses wireless signals to share its processor with other computers nearby, so it doesn't need any cables.",
    },
  },
  {
    split: 'dev',
    question: { text: 'Could you tell me what an operating system is?', job_title: 'Software Engineer' },
    answers: {
      plain:
        "An operating system is the main software that runs the computer's hardware and lets other programs use it, handling stuff like memory, files, and which program gets the CPU. Windows, macOS and Linux are all operating systems.",
      vague:
        'An operating system is the software that makes the computer work, like Windows. Everything else runs on top of it.',
      wrong:
        'An operating system is the chip on the motherboard that tells the other parts what to do, which is why you have to buy a new computer to get a different one.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is the difference between a compiler and an interpreter?',
      job_title: 'Software Engineer',
    },
    answers: {
      plain:
        'A compiler takes your whole program and turns it into machine code ahead of time, so you get a file you can run later. An interpreter reads your code and runs it bit by bit while the program is going, without making a separate file first.',
      vague:
        'A compiler translates all the code at once and an interpreter goes line by line. Compiled programs are usually faster, I think.',
      wrong:
        'A compiler is the program that gathers all your files into one folder so you can share them, and an interpreter is the tool that translates error messages into plain English.',
    },
  },
  {
    split: 'dev',
    question: { text: "What's version control?", job_title: 'Software Engineer' },
    answers: {
      plain:
        'Version control is a system that keeps track of every change made to your code over time, so you can see who changed what, go back to an older version, and have several people work on the same project. Git is the one most people use.',
      vague: "Version control is, um, stuff like Git. It's for saving different versions of your code.",
      wrong:
        'Version control is the setting in an app store that decides which version of an app users are allowed to download, like forcing everybody onto the latest update.',
    },
  },
  {
    split: 'test',
    question: { text: 'What is a primary key?', job_title: 'Software Engineer' },
    answers: {
      plain:
        "A primary key is a column, or a few columns together, whose value is different for every row in the table, so you can always pick out one exact row. It can't be left empty, and an ID number is the usual example.",
      vague: 'A primary key is the main identifier for a table. It has to be unique, I think.',
      wrong:
        'A primary key is the master password the admin uses to open the database, and you need it before you can run any queries.',
    },
  },
  {
    split: 'dev',
    question: {
      text: "What's the difference between a class and an object?",
      job_title: 'Software Engineer',
    },
    answers: {
      plain:
        'A class is the code that describes what a kind of thing has and what it can do, and an object is an actual one of those made from it while the program runs. So you write a Dog class once and then make lots of separate dog objects from it.',
      vague:
        'A class is like the template and the object is the actual thing. You make objects from classes.',
      wrong:
        'A class is a group of objects that are saved together in the same file, and an object is just a single variable, like a number or a string.',
    },
  },
  {
    split: 'test',
    question: { text: 'What is a constructor?', job_title: 'Software Engineer' },
    answers: {
      plain:
        "A constructor is a special method that runs automatically when you create a new object, and it sets up the object's starting values. In Java it has the same name as the class.",
      vague: 'A constructor is the thing that creates an object. You use it with the new keyword.',
      wrong:
        'A constructor is the tool in the IDE that generates your whole project structure for you, like all the folders and starter files.',
    },
  },
  {
    split: 'dev',
    question: { text: 'Can you tell me what exception handling is?', job_title: 'Software Engineer' },
    answers: {
      plain:
        "Exception handling is writing code that catches errors when they happen while the program is running, so you can deal with them instead of the whole program crashing. In Java that's the try and catch blocks, and in Python it's try and except.",
      vague: "Exception handling is basically try catch. It's for dealing with errors.",
      wrong:
        'Exception handling is when you mark certain users as exceptions so they can skip the normal security checks, like the admins.',
    },
  },
  {
    split: 'test',
    question: { text: 'What is DNS?', job_title: 'Software Engineer' },
    answers: {
      plain:
        'DNS is the system that turns a website name like google.com into the IP address the computer actually needs to connect to it. Your computer asks a DNS server, and the server answers with the address.',
      vague:
        "DNS is the thing that looks up websites on the internet. It's got something to do with IP addresses.",
      wrong:
        'DNS is the server that keeps a copy of every website on the internet, so pages load faster when you visit them.',
    },
  },
  {
    split: 'dev',
    question: { text: "What's the difference between GET and POST?", job_title: 'Software Engineer' },
    answers: {
      plain:
        'GET is the HTTP request for asking the server for data, and anything you send with it goes in the URL. POST is for sending data to the server, like when you submit a form, and the data goes in the body of the request instead.',
      vague: 'GET gets data and POST sends data. With GET you can see the stuff in the URL.',
      wrong:
        'GET is for downloading files from a server and POST is for posting messages on social media sites, so most normal websites only ever use GET.',
    },
  },
  {
    split: 'test',
    question: { text: 'What is multithreading?', job_title: 'Software Engineer' },
    answers: {
      plain:
        "Multithreading is when one program runs several threads at once, so it can do more than one thing at the same time, like downloading a file while still responding to clicks. The threads share the program's memory, so you have to be careful when they touch the same data.",
      vague: 'Multithreading is running multiple things at once in a program. It usually makes stuff faster.',
      wrong:
        'Multithreading is when a CPU has more than one physical core, so every computer with a quad-core chip is automatically multithreading.',
    },
  },
  {
    split: 'dev',
    question: { text: "So what's a pointer?", job_title: 'Software Engineer' },
    answers: {
      plain:
        'A pointer is a variable that holds a memory address instead of a normal value, so it tells you where some other piece of data is stored. In C you can use it to read or change that data directly.',
      vague: "A pointer is something in C that points to memory. It's kind of like a reference.",
      wrong:
        'A pointer is the variable that tracks where the mouse cursor is on the screen, and the program reads it to know what you clicked on.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is the difference between authentication and authorization?',
      job_title: 'Software Engineer',
    },
    answers: {
      plain:
        "Authentication is checking who you are, like when you log in with a password. Authorization is checking what you're allowed to do once the system knows who you are, like whether you can open the admin page.",
      vague:
        "Authentication is logging in and authorization is, um, permissions. They're both part of security.",
      wrong:
        'Authentication is when you log in with a password, and authorization is when you log in with your fingerprint or face, so authorization is just the newer, more secure kind.',
    },
  },
];
