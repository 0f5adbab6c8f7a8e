/**
 * Answers that cover every key point of a Backend Developer / Technical / Entry-Level question of the engine's
 * bank, found by a word of the question, worded so that they still cover them once Festival has said them and
 * pocketsphinx has heard them (about 20 s each). The authentication question has none: its "401 versus 403" point
 * is not recognised in spoken numbers.
 */
export const COMPLETE_ANSWERS: readonly { about: RegExp; text: string }[] = [
  {
    about: /SQL join/,
    text: 'A join combines rows from two tables on a related column, such as the user id. An inner join keeps only the rows that match in both tables. A left join keeps every row from the left table and fills the missing columns with null. For example, users left join orders also lists the users who never placed an order.',
  },
  {
    about: /database transaction/,
    text: 'A transaction groups several operations into one unit of work. Atomicity means that either all of the operations happen or nothing happens. Consistency means the constraints still hold afterwards. Isolation means concurrent transactions do not interfere with each other. Durability means committed data survives a crash, because it is written to the log first.',
  },
  {
    about: /SQL injection/,
    text: 'SQL injection happens when user input is concatenated into a query and the database executes it as SQL. I prevent it with parameterized queries and prepared statements. An ORM helps, but raw queries still need parameters. The application also connects as a least privilege database user, which limits the damage.',
  },
  {
    about: /HTTP methods/,
    text: 'The get method reads a resource without side effects. The post method creates a new resource and it is not idempotent, so a retry can create two orders. The put method replaces the whole resource and it is idempotent. The patch method changes part of a resource and it is not always idempotent. The delete method removes the resource and it is idempotent.',
  },
  {
    about: /passwords/,
    text: 'Passwords must never be stored as plain text or with reversible encryption. The server keeps only a slow salted hash, such as bcrypt or Argon2. Fast hashes like MD5 allow brute force and rainbow tables, because attackers can try billions per second. The salt makes every hash unique, even for the same password.',
  },
  {
    about: /caching/,
    text: 'Caching stores results so the server does not repeat expensive work. I would add an in memory cache, a shared Redis cache in front of the database, and HTTP caching with a CDN for static files. The main risk is stale data, so every entry gets an expiry time, and we invalidate the cache when the data changes.',
  },
  {
    about: /database index/,
    text: 'An index is a separate structure, usually a tree, that lets the database look up rows fast. It speeds up the reads that filter or sort on the indexed column. But it slows down writes and uses more storage, because every insert updates it. On a column with low selectivity, or on a small table, the index may not help at all.',
  },
];

/** Short and general whatever the question: the interviewer asks for specifics. */
export const SHORT_GENERAL_ANSWER =
  'It depends on the situation. There are many ways to do it, and it is important to do it well.';
