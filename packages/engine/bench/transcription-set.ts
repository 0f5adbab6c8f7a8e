/**
 * Spoken answers for the transcription bench: bank questions of six roles, answered the way a candidate talks,
 * with the technical words of each field (Kubernetes, PostgreSQL, React, API, CI/CD, OAuth, Terraform, SLA, churn).
 * Festival reads them at run time; the question's rubric gives the domain hints, exactly as the server passes them.
 * Lengths run from about 20 to 60 seconds of Festival speech. `split` alternates in file order (fixed before any
 * tuning): decoder settings are tuned on `dev` only and judged on `test` (docs/decisions/049).
 */
export type SpokenAnswer = { questionId: string; split: 'dev' | 'test'; text: string };

export const SPEECH_SET: readonly SpokenAnswer[] = [
  {
    questionId: 'devops-engineer-technical-professional-06',
    split: 'dev',
    text: `I start from the user, not from the machines. We page only on symptoms that customers feel, like error rate and latency on the checkout API, and we tie those alerts to an SLO with an error budget. On our Kubernetes clusters we used Prometheus and Alertmanager with burn rate alerts over two windows, a fast one and a slow one, so a short spike does not wake anybody up at three in the morning. Everything that is a cause rather than a symptom, like high CPU on one node or a pod restarting, goes to a ticket queue instead of PagerDuty. Every alert has a runbook link and an owner. Once a month we review which alerts fired, and any alert that nobody acted on gets deleted or tuned. After six months the pages per week dropped from about forty to six, and the on-call engineers actually trusted them again. We also added a weekly note to the team channel with the noisiest alerts, which kept the pressure on.`,
  },
  {
    questionId: 'devops-engineer-behavioral-professional-03',
    split: 'test',
    text: `When I moved our team from hand-built Jenkins jobs to a new CI/CD pipeline with GitHub Actions and Terraform, two senior developers pushed back hard. They said the old setup worked and the new one would slow them down. Instead of arguing, I sat with each of them for an hour and asked what they were afraid of. The real worry was that Terraform plans would block their merges. So I made the plan step run in parallel with the tests, posted the plan as a comment on the pull request, and added a one-click rollback. I also migrated their own service first, so they saw the benefit before anyone else. Within a month deploys went from twice a week to several times a day, and one of those developers ended up writing our pipeline documentation.`,
  },
  {
    questionId: 'backend-developer-technical-professional-07',
    split: 'dev',
    text: `In PostgreSQL I would never rename the column in one step, because the running application still reads the old name. I would use expand and contract. First, a migration adds the new column. Then the application writes to both columns, and a background job backfills the old rows in small batches so we do not lock the table or overload replication. Once the backfill is done and the numbers match, the code switches its reads to the new column behind a feature flag. After a full release cycle with no errors, a final migration drops the old column. Each step can be rolled back on its own, and none of them takes a long lock on a busy table.`,
  },
  {
    questionId: 'backend-developer-technical-entry-01',
    split: 'test',
    text: `GET reads a resource and should have no side effects. POST creates something new, so calling it twice can create two orders. PUT replaces the whole resource and PATCH changes part of it. DELETE removes it. GET, PUT and DELETE are idempotent, so a client can safely retry them after a timeout.`,
  },
  {
    questionId: 'backend-developer-technical-entry-08',
    split: 'dev',
    text: `Caching means keeping a copy of data somewhere faster so we do not compute or fetch it again. In a web backend I would put a cache in a few places. Static assets go behind a CDN with cache control headers. For expensive database queries I would use Redis with a short TTL. The main risk is stale data, where users see an old price or an old profile after it changed. To handle that I would invalidate the key when the record is written, and keep the TTL short for anything that changes often.`,
  },
  {
    questionId: 'frontend-developer-technical-professional-08',
    split: 'test',
    text: `First I would measure before changing anything. I would run a bundle analyzer on the production build, usually the webpack or Vite visualizer, and look at the treemap to see which packages are the biggest. In one React app we found a whole charting library and three copies of a date library that nobody needed on the first page. Then I would split the code by route with dynamic import and React lazy, so the dashboard code only loads when someone opens the dashboard. I would replace heavy dependencies with smaller ones, check that tree shaking works, and add a bundle size budget to the CI pipeline so the JavaScript cannot quietly grow again.`,
  },
  {
    questionId: 'full-stack-developer-technical-professional-02',
    split: 'dev',
    text: `I treat the schema as the single source of truth. For a REST API we write an OpenAPI spec, and we generate the TypeScript types and the client from it, so the front end and the back end cannot drift apart silently. If the team uses GraphQL, the GraphQL schema plays the same role. On the server we validate every request against the schema with Zod. The CI pipeline fails if the generated types are out of date. For breaking changes we add new fields first, mark old ones as deprecated, and remove them only after the mobile apps have upgraded.`,
  },
  {
    questionId: 'full-stack-developer-technical-entry-03',
    split: 'test',
    text: `I would never store the password itself. When a user signs up, the server hashes the password with a slow algorithm like bcrypt or argon2, with a unique salt for each user, and stores only the hash. When they log in, the server takes the password they typed, hashes it again with the same salt, and compares the result with the stored hash in constant time. If it matches, we create a session or issue a token. For many products I would rather use OAuth with a provider like Google, so we do not handle passwords at all.`,
  },
  {
    questionId: 'sales-representative-behavioral-expert-06',
    split: 'dev',
    text: `Last year one of our largest accounts told us they were moving to a competitor at renewal. It was about a fifth of my quota, so the churn risk was serious. I asked for a meeting with their operations director and mostly listened. The root cause was not price at all. We had missed our SLA on support tickets three months in a row, and nobody had told them why. I brought our head of support to the next call, we owned the failure, and we agreed on a recovery plan with weekly check-ins and a named engineer for their account. I also offered a service credit instead of a discount. They renewed for two years, and later they expanded to two more business units.`,
  },
  {
    questionId: 'customer-success-technical-entry-01',
    split: 'test',
    text: `A customer health score is one number that tells you how likely an account is to renew or to churn. I would build it from a few signals. Product usage comes first, like weekly active users and whether they use the key features. Then engagement, such as whether they attend meetings and reply to emails. Support signals matter too, like the number of tickets and escalations. I would add survey data like NPS, and business facts like the renewal date and whether our champion has left the company.`,
  },
  {
    questionId: 'marketing-executive-technical-professional-04',
    split: 'dev',
    text: `First I would check that the drop is real and not a tracking problem, so I would compare Google Analytics with Google Search Console and look for a broken tag after a recent release. If impressions fell too, the traffic loss is real. Next I would look at which pages and which queries lost clicks. If it is sitewide and the dates line up with a Google core update, the cause is probably quality or relevance. If it is a handful of pages, I would check for technical SEO issues like a robots file blocking a folder, missing canonical tags, redirects that broke during a migration, or slow pages. I would also check whether a competitor took our rankings. Then I would fix the biggest losses first and write up what we learned for the content team.`,
  },
  {
    questionId: 'support-engineer-technical-professional-05',
    split: 'test',
    text: `A good bug report saves engineering time, so I write it so that someone can reproduce the problem in five minutes. The title says what breaks and where, for example, invoice export fails for accounts with more than one currency. Then I list the exact steps to reproduce, the expected result and the actual result. I attach the request ID, the timestamps, the relevant lines from the logs, and the API response with the error code. I say how many customers are affected and whether there is a workaround. I link the ticket in Jira to the customer conversations, and I keep the customer updated when the status changes.`,
  },
  {
    questionId: 'support-engineer-behavioral-expert-01',
    split: 'dev',
    text: `During a major outage last spring our login service was down for almost three hours, and ticket volume jumped to ten times normal. I took charge of the support side. I assigned clear roles: one person owned the status page, two people handled our enterprise customers with strict SLA terms, and everybody else answered the queue with one approved macro, so that our message stayed consistent. I joined the incident bridge with engineering and posted updates every thirty minutes, even when there was nothing new. After the fix, we proactively contacted every affected account. In the review I pushed for automatic status page updates from our monitoring, and we wrote a crisis runbook for the support team, which we have since used twice.`,
  },
];
