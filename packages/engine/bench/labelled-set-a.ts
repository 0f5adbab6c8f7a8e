import type { LabelledQuestion } from './labelled-types.ts';

/** Labelled answers, part A: bank questions (rubric from the bank) for Backend Developer and Sales Representative. */
export const PART_A: LabelledQuestion[] = [
  {
    split: 'dev',
    question: {
      text: 'Explain what a database index is, and when adding one might not help or could even hurt.',
      job_title: 'Backend Developer',
    },
    answers: {
      strong:
        'An index is a separate data structure, usually a B-tree, that keeps a column sorted with pointers to the rows, so a lookup or range scan does not read the whole table. It does not help on small tables, on columns with low cardinality like a boolean, or when the query wraps the column in a function. It can hurt because every insert and update must also update the index, so a write-heavy table with many indexes gets slower, and it costs disk and memory. I check with EXPLAIN before and after adding one.',
      adequate:
        'An index makes reads faster because the database can find rows without scanning the entire table, a bit like the index at the back of a book. The downside is that writes get slower, since the index has to be updated too, so you should not index every column.',
      weak: 'An index is something you add to the database to make it faster. I would say you should always add indexes when things are slow, it is one of the best practices, and the database will handle the rest. I am not sure when it would hurt, maybe if there are too many.',
      off_topic:
        'Databases are really important for backend developers. I have used PostgreSQL and MongoDB in my projects. PostgreSQL is relational and supports transactions, while MongoDB stores JSON documents and is flexible for changing schemas. I usually pick Postgres for most things because the tooling is good and our team knows it well, and we host it on a managed service so backups are handled for us.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'What is SQL injection, and how do you prevent it in the code you write?',
      job_title: 'Backend Developer',
    },
    answers: {
      strong:
        'SQL injection is when user input is concatenated into a SQL string, so an attacker can change the query, for example closing the quote and adding OR 1=1 to log in without a password or to drop a table. I prevent it with parameterized queries or prepared statements, so input is always sent as data, never as SQL. On top of that I validate input, use an ORM or query builder that parameterizes by default, and give the application database user least privilege.',
      adequate:
        'It is an attack where someone puts SQL code into an input field and the database runs it. To prevent it you use prepared statements instead of building the query string yourself, and you should validate inputs.',
      weak: 'SQL injection is a kind of hacking attack that is very dangerous for any company. Security is something I am really passionate about and I always follow best practices, so I make sure the code is secure and I would talk to the security team about it.',
      off_topic:
        'Security on the backend is mostly about authentication and authorization. I usually use JWT tokens with a short expiry and refresh tokens, I store secrets in environment variables, and I make sure everything goes over HTTPS. We also use rate limiting on the login endpoint and we rotate keys every few months.',
    },
  },
  {
    split: 'dev',
    question: {
      text: 'A prospect tells you, "This is too expensive." How would you respond?',
      job_title: 'Sales Representative',
    },
    answers: {
      strong:
        'First I would not drop the price. I would ask what they are comparing it to, too expensive compared with what, another vendor, their budget, or doing nothing. Then I would go back to the value we found in discovery, for example if they lose ten hours a week on manual reporting, that is about two thousand dollars a month, against a price of six hundred. If budget is the real issue I would offer a smaller starting package rather than a discount, and confirm the next step.',
      adequate:
        'I would ask them why they think it is expensive and try to understand the objection. Then I would explain the value and return on investment of the product compared to the price, and maybe offer a different package if the budget is tight.',
      weak: 'I would tell them that our product is the best on the market and worth every penny. Customers always say that, so you just have to be confident and positive, and usually they come around if you keep the energy high.',
      off_topic:
        'Pricing is something I know well. At my last company we had three tiers, basic, pro and enterprise, and most customers picked pro. Enterprise deals had custom pricing and needed approval from the sales director, and we reviewed the price list every year with the finance team.',
    },
  },
  {
    split: 'test',
    question: {
      text: 'A deal went quiet for three weeks after a great demo. What do you do to get it moving again, or decide it is dead?',
      job_title: 'Sales Representative',
    },
    answers: {
      strong:
        'I would check whether a next step was agreed at the demo, because a great demo without a booked next step is the usual cause. Then I would try a different channel and a different person: a short email with something useful to them, a call to my champion, and a note to the economic buyer if I have met them. I would ask directly whether the priority has changed. If after two more touches over ten days there is no reply, I send a polite breakup email and move it to closed lost so my forecast stays honest.',
      adequate:
        'I would follow up with an email and a phone call to see if they still have interest, and try to reach someone else on their team. If they still do not answer after a few attempts I would take it out of my pipeline.',
      weak: 'I would just keep following up every day until they answer. Persistence is key in sales, and I never give up on a deal because you never know when they will be ready.',
      off_topic:
        'A great demo is all about preparation. I research the company before, I tailor the demo to their use case, I start with their main pain point, and I keep it under thirty minutes with time for questions at the end. I also make sure the demo environment has realistic data.',
    },
  },
];
